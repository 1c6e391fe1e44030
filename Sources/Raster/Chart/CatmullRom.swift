import Foundation
import Geometry

/// Centripetal Catmull-Rom smoothing (alpha 0.5), with the segment controls d3-shape uses, which
/// is what Swift Charts' `.catmullRom` draws.
///
/// Centripetal parameterisation keeps the curve from looping or cusping where points bunch up, so a
/// sparse series reads as a smooth line through every sample.
enum CatmullRom {
    /// The path through `points` as cubic segments.
    static func path(through points: [Point], alpha: Double = 0.5) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        guard points.count > 2 else {
            if points.count == 2 { path.line(to: points[1]) }
            return path
        }
        for i in 0..<(points.count - 1) {
            let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, points.count - 1)]
            let controls = Self.controls(p0, p1, p2, p3, alpha: alpha)
            path.curve(to: p2, control1: controls.0, control2: controls.1)
        }
        return path
    }

    /// Bezier controls for the segment p1 → p2.
    static func controls(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, alpha: Double) -> (Point, Point) {
        let epsilon = 1e-12
        let l01 = pow((p1 - p0).length, alpha), l12 = pow((p2 - p1).length, alpha), l23 = pow((p3 - p2).length, alpha)
        let l01Squared = l01 * l01, l12Squared = l12 * l12, l23Squared = l23 * l23
        var c1 = p1, c2 = p2
        if l01 > epsilon {
            let a = 2 * l01Squared + 3 * l01 * l12 + l12Squared
            let n = 3 * l01 * (l01 + l12)
            c1 = Point((p1.x * a - p0.x * l12Squared + p2.x * l01Squared) / n,
                       (p1.y * a - p0.y * l12Squared + p2.y * l01Squared) / n)
        }
        if l23 > epsilon {
            let b = 2 * l23Squared + 3 * l23 * l12 + l12Squared
            let m = 3 * l23 * (l23 + l12)
            c2 = Point((p2.x * b + p1.x * l23Squared - p3.x * l12Squared) / m,
                       (p2.y * b + p1.y * l23Squared - p3.y * l12Squared) / m)
        }
        return (c1, c2)
    }
}
