/// A fixed number of components animated as one value, for things with several parts that move on
/// one spring: a bar chart's heights, a path's control points, the stops of a trail.
///
/// The length is part of the type (`AnimatableVector<4>`), so two vectors of different lengths
/// can never be mixed, and the storage is inline with no heap allocation per frame.
public struct AnimatableVector<let count: Int>: AnimatableValue {
    /// The components, in order.
    var components: InlineArray<count, Double>

    /// Creates a vector with every component equal to `value`.
    init(repeating value: Double) {
        components = InlineArray(repeating: value)
    }

    /// Creates a vector from `values`, which must hold exactly `count` numbers.
    public init(_ values: [Double]) {
        precondition(values.count == count, "AnimatableVector<\(count)> needs \(count) values, got \(values.count)")
        components = InlineArray { values[$0] }
    }

    /// The component at `index`.
    public subscript(index: Int) -> Double {
        get { components[index] }
        set { components[index] = newValue }
    }

    /// The components as an array.
    public var values: [Double] { (0..<count).map { components[$0] } }

    public static var zero: Self { Self(repeating: 0) }

    public static func + (left: Self, right: Self) -> Self {
        var result = left
        for index in 0..<count { result.components[index] += right.components[index] }
        return result
    }

    public static func - (left: Self, right: Self) -> Self {
        var result = left
        for index in 0..<count { result.components[index] -= right.components[index] }
        return result
    }

    public func scaled(by factor: Double) -> Self {
        var result = self
        for index in 0..<count { result.components[index] *= factor }
        return result
    }

    public var magnitudeSquared: Double {
        var sum = 0.0
        for index in 0..<count { sum += components[index] * components[index] }
        return sum
    }

    public static func == (left: Self, right: Self) -> Bool {
        for index in 0..<count where left.components[index] != right.components[index] {
            return false
        }
        return true
    }
}

extension AnimatableVector: Hashable {
    public func hash(into hasher: inout Hasher) {
        for index in 0..<count { hasher.combine(components[index]) }
    }
}
