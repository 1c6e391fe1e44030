import Raster

/// Puts a block of pixels back onto a canvas through a weight mask, and takes such blocks.
///
/// Thin names over Raster's `snapshot(of:)` and `composite(_:atPixelX:y:mask:invertMask:)`, in the
/// flat `[UInt32]` + `PixelBounds` form the glass code passes around.
enum PixelPatch {
    /// Blends `source` (premultiplied, `area`-sized, row-major) over the canvas, each pixel weighted
    /// by `weights[i]`, or by `255 − weights[i]` when `inverted`. With opaque source pixels this is
    /// `source·w + canvas·(1 − w)`.
    static func composite(
        _ source: [UInt32], weights: [UInt8], inverted: Bool = false, area: PixelBounds, onto canvas: inout Canvas
    ) {
        let width = area.width
        guard width > 0, area.height > 0, source.count == width * area.height, weights.count == source.count else { return }
        canvas.composite(
            PixelImage(width: width, height: area.height, pixels: source), atPixelX: area.minX, y: area.minY,
            mask: AlphaMask(width: width, height: area.height, bytes: weights), invertMask: inverted)
    }

    /// A copy of the canvas pixels inside `area` (which must lie within the canvas).
    static func snapshot(of canvas: Canvas, area: PixelBounds) -> [UInt32] {
        canvas.snapshot(of: area).pixels
    }
}
