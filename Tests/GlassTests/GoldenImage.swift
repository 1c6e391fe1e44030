import Foundation
import Raster
import Testing

/// Compares a canvas with a reference PNG in `Golden/` beside these tests.
///
/// Tolerance: every channel of every pixel within 2 of 255, which absorbs rounding differences
/// between compilers and CPUs but not a moved edge or a wrong colour. A missing reference fails;
/// references are written only with `VITRINE_UPDATE_GOLDENS=1`, and each one written is looked at
/// before it is committed. On a mismatch the actual image is written to
/// `$TMPDIR/vitrine-golden-failures/` for comparison.
enum GoldenImage {
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

/// Test pictures: the house grounds and a busy backdrop that shows what frosting does.
enum Scenery {
    static let lightGround = Color(hex: 0xF3F2EE)
    static let darkGround = Color(hex: 0x121212)
    static let butter = Color(hex: 0xFFD976)
    static let sage = Color(hex: 0xA9DCB7)
    static let red = Color(hex: 0xFF0000)

    /// A ground crossed by stripes and a dark diagonal line, so blur and refraction show.
    static func busyCanvas(width: Double, height: Double, scale: Double, dark: Bool) -> Canvas {
        var canvas = Canvas(width: Int(width * scale), height: Int(height * scale), scale: scale)
        canvas.clear(dark ? darkGround : lightGround)
        var x = 0.0
        while x < width {
            canvas.fillRect(Rect(x, 0, 6, height), with: .solid((dark ? Color.white : Color.black).opacity(0.12)))
            x += 16
        }
        canvas.strokeLine(
            from: Point(0, height * 0.85), to: Point(width, height * 0.15),
            style: StrokeStyle(width: 3), with: .solid(red))
        return canvas
    }
}
