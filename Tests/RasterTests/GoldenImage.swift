import Foundation
import Testing
import GoldenTesting
@testable import Raster

/// The shared golden-image rule (`GoldenComparison`) with this target's `Golden/` folder.
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ canvas: Canvas, named name: String, tolerance: UInt32 = 2, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenComparison.check(canvas, named: name, in: directory, tolerance: tolerance, sourceLocation: sourceLocation)
    }

    /// A canvas in the house light ground, for pictures.
    static func canvas(_ width: Int, _ height: Int, scale: Double = 1) -> Canvas {
        var canvas = Canvas(width: width, height: height, scale: scale)
        canvas.clear(Color(hex: 0xF3F2EE))
        return canvas
    }
}

/// The house palette, for test pictures.
enum Palette {
    static let ink = Color(hex: 0x141414)
    static let accent = Color(hex: 0xFF0000)
    static let butter = Color(hex: 0xFFD976)
    static let sage = Color(hex: 0xA9DCB7)
    static let secondary = Color(hex: 0x5C5A56)
}
