import Foundation
import Geometry
import Glass
import Raster
import Testing
@testable import Components

/// The scrub chart's delta chip keeps its figures readable on liquid glass over a busy backdrop:
/// the glass demo's stripes, small print and red line.
@Suite("Contrast of the scrub chip on liquid glass")
struct ScrubChipContrastTests {
    enum Trend: String, CaseIterable, Sendable { case up, down, flat }

    /// The worst contrast, inside the chip's label box, between its figures' colour and what the
    /// glass shows behind them, for chips laid along the demo's red line.
    static func worstContrast(_ trend: Trend, dark: Bool) throws -> Double {
        let (backdrop, _, theme, _) = try GlassContrastTests.glassOnly(dark: dark)
        let style = ScrubChartStyle(theme: theme)
        let tint: Color? = switch trend { case .up: style.up; case .down: style.down; case .flat: nil }
        let label = trend == .flat ? style.muted : style.ink
        var worst = Double.infinity
        // Along the sine line and across the stripes, where the backdrop is darkest and brightest.
        for x in stride(from: 40.0, to: 440, by: 37) {
            for y in stride(from: 110.0, to: 380, by: 53) {
                var canvas = backdrop
                let capsule = Rect(x, y, 64, 22)
                GlassGroup([GlassSurface(.capsule(capsule), tint: tint)], appearance: theme.glassAppearance).draw(into: &canvas)
                // The figures' box: inside the rim's lens band, as the chip's padding keeps them.
                let box = capsule.insetBy(dx: 9, dy: 6)
                for py in Int(box.minY * 2)..<Int(box.maxY * 2) {
                    for px in Int(box.minX * 2)..<Int(box.maxX * 2) {
                        worst = min(worst, GlassContrastTests.contrast(label, canvas.color(x: px, y: py)))
                    }
                }
            }
        }
        return worst
    }

    @Test("Behind the chip's figures the glass keeps 4.5:1 with them: rise, fall and flat, light and dark",
          arguments: Trend.allCases, [false, true])
    func chipFiguresStayReadable(trend: Trend, dark: Bool) throws {
        let worst = try Self.worstContrast(trend, dark: dark)
        #expect(worst >= 4.5, "\(trend.rawValue) \(dark ? "dark" : "light"): worst contrast \(worst)")
    }
}
