import Components
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

    static func picture(_ model: ScrubChartModel, theme: Theme) throws -> Canvas {
        let text = try TextEngine()
        var canvas = Canvas(width: size.width, height: size.height, scale: 1)
        canvas.clear(theme.ground)
        let layout = ScrubChartLayout(model: model, style: ScrubChartStyle(theme: theme), frame: card, text: text)
        model.draw(into: &canvas, layout: layout, theme: theme, text: text)
        return canvas
    }

    @Test("At rest in light mode: the 1W example, its readout, dashed baseline, line, extremes, latest dot and axis")
    func restLight() throws {
        GlassDemoGolden.check(try Self.picture(.example, theme: Theme()), named: "scrub-rest-light")
    }

    @Test("At rest in dark mode")
    func restDark() throws {
        GlassDemoGolden.check(try Self.picture(.example, theme: Theme(scheme: .dark)), named: "scrub-rest-dark")
    }

    @Test("A falling range (1M) tints its chip red")
    func fallingLight() throws {
        var model = ScrubChartModel.example
        model.rangeIndex = 2
        GlassDemoGolden.check(try Self.picture(model, theme: Theme()), named: "scrub-rest-falling-light")
    }

    @Test("With no data: a dash for the figure, no chip, and “No data yet” over the plot")
    func empty() throws {
        let model = ScrubChartModel(series: [ScrubChartSeries(label: "1D", points: [])], format: .currency(code: "USD"))
        GlassDemoGolden.check(try Self.picture(model, theme: Theme()), named: "scrub-empty-light")
    }
}

extension ScrubChartGoldenTests {
    @Test("On a narrow card the chip moves under the figure")
    func narrowLight() throws {
        let theme = Theme()
        let text = try TextEngine()
        var canvas = Canvas(width: 262, height: 412, scale: 1)
        canvas.clear(theme.ground)
        let card = Rect(16, 16, 230, 380)
        let layout = ScrubChartLayout(model: .example, style: ScrubChartStyle(theme: theme), frame: card, text: text)
        ScrubChartModel.example.draw(into: &canvas, layout: layout, theme: theme, text: text)
        GlassDemoGolden.check(canvas, named: "scrub-rest-narrow-light")
    }
}
