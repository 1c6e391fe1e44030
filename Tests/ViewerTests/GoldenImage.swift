import Foundation
import Testing
import Raster

/// Compares a canvas with a reference PNG beside the tests.
///
/// A missing reference fails: references are written only when `VITRINE_UPDATE_GOLDENS=1` is set,
/// and each written image must be looked at before it is committed. Images match when every channel
/// of every pixel is within `tolerance` (default 2 of 255), which absorbs rounding differences
/// between compilers but not a wrong edge.
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ canvas: Canvas, named name: String, tolerance: UInt32 = 2, sourceLocation: SourceLocation = #_sourceLocation) {
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
        let reference: Canvas
        do {
            reference = try Canvas(pngAt: path)
        } catch {
            Issue.record("unreadable golden \(name): \(error)", sourceLocation: sourceLocation)
            return
        }
        guard reference.width == canvas.width, reference.height == canvas.height else {
            Issue.record("\(name): size \(canvas.width)x\(canvas.height), golden is \(reference.width)x\(reference.height)", sourceLocation: sourceLocation)
            return
        }
        var worst: UInt32 = 0
        var differing = 0
        for i in canvas.pixels.indices {
            let a = canvas.pixels[i], b = reference.pixels[i]
            if a == b { continue }
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
