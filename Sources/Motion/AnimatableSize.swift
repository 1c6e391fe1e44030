/// A width and height in points, animated together (a morphing container, a swelling bubble).
///
/// Its own type rather than a point so a size never gets passed where a position is meant.
public struct AnimatableSize: AnimatableValue, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static var zero: Self { Self(width: 0, height: 0) }

    public static func + (left: Self, right: Self) -> Self {
        Self(width: left.width + right.width, height: left.height + right.height)
    }

    public static func - (left: Self, right: Self) -> Self {
        Self(width: left.width - right.width, height: left.height - right.height)
    }

    public func scaled(by factor: Double) -> Self {
        Self(width: width * factor, height: height * factor)
    }

    public var magnitudeSquared: Double { width * width + height * height }
}
