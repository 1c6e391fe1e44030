/// A position or a displacement, in points or pixels depending on where it is used, with y growing
/// downward. Every layer speaks it: the rasterizer's paths, the gesture core's locations and
/// velocities (points per second), the animators' positions.
///
///     let start: Point = [412, 300]
///     let moved = start + Point(12, 0)
public struct Point: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    /// The origin, and the displacement or velocity of something that has not moved.
    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }

    /// Length of the vector from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The straight-line distance to `other`: what slop and hysteresis limits measure.
    public func distance(to other: Point) -> Double { (self - other).length }

    /// Dot product, treating both points as vectors.
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The point `t` of the way from `self` to `other`.
    public func interpolated(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    public var description: String { "(\(x), \(y))" }
}

extension Point: ExpressibleByArrayLiteral {
    /// Creates a point from `[x, y]`, which keeps test timelines short to read.
    public init(arrayLiteral elements: Double...) {
        precondition(elements.count == 2, "a Point literal takes exactly [x, y], got \(elements)")
        self.init(x: elements[0], y: elements[1])
    }
}
