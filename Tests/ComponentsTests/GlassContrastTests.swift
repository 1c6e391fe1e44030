import Foundation
import Geometry
import Raster
import Testing
@testable import Components

/// Text on liquid glass keeps 4.5:1 against what is drawn behind it, whatever the backdrop: the
/// veil is raised where the demo's red line or stripes would make a label hard to read.
@Suite("Contrast on liquid glass")
struct GlassContrastTests {
    /// WCAG's contrast ratio of two colours.
    static func contrast(_ a: Color, _ b: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func luminance(_ c: Color) -> Double { 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue) }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The glass demo drawn without its labels at scale 2, with the picker's segments.
    static func glassOnly(dark: Bool) throws -> (Canvas, [[Double]], Theme, Int) {
        var theme = Theme(scheme: dark ? .dark : .light)
        theme.glass = .liquid
        let driver = try GlassDemoDriver(theme: theme)
        var canvas = Canvas(width: 1040, height: 840, scale: 2)
        canvas.clear(theme.ground)
        driver.demo.draw(into: &canvas, at: 0)
        return (canvas, driver.rects("picker"), theme, Int(driver.state(at: 0)["selection"]?.number ?? -1))
    }

    @Test("Behind every clear segment's label the glass keeps 4.5:1 with the label's grey, light and dark", arguments: [false, true])
    func pickerLabelsStayReadable(dark: Bool) throws {
        let (canvas, segments, theme, selected) = try Self.glassOnly(dark: dark)
        #expect(segments.count == 5)
        var worst = Double.infinity
        // The selected segment (tinted butter, ink labels) is the tint's own matter; the clear
        // ones carry the secondary grey.
        for (index, segment) in segments.enumerated() where index != selected {
            // Where the label sits: the middle of the segment, inside the rim's lens band.
            let box = Rect(segment[0] + 14, segment[1] + 12, segment[2] - 28, segment[3] - 24)
            for y in stride(from: Int(box.minY * 2), to: Int(box.maxY * 2), by: 1) {
                for x in stride(from: Int(box.minX * 2), to: Int(box.maxX * 2), by: 1) {
                    worst = min(worst, Self.contrast(theme.secondary, canvas.color(x: x, y: y)))
                }
            }
        }
        #expect(worst >= 4.5, "worst contrast \(worst) (\(dark ? "dark" : "light"))")
    }

    @Test("Without the raised veil the red line would fail there: the check can fail")
    func redLineAloneFails() {
        let theme = Theme()
        #expect(Self.contrast(theme.secondary, theme.accentRed) < 4.5)
    }
}

@Suite("Glass demo captions")
struct GlassDemoCaptionTests {
    @Test("The gap is said to the half point, so a melting 19.5 pt never reads as 20 pt")
    func gapIsRoundedHonestly() {
        #expect(GlassDemo.gapText(19.5) == "19.5")
        #expect(GlassDemo.gapText(19.9) == "19.5")
        #expect(GlassDemo.gapText(20) == "20")
        #expect(GlassDemo.gapText(4) == "4")
    }
}
