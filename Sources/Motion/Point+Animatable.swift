import Geometry

/// A position animated on both axes at once. Both axes share one spring and one velocity; for a
/// gesture hand-off where each axis leaves at its own speed, animate the axes as two `Double`s.
extension Point: AnimatableValue {
    public func scaled(by factor: Double) -> Point { self * factor }

    public var magnitudeSquared: Double { x * x + y * y }
}

/// A width and height animated together (a morphing container, a swelling bubble).
extension Size: AnimatableValue {
    public static func + (left: Size, right: Size) -> Size {
        Size(width: left.width + right.width, height: left.height + right.height)
    }

    public static func - (left: Size, right: Size) -> Size {
        Size(width: left.width - right.width, height: left.height - right.height)
    }

    public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }

    public var magnitudeSquared: Double { width * width + height * height }
}
