import Geometry
import Raster
import Typeset
@testable import Components

/// A scrub chart on the goldens' phone-width card, with its text engine set up from the theme as
/// a screen sets it, driven through the piece's own selection calls; it reports what the readout
/// draws at a frame time.
struct ScrubChartReadoutHarness {
    let piece: ScrubChart
    let text: Typesetter
    let theme: Theme
    let card: Rect

    /// The card is as tall as the piece asks for at the theme's text scale.
    init(theme: Theme = Theme(), model: ScrubChartModel? = nil, width: Double = ScrubChartGoldenTests.card.width) throws {
        let model = try model ?? ScrubExample.model()
        text = try TextEngine().typesetter(theme.textSettings)
        self.theme = theme
        piece = ScrubChart(model: model, theme: theme)
        card = Rect(16, 16, width, piece.preferredHeight(forWidth: width, text: text))
        piece.layout(in: card, theme: theme, text: text)
    }

    var layout: ScrubChartLayout { piece.layout! }
    var plot: Rect { layout.plot }

    /// The window x of the point `fraction` of the way across the plot.
    func x(_ fraction: Double) -> Double { plot.minX + fraction * plot.width }

    /// What the readout draws at `time`.
    func readout(at time: Double) -> ScrubChartPainter.ReadoutDrawing {
        piece.advance(to: time)
        let painter = ScrubChartPainter(model: piece.model, layout: layout, theme: theme, motion: piece.motion, picker: piece.picker,
                                        text: text, time: time)
        var canvas = Canvas(width: Int(card.maxX + 16), height: Int(card.maxY + 16), scale: 1)
        return painter.drawReadout(into: &canvas)
    }

    /// The whole card at `time`, on the ground, as the goldens draw it.
    func picture(at time: Double) -> Canvas {
        var canvas = Canvas(width: Int(card.maxX + 16), height: Int(card.maxY + 16), scale: 1)
        canvas.clear(theme.ground)
        piece.draw(into: &canvas, at: time, text: text)
        return canvas
    }
}

extension Rect {
    /// Whether the two lie side by side with at least `gap` between them (any overlap fails).
    func isApart(from other: Rect, by gap: Double = 0) -> Bool {
        maxX + gap <= other.minX + 1e-6 || other.maxX + gap <= minX + 1e-6
    }

    /// Whether this lies across the width of `other`.
    func isWithin(columnsOf other: Rect) -> Bool {
        minX >= other.minX - 1e-6 && maxX <= other.maxX + 1e-6
    }
}
