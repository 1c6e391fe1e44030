import CRasterSupport

/// Blends a shader into canvas pixels, through the current clip mask when there is one.
///
/// Everything it holds is a plain value or a borrowed pointer, valid for one draw call, so the hot
/// loops carry no reference counting.
///
/// Unchecked: its loops read and write through those pointers without bounds checks; a rasterizer
/// reports only spans inside `bounds`, which lie inside the canvas and its clip mask (the
/// ``SpanSink`` contract), and gradient indices are clamped to the table's 256 entries. They are
/// the blending cost of every fill, measured by vitrine-bench raster.
struct PaintSink: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let bounds: PixelBounds
    let clipMask: UnsafePointer<UInt8>?
    /// The solid colour, used when `gradient` is nil.
    let color: UInt32
    let gradient: UnsafePointer<UInt32>?
    let gradientDX: Float, gradientDY: Float, gradientOffset: Float

    /// Starts loading a row's pixels into the cache, one request per 64-byte line, so that a shape's
    /// next row is on its way while this one blends.
    @inline(__always)
    func prefetch(y: Int, from: Int, to: Int) {
        guard y < bounds.maxY, from < to else { return }
        // unchecked: a prefetch only hints (a wrong address cannot fault or write), and `from..<to`
        // is a clipped run; this runs per row of every shape, measured by vitrine-bench raster (c).
        let row = pixels + y &* width
        var x = from
        while x < to {
            vitrine_prefetch_for_write(row + x)
            x &+= 16
        }
        vitrine_prefetch_for_write(row + to - 1)
    }

    /// True when the fast solid-colour loops apply.
    var isPlain: Bool { clipMask == nil && gradient == nil }

    @inline(__always)
    mutating func span(y: Int, from: Int, to: Int, coverage: UInt32) {
        guard from < to, coverage > 0 else { return }
        // unchecked: a rasterizer reports only spans inside `bounds` (the ``SpanSink`` contract),
        // which lie inside the canvas; this is the blend of every edge pixel and solid run,
        // measured by vitrine-bench raster (a).
        let row = pixels + y &* width
        if isPlain {
            if to &- from == 1 {
                let source = coverage == 255 ? color : PixelMath.scale(color, by: coverage)
                row[from] = PixelMath.sourceOver(source, row[from])
            } else {
                Self.blendSolid(row: row, from: from, to: to, color: coverage == 255 ? color : PixelMath.scale(color, by: coverage))
            }
            return
        }
        for x in from..<to {
            blendPixel(row: row, x: x, y: y, coverage: coverage)
        }
    }

    @inline(__always)
    mutating func coverageRun(y: Int, from: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        // unchecked: the run lies inside `bounds` (the ``SpanSink`` contract) and `i` counts up to
        // `count` with `&+=`; this blends every shaded row of a narrow shape and every wide edge
        // band, measured by vitrine-bench raster (a), (a2), (c).
        let row = pixels + y &* width
        if isPlain {
            let line = row + from
            var i = 0
            while i < count {
                let source = PixelMath.scale(color, by: UInt32(coverage[i]))
                line[i] = source &+ PixelMath.scale(line[i], by: 255 &- (source >> 24))
                i &+= 1
            }
            return
        }
        for i in 0..<count where coverage[i] > 0 {
            blendPixel(row: row, x: from + i, y: y, coverage: UInt32(coverage[i]))
        }
    }

    /// The general case: gradient colour, clip mask, or both.
    @inline(__always)
    private func blendPixel(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: UInt32) {
        var c = coverage
        if let clipMask {
            c = PixelMath.multiply(c, UInt32(clipMask[y &* width &+ x]))
            if c == 0 { return }
        }
        var source = color
        if let gradient {
            let t = Float(x) * gradientDX + Float(y) * gradientDY + gradientOffset
            // Written so that NaN lands on the first entry instead of trapping.
            source = gradient[t >= 0 ? (t <= 255 ? Int(t) : 255) : 0]
        }
        if c != 255 { source = PixelMath.scale(source, by: c) }
        row[x] = PixelMath.sourceOver(source, row[x])
    }

    /// The hot loop of most frames: one premultiplied colour over a run of pixels.
    ///
    /// Eight pixels travel as sixteen 16-bit lanes: the low byte of each lane is one channel, so
    /// `lane & 0xFF` holds blue and red and `lane >> 8` green and alpha, and every product of two
    /// bytes fits its lane. That keeps the multiplies 16 bits wide, twice as many per instruction.
    @inline(__always)
    static func blendSolid(row: UnsafeMutablePointer<UInt32>, from: Int, to: Int, color: UInt32) {
        let alpha = color >> 24
        if alpha == 255 {
            (row + from).update(repeating: color, count: to - from)
            return
        }
        if color == 0 { return }
        let inverse = 255 &- alpha
        var x = from
        typealias Lanes = SIMD16<UInt16>
        let inverseLanes = Lanes(repeating: UInt16(inverse))
        let colorLanes = unsafeBitCast(SIMD8<UInt32>(repeating: color), to: Lanes.self)
        let low = Lanes(repeating: 0x00FF), rounding = Lanes(repeating: 0x80)
        // unchecked: `from..<to` is a span inside the canvas row (the ``SpanSink`` contract), so
        // the loads and stores stay in the row and `x + 8` cannot overflow; the lanes wrap by
        // design (each product of two bytes fits its 16-bit lane). This loop is the fill of every
        // solid run, measured by vitrine-bench raster (a).
        while x &+ 8 <= to {
            let address = UnsafeMutableRawPointer(row + x)
            let value = address.loadUnaligned(as: Lanes.self)
            var blueRed = (value & low) &* inverseLanes &+ rounding
            blueRed = (blueRed &+ (blueRed &>> 8)) &>> 8
            var greenAlpha = (value &>> 8) &* inverseLanes &+ rounding
            greenAlpha = (greenAlpha &+ (greenAlpha &>> 8)) & ~low
            address.storeBytes(of: (blueRed | greenAlpha) &+ colorLanes, as: Lanes.self)
            x &+= 8
        }
        if x &+ 4 <= to {
            // Four more pixels in half-width lanes, so at most three go one by one.
            typealias HalfLanes = SIMD8<UInt16>
            let address = UnsafeMutableRawPointer(row + x)
            let value = address.loadUnaligned(as: HalfLanes.self)
            let inverseHalf = HalfLanes(repeating: UInt16(inverse))
            let lowHalf = HalfLanes(repeating: 0x00FF), roundingHalf = HalfLanes(repeating: 0x80)
            var blueRed = (value & lowHalf) &* inverseHalf &+ roundingHalf
            blueRed = (blueRed &+ (blueRed &>> 8)) &>> 8
            var greenAlpha = (value &>> 8) &* inverseHalf &+ roundingHalf
            greenAlpha = (greenAlpha &+ (greenAlpha &>> 8)) & ~lowHalf
            let colorHalf = unsafeBitCast(SIMD4<UInt32>(repeating: color), to: HalfLanes.self)
            address.storeBytes(of: (blueRed | greenAlpha) &+ colorHalf, as: HalfLanes.self)
            x &+= 4
        }
        while x < to {
            row[x] = color &+ PixelMath.scale(row[x], by: inverse)
            x &+= 1
        }
    }
}
