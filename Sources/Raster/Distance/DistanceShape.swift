import Foundation
import Geometry

/// A shape described by its signed distance field, the basis of liquid glass.
///
/// Distances (rather than coverage) are what let shapes melt into each other: the smooth minimum of
/// two fields is a third field whose zero contour is both shapes joined by a neck.
public enum DistanceShape: Sendable, Hashable {
    case circle(center: Point, radius: Double)
    /// A rectangle with circular corners (radius clamped to half the shorter side).
    case roundedBox(Rect, radius: Double)
    /// A rectangle whose shorter sides are half circles.
    case capsule(Rect)
    /// All points within `radius` of the segment.
    case segment(from: Point, to: Point, radius: Double)

    /// The signed distance and gradient at `p`.
    func sample(at p: Point) -> DistanceSample {
        switch self {
        case .circle(let center, let radius):
            let v = p - center
            let length = v.length
            return DistanceSample(distance: length - radius, gradient: length > 0 ? v * (1 / length) : Point(0, -1))
        case .roundedBox(let rect, let radius):
            return Self.roundedBox(p, rect: rect, radius: radius)
        case .capsule(let rect):
            return Self.roundedBox(p, rect: rect, radius: min(rect.width, rect.height) / 2)
        case .segment(let a, let b, let radius):
            let pa = p - a, ba = b - a
            let lengthSquared = ba.dot(ba)
            let h = lengthSquared > 0 ? min(max(pa.dot(ba) / lengthSquared, 0), 1) : 0
            let v = pa - ba * h
            let length = v.length
            return DistanceSample(distance: length - radius, gradient: length > 0 ? v * (1 / length) : Point(0, -1))
        }
    }

    /// Inigo Quilez's rounded box, with its gradient.
    private static func roundedBox(_ p: Point, rect: Rect, radius: Double) -> DistanceSample {
        let r = radius.isFinite ? min(max(radius, 0), min(rect.width, rect.height) / 2) : 0
        let c = rect.center
        let sx: Double = p.x < c.x ? -1 : 1, sy: Double = p.y < c.y ? -1 : 1
        let qx = abs(p.x - c.x) - rect.width / 2 + r, qy = abs(p.y - c.y) - rect.height / 2 + r
        if qx > 0 || qy > 0 {
            let ox = max(qx, 0), oy = max(qy, 0)
            let length = (ox * ox + oy * oy).squareRoot()
            let distance = min(max(qx, qy), 0) + length - r
            let gradient = length > 0 ? Point(sx * ox / length, sy * oy / length) : Point(0, sy)
            return DistanceSample(distance: distance, gradient: gradient)
        }
        return qx > qy
            ? DistanceSample(distance: qx - r, gradient: Point(sx, 0))
            : DistanceSample(distance: qy - r, gradient: Point(0, sy))
    }

    /// Bounds of the shape's inside.
    var bounds: Rect {
        switch self {
        case .circle(let c, let r): return Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        case .roundedBox(let rect, _), .capsule(let rect): return rect
        case .segment(let a, let b, let r):
            return Rect(x: min(a.x, b.x) - r, y: min(a.y, b.y) - r, width: abs(a.x - b.x) + 2 * r, height: abs(a.y - b.y) + 2 * r)
        }
    }

    /// The same shape under an axis-aligned transform (positive scale and translation).
    func applying(_ t: AffineTransform) -> DistanceShape {
        let s = t.meanScale
        switch self {
        case .circle(let c, let r): return .circle(center: t.apply(c), radius: r * s)
        case .roundedBox(let rect, let r): return .roundedBox(t.apply(rect), radius: r * s)
        case .capsule(let rect): return .capsule(t.apply(rect))
        case .segment(let a, let b, let r): return .segment(from: t.apply(a), to: t.apply(b), radius: r * s)
        }
    }
}
