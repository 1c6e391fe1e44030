/// A value an animator can move: it adds, subtracts, scales and has a length.
///
/// Springs and curves are linear in the value they move, so these few operations are all any
/// motion needs. The length (`magnitudeSquared`) decides when a motion is small enough to stop.
/// This is the role SwiftUI's `VectorArithmetic` plays; conformances here cover numbers, points,
/// sizes, colours, fixed-length vectors and pairs of any of them.
public protocol AnimatableValue: Sendable, Equatable {
    /// The additive identity: no offset, no velocity.
    static var zero: Self { get }
    /// Component-wise sum.
    static func + (left: Self, right: Self) -> Self
    /// Component-wise difference.
    static func - (left: Self, right: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The sum of the squared components, the squared Euclidean length.
    var magnitudeSquared: Double { get }
}

extension AnimatableValue {
    /// The Euclidean length, √`magnitudeSquared`.
    public var magnitude: Double { magnitudeSquared.squareRoot() }

    /// The value a fraction `progress` of the way from `self` to `other` (0 gives `self`).
    public func interpolated(to other: Self, progress: Double) -> Self {
        self + (other - self).scaled(by: progress)
    }
}

extension Double: AnimatableValue {
    public func scaled(by factor: Double) -> Double { self * factor }
    public var magnitudeSquared: Double { self * self }
}

/// Two animatable values moved together, for a value made of parts (an offset and a scale).
struct AnimatablePair<First: AnimatableValue, Second: AnimatableValue>: AnimatableValue {
    var first: First
    var second: Second

    init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    static var zero: Self { Self(.zero, .zero) }

    static func + (left: Self, right: Self) -> Self {
        Self(left.first + right.first, left.second + right.second)
    }

    static func - (left: Self, right: Self) -> Self {
        Self(left.first - right.first, left.second - right.second)
    }

    func scaled(by factor: Double) -> Self {
        Self(first.scaled(by: factor), second.scaled(by: factor))
    }

    var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
