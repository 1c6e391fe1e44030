/// A block of premultiplied ARGB8888 pixels: a snapshot of part of a canvas, to be drawn back.
///
/// Frosted glass needs exactly this: copy what lies under the glass, blur the canvas, and put the
/// unblurred copy back outside the glass's outline.
public struct PixelImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// Premultiplied ARGB8888, row-major.
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "image size mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

extension Canvas {
    /// A copy of the pixels inside `area`, clipped to the canvas.
    public func snapshot(of area: PixelBounds) -> PixelImage {
        let visible = area.intersection(pixelBounds)
        guard !visible.isEmpty else { return PixelImage(width: 0, height: 0, pixels: []) }
        var copy: [UInt32] = []
        copy.reserveCapacity(visible.width * visible.height)
        for row in visible.minY..<visible.maxY {
            let start = row * width + visible.minX
            copy.append(contentsOf: pixels[start..<(start + visible.width)])
        }
        return PixelImage(width: visible.width, height: visible.height, pixels: copy)
    }

    /// Draws `image` with its top-left pixel on pixel (`x`, `y`), source over, each pixel weighted
    /// by `mask` (same size as the image; nil means fully) and by `opacity`. The clip applies, the
    /// transform does not.
    ///
    /// With an opaque image this is `image · w + canvas · (1 − w)`: a masked copy, which is how a
    /// snapshot is put back outside a shape.
    public mutating func composite(
        _ image: PixelImage, atPixelX x: Int, y: Int, mask: AlphaMask? = nil, invertMask: Bool = false, opacity: Double = 1
    ) {
        guard image.width > 0, image.height > 0, opacity > 0 else { return }
        if let mask, mask.width != image.width || mask.height != image.height { return }
        let clip = state.clip
        let area = PixelBounds(minX: x, minY: y, maxX: x + image.width, maxY: y + image.height).intersection(clip.bounds)
        guard !area.isEmpty else { return }
        let alpha = PixelMath.byte(Float(min(opacity, 1)))
        let flip: UInt8 = invertMask ? 255 : 0
        let width = self.width
        // Unsafe: rows are read and written through raw pointers, inside `area`, which lies inside
        // both the canvas (the clip's bounds) and the image; this is frosted glass's put-back,
        // measured by vitrine-bench glass (e). Each pixel is its own, so rows split between cores.
        drawRows(area, splittable: true) { destination, band in
            image.pixels.withUnsafeBufferPointer { source in
                let weights = mask?.bytes ?? []
                weights.withUnsafeBufferPointer { weights in
                    let clipMask = clip.mask
                    for row in band.minY..<band.maxY {
                        let out = destination + row * width
                        let inRow = source.baseAddress! + (row - y) * image.width - x
                        // No mask means every weight is full: an empty array may still hand out a
                        // base address, which must not be read.
                        let weightRow = mask == nil ? nil : weights.baseAddress.map { $0 + (row - y) * image.width - x }
                        if clipMask == nil, alpha == 255, let weightRow {
                            // The common case (a snapshot put back through a shape), in a loop the
                            // compiler runs eight pixels at a time.
                            for column in area.minX..<area.maxX {
                                let source = PixelMath.scale(inRow[column], by: UInt32(weightRow[column] ^ flip))
                                out[column] = source &+ PixelMath.scale(out[column], by: 255 &- (source >> 24))
                            }
                            continue
                        }
                        if clipMask == nil, alpha == 255, weightRow == nil {
                            // A cached layer laid over the canvas (mostly clear pixels, which leave
                            // it as it is), branch-free so it too runs eight pixels at a time.
                            for column in area.minX..<area.maxX {
                                let source = inRow[column]
                                out[column] = source &+ PixelMath.scale(out[column], by: 255 &- (source >> 24))
                            }
                            continue
                        }
                        for column in area.minX..<area.maxX {
                            var weight = weightRow.map { UInt32($0[column] ^ flip) } ?? 255
                            if alpha != 255 { weight = PixelMath.multiply(weight, alpha) }
                            if let clipMask { weight = PixelMath.multiply(weight, UInt32(clipMask[row * width + column])) }
                            let s = PixelMath.scale(inRow[column], by: weight)
                            out[column] = PixelMath.sourceOver(s, out[column])
                        }
                    }
                }
            }
        }
    }
}

extension Canvas {
    /// The pixels drawing may touch now: the clip's bounds.
    public var clipBounds: PixelBounds { state.clip.bounds }

    /// Whether the clip is its bounds alone, with no shape's mask: then everything drawn inside
    /// the bounds lands whole.
    public var clipIsRectangle: Bool { state.clip.mask == nil }

    /// Copies `image` with its top-left pixel on pixel (`x`, `y`), replacing what is there,
    /// inside the clip's bounds only (a shape clip's mask is not applied). A cached layer drawn
    /// back this way costs one row copy per row.
    public mutating func replacePixels(with image: PixelImage, atPixelX x: Int, y: Int) {
        let target = PixelBounds(minX: x, minY: y, maxX: x + image.width, maxY: y + image.height).intersection(state.clip.bounds)
        guard !target.isEmpty else { return }
        let width = self.width, imageWidth = image.width
        precondition(image.pixels.count == image.width * image.height, "an image of \(image.pixels.count) pixels for \(image.width)x\(image.height)")
        drawRows(target, splittable: true) { to, band in
            image.pixels.withUnsafeBufferPointer { from in
                for row in band.minY..<band.maxY {
                    let start = (row - y) * imageWidth + (target.minX - x)
                    let destination = row * width + target.minX
                    // Unsafe: both rows lie inside their pixels (`target` is inside the image's
                    // rectangle and the clip's bounds), and a row copy is what this call is for.
                    (to + destination).update(from: from.baseAddress! + start, count: target.width)
                }
            }
        }
    }
}

extension Canvas {
    /// Copies the pixels of `source` inside `area` (its pixel coordinates) so that the area's
    /// top-left lands on pixel (`x`, `y`) here, replacing what is there. The clip's bounds apply
    /// here; nothing is allocated, so a piece that draws into a canvas of its own each frame can
    /// move pixels in and out of it for the cost of the rows.
    public mutating func replacePixels(_ area: PixelBounds, of source: Canvas, atPixelX x: Int, y: Int) {
        let readable = area.intersection(source.pixelBounds)
        // The part of `area` that can be read keeps its place relative to the area's corner.
        let left = x + (readable.minX - area.minX), top = y + (readable.minY - area.minY)
        let target = PixelBounds(minX: left, minY: top, maxX: left + readable.width, maxY: top + readable.height)
            .intersection(state.clip.bounds)
        guard !readable.isEmpty, !target.isEmpty else { return }
        let dx = area.minX - x, dy = area.minY - y
        let width = self.width, sourceWidth = source.width, sourcePixels = source.pixels
        drawRows(target, splittable: true) { to, band in
            sourcePixels.withUnsafeBufferPointer { from in
                for row in band.minY..<band.maxY {
                    let start = (row + dy) * sourceWidth + target.minX + dx
                    let destination = row * width + target.minX
                    // Unsafe: both rows lie inside their canvases (`readable` and `target` are
                    // intersected with each); a row copy is what this call is for.
                    (to + destination).update(from: from.baseAddress! + start, count: target.width)
                }
            }
        }
    }
}
