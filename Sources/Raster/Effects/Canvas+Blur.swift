import Geometry

extension Canvas {
    /// Blurs the pixels inside `rect` (current units) with a Gaussian of standard deviation
    /// `radius`, as a frosted-glass backdrop needs.
    ///
    /// Pixels just outside the rectangle feed the blur, so a blurred panel shows what lies beyond
    /// its edge instead of a hard smear of its own border; only pixels inside are changed.
    public mutating func blur(_ rect: Rect, radius: Double) {
        blur(rect, radius: radius, weights: nil)
    }

    /// Blurs like ``blur(_:radius:)``, but writes the blurred pixels only through `mask` (whose
    /// top-left pixel lands on pixel (`x`, `y`)): each pixel becomes `blurred · w + canvas · (1 − w)`
    /// for the mask's weight w, as blurring and then compositing a snapshot back through the
    /// inverted mask would (with the same compositing arithmetic; the blurred value itself may round
    /// a level apart), without the snapshot and without interpolating pixels the mask leaves out.
    /// Pixels outside the mask are left alone.
    public mutating func blur(_ rect: Rect, radius: Double, mask: AlphaMask, atPixelX x: Int, y: Int) {
        let covered = PixelBounds(minX: x, minY: y, maxX: x + mask.width, maxY: y + mask.height).intersection(state.clip.bounds)
        guard !covered.isEmpty else { return }
        if state.clip.mask == nil, radius.isFinite, radius > 0, blurTarget(rect).intersection(covered) == covered {
            blur(rect, radius: radius, weights: (mask, x, y))
            return
        }
        // Under a shape clip, or with the mask reaching past the blur, take the long way round.
        let original = snapshot(of: PixelBounds(minX: x, minY: y, maxX: x + mask.width, maxY: y + mask.height))
        blur(rect, radius: radius)
        if original.width == mask.width, original.height == mask.height {
            composite(original, atPixelX: x, y: y, mask: mask, invertMask: true)
        }
    }

    /// Whether every pixel inside `area` holds the same value.
    func isUniform(_ area: PixelBounds) -> Bool {
        guard !area.isEmpty else { return true }
        let width = self.width
        let first = pixels[area.minY * width + area.minX]
        // Unsafe: rows are read through a raw pointer, inside `area`, which lies in the canvas.
        return pixels.withUnsafeBufferPointer { buffer in
            for row in area.minY..<area.maxY {
                let line = buffer.baseAddress! + row * width
                var differs: UInt32 = 0
                // Branch-free over the row, so it runs eight pixels at a time.
                for column in area.minX..<area.maxX { differs |= line[column] ^ first }
                if differs != 0 { return false }
            }
            return true
        }
    }

    /// The pixels a blur of `rect` changes.
    private func blurTarget(_ rect: Rect) -> PixelBounds {
        PixelBounds(covering: state.transform.isAxisAligned ? state.transform.apply(rect) : Path(rect: rect).flattened(transform: state.transform).bounds)
            .intersection(state.clip.bounds)
    }

    /// The blur; with `weights`, written through them (see ``blur(_:radius:mask:atPixelX:y:)``,
    /// which makes sure they lie within the blur's target and that no clip mask applies).
    private mutating func blur(_ rect: Rect, radius: Double, weights: (mask: AlphaMask, x: Int, y: Int)?) {
        guard radius.isFinite, radius > 0 else { return }
        // Past a few thousand pixels a blur is a flat average; the cap keeps sizes in range.
        let sigma = min(radius * state.transform.meanScale, 4096)
        let target = blurTarget(rect)
        guard !target.isEmpty else { return }
        let margin = Int((sigma * 2).rounded(.up))
        let source = PixelBounds(minX: target.minX - margin, minY: target.minY - margin,
                                 maxX: target.maxX + margin, maxY: target.maxY + margin).intersection(pixelBounds)
        // A blur of one flat colour is that colour: glass over a plain ground (most chrome) costs
        // a scan of what it reads rather than a blur.
        if isUniform(source) { return }
        // Under a shape clip, the pixels outside the shape keep what they had.
        let unclipped = state.clip.mask == nil ? nil : snapshot(of: target)
        defer { if let unclipped { restoreOutsideClip(unclipped, area: target) } }
        let factor = BoxBlur.reduction(sigma: sigma)
        let smallWidth = (source.width + factor - 1) / factor
        let smallHeight = (source.height + factor - 1) / factor
        let width = self.width
        // Unsafe: the passes below read and write through raw pointers, inside `source` and
        // `target` (both within the canvas) and the grid of `smallWidth` × `smallHeight` cells;
        // they are every blur's cost, measured by vitrine-bench raster (d) and glass.
        pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: smallWidth * smallHeight) { small in
                let grid = small.baseAddress!
                Self.downsample(base, stride: width, source: source, factor: factor, into: grid, width: smallWidth, height: smallHeight)
                // The resampling blurs a little by itself; the boxes make up only the rest.
                let remaining = max(sigma * sigma - BoxBlur.resamplingVariance(factor: factor), 0).squareRoot()
                BoxBlur.blur(grid, width: smallWidth, height: smallHeight, sigma: remaining / Double(factor))
                if let weights {
                    let written = target.intersection(PixelBounds(
                        minX: weights.x, minY: weights.y, maxX: weights.x + weights.mask.width, maxY: weights.y + weights.mask.height))
                    guard !written.isEmpty else { return }
                    weights.mask.bytes.withUnsafeBufferPointer { bytes in
                        let origin = bytes.baseAddress! - weights.y * weights.mask.width - weights.x
                        Self.upsample(grid, width: smallWidth, height: smallHeight, factor: factor, source: source,
                                      into: base, stride: width, target: written, weights: (origin, weights.mask.width))
                    }
                } else {
                    Self.upsample(grid, width: smallWidth, height: smallHeight, factor: factor, source: source,
                                  into: base, stride: width, target: target)
                }
            }
        }
    }

    /// Mixes `original` back over `area` in proportion to how closed the clip mask is there.
    mutating func restoreOutsideClip(_ original: PixelImage, area: PixelBounds) {
        guard let mask = state.clip.mask else { return }
        let width = self.width
        finishBands()
        for row in area.minY..<area.maxY {
            for column in area.minX..<area.maxX {
                let open = UInt32(mask[row * width + column])
                if open == 255 { continue }
                let before = original.pixels[(row - area.minY) * original.width + column - area.minX]
                let index = row * width + column
                storage[index] = PixelMath.scale(storage[index], by: open) + PixelMath.scale(before, by: 255 - open)
            }
        }
    }

    /// Averages `factor` × `factor` blocks of premultiplied pixels into float samples.
    ///
    /// Sums run on two channels per 32-bit word (blue and red, green and alpha), which cannot carry
    /// into each other for blocks of up to 256 pixels. Unchecked (`&+=`, pointer reads inside
    /// `source`): it reads every pixel a blur covers, measured by vitrine-bench raster (d).
    static func downsample(
        _ pixels: UnsafeMutablePointer<UInt32>, stride: Int, source: PixelBounds, factor: Int,
        into grid: UnsafeMutablePointer<SIMD4<Float>>, width: Int, height: Int
    ) {
        // Whole blocks sum a row at a time into per-column totals (so the loads run along rows);
        // a narrower last column is added on its own.
        let whole = source.width / factor
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * width) { totals in
            let blueRed = totals.baseAddress!, greenAlpha = blueRed + width
            for sy in 0..<height {
                let y0 = source.minY + sy * factor, y1 = min(y0 + factor, source.maxY)
                blueRed.update(repeating: 0, count: width)
                greenAlpha.update(repeating: 0, count: width)
                for y in y0..<y1 {
                    let row = pixels + y * stride + source.minX
                    if factor == 4 {
                        // unchecked: the `whole` blocks of four lie inside `source`, which is inside
                        // the canvas, and the sums of up to 256 bytes cannot carry (see above); this
                        // loop reads every pixel a blur covers, measured by vitrine-bench raster (d).
                        var sx = 0
                        while sx < whole {
                            let p = row + 4 &* sx
                            let a = p[0], b = p[1], c = p[2], d = p[3]
                            blueRed[sx] &+= (a & 0x00FF_00FF) &+ (b & 0x00FF_00FF) &+ (c & 0x00FF_00FF) &+ (d & 0x00FF_00FF)
                            greenAlpha[sx] &+= ((a >> 8) & 0x00FF_00FF) &+ ((b >> 8) & 0x00FF_00FF)
                                &+ ((c >> 8) & 0x00FF_00FF) &+ ((d >> 8) & 0x00FF_00FF)
                            sx &+= 1
                        }
                    } else {
                        for sx in 0..<whole {
                            let p = row + factor * sx
                            for k in 0..<factor {
                                blueRed[sx] &+= p[k] & 0x00FF_00FF
                                greenAlpha[sx] &+= (p[k] >> 8) & 0x00FF_00FF
                            }
                        }
                    }
                    for x in (whole * factor)..<source.width {
                        blueRed[whole] &+= row[x] & 0x00FF_00FF
                        greenAlpha[whole] &+= (row[x] >> 8) & 0x00FF_00FF
                    }
                }
                // unchecked: `sx` counts up to the grid's `width` with `&+=`, and the block's
                // corners are pixel bounds inside `source`, far from overflow; one pass per grid
                // cell of every blur, measured by vitrine-bench raster (d).
                var sx = 0
                while sx < width {
                    let x0 = source.minX &+ sx &* factor, x1 = min(x0 &+ factor, source.maxX)
                    let count = Float((y1 &- y0) &* (x1 &- x0))
                    let br = blueRed[sx], ga = greenAlpha[sx]
                    grid[sy &* width &+ sx] = SIMD4<Float>(
                        Float(br & 0xFFFF), Float(ga & 0xFFFF), Float(br >> 16), Float(ga >> 16)) / count
                    sx &+= 1
                }
            }
        }
    }

    /// Writes the blurred grid back over `target`, bilinearly interpolated between sample centres.
    ///
    /// The grid is packed back to pixels first; interpolation then runs on two channels per word
    /// with 8-bit weights, which is all the precision a blur this wide can show.
    static func upsample(
        _ grid: UnsafeMutablePointer<SIMD4<Float>>, width: Int, height: Int, factor: Int, source: PixelBounds,
        into pixels: UnsafeMutablePointer<UInt32>, stride: Int, target: PixelBounds
    ) {
        let inverse = 1 / Float(factor)
        let columns = target.width
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: width * height + width + 2 * columns) { scratch in
            let packed = scratch.baseAddress!, line = packed + width * height
            let columnIndex = line + width, columnWeight = columnIndex + columns
            // unchecked: `packed` holds the `width * height` cells of `grid`, and `pack` converts
            // without a range check; this loop and the two per row below are the write-back of
            // every blurred pixel, measured by vitrine-bench raster (d), and run in lanes unchecked.
            let cells = width * height
            var cell = 0
            while cell < cells {
                packed[cell] = pack(grid[cell])
                cell &+= 1
            }
            for i in 0..<columns {
                let (index, weight) = sampleWeight((Float(target.minX + i - source.minX) + 0.5) * inverse - 0.5, limit: width)
                columnIndex[i] = UInt32(index)
                columnWeight[i] = weight
            }
            for y in target.minY..<target.maxY {
                // Blend the two nearest grid rows once, then interpolate along the row.
                let (y0, wy) = sampleWeight((Float(y - source.minY) + 0.5) * inverse - 0.5, limit: height)
                let row0 = packed + y0 * width, row1 = packed + min(y0 + 1, height - 1) * width
                // unchecked: `line` holds `width` pixels and every column index is below `width`.
                var x = 0
                while x < width {
                    line[x] = lerp(row0[x], row1[x], wy)
                    x &+= 1
                }
                let out = pixels + y * stride + target.minX
                var i = 0
                while i < columns {
                    let x0 = Int(columnIndex[i])
                    out[i] = lerp(line[x0], line[min(x0 &+ 1, width &- 1)], columnWeight[i])
                    i &+= 1
                }
            }
        }
    }

    /// ``upsample(_:width:height:factor:source:into:stride:target:)`` through weights (one byte a
    /// pixel of the canvas, at `origin[y * stride + x]`): each pixel becomes what compositing it back
    /// through the inverted weight over the blurred pixel gives; pixels of weight 0 are untouched.
    ///
    /// Each grid row is packed and interpolated across to full width once, and kept while the rows
    /// it serves are written, so a canvas row is one straight blend of two such rows: the loop
    /// vectorizes. (Across first, then down, rounds differently from the unmasked path's down, then
    /// across, by at most a level.)
    ///
    /// Unchecked: like the unmasked write-back, through pointers: column indices come from
    /// `sampleWeight`, clamped below `width`, and `target` lies inside the canvas and the weights.
    /// This is liquid glass's frosted backdrop, measured by vitrine-bench glass.
    static func upsample(
        _ grid: UnsafeMutablePointer<SIMD4<Float>>, width: Int, height: Int, factor: Int, source: PixelBounds,
        into pixels: UnsafeMutablePointer<UInt32>, stride: Int, target: PixelBounds,
        weights: (origin: UnsafePointer<UInt8>, stride: Int)
    ) {
        let inverse = 1 / Float(factor)
        let columns = target.width
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: width * height + 5 * columns) { scratch in
            let packed = scratch.baseAddress!
            let columnIndex = packed + width * height, columnWeight = columnIndex + columns, columnNext = columnWeight + columns
            var upper = columnNext + columns, lower = upper + columns
            var upperRow = -1, lowerRow = -1
            for i in 0..<columns {
                let (index, weight) = sampleWeight((Float(target.minX + i - source.minX) + 0.5) * inverse - 0.5, limit: width)
                columnIndex[i] = UInt32(index)
                columnNext[i] = UInt32(min(index + 1, width - 1))
                columnWeight[i] = weight
            }
            // At a 4× reduction, away from the grid's ends, canvas column 4m + r − offset falls
            // between cells m − 1 and m (r = 0, 1) or m and m + 1 (r = 2, 3), at fixed weights: the
            // same lerps as the tables give, four at a time without looking anything up.
            let offset = target.minX - source.minX
            var steady = 0..<0
            if factor == 4 {
                let first = max(1, (offset + 3) / 4), end = min(width - 1, (columns + offset) / 4)
                if first < end { steady = first..<end }
            }
            let steadyStart = steady.isEmpty ? columns : 4 * steady.lowerBound - offset
            let steadyEnd = steady.isEmpty ? columns : 4 * steady.upperBound - offset
            // Grid rows are packed as they are first needed, which is once.
            func across(_ gridRow: Int, into line: UnsafeMutablePointer<UInt32>) {
                let row = packed + gridRow * width
                let samples = grid + gridRow * width
                for x in 0..<width { row[x] = packRounded(samples[x]) }
                for i in 0..<steadyStart {
                    line[i] = lerp(row[Int(columnIndex[i])], row[Int(columnNext[i])], columnWeight[i])
                }
                for m in steady {
                    let a = row[m - 1], b = row[m], c = row[m + 1]
                    let out = line + 4 * m - offset
                    out[0] = lerp(a, b, 160)
                    out[1] = lerp(a, b, 224)
                    out[2] = lerp(b, c, 32)
                    out[3] = lerp(b, c, 96)
                }
                for i in steadyEnd..<columns {
                    line[i] = lerp(row[Int(columnIndex[i])], row[Int(columnNext[i])], columnWeight[i])
                }
            }
            for y in target.minY..<target.maxY {
                let weightRow = weights.origin + y * weights.stride + target.minX
                // Columns the weights leave untouched at either end of the row are skipped.
                var first = 0, last = columns
                while first < last, weightRow[first] == 0 { first += 1 }
                while last > first, weightRow[last - 1] == 0 { last -= 1 }
                if first == last { continue }
                let (y0, wy) = sampleWeight((Float(y - source.minY) + 0.5) * inverse - 0.5, limit: height)
                let y1 = min(y0 + 1, height - 1)
                if upperRow != y0 {
                    if lowerRow == y0 {
                        swap(&upper, &lower)
                        (upperRow, lowerRow) = (y0, upperRow)
                    } else {
                        across(y0, into: upper)
                        upperRow = y0
                    }
                }
                if lowerRow != y1 {
                    across(y1, into: lower)
                    lowerRow = y1
                }
                let out = pixels + y * stride + target.minX
                for i in first..<last {
                    let blurred = lerp(upper[i], lower[i], wy)
                    let weight = UInt32(weightRow[i])
                    let before = out[i]
                    let kept = PixelMath.scale(before, by: 255 &- weight)
                    let mixed = kept &+ PixelMath.scale(blurred, by: 255 &- (kept >> 24))
                    out[i] = weight == 0 ? before : mixed
                }
            }
        }
    }

    /// The grid cell at or before a fractional position, and the weight (0...256) of the next one.
    @inline(__always)
    static func sampleWeight(_ position: Float, limit: Int) -> (Int, UInt32) {
        let index = min(max(Int(position.rounded(.down)), 0), limit - 1)
        let fraction = min(max(position - Float(index), 0), 1)
        return (index, UInt32(fraction * 256 + 0.5))
    }

    /// `a` + (`b` − `a`) × `weight` / 256, two channels per multiply. Unchecked: a byte times at
    /// most 256 fits each 16-bit half, so nothing wraps; it runs per pixel of every write-back.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ weight: UInt32) -> UInt32 {
        let keep = 256 &- weight
        let blueRed = (((a & 0x00FF_00FF) &* keep &+ (b & 0x00FF_00FF) &* weight) >> 8) & 0x00FF_00FF
        let greenAlpha = (((a >> 8) & 0x00FF_00FF) &* keep &+ ((b >> 8) & 0x00FF_00FF) &* weight) & 0xFF00_FF00
        return blueRed | greenAlpha
    }

    /// ``pack(_:)`` in a form loops vectorize: no conversion that could trap (adding 2²³ leaves the
    /// integer in the low mantissa bits), rounding ties to even rather than up.
    @inline(__always)
    static func packRounded(_ value: SIMD4<Float>) -> UInt32 {
        func byte(_ channel: Float) -> UInt32 { (min(max(channel, 0), 255) + 8_388_608).bitPattern & 0xFF }
        let a = byte(value.w)
        return a << 24 | min(byte(value.z), a) << 16 | min(byte(value.y), a) << 8 | min(byte(value.x), a)
    }

    /// Rounds back to a premultiplied pixel, keeping each colour channel within alpha.
    ///
    /// Unchecked: each channel converts through ``PixelMath/truncatedByte(_:)`` after clamping,
    /// so the write-back loop has no range check to stop it running in lanes.
    @inline(__always)
    static func pack(_ value: SIMD4<Float>) -> UInt32 {
        func byte(_ channel: Float) -> UInt32 { PixelMath.truncatedByte(min(max(channel + 0.5, 0), 255)) }
        let a = byte(value.w)
        return a << 24 | min(byte(value.z), a) << 16 | min(byte(value.y), a) << 8 | min(byte(value.x), a)
    }
}
