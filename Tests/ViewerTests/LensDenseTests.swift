import Foundation
import Raster
import Testing
@testable import Viewer

/// Bars that touch read as one silhouette, with no seams between them.
@Suite("Lens dense bars")
struct LensDenseTests {
    @Test("Touching bars at 2× leave no light seam: a row through their middle is solid text colour")
    func touchingBarsHaveNoSeams() throws {
        // `<package root>/../shared/data`, found from this file's path.
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/data/statsmodels_co2.csv").path
        let result = try renderLens(["--data", path, "--scale", "2", "--size", "800x500",
                                     "--window", "1990-01-01..2001-12-31"])
        let state = try LensState(result)
        let plot = try state.plot
        let canvas = result.canvas
        let y = Int(((plot.y + plot.height * 0.75) * 2).rounded())
        let ink = canvas.pixel(x: Int((plot.x + plot.width / 2) * 2), y: y)
        var seams = 0
        for x in Int(plot.x * 2) + 2..<Int(plot.maxX * 2) - 2 where canvas.pixel(x: x, y: y) != ink { seams += 1 }
        #expect(seams == 0, "\(seams) pixels in the row differ from the bars' colour")
    }
}
