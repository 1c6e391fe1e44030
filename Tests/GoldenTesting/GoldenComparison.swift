import Foundation
import Geometry
import Raster
import Testing

/// Compares a canvas with a reference PNG: the one rule every picture test in Vitrine follows.
///
/// Tolerance: every channel of every pixel within `tolerance` (2 of 255 unless a test states
/// otherwise), which absorbs rounding differences between compilers and CPUs but not a moved edge
/// or a wrong colour. A missing reference fails. References are written only when
/// `VITRINE_UPDATE_GOLDENS=1` is set, and each one written is looked at before it is committed.
/// On a mismatch the actual image and a map of the differing pixels (red) are written to
/// `$TMPDIR/vitrine-golden-failures/`.
public enum GoldenComparison {
    public static func check(
        _ canvas: Canvas, named name: String, in directory: URL, tolerance: UInt32 = 2,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
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
        var map = Canvas(width: canvas.width, height: canvas.height)
        map.clear(.white)
        for i in canvas.pixels.indices where canvas.pixels[i] != reference.pixels[i] {
            let a = canvas.pixels[i], b = reference.pixels[i]
            var pixelWorst: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                pixelWorst = max(pixelWorst, x > y ? x - y : y - x)
            }
            if pixelWorst > tolerance {
                differing += 1
                map.fillRect(Rect(Double(i % canvas.width), Double(i / canvas.width), 1, 1), with: .solid(Color(hex: 0xFF0000)))
            }
            worst = max(worst, pixelWorst)
        }
        if differing > 0 {
            let failures = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-golden-failures")
            try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
            let failed = failures.appendingPathComponent("\(name).png").path
            try? canvas.writePNG(to: failed)
            try? map.writePNG(to: failures.appendingPathComponent("\(name)-diff.png").path)
            Issue.record("\(name): \(differing) pixels differ by more than \(tolerance) (worst \(worst)); actual image at \(failed)", sourceLocation: sourceLocation)
        }
    }
}
