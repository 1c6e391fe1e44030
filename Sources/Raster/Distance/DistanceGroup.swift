import Geometry

/// Shapes that melt into each other through necks, by the quadratic smooth minimum of their fields.
public struct DistanceGroup: Sendable, Hashable {
    public var shapes: [DistanceShape]
    /// The smoothing distance k of the quadratic smooth minimum, in points. Two shapes whose fields
    /// are within k of each other blend; facing edges join through a neck while their gap is under
    /// k/2, and the neck thickens as they close.
    var smoothing: Double

    public init(_ shapes: [DistanceShape], smoothing: Double) {
        self.shapes = shapes
        self.smoothing = smoothing
    }

    /// The union's signed distance and gradient at `p`.
    func sample(at p: Point) -> DistanceSample {
        guard var result = shapes.first?.sample(at: p) else {
            return DistanceSample(distance: .infinity, gradient: Point(0, 0))
        }
        for shape in shapes.dropFirst() {
            result = smoothMinimum(result, shape.sample(at: p), smoothing: smoothing)
        }
        return result
    }
}

extension Canvas {
    /// Fills the group's smooth union as one shape (current transform: scale and translation).
    public mutating func fill(_ group: DistanceGroup, with paint: Paint) {
        let transform = state.transform
        let scanner = DistanceFieldScanner(
            shapes: group.shapes.map { $0.applying(transform) }, smoothing: group.smoothing * transform.meanScale)
        draw(paint, rows: scanner.coveredPixels) { sink in scanner.fill(into: &sink) }
    }
}
