@testable import Components
import Dataset
import Geometry
import Raster
import Testing
import Typeset

/// The lens while its data loads and at a phone's width, compared with reviewed images in
/// `Golden/` (every channel within 2 of 255; see `GlassDemoGolden`). A missing image fails.
@Suite("Range Lens pictures")
struct RangeLensGoldenTests {
    static let size = (width: 390, height: 520)

    static func picture(_ lens: RangeLens, theme: Theme, textScale: Double = 1) throws -> Canvas {
        let text = try TextEngine().typesetter(TextSettings(scale: textScale))
        var canvas = Canvas(width: size.width, height: size.height, scale: 1)
        canvas.clear(theme.ground)
        lens.layout(in: Rect(0, 0, Double(size.width), Double(size.height)), theme: theme, text: text)
        lens.draw(into: &canvas, at: 2, text: text)
        return canvas
    }

    @Test("While a stream has yet to arrive: quiet placeholder bars and blocks for the text, no labels, no lens")
    func placeholder() throws {
        let lens = RangeLens(context: PieceContext(awaitsData: true))
        GlassDemoGolden.check(try Self.picture(lens, theme: Theme()), named: "lens-placeholder-light")
    }

    @Test("At a phone's width with text at 2×, the readout, axis and marks grow to the seed's caps")
    func narrowLargeText() throws {
        let samples = (0..<120).map { Sample(time: 1_767_225_600 + Double($0) * 86_400, value: Double(8_000 + ($0 * 733) % 4_000)) }
        let lens = RangeLens(model: RangeLensModel(samples: SampleColumn(samples), unit: "steps a day"))
        GlassDemoGolden.check(try Self.picture(lens, theme: Theme(textScale: 2), textScale: 2), named: "lens-narrow-large-text-light")
    }
}
