import Geometry
import Raster

/// The seeds' change arrow (their `arrow.up.right` and `arrow.down.right` symbols), drawn as a
/// stroked path: the symbols live in Apple's symbol font, which we do not ship, and neither Inter
/// nor the fallback face has a diagonal arrow that matches them.
enum ChangeArrow {
    /// A diagonal arrow, up and right or down and right, with a square head, filling `box` (a
    /// square as tall as the symbol's cap height). It points the same way right to left: it stands
    /// for a chart's line, whose time runs left to right in both.
    static func draw(rising: Bool, in box: Rect, color: Color, into canvas: inout Canvas) {
        let inset = box.insetBy(dx: box.width * 0.12, dy: box.height * 0.12)
        let tip = rising ? Point(inset.maxX, inset.minY) : Point(inset.maxX, inset.maxY)
        let tail = rising ? Point(inset.minX, inset.maxY) : Point(inset.minX, inset.minY)
        let head = inset.width * 0.62
        var path = Path()
        path.move(to: tail)
        path.line(to: tip)
        path.move(to: Point(tip.x - head, tip.y))
        path.line(to: tip)
        path.line(to: Point(tip.x, rising ? tip.y + head : tip.y - head))
        canvas.stroke(path, style: StrokeStyle(width: max(box.width * 0.16, 1.2), cap: .round, join: .round), with: .solid(color))
    }
}
