import Geometry
import Raster

/// One outline as the field sees it: a rectangle grown by a disc (its "core" and corner radius),
/// which covers capsules, rounded boxes and circles (a circle's core is a point).
///
/// The group's field is sampled tens of thousands of times a frame, so this is a small value with
/// inlined maths, and the distance comes without the gradient: a true distance field has a gradient
/// of length one, and only the neck blend needs the direction (see ``GlassField``).
struct FieldShape: Sendable, Hashable {
    var centerX: Double
    var centerY: Double
    /// Half the core's width and height.
    var halfWidth: Double
    var halfHeight: Double
    var radius: Double

    init(_ shape: GlassShape) {
        let core = shape.core
        centerX = core.rect.midX
        centerY = core.rect.midY
        halfWidth = max(core.rect.width / 2, 0)
        halfHeight = max(core.rect.height / 2, 0)
        radius = core.radius
    }

    /// Signed distance to the outline: negative inside.
    @inline(__always)
    func distance(x: Double, y: Double) -> Double {
        let qx = abs(x - centerX) - halfWidth, qy = abs(y - centerY) - halfHeight
        let ox = max(qx, 0), oy = max(qy, 0)
        return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - radius
    }

    /// The distance's gradient: the outward direction, unit length.
    @inline(__always)
    func gradient(x: Double, y: Double) -> Point {
        let dx = x - centerX, dy = y - centerY
        let sx: Double = dx < 0 ? -1 : 1, sy: Double = dy < 0 ? -1 : 1
        let qx = abs(dx) - halfWidth, qy = abs(dy) - halfHeight
        if qx > 0 || qy > 0 {
            let ox = max(qx, 0), oy = max(qy, 0)
            let length = (ox * ox + oy * oy).squareRoot()
            return length > 0 ? Point(sx * ox / length, sy * oy / length) : Point(0, sy)
        }
        return qx > qy ? Point(sx, 0) : Point(0, sy)
    }

    /// The culling box grown by `grow`.
    func box(growingBy grow: Double) -> Rect {
        let extentX = halfWidth + radius + grow, extentY = halfHeight + radius + grow
        return Rect(x: centerX - extentX, y: centerY - extentY, width: 2 * extentX, height: 2 * extentY)
    }
}
