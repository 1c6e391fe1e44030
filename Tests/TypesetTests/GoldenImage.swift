import Foundation
import Raster
import Testing

/// Compares a canvas with `Golden/<name>.png` beside this file.
///
/// Tolerance: every channel of every pixel within 2 of the reference (out of 255), so a different
/// CPU's rounding cannot fail the build but a moved glyph does. A missing reference fails; set
/// `VITRINE_UPDATE_GOLDENS=1` to write references instead of comparing (then look at them). On a
/// mismatch the actual image and a diff (red where pixels differ) go to a temporary folder named in
/// the failure.
func expectGolden(
    _ canvas: Canvas, _ name: String, channelTolerance: Int = 2, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    let path = folder.appendingPathComponent(name + ".png").path
    if ProcessInfo.processInfo.environment["VITRINE_UPDATE_GOLDENS"] == "1" {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try canvas.writePNG(to: path)
        return
    }
    guard FileManager.default.fileExists(atPath: path) else {
        Issue.record("missing golden \(path); run with VITRINE_UPDATE_GOLDENS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let reference = try Canvas(pngAt: path)
    guard reference.width == canvas.width, reference.height == canvas.height else {
        Issue.record("golden \(name) is \(reference.width)x\(reference.height), drawn \(canvas.width)x\(canvas.height)",
                     sourceLocation: sourceLocation)
        return
    }
    var worst = 0
    var differing = 0
    var diff = Canvas(width: canvas.width, height: canvas.height)
    diff.clear(.white)
    for y in 0..<canvas.height {
        for x in 0..<canvas.width {
            let a = canvas.pixel(x: x, y: y), b = reference.pixel(x: x, y: y)
            var largest = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                largest = max(largest, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
            }
            worst = max(worst, largest)
            if largest > channelTolerance {
                differing += 1
                diff.fillRect(Rect(Double(x), Double(y), 1, 1), with: .solid(Color(hex: 0xFF0000)))
            }
        }
    }
    if differing > 0 {
        let failures = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-golden-failures")
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actual = failures.appendingPathComponent(name + ".actual.png").path
        let difference = failures.appendingPathComponent(name + ".diff.png").path
        try? canvas.writePNG(to: actual)
        try? diff.writePNG(to: difference)
        Issue.record(
            "golden \(name): \(differing) pixels differ by more than \(channelTolerance) (worst \(worst)); see \(actual) and \(difference)",
            sourceLocation: sourceLocation)
    }
}
