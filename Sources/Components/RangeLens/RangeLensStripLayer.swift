import Geometry
import Raster

/// The strip kept as pixels between frames, so a drag step copies it instead of drawing it.
///
/// The strip never changes while the lens moves, only which of its bars are dim: so it is drawn
/// once per data and layout in three versions, bare (the ground, the track and the marks), dimmed
/// (the same with every bar in the outside colour) and bright (every bar in the inside colour, on
/// nothing). Under the glass a frame copies the dimmed strip, then the bare one over the window's
/// pixel columns, then redraws, dim, only the bars just outside the window that reach into those
/// columns. Over the glass it lays the bright bars over the window's columns but its first and
/// last, where a bar outside the window may share the pixel, and draws the bars in those two. The
/// result is the pixels the strip would draw directly, bar for bar.
struct RangeLensStripLayer {
    /// What the pixels were drawn from.
    struct Key: Equatable {
        var dataVersion: Int
        var layout: RangeLensLayout
        var style: RangeLensStyle
        var theme: Theme
        var scale: Double
        var redacted: Bool
    }

    var key: Key
    var bars: RangeLensStripBars
    /// The pixels both images cover.
    var area: PixelBounds
    var bare: PixelImage
    var dimmed: PixelImage
    var bright: PixelImage

    /// Draws the strip's pixels for `painter`'s layout onto a ground of its own; nil for a strip
    /// with no bars (no data), which is drawn directly.
    init?(key: Key, painter: RangeLensPainter) {
        guard let bars = painter.stripBars() else { return nil }
        let layout = painter.layout, scale = painter.scale
        // The strip, and the marks row under it to the content's foot.
        let drawn = Rect(layout.strip.minX, layout.strip.minY, layout.strip.width, layout.content.maxY - layout.strip.minY)
        let minX = Int((drawn.minX * scale).rounded(.down)), minY = Int((drawn.minY * scale).rounded(.down))
        let maxX = Int((drawn.maxX * scale).rounded(.up)), maxY = Int((drawn.maxY * scale).rounded(.up))
        var canvas = Canvas(width: maxX - minX, height: maxY - minY, scale: scale)
        canvas.concatenate(.translation(x: -Double(minX) / scale, y: -Double(minY) / scale))
        canvas.clear(painter.style.ground)
        painter.drawTrack(into: &canvas)
        if !painter.redacted { painter.drawMarks(into: &canvas) }
        self.key = key
        self.bars = bars
        area = PixelBounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        bare = PixelImage(width: canvas.width, height: canvas.height, pixels: canvas.pixels)
        painter.drawStripBars(bars, color: painter.outsideBar, into: &canvas) { _ in true }
        dimmed = PixelImage(width: canvas.width, height: canvas.height, pixels: canvas.pixels)
        canvas.clear()
        painter.drawStripBars(bars, color: painter.insideBar, into: &canvas) { _ in true }
        bright = PixelImage(width: canvas.width, height: canvas.height, pixels: canvas.pixels)
    }

    /// The strip under the glass at `span`: the track, the marks and the bars outside the window.
    func drawUnder(into canvas: inout Canvas, span: RangeLensSpan, painter: RangeLensPainter) {
        canvas.replacePixels(with: dimmed, atPixelX: area.minX, y: area.minY)
        let inside = bars.inside(span)
        guard let columns = bars.pixelColumns(of: inside, scale: painter.scale) else { return }
        let scale = painter.scale
        canvas.save()
        clip(&canvas, to: columns, scale: scale)
        canvas.replacePixels(with: bare, atPixelX: area.minX, y: area.minY)
        // The outside bars that share a pixel column with the window's first or last bar.
        var edges: [Int] = []
        var index = inside.lowerBound - 1
        while index >= 0, bars.touches(index, columns: columns, scale: scale) {
            edges.append(index)
            index -= 1
        }
        index = inside.upperBound
        while index < bars.count, bars.touches(index, columns: columns, scale: scale) {
            edges.append(index)
            index += 1
        }
        if !edges.isEmpty { painter.drawStripBars(bars, color: painter.outsideBar, into: &canvas) { edges.contains($0) } }
        canvas.restore()
    }

    /// The window's bars, bright, on the glass.
    func drawOver(into canvas: inout Canvas, span: RangeLensSpan, painter: RangeLensPainter) {
        let inside = bars.inside(span)
        let scale = painter.scale
        guard let columns = bars.pixelColumns(of: inside, scale: scale) else { return }
        if columns.count > 2 {
            canvas.save()
            clip(&canvas, to: (columns.lowerBound + 1)..<(columns.upperBound - 1), scale: scale)
            canvas.composite(bright, atPixelX: area.minX, y: area.minY)
            canvas.restore()
        }
        for edge in Set([columns.lowerBound, columns.upperBound - 1]) {
            let column = edge..<(edge + 1)
            canvas.save()
            clip(&canvas, to: column, scale: scale)
            painter.drawStripBars(bars, color: painter.insideBar, into: &canvas, among: inside) {
                bars.touches($0, columns: column, scale: scale)
            }
            canvas.restore()
        }
    }

    /// Narrows the clip to pixel `columns` of the strip's rows.
    private func clip(_ canvas: inout Canvas, to columns: Range<Int>, scale: Double) {
        canvas.clip(to: Rect(Double(columns.lowerBound) / scale, Double(area.minY) / scale,
                             Double(columns.count) / scale, Double(area.height) / scale))
    }
}
