/// A position or a displacement in points, with y growing downward.
///
/// Gestures sits below the drawing layers, so it carries its own two-number value instead of
/// borrowing Raster's geometry; callers convert at the boundary. The same type serves for
/// translations and, in points per second, for velocities.
///
///     let start: GesturePoint = [412, 300]
///     let moved = start + GesturePoint(x: 12, y: 0)
public struct GesturePoint: Sendable, Hashable, CustomStringConvertible {
    /// Horizontal coordinate, in points from the window's left edge (or a horizontal distance).
    public var x: Double
    /// Vertical coordinate, in points from the window's top edge (or a vertical distance).
    public var y: Double

    /// Creates a point from its two coordinates, in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, and the displacement or velocity of something that has not moved.
    public static let zero = GesturePoint(x: 0, y: 0)

    /// The straight-line length of this displacement, in points.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The straight-line distance to `other`, in points: what slop and hysteresis limits measure.
    public func distance(to other: GesturePoint) -> Double { (self - other).length }

    public var description: String { "(\(x), \(y))" }

    public static func + (lhs: GesturePoint, rhs: GesturePoint) -> GesturePoint {
        GesturePoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    public static func - (lhs: GesturePoint, rhs: GesturePoint) -> GesturePoint {
        GesturePoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    public static func * (lhs: GesturePoint, rhs: Double) -> GesturePoint {
        GesturePoint(x: lhs.x * rhs, y: lhs.y * rhs)
    }

    public static func / (lhs: GesturePoint, rhs: Double) -> GesturePoint {
        GesturePoint(x: lhs.x / rhs, y: lhs.y / rhs)
    }
}
