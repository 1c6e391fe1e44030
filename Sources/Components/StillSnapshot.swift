import Geometry
import Raster

/// The pixels of something that holds still on a still backdrop, kept to be copied back on the
/// next frame instead of drawn again: a glass control at rest, a curve that only a playhead moves
/// over. Frames of the motion lab redraw everything around them, so the copy is what keeps them
/// in budget.
///
/// `key` names everything the pixels depend on; a different key, or none (the thing is moving),
/// draws afresh. Pixels are kept only when the drawing landed whole: inside the canvas and a
/// rectangular clip that covers them, so a partial redraw never leaves a torn copy behind.
final class StillSnapshot<Key: Hashable> {
    private var kept: (key: Key, placed: Rect, bounds: PixelBounds, image: PixelImage)?

    /// Draws what `draw` draws inside `rect` (points, with room for any shadow), or copies back
    /// the pixels it drew for the same `key` and canvas placement.
    func draw(into canvas: inout Canvas, covering rect: Rect, key: Key?, _ draw: (inout Canvas) -> Void) {
        // Placed to the fraction of a pixel: a scroll by half a pixel draws different pixels.
        let placed = canvas.transform.apply(rect)
        let bounds = PixelBounds(covering: placed).intersection(canvas.pixelBounds)
        if let key, let kept, kept.key == key, kept.placed == placed, kept.bounds == bounds {
            canvas.replacePixels(with: kept.image, atPixelX: bounds.minX, y: bounds.minY)
            return
        }
        draw(&canvas)
        let clip = canvas.clipBounds
        guard let key, !bounds.isEmpty, canvas.clipIsRectangle, clip.intersection(bounds) == bounds else {
            kept = nil
            return
        }
        kept = (key, placed, bounds, canvas.snapshot(of: bounds))
    }
}
