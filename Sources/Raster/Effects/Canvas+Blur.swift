extension Canvas {
    /// Blurs the pixels inside `rect` (current units) with a Gaussian of standard deviation
    /// `radius`, as a frosted-glass backdrop needs.
    ///
    /// Pixels just outside the rectangle feed the blur, so a blurred panel shows what lies beyond
    /// its edge instead of a hard smear of its own border; only pixels inside are changed.
    public mutating func blur(_ rect: Rect, radius: Double) {
        guard radius.isFinite, radius > 0 else { return }
        let sigma = radius * state.transform.meanScale
        let target = PixelBounds(covering: state.transform.isAxisAligned ? state.transform.apply(rect) : Path(rect: rect).flattened(transform: state.transform).bounds)
            .intersection(state.clip.bounds)
        guard !target.isEmpty else { return }
        let margin = Int((sigma * 2).rounded(.up))
        let source = PixelBounds(minX: target.minX - margin, minY: target.minY - margin,
                                 maxX: target.maxX + margin, maxY: target.maxY + margin).intersection(pixelBounds)
        let factor = BoxBlur.reduction(sigma: sigma)
        let smallWidth = (source.width + factor - 1) / factor
        let smallHeight = (source.height + factor - 1) / factor
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: smallWidth * smallHeight) { small in
                let grid = small.baseAddress!
                Self.downsample(base, stride: width, source: source, factor: factor, into: grid, width: smallWidth, height: smallHeight)
                BoxBlur.blur(grid, width: smallWidth, height: smallHeight, sigma: sigma / Double(factor))
                Self.upsample(grid, width: smallWidth, height: smallHeight, factor: factor, source: source,
                              into: base, stride: width, target: target)
            }
        }
    }

    /// Averages `factor` × `factor` blocks of premultiplied pixels into float samples.
    static func downsample(
        _ pixels: UnsafeMutablePointer<UInt32>, stride: Int, source: PixelBounds, factor: Int,
        into grid: UnsafeMutablePointer<SIMD4<Float>>, width: Int, height: Int
    ) {
        for sy in 0..<height {
            for sx in 0..<width {
                var sum = SIMD4<Float>.zero
                var count: Float = 0
                let y0 = source.minY + sy * factor, x0 = source.minX + sx * factor
                for y in y0..<min(y0 + factor, source.maxY) {
                    let row = pixels + y * stride
                    for x in x0..<min(x0 + factor, source.maxX) {
                        sum += unpack(row[x])
                        count += 1
                    }
                }
                grid[sy * width + sx] = sum / count
            }
        }
    }

    /// Writes the blurred grid back over `target`, bilinearly interpolated between sample centres.
    static func upsample(
        _ grid: UnsafeMutablePointer<SIMD4<Float>>, width: Int, height: Int, factor: Int, source: PixelBounds,
        into pixels: UnsafeMutablePointer<UInt32>, stride: Int, target: PixelBounds
    ) {
        let inverse = 1 / Float(factor)
        for y in target.minY..<target.maxY {
            let gy = (Float(y - source.minY) + 0.5) * inverse - 0.5
            let y0 = min(max(Int(gy.rounded(.down)), 0), height - 1), y1 = min(y0 + 1, height - 1)
            let fy = min(max(gy - Float(y0), 0), 1)
            let row0 = grid + y0 * width, row1 = grid + y1 * width
            let out = pixels + y * stride
            for x in target.minX..<target.maxX {
                let gx = (Float(x - source.minX) + 0.5) * inverse - 0.5
                let x0 = min(max(Int(gx.rounded(.down)), 0), width - 1), x1 = min(x0 + 1, width - 1)
                let fx = min(max(gx - Float(x0), 0), 1)
                let top = row0[x0] + (row0[x1] - row0[x0]) * fx
                let bottom = row1[x0] + (row1[x1] - row1[x0]) * fx
                out[x] = pack(top + (bottom - top) * fy)
            }
        }
    }

    @inline(__always)
    static func unpack(_ pixel: UInt32) -> SIMD4<Float> {
        SIMD4<Float>(Float(pixel & 0xFF), Float((pixel >> 8) & 0xFF), Float((pixel >> 16) & 0xFF), Float(pixel >> 24))
    }

    /// Rounds back to a premultiplied pixel, keeping each colour channel within alpha.
    @inline(__always)
    static func pack(_ value: SIMD4<Float>) -> UInt32 {
        let rounded = (value + 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
        let a = UInt32(rounded.w)
        let b = min(UInt32(rounded.x), a), g = min(UInt32(rounded.y), a), r = min(UInt32(rounded.z), a)
        return a << 24 | r << 16 | g << 8 | b
    }
}
