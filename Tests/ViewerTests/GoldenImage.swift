import Foundation
import Testing
import GoldenTesting
import Raster

/// The shared golden-image rule (`GoldenComparison`) with this target's `Golden/` folder.
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ canvas: Canvas, named name: String, tolerance: UInt32 = 2, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenComparison.check(canvas, named: name, in: directory, tolerance: tolerance, sourceLocation: sourceLocation)
    }
}
