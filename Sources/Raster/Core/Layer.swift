/// A group being drawn on its own, to be faded in as one when it ends.
struct Layer: Sendable {
    /// The pixels under the group inside `bounds`, row by row, restored and composited onto at
    /// `endLayer()`. Only the clip's bounds are kept: drawing cannot touch anything else.
    var backdrop: [UInt32]
    var opacity: Double
    var bounds: PixelBounds
}

extension Canvas {
    /// Starts a group whose drawing is composited with `opacity` as a whole.
    ///
    /// Overlapping shapes inside the group do not show through each other the way per-shape
    /// opacity would; a fading card looks like one card. A group costs the clip's bounds, so clip
    /// to what it draws first, and draw nothing outside those bounds until `endLayer()` (do not
    /// widen the clip past them in between): only they are kept and composited.
    public mutating func beginLayer(opacity: Double) {
        let bounds = state.clip.bounds
        let width = self.width
        finishBands()
        var backdrop: [UInt32] = []
        backdrop.reserveCapacity(max(bounds.width, 0) * max(bounds.height, 0))
        for y in bounds.minY..<max(bounds.maxY, bounds.minY) {
            let start = y * width + bounds.minX
            backdrop.append(contentsOf: storage[start..<(start + bounds.width)])
            storage.replaceSubrange(start..<(start + bounds.width), with: repeatElement(0, count: bounds.width))
        }
        layers.append(Layer(backdrop: backdrop, opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 0, bounds: bounds))
    }

    /// Ends the innermost group and composites it; an unmatched call does nothing.
    public mutating func endLayer() {
        guard let layer = layers.popLast() else { return }
        let alpha = PixelMath.byte(Float(layer.opacity))
        let width = self.width
        let bounds = layer.bounds
        finishBands()
        for y in bounds.minY..<max(bounds.maxY, bounds.minY) {
            let offset = y * width
            let saved = (y - bounds.minY) * bounds.width - bounds.minX
            for x in bounds.minX..<bounds.maxX {
                let s = storage[offset + x]
                let under = layer.backdrop[saved + x]
                if s == 0 {
                    storage[offset + x] = under
                    continue
                }
                let faded = alpha == 255 ? s : PixelMath.scale(s, by: alpha)
                storage[offset + x] = PixelMath.sourceOver(faded, under)
            }
        }
    }
}
