import Geometry
import Raster

/// The average's red dashed rule as pixels, drawn once per plot width and colour.
///
/// The rule always lies on a whole pixel row (the painter snaps it), so as the average glides
/// the rule's pixels only move by whole rows: a drag step copies them in place of dashing and
/// stroking 1,200 points of line.
struct RangeLensRule {
    struct Key: Equatable {
        var minX: Double
        var maxX: Double
        var scale: Double
        var color: Color
    }

    let key: Key
    let image: PixelImage
    /// The image's first pixel column, and how many of its rows lie above the rule's row.
    let originX: Int
    static let rowsAbove = 3

    /// The rule's stroke: 1.5 points, round caps, dashes of 3 and gaps of 4.
    static let width = 1.5
    static let style = StrokeStyle(width: width, cap: .round, dash: [3, 4])

    init(key: Key) {
        self.key = key
        let scale = key.scale
        originX = Int((key.minX * scale).rounded(.down)) - 2
        let endX = Int((key.maxX * scale).rounded(.up)) + 2
        let rows = Self.rowsAbove * 2 + Int((Self.width * scale).rounded(.up))
        var canvas = Canvas(width: endX - originX, height: rows, scale: scale)
        canvas.concatenate(.translation(x: -Double(originX) / scale, y: 0))
        let y = Double(Self.rowsAbove) / scale
        canvas.strokeLine(from: Point(key.minX, y), to: Point(key.maxX, y), style: Self.style, with: .solid(key.color))
        image = PixelImage(width: canvas.width, height: canvas.height, pixels: canvas.pixels)
    }

    /// Draws the rule on the pixel row at `y` (points), which must lie on the pixel grid.
    func draw(into canvas: inout Canvas, atY y: Double) {
        canvas.composite(image, atPixelX: originX, y: Int((y * key.scale).rounded()) - Self.rowsAbove)
    }
}
