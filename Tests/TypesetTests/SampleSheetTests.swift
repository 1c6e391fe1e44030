import Foundation
import Geometry
import Raster
import Testing
@testable import Typeset

/// A sheet of the seeds' text sizes, light and dark, at scales 1 and 2, for a person to look at
/// (crispness cannot be asserted). Writes `sheet-1x.png` and `sheet-2x.png` only when
/// `VITRINE_SAMPLE` names a folder; otherwise it does nothing.
@Test("Sample sheet for review (opt-in)")
func sampleSheet() throws {
    guard let folder = ProcessInfo.processInfo.environment["VITRINE_SAMPLE"] else { return }
    let engine = try makeEngine()
    let rows: [(size: Double, text: String, tracking: Double, uppercased: Bool)] = [
        (11, "Jan 4 · 12,480 · Mar", 0.6, true), (12, "Latest · Steps", 1.2, true),
        (13, "ID photo Step 4 of 6", 0, false), (15, "steps per day", 0, false),
        (17, "Monthly active", 0, false), (32, "8,412", -0.4, false), (44, "284.50", -0.88, false),
    ]
    for scale in [1.0, 2.0] {
        var canvas = Canvas(width: Int(420 * scale), height: Int(260 * scale), scale: scale)
        canvas.clear(Palette.ground)
        canvas.fillRect(Rect(210, 0, 210, 260), with: .solid(Color(hex: 0x121212)))
        for (column, ink) in [(0.0, Palette.text), (210.0, Color(hex: 0xF4F3EF))] {
            var y = 20.0
            for row in rows {
                let style = TextStyle(size: row.size, color: ink, tracking: row.tracking, isUppercased: row.uppercased)
                let line = engine.layout(row.text, style: style)
                engine.draw(line, into: &canvas, at: Point(x: column + 10, y: y + line.metrics.ascent))
                y += line.metrics.lineHeight + 4
            }
        }
        try canvas.writePNG(to: folder + "/sheet-\(Int(scale))x.png")
    }
}
