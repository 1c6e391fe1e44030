import Geometry

/// A signed distance and its gradient at one point: negative inside, positive outside.
public struct DistanceSample: Sendable, Hashable {
    public var distance: Double
    /// Direction of steepest increase; unit length for true distances, shorter inside a neck.
    public var gradient: Point

    public init(distance: Double, gradient: Point) {
        self.distance = distance
        self.gradient = gradient
    }
}
