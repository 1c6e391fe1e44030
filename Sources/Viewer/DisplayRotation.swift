import Geometry

/// How the picture is turned on a panel mounted sideways (`--rotate 0|90|180|270`), clockwise.
///
/// The picture is laid out at its own size (a 1280×800 panel turned 90° shows an 800×1280
/// picture), and everything inside the app works in the picture's points: layout, traces, the
/// state dump. Only the two ends turn: the frame on its way to the panel, and each mouse or touch
/// position on its way in, so a touch lands on what is drawn under the finger.
public enum DisplayRotation: Int, Sendable, Hashable, CaseIterable {
    case none = 0
    case quarter = 90
    case half = 180
    case threeQuarters = 270

    /// Clockwise quarter turns, 0 to 3.
    public var quarterTurns: Int { rawValue / 90 }

    /// Whether width and height trade places.
    var swapsSides: Bool { self == .quarter || self == .threeQuarters }

    /// The picture's size on a panel of `panel` size.
    public func pictureSize(onPanel panel: Size) -> Size {
        swapsSides ? Size(width: panel.height, height: panel.width) : panel
    }

    /// Where a point of the panel (window coordinates) falls in the picture.
    public func picturePoint(_ point: Point, onPanel panel: Size) -> Point {
        switch self {
        case .none: point
        case .quarter: Point(x: point.y, y: panel.width - point.x)
        case .half: Point(x: panel.width - point.x, y: panel.height - point.y)
        case .threeQuarters: Point(x: panel.height - point.y, y: point.x)
        }
    }

    /// Where a point of the picture shows on the panel: the inverse of ``picturePoint(_:onPanel:)``.
    public func panelPoint(_ point: Point, onPanel panel: Size) -> Point {
        switch self {
        case .none: point
        case .quarter: Point(x: panel.width - point.y, y: point.x)
        case .half: Point(x: panel.width - point.x, y: panel.height - point.y)
        case .threeQuarters: Point(x: point.y, y: panel.height - point.x)
        }
    }
}
