import Foundation
import GoldenTesting
import Raster
import Testing

/// Compares a canvas with `Golden/<name>.png` beside this file, by the shared golden-image rule
/// (`GoldenComparison`): every channel within `channelTolerance` (2 unless stated), a missing
/// reference fails, references are written only with `VITRINE_UPDATE_GOLDENS=1`.
func expectGolden(
    _ canvas: Canvas, _ name: String, channelTolerance: Int = 2, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    GoldenComparison.check(
        canvas, named: name, in: folder, tolerance: UInt32(max(channelTolerance, 0)), sourceLocation: sourceLocation)
}
