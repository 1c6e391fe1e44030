import Geometry
import Raster

/// The outline a piece of glass takes: a capsule, a rectangle with continuous corners, or a circle.
///
/// Each outline has two descriptions. ``shape`` is the exact Raster outline, used for tints and
/// per-shape fills, where the continuous (Apple "squircle") corner matters. ``distanceShape`` is the
/// signed distance field the group melts; there a continuous corner of radius r becomes a circular
/// one of the same radius, which passes through the same point at 45° (0.2915 r from the vertex on
/// each axis against 0.2929 r), so rims and necks sit where the tint's edge is.
public enum GlassShape: Sendable, Hashable {
    case capsule(Rect)
    case continuousRoundedRect(Rect, radius: Double)
    case circle(center: Point, radius: Double)

    /// The exact outline, for fills and content clips.
    public var shape: Shape {
        switch self {
        case .capsule(let rect): return .capsule(rect)
        case .continuousRoundedRect(let rect, let radius): return .continuousRoundedRect(rect, radius: radius)
        case .circle(let center, let radius): return .circle(center: center, radius: radius)
        }
    }

    /// The outline as a distance field, for the merged group.
    var distanceShape: DistanceShape {
        switch self {
        case .capsule(let rect): return .capsule(rect)
        case .continuousRoundedRect(let rect, let radius):
            return .roundedBox(rect, radius: min(max(radius, 0), min(rect.width, rect.height) / 2))
        case .circle(let center, let radius): return .circle(center: center, radius: radius)
        }
    }

    /// The rectangle the outline fills.
    public var bounds: Rect {
        switch self {
        case .capsule(let rect), .continuousRoundedRect(let rect, _): return rect
        case .circle(let c, let r): return Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        }
    }

    /// The centre every scale of this glass is taken about.
    var center: Point { bounds.center }

    /// The same outline scaled by `factor` about `anchor` (its own centre when nil). Presses, swells
    /// and buds scale glass and content together about one point, so nothing drifts off centre.
    func scaled(by factor: Double, about anchor: Point? = nil) -> GlassShape {
        let transform = AffineTransform.scale(factor, about: anchor ?? center)
        return applying(transform)
    }

    /// The same outline moved by (`dx`, `dy`) points.
    func offsetBy(dx: Double, dy: Double) -> GlassShape {
        applying(.translation(x: dx, y: dy))
    }

    /// The outline under a scale-and-translate transform.
    func applying(_ transform: AffineTransform) -> GlassShape {
        let s = transform.meanScale
        switch self {
        case .capsule(let rect): return .capsule(transform.apply(rect))
        case .continuousRoundedRect(let rect, let radius):
            return .continuousRoundedRect(transform.apply(rect), radius: radius * s)
        case .circle(let center, let radius): return .circle(center: transform.apply(center), radius: radius * s)
        }
    }

    /// The same outline with every edge and radius on a grid of `step`.
    func quantized(to step: Double) -> GlassShape {
        func snap(_ value: Double) -> Double { (value / step).rounded() * step }
        func snap(_ rect: Rect) -> Rect {
            let minX = snap(rect.minX), minY = snap(rect.minY)
            return Rect(minX, minY, snap(rect.maxX) - minX, snap(rect.maxY) - minY)
        }
        switch self {
        case .capsule(let rect): return .capsule(snap(rect))
        case .continuousRoundedRect(let rect, let radius): return .continuousRoundedRect(snap(rect), radius: snap(radius))
        case .circle(let center, let radius): return .circle(center: Point(snap(center.x), snap(center.y)), radius: snap(radius))
        }
    }

    /// The inner rectangle and corner radius: every outline here is a rectangle grown by a disc,
    /// which makes the gap between two of them exact and cheap (see ``Neck/gap(between:and:)``).
    var core: (rect: Rect, radius: Double) {
        let box = bounds
        let radius: Double
        switch self {
        case .capsule(let rect): radius = min(rect.width, rect.height) / 2
        case .continuousRoundedRect(let rect, let r): radius = min(max(r, 0), min(rect.width, rect.height) / 2)
        case .circle(_, let r): radius = r
        }
        return (box.insetBy(dx: radius, dy: radius), radius)
    }
}
