import Geometry

/// The mouse moving with no button held.
///
/// Hover never enters the gesture arena: it only tells a piece where the pointer rests, for
/// highlights. A moving mouse with a button held is a ``PointerEvent`` instead.
public struct HoverEvent: Sendable, Hashable {
    /// Position in points from the window's top-left corner.
    public var location: Point
    /// When the pointer arrived there.
    public var time: Duration

    /// Creates a hover at `location`.
    public init(at location: Point, time: Duration) {
        self.location = location
        self.time = time
    }
}

/// A scroll wheel or touchpad scroll over `location`.
///
/// `delta` is in wheel notches for a classic wheel and in points when `isPrecise` (a touchpad or
/// a high-resolution wheel), with the signs SDL reports: positive y scrolls away from the user.
public struct WheelEvent: Sendable, Hashable {
    /// Where the pointer was, in points from the window's top-left corner.
    public var location: Point
    /// The scroll amount along each axis (notches, or points when precise).
    public var delta: Point
    /// True when the device reports fine-grained amounts that should move content one to one.
    public var isPrecise: Bool
    /// Keys held while scrolling: Shift turns a wheel sideways, and Ctrl is the desktop's zoom,
    /// which no piece takes.
    public var modifiers: KeyModifiers
    /// When the scroll happened.
    public var time: Duration

    /// Creates a wheel event; a classic notched wheel unless `isPrecise`.
    public init(at location: Point, delta: Point, isPrecise: Bool = false, modifiers: KeyModifiers = [], time: Duration) {
        self.location = location
        self.delta = delta
        self.isPrecise = isPrecise
        self.modifiers = modifiers
        self.time = time
    }
}

/// The window changing size, in points: layout reflows at the new size.
public struct ResizeEvent: Sendable, Hashable {
    /// The new width, in points.
    public var width: Double
    /// The new height, in points.
    public var height: Double
    /// When the window changed size.
    public var time: Duration

    /// Creates a resize to `width` × `height` points.
    public init(width: Double, height: Double, time: Duration) {
        self.width = width
        self.height = height
        self.time = time
    }
}
