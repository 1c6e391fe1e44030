@testable import Components
import Dataset
import Geometry
import Raster
import Testing
import Typeset

/// The strip a drag step copies from kept pixels must be the strip drawn directly, bar for bar:
/// each layer on its own (under the glass within one level, the rounding of drawing on a grid of
/// its own; over it within two, the rounding of blending the bars in 8 bits once more), and the
/// whole picture, where a canvas moved one pixel over is off the kept pixels' grid and so draws
/// the strip directly.
@Suite("Range Lens strip layer")
struct RangeLensStripLayerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var samples: Int
        var scale: Double
        var rightToLeft: Bool
        var span: (Double, Double)
        var dark = false
        var liquid = false
        var testDescription: String {
            "\(samples) samples at \(scale)×\(rightToLeft ? " right to left" : "")\(dark ? " dark" : "")\(liquid ? " liquid" : ""), window \(span.0)–\(span.1)"
        }
    }

    static let fixed: [Case] = [
        Case(samples: 365, scale: 1, rightToLeft: false, span: (323, 365)),
        Case(samples: 365, scale: 1, rightToLeft: false, span: (100.37, 142.37)),
        Case(samples: 365, scale: 2, rightToLeft: false, span: (0.6, 30.1)),
        Case(samples: 365, scale: 1, rightToLeft: true, span: (200.5, 260.25)),
        Case(samples: 900, scale: 1, rightToLeft: false, span: (410.2, 455.9)),
        Case(samples: 20_000, scale: 1, rightToLeft: false, span: (9_000.4, 12_345.6)),
        Case(samples: 20_000, scale: 2, rightToLeft: true, span: (17.5, 4_000)),
        Case(samples: 365, scale: 1, rightToLeft: false, span: (180.2, 180.7)),
        Case(samples: 365, scale: 2, rightToLeft: false, span: (40.5, 90), dark: true),
    ]
    // Bars a pixel and a half to three and a half apart often share a pixel with their neighbour
    // just outside the window: windows a sample apart meet their neighbours at every phase. Under
    // liquid glass, which blurs little, that shared pixel shows.
    static let phases: [Case] = (0..<8).map { (k: Int) -> Case in
        Case(samples: 400, scale: 1, rightToLeft: false, span: (120 + Double(k), 170.5 + Double(k)), liquid: true)
    }
    static let mirroredPhases: [Case] = (0..<6).map { (k: Int) -> Case in
        Case(samples: 500, scale: 1, rightToLeft: true, span: (33.5 + Double(k), 61 + Double(k)), liquid: true)
    }
    static let cases = fixed + phases + mirroredPhases

    static let width = 900, height = 520

    /// The lens of the case, laid out, at its span.
    static func lens(_ test: Case) throws -> (lens: RangeLens, theme: Theme, text: Typesetter) {
        let theme = Theme(scheme: test.dark ? .dark : .light, rightToLeft: test.rightToLeft, glass: test.liquid ? .liquid : .frosted)
        let text = try TextEngine().typesetter(theme.textSettings)
        var random = LensRandom(seed: UInt64(test.samples))
        let values = (0..<test.samples).map { _ in Double.random(in: 0...10_000, using: &random) }
        let lens = RangeLens(model: try LensFixtures.daily(values), theme: theme)
        lens.layout(in: Rect(0, 0, Double(width), Double(height)), theme: theme, text: text)
        lens.motion.place(RangeLensSpan(start: test.span.0, end: test.span.1))
        return (lens, theme, text)
    }

    /// The worst channel difference between `a` and `b` shifted `shift` pixels right, over the
    /// rows of the strip and its marks, and where it is.
    static func worst(_ a: Canvas, _ b: Canvas, shift: Int, layout: RangeLensLayout, scale: Double) -> (Int, (Int, Int)) {
        var worst = 0, at = (0, 0)
        let rows = Int((layout.strip.minY * scale).rounded(.down))..<Int((layout.content.maxY * scale).rounded(.up))
        for y in rows {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x + shift, y: y)
                for bits in stride(from: 0, to: 32, by: 8) {
                    let difference = abs(Int((p >> UInt32(bits)) & 0xFF) - Int((q >> UInt32(bits)) & 0xFF))
                    if difference > worst { (worst, at) = (difference, (x, y)) }
                }
            }
        }
        return (worst, at)
    }

    @Test("Each kept layer matches the layer drawn directly", arguments: cases)
    func keptLayersMatchDirectLayers(_ test: Case) throws {
        let (lens, _, text) = try Self.lens(test)
        let layout = try #require(lens.layout)
        let painter = RangeLensPainter(model: lens.model, layout: layout, style: lens.style, text: text, redacted: false, scale: test.scale)
        let key = RangeLensStripLayer.Key(dataVersion: 0, layout: layout, style: lens.style, theme: lens.theme, scale: test.scale, redacted: false)
        let layer = try #require(RangeLensStripLayer(key: key, painter: painter))
        let span = RangeLensSpan(start: test.span.0, end: test.span.1)
        var kept = Canvas(width: Int(Double(Self.width) * test.scale), height: Int(Double(Self.height) * test.scale), scale: test.scale)
        kept.clear(lens.style.ground)
        var direct = kept
        layer.drawUnder(into: &kept, span: span, painter: painter)
        painter.drawStrip(into: &direct, span: span, layer: .under)
        let under = Self.worst(kept, direct, shift: 0, layout: layout, scale: test.scale)
        #expect(under.0 <= 1, "under the glass a channel differs by \(under.0) at pixel \(under.1)")
        // Over a backdrop that is not the ground, as the glass is.
        kept.fillRect(layout.strip, with: .solid(Color(hex: 0x7A8FB0, alpha: 0.5)))
        direct.fillRect(layout.strip, with: .solid(Color(hex: 0x7A8FB0, alpha: 0.5)))
        layer.drawOver(into: &kept, span: span, painter: painter)
        painter.drawStrip(into: &direct, span: span, layer: .over)
        let over = Self.worst(kept, direct, shift: 0, layout: layout, scale: test.scale)
        #expect(over.0 <= 2, "over the glass a channel differs by \(over.0) at pixel \(over.1)")
    }

    /// The lens at `span` drawn onto a canvas whose drawing starts `shift` pixels in.
    static func picture(_ test: Case, shift: Int) throws -> (canvas: Canvas, layout: RangeLensLayout) {
        let (lens, theme, text) = try Self.lens(test)
        var canvas = Canvas(width: Int(Double(width) * test.scale) + shift, height: Int(Double(height) * test.scale), scale: test.scale)
        canvas.clear(theme.ground)
        canvas.concatenate(.translation(x: Double(shift) / test.scale, y: 0))
        lens.draw(into: &canvas, at: 10, text: text)
        return (canvas, try #require(lens.layout))
    }

    @Test("The kept strip matches the strip drawn directly", arguments: cases)
    func keptStripMatchesDirectDrawing(_ test: Case) throws {
        let (kept, layout) = try Self.picture(test, shift: 0)
        let direct = try Self.picture(test, shift: 1).canvas
        let (worst, at) = Self.worst(kept, direct, shift: 1, layout: layout, scale: test.scale)
        #expect(worst <= 2, "a channel differs by \(worst) at pixel \(at)")
    }
}
