/// A position in points, animated on both axes at once.
///
/// Motion keeps its own geometry types so it depends on no other module; convert at the edge
/// (`AnimatablePoint(x: point.x, y: point.y)`). Both axes share one spring and one velocity. For
/// a gesture hand-off where each axis leaves at its own speed, animate the axes as two `Double`s.
public struct AnimatablePoint: AnimatableValue, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static var zero: Self { Self(x: 0, y: 0) }

    public static func + (left: Self, right: Self) -> Self {
        Self(x: left.x + right.x, y: left.y + right.y)
    }

    public static func - (left: Self, right: Self) -> Self {
        Self(x: left.x - right.x, y: left.y - right.y)
    }

    public func scaled(by factor: Double) -> Self { Self(x: x * factor, y: y * factor) }

    public var magnitudeSquared: Double { x * x + y * y }
}
