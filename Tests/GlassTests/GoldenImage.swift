import Foundation
import Geometry
import GoldenTesting
import Raster
import Testing

/// The shared golden-image rule (`GoldenComparison`) with this target's `Golden/` folder.
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ canvas: Canvas, named name: String, tolerance: UInt32 = 2, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenComparison.check(canvas, named: name, in: directory, tolerance: tolerance, sourceLocation: sourceLocation)
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
