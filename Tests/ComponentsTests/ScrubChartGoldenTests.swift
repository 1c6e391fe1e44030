import Components
import Geometry
import Raster
import Testing
import Typeset

/// The scrub chart at rest on the seed's example data, compared with reviewed images in `Golden/`
/// (every channel within 2 of 255; see `GlassDemoGolden`). A missing image fails.
@Suite("Scrub chart pictures")
struct ScrubChartGoldenTests {
    /// A phone-width card, framed as the seed's example frames it: 16 points of ground around a card.
    static let size = (width: 390, height: 412)
    static let card = Rect(16, 16, 358, 380)

    /// The piece over `model` in `card`, drawn 2 s in, once its line has unfolded and landed.
    static func picture(_ model: ScrubChartModel, theme: Theme, width: Int = size.width, card: Rect = card) throws -> Canvas {
        let text = try TextEngine().typesetter(.standard)
        var canvas = Canvas(width: width, height: size.height, scale: 1)
        canvas.clear(theme.ground)
        let piece = ScrubChart(model: model, theme: theme)
        piece.layout(in: card, theme: theme, text: text)
        piece.draw(into: &canvas, at: 2, text: text)
        return canvas
    }

    @Test("At rest in light mode: the 1W example, its readout, dashed baseline, line, extremes, latest dot and axis")
    func restLight() throws {
        GlassDemoGolden.check(try Self.picture(try ScrubExample.model(), theme: Theme()), named: "scrub-rest-light")
    }

    @Test("At rest in dark mode")
    func restDark() throws {
        GlassDemoGolden.check(try Self.picture(try ScrubExample.model(), theme: Theme(scheme: .dark)), named: "scrub-rest-dark")
    }

    @Test("A falling range (1M) tints its chip red")
    func fallingLight() throws {
        var model = try ScrubExample.model()
        model.rangeIndex = 2
        GlassDemoGolden.check(try Self.picture(model, theme: Theme()), named: "scrub-rest-falling-light")
    }

    @Test("With no data: a dash for the figure, no chip, and “No data yet” over the plot")
    func empty() throws {
        let model = ScrubChartModel(series: [ChartSeries(label: "1D", points: [])], format: .currency(code: "USD"))
        GlassDemoGolden.check(try Self.picture(model, theme: Theme()), named: "scrub-empty-light")
    }
}

extension ScrubChartGoldenTests {
    @Test("On a narrow card the chip moves under the figure")
    func narrowLight() throws {
        let canvas = try Self.picture(try ScrubExample.model(), theme: Theme(), width: 262, card: Rect(16, 16, 230, 380))
        GlassDemoGolden.check(canvas, named: "scrub-rest-narrow-light")
    }
}
