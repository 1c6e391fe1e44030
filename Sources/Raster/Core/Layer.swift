/// A group being drawn on its own, to be faded in as one when it ends.
struct Layer: Sendable {
    /// The pixels under the group, restored and composited onto at `endLayer()`.
    var backdrop: [UInt32]
    var opacity: Double
    var bounds: PixelBounds
}

extension Canvas {
    /// Starts a group whose drawing is composited with `opacity` as a whole.
    ///
    /// Overlapping shapes inside the group do not show through each other the way per-shape
    /// opacity would; a fading card looks like one card.
    public mutating func beginLayer(opacity: Double) {
        let bounds = state.clip.bounds
        layers.append(Layer(backdrop: pixels, opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 0, bounds: bounds))
        let width = self.width
        for y in bounds.minY..<bounds.maxY {
            let start = y * width + bounds.minX
            pixels.replaceSubrange(start..<(start + bounds.width), with: repeatElement(0, count: bounds.width))
        }
    }

    /// Ends the innermost group and composites it; an unmatched call does nothing.
    public mutating func endLayer() {
        guard let layer = layers.popLast() else { return }
        let alpha = PixelMath.byte(Float(layer.opacity))
        var group = layer.backdrop
        swap(&group, &pixels)
        let width = self.width
        let bounds = layer.bounds
        for y in bounds.minY..<bounds.maxY {
            let offset = y * width
            for x in bounds.minX..<bounds.maxX {
                let s = group[offset + x]
                if s == 0 { continue }
                let faded = alpha == 255 ? s : PixelMath.scale(s, by: alpha)
                pixels[offset + x] = PixelMath.sourceOver(faded, pixels[offset + x])
            }
        }
    }
}
