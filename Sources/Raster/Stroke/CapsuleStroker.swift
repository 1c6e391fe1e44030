import Geometry

/// Strokes with round caps and round joins as a union of capsules, one per segment.
///
/// Each capsule's coverage is its signed distance turned into a ramp one pixel wide, and the union
/// keeps the largest coverage at each pixel. Round joins then come free, and a line that crosses
/// itself (a noisy price series does, constantly) is blended once. This is the chart line's path:
/// it costs the area of the capsules, not the number of edges.
enum CapsuleStroker {
    /// Writes the stroke's coverage into `mask` (bounds `area`, one byte a pixel) with `max`,
    /// on the rows of `rows` (inside `area`; all of it by default). Each pixel's coverage is its
    /// own distance to the line, so two threads may each take some rows of one mask.
    ///
    /// Unchecked: it reads `points` (an unsafe buffer) below its count, and each capsule clamps
    /// its pixels into `rows` before writing (see `capsule`).
    static func rasterize(
        _ points: UnsafeBufferPointer<Point>, halfWidth: Double, closed: Bool,
        into mask: UnsafeMutablePointer<UInt8>, area: PixelBounds, rows: PixelBounds? = nil
    ) {
        let rows = rows?.intersection(area) ?? area
        guard points.count > 0, halfWidth > 0 else { return }
        if points.count == 1 {
            capsule(points[0], points[0], halfWidth: Float(halfWidth), mask: mask, area: area, rows: rows)
            return
        }
        let h = Float(halfWidth)
        // unchecked: `i` counts from 1 up to `points.count` with `&+=`; one capsule per segment of
        // the chart line, measured by vitrine-bench raster (b100k), (b1m).
        var i = 1
        while i < points.count {
            capsule(points[i &- 1], points[i], halfWidth: h, mask: mask, area: area, rows: rows)
            i &+= 1
        }
        if closed { capsule(points[points.count - 1], points[0], halfWidth: h, mask: mask, area: area, rows: rows) }
    }

    /// A long diagonal segment's box is mostly empty: past this run on both axes (pixels) it is
    /// drawn as collinear pieces whose boxes hug the line. Coverage depends only on the distance
    /// to the segment, and the nearest piece's distance is the segment's, so the pixels come out
    /// the same.
    static let pieceRun: Float = 16

    @inline(__always)
    static func capsule(
        _ a: Point, _ b: Point, halfWidth h: Float, mask: UnsafeMutablePointer<UInt8>, area: PixelBounds, rows: PixelBounds? = nil
    ) {
        let rows = rows ?? area
        let run = min(abs(Float(b.x - a.x)), abs(Float(b.y - a.y)))
        guard run > 2 * pieceRun, run.isFinite else {
            piece(a, b, halfWidth: h, mask: mask, area: area, rows: rows)
            return
        }
        let count = min(Int(run / pieceRun) + 1, 4096)
        var start = a
        for index in 1...count {
            let t = Double(index) / Double(count)
            let end = index == count ? b : Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
            piece(start, end, halfWidth: h, mask: mask, area: area, rows: rows)
            start = end
        }
    }

    @inline(__always)
    private static func piece(
        _ a: Point, _ b: Point, halfWidth h: Float, mask: UnsafeMutablePointer<UInt8>, area: PixelBounds, rows: PixelBounds
    ) {
        let ax = Float(a.x), ay = Float(a.y), bx = Float(b.x), by = Float(b.y)
        let reach = h + 0.5
        let minX = PixelMath.floorClamped(min(ax, bx) - reach, rows.minX, rows.maxX)
        let maxX = PixelMath.ceilClamped(max(ax, bx) + reach, rows.minX, rows.maxX)
        let minY = PixelMath.floorClamped(min(ay, by) - reach, rows.minY, rows.maxY)
        let maxY = PixelMath.ceilClamped(max(ay, by) + reach, rows.minY, rows.maxY)
        guard minX < maxX, minY < maxY else { return }
        let dx = bx - ax, dy = by - ay
        let lengthSquared = dx * dx + dy * dy
        let inverse: Float = lengthSquared > 1e-12 ? 1 / lengthSquared : 0
        let stride = area.maxX &- area.minX
        // unchecked: `row[x]` writes through the mask pointer, inside the mask because both
        // ranges are clamped into `rows` (inside `area`) above, `x` and `y` count up to those clamped ends with
        // `&+=`, and the byte converts without a range check; this loop is the chart line's whole
        // cost, measured by vitrine-bench raster (b100k), (b1m).
        var y = minY
        while y < maxY {
            let py = Float(y) + 0.5 - ay
            let row = mask + ((y &- area.minY) &* stride &- area.minX)
            var x = minX
            while x < maxX {
                let px = Float(x) + 0.5 - ax
                var t = (px * dx + py * dy) * inverse
                t = t < 0 ? 0 : (t > 1 ? 1 : t)
                let ex = px - dx * t, ey = py - dy * t
                let distance = (ex * ex + ey * ey).squareRoot()
                // A line thinner than a pixel covers at most its own width of any pixel.
                let coverage = min(reach - distance, 2 * h)
                if coverage > 0 {
                    let value = UInt8(truncatingIfNeeded: PixelMath.byte(coverage))
                    if row[x] < value { row[x] = value }
                }
                x &+= 1
            }
            y &+= 1
        }
    }
}
