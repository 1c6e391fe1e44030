import Raster

/// Composites a block of pixels onto a canvas through a weight mask, using only Raster's public
/// drawing calls.
///
/// Raster has no call that draws an image, so a patch is drawn as runs: consecutive pixels of one
/// row with the same colour become one `fill(mask:atPixelX:y:with:)` with that colour and the run's
/// weights. Pixels that already show the wanted colour are skipped. Over flat or smooth backdrops
/// runs are long or absent and the cost is small; over busy ones it degrades toward a call per
/// pixel. A Raster call that composites pixels through a mask would replace this outright.
enum PixelPatch {
    /// Blends `source` (premultiplied, `area`-sized, row-major) over the canvas where the weight is
    /// above 0: `weights[i]`, or `255 − weights[i]` when `inverted`. With opaque source pixels this
    /// is `source·w + canvas·(1 − w)`.
    static func composite(
        _ source: [UInt32], weights: [UInt8], inverted: Bool = false, area: PixelBounds, onto canvas: inout Canvas
    ) {
        let width = area.width
        guard width > 0, area.height > 0, source.count == width * area.height, weights.count == source.count else { return }
        var runs: [(y: Int, x: Int, color: UInt32, weights: [UInt8])] = []
        let stride = canvas.width
        let flip: UInt8 = inverted ? 255 : 0
        // Read the canvas in place (no copy) while runs are collected; draw them after.
        canvas.pixels.withUnsafeBufferPointer { pixels in
            source.withUnsafeBufferPointer { source in
                weights.withUnsafeBufferPointer { weights in
                    for row in 0..<area.height {
                        let offset = row * width
                        let current = pixels.baseAddress! + (area.minY + row) * stride + area.minX
                        var x = 0
                        while x < width {
                            let i = offset + x
                            let wanted = source[i]
                            if weights[i] ^ flip == 0 || wanted == current[x] || wanted >> 24 == 0 {
                                x += 1
                                continue
                            }
                            var end = x + 1
                            while end < width && source[offset + end] == wanted && weights[offset + end] ^ flip != 0 {
                                end += 1
                            }
                            runs.append((area.minY + row, area.minX + x, wanted, weights[i..<(offset + end)].map { $0 ^ flip }))
                            x = end
                        }
                    }
                }
            }
        }
        for run in runs {
            let mask = AlphaMask(width: run.weights.count, height: 1, bytes: run.weights)
            canvas.fill(mask: mask, atPixelX: run.x, y: run.y, with: .solid(Color(premultipliedPixel: run.color)))
        }
    }

    /// A copy of the canvas pixels inside `area` (which must lie within the canvas).
    static func snapshot(of canvas: Canvas, area: PixelBounds) -> [UInt32] {
        let width = area.width
        guard width > 0, area.height > 0 else { return [] }
        var copy = [UInt32](repeating: 0, count: width * area.height)
        let stride = canvas.width
        canvas.pixels.withUnsafeBufferPointer { pixels in
            copy.withUnsafeMutableBufferPointer { out in
                for row in 0..<area.height {
                    let from = pixels.baseAddress! + (area.minY + row) * stride + area.minX
                    (out.baseAddress! + row * width).update(from: from, count: width)
                }
            }
        }
        return copy
    }
}
