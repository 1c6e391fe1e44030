import CRasterSupport
import Geometry

/// Analytic rasterizer for circles, the rounded rectangle whose four corners meet.
///
/// Coverage is the one `RoundedRectScanner` gives a circle, `clamp(r + 0.5 - distance, 0, 1)`
/// capped by the pixel's overlap with the bounding box, so a circle looks the same whichever
/// scanner draws it. What differs is how a row is walked: a circle has no straight sides, so
/// every row has edge pixels on both ends, and shading those pixels one at a time was most of
/// the cost of drawing many small circles. Here each row's edge pixels are shaded in blocks of
/// eight (`CircleScanner.block`) by one branch-free loop the compiler turns into eight-lane
/// instructions, and only the solid middle goes to the sink as a span.
struct CircleScanner {
    let centerX: Float, centerY: Float, radius: Float
    /// The bounding box, whose overlap with a pixel caps coverage on the first and last rows.
    let minX: Float, minY: Float, maxX: Float, maxY: Float

    /// Pixels shaded per block: eight lanes of 32-bit floats fill one AVX2 register.
    static let block = 8

    /// The circle a rounded-rectangle scanner describes, when it describes one: a square whose
    /// corner radii all reach half its side. Float rounding of the box and of the radius clamp
    /// leave differences of a few units in the last place, well under a coverage level.
    init?(_ shape: RoundedRectScanner) {
        let width = shape.maxX - shape.minX, height = shape.maxY - shape.minY
        let tolerance = 1e-3 + 1e-6 * max(width, height)
        let half = min(width, height) / 2
        guard abs(width - height) <= tolerance,
            shape.topLeft >= half - tolerance, shape.topRight >= half - tolerance,
            shape.bottomRight >= half - tolerance, shape.bottomLeft >= half - tolerance
        else { return nil }
        centerX = (shape.minX + shape.maxX) / 2
        centerY = (shape.minY + shape.maxY) / 2
        radius = shape.topLeft
        minX = shape.minX
        minY = shape.minY
        maxX = shape.maxX
        maxY = shape.maxY
    }

    func fill<Sink: SpanSink>(into sink: inout Sink) {
        let area = PixelBounds(covering: Rect(
            x: Double(minX), y: Double(minY), width: Double(maxX - minX), height: Double(maxY - minY)))
            .intersection(sink.bounds)
        guard !area.isEmpty else { return }
        let outerRadius = radius + 0.5, innerRadius = radius - 0.5
        let prefetchStart = area.minX, prefetchEnd = area.maxX
        sink.prefetch(y: area.minY, from: prefetchStart, to: prefetchEnd)
        sink.prefetch(y: area.minY + 1, from: prefetchStart, to: prefetchEnd)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.block) { scratch in
            let coverage = scratch.baseAddress!
            // unchecked: `row` counts from `area.minY` up to `area.maxY` with `&+=` (pixel bounds,
            // far from overflow, as is `row + 2`); this runs per row of every circle, measured by
            // vitrine-bench raster (c).
            var row = area.minY
            while row < area.maxY {
                defer { row &+= 1 }
                sink.prefetch(y: row &+ 2, from: prefetchStart, to: prefetchEnd)
                let y = Float(row) + 0.5
                let dy = y - centerY
                let distanceYSquared = dy * dy
                let outerSquared = outerRadius * outerRadius - distanceYSquared
                guard outerSquared > 0 else { continue }
                let vertical = min(max(min(y + 0.5, maxY) - max(y - 0.5, minY), 0), 1)
                let row = Row(y: row, distanceYSquared: distanceYSquared, vertical: vertical)
                // A pixel can be touched when its centre lies within `outer` of the centre line;
                // rounding outward by half a pixel more than needed absorbs float error.
                let outer = vitrine_sqrt(outerSquared)
                let start = PixelMath.floorClamped(centerX - outer, area.minX, area.maxX)
                let end = PixelMath.ceilClamped(centerX + outer, area.minX, area.maxX)
                if start >= end { continue }
                // A pixel is full when its centre lies within `r - 0.5` of the centre (and the row
                // is whole); rounding inward by half a pixel more than needed absorbs float error.
                let innerSquared = innerRadius * innerRadius - distanceYSquared
                let inner = vitrine_sqrt(max(innerSquared, 0))
                let fullStart = PixelMath.ceilClamped(centerX - inner, start, end)
                let fullEnd = PixelMath.floorClamped(centerX + inner, start, end)
                if vertical < 1 || innerSquared <= 0 || fullEnd <= fullStart {
                    shade(row, from: start, to: end, scratch: coverage, into: &sink)
                    continue
                }
                // Whole blocks from each end; the blocks may reach into the solid middle, which
                // shades to full coverage, so the blocks line up and no lane is wasted.
                // unchecked: every term lies within the row's clipped `start..<end`, so nothing can
                // overflow; this runs per row of every circle, measured by vitrine-bench raster (c).
                let block = Self.block
                let leftEnd = min(start &+ (fullStart &- start &+ block &- 1) / block &* block, fullEnd)
                let rightStart = max(end &- (end &- fullEnd &+ block &- 1) / block &* block, leftEnd)
                shade(row, from: start, to: leftEnd, scratch: coverage, into: &sink)
                sink.span(y: row.y, from: leftEnd, to: rightStart, coverage: 255)
                shade(row, from: rightStart, to: end, scratch: coverage, into: &sink)
            }
        }
    }

    /// What every pixel of one row shares.
    struct Row {
        let y: Int
        let distanceYSquared: Float
        /// The row's overlap with the bounding box, 1 except on the first and last rows.
        let vertical: Float
    }

    /// Shades pixels `from..<to` of a row in blocks. A block must lie inside the sink's bounds, so
    /// near the right bound the last one starts earlier and its lanes before `from` are zeroed
    /// (zero coverage leaves a pixel as it was). Bounds narrower than a block shade their few
    /// pixels at once, in `scratch`, which holds a block.
    @inline(__always)
    private func shade<Sink: SpanSink>(
        _ row: Row, from: Int, to: Int, scratch: UnsafeMutablePointer<UInt8>, into sink: inout Sink
    ) {
        guard from < to else { return }
        let block = Self.block
        // unchecked: pixel bounds are far from overflow, and `from < to`.
        let lastBlockStart = sink.bounds.maxX &- block
        guard lastBlockStart >= sink.bounds.minX else {
            shadeBlock(row, at: from, from: from, to: to, into: scratch, count: to &- from)
            sink.coverageRun(y: row.y, from: from, coverage: scratch, count: to &- from)
            return
        }
        var x = from
        while x < to {
            let at = min(x, lastBlockStart)
            // The block's coverage lives in a local of its own, which the compiler can tell
            // apart from the canvas, so the blend needs no overlap check and runs in lanes too.
            // One byte per pixel of a block: eight bytes.
            var lanes: UInt64 = 0
            withUnsafeMutableBytes(of: &lanes) { bytes in
                let coverage = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                shadeBlock(row, at: at, from: x, to: to, into: coverage)
                sink.coverageRun(y: row.y, from: at, coverage: coverage, count: block)
            }
            x = at &+ block   // unchecked: `at` is at most `lastBlockStart`, inside the bounds
        }
    }

    /// Coverage of the block of pixels starting at `at`, zero outside `from..<to`. The loop is
    /// branch-free (selects, not `&&`), converts only 32-bit integers and takes its root from
    /// `vitrine_sqrt`, so with the default count it compiles to one pass of eight lanes.
    @inline(__always)
    private func shadeBlock(
        _ row: Row, at: Int, from: Int, to: Int, into output: UnsafeMutablePointer<UInt8>, count: Int = CircleScanner.block
    ) {
        let centerX = self.centerX, minX = self.minX, maxX = self.maxX
        let outerRadius = radius + 0.5, distanceYSquared = row.distanceYSquared, vertical = row.vertical
        let start = Int32(truncatingIfNeeded: at)
        let lower = Int32(truncatingIfNeeded: from), upper = Int32(truncatingIfNeeded: to)
        let lanes = Int32(truncatingIfNeeded: count)
        // unchecked: `i` counts up to `lanes` with `&+=` (a `for` over an `Int32` range checks each
        // index), the byte is converted without a range check (`value` is clamped to 0...1 below)
        // and `output` holds `count` bytes; this loop is most of vitrine-bench raster (c), and
        // only runs eight pixels at a time unchecked.
        var i: Int32 = 0
        while i < lanes {
            let pixel = start &+ i
            let x = Float(pixel) + 0.5
            let dx = x - centerX
            let ramp = outerRadius - vitrine_sqrt(dx * dx + distanceYSquared)
            let box = min(max(min(x + 0.5, maxX) - max(x - 0.5, minX), 0), 1) * vertical
            var value = min(max(min(ramp, box), 0), 1)
            value = pixel >= lower ? value : 0
            value = pixel < upper ? value : 0
            output[Int(i)] = UInt8(truncatingIfNeeded: PixelMath.truncatedByte(value * 255 + 0.5))
            i &+= 1
        }
    }
}
