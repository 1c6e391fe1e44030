import Foundation
import Raster
import Testing

/// Golden images for the glass demo, in `Golden/` beside these tests.
///
/// Tolerance: every channel of every pixel within 2 of 255. A missing reference fails; references
/// are written only with `VITRINE_UPDATE_GOLDENS=1` and looked at before they are committed. On a
/// mismatch the actual image goes to `$TMPDIR/vitrine-golden-failures/`.
enum GlassDemoGolden {
    static let tolerance: UInt32 = 2
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ canvas: Canvas, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = directory.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment["VITRINE_UPDATE_GOLDENS"] == "1" {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try canvas.writePNG(to: path)
            } catch {
                Issue.record("could not write golden \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("missing golden image \(name).png; render it with VITRINE_UPDATE_GOLDENS=1 and review it", sourceLocation: sourceLocation)
            return
        }
        guard let reference = try? Canvas(pngAt: path) else {
            Issue.record("unreadable golden \(name)", sourceLocation: sourceLocation)
            return
        }
        guard reference.width == canvas.width, reference.height == canvas.height else {
            Issue.record("\(name): size \(canvas.width)x\(canvas.height), golden is \(reference.width)x\(reference.height)", sourceLocation: sourceLocation)
            return
        }
        var differing = 0
        var worst: UInt32 = 0
        for i in canvas.pixels.indices where canvas.pixels[i] != reference.pixels[i] {
            let a = canvas.pixels[i], b = reference.pixels[i]
            var pixelWorst: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                pixelWorst = max(pixelWorst, x > y ? x - y : y - x)
            }
            if pixelWorst > tolerance { differing += 1 }
            worst = max(worst, pixelWorst)
        }
        if differing > 0 {
            let failures = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-golden-failures")
            try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
            let failed = failures.appendingPathComponent("\(name).png").path
            try? canvas.writePNG(to: failed)
            Issue.record("\(name): \(differing) pixels differ by more than \(tolerance) (worst \(worst)); actual image at \(failed)", sourceLocation: sourceLocation)
        }
    }
}
