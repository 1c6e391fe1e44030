import Geometry

/// The part of the canvas drawing may touch: whole-pixel bounds, and optionally a coverage mask
/// for clips that are shapes (a rounded card, a lens).
struct ClipRegion: Sendable {
    var bounds: PixelBounds
    /// One byte a pixel over the whole canvas; nil means every pixel inside `bounds` is open.
    var mask: [UInt8]?
}

extension Canvas {
    /// Narrows the clip to a rectangle, in current units. Edges round to the nearest pixel, so
    /// a clipped card edge is crisp rather than half-covered.
    public mutating func clip(to rect: Rect) {
        guard state.transform.isAxisAligned else {
            clip(to: Path(rect: rect))
            return
        }
        let r = state.transform.apply(rect)
        guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else {
            state.clip.bounds = PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        func pixel(_ v: Double) -> Int { Int(min(max(v, -16_777_216), 16_777_216).rounded()) }
        let bounds = PixelBounds(minX: pixel(r.minX), minY: pixel(r.minY), maxX: pixel(r.maxX), maxY: pixel(r.maxY))
        state.clip.bounds = state.clip.bounds.intersection(bounds)
    }

    /// Narrows the clip to the inside of a path, anti-aliased.
    public mutating func clip(to path: Path, rule: FillRule = .nonZero) {
        let contours = path.flattened(transform: state.transform)
        var shapeMask = [UInt8](repeating: 0, count: width * height)
        let bounds = state.clip.bounds
        let width = self.width
        // Unsafe: the sink writes through the mask's pointer, inside the clip's bounds, which the
        // canvas-sized mask covers (see ``SpanSink``).
        shapeMask.withUnsafeMutableBufferPointer { buffer in
            var sink = MaskSink(mask: buffer.baseAddress!, origin: (0, 0), stride: width, bounds: bounds)
            PathScanner.fill(contours, rule: rule, into: &sink)
        }
        if let existing = state.clip.mask {
            // Only the clip's bounds are ever read, so only they need the old mask folded in.
            for y in bounds.minY..<max(bounds.maxY, bounds.minY) {
                for i in (y * width + bounds.minX)..<(y * width + bounds.maxX) {
                    shapeMask[i] = UInt8(PixelMath.multiply(UInt32(shapeMask[i]), UInt32(existing[i])))
                }
            }
        }
        state.clip.mask = shapeMask
        let covered = PixelBounds(covering: contours.bounds)
        state.clip.bounds = state.clip.bounds.intersection(covered)
    }
}
