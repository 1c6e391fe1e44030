import CRasterSupport
import Geometry

/// Analytic rasterizer for axis-aligned rectangles with circular corners: plain rectangles,
/// rounded rectangles with one radius or four, capsules and circles (which it hands to
/// `CircleScanner`, with the same coverage).
///
/// Each row is split into a left edge band, a solid interior and a right edge band. The bands are
/// found analytically from where the corner arcs cross the row, so only pixels the outline really
/// passes through are evaluated one by one; the interior goes to the sink as one span. Straight
/// edges get exact area coverage (the overlap of the pixel and the box); corner pixels use the
/// signed distance to the arc, `clamp(0.5 - d, 0, 1)`, whose error against the true area is a few
/// hundredths; corners tighter than 1.5 px go to the exact path scanner instead (see
/// `Shape.analyticScanner(under:)`).
struct RoundedRectScanner {
    let minX: Float, minY: Float, maxX: Float, maxY: Float
    /// Radii of the top-left, top-right, bottom-right and bottom-left corners, in pixels.
    let topLeft: Float, topRight: Float, bottomRight: Float, bottomLeft: Float
    /// False for a rectangle with a non-finite coordinate, which draws nothing.
    let isFinite: Bool

    /// A shape in pixel space; radii are clamped so that no corner is larger than half the shorter
    /// side (a capsule is the largest).
    init(rect: Rect, radii: CornerRadii) {
        // Coordinates beyond ±2^24 pixels are all off every canvas; clamping them keeps every later
        // float-to-integer conversion in range.
        func clampCoordinate(_ v: Double) -> Float { Float(min(max(v, -16_777_216), 16_777_216)) }
        isFinite = rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
        minX = clampCoordinate(rect.minX)
        minY = clampCoordinate(rect.minY)
        maxX = clampCoordinate(rect.maxX)
        maxY = clampCoordinate(rect.maxY)
        let limit = min(maxX - minX, maxY - minY) / 2
        func clamp(_ r: Double) -> Float { r.isFinite ? min(max(Float(min(r, 1e30)), 0), limit) : 0 }
        topLeft = clamp(radii.topLeft)
        topRight = clamp(radii.topRight)
        bottomRight = clamp(radii.bottomRight)
        bottomLeft = clamp(radii.bottomLeft)
    }

    /// Every pixel the shape may cover. Each row's coverage comes from the outline alone, not from
    /// the rows around it, so any band of rows draws as it does within the whole.
    var coveredPixels: PixelBounds {
        guard isFinite, maxX > minX, maxY > minY else { return PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0) }
        return PixelBounds(covering: Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX), height: Double(maxY - minY)))
    }

    func fill<Sink: SpanSink>(into sink: inout Sink) {
        guard isFinite, maxX > minX, maxY > minY else { return }
        // A circle has edge pixels on every row; its own scanner shades them in lanes.
        if let circle = CircleScanner(self) {
            circle.fill(into: &sink)
            return
        }
        let area = PixelBounds(covering: Rect(
            x: Double(minX), y: Double(minY), width: Double(maxX - minX), height: Double(maxY - minY)))
            .intersection(sink.bounds)
        guard !area.isEmpty else { return }
        let midX = (minX + maxX) / 2, midY = (minY + maxY) / 2
        let prefetchStart = max(Int(minX.rounded(.down)), area.minX), prefetchEnd = min(Int(maxX.rounded(.up)), area.maxX)
        // Rows between the corners are all alike: one edge pixel each side around a solid run.
        let straightTop = minY + max(topLeft, topRight), straightBottom = maxY - max(bottomLeft, bottomRight)
        let leftPixel = Int(minX.rounded(.down)), rightPixel = Int(maxX.rounded(.up)) - 1
        let leftCoverage = PixelMath.byte(min(Float(leftPixel + 1), maxX) - minX)
        let rightCoverage = PixelMath.byte(maxX - Float(rightPixel))
        let straightRun = (start: min(max(leftPixel + 1, area.minX), area.maxX), end: max(min(rightPixel, area.maxX), area.minX))
        let drawsLeftPixel = leftPixel >= area.minX && leftPixel < area.maxX
        let drawsRightPixel = rightPixel >= area.minX && rightPixel < area.maxX && rightPixel > leftPixel
        sink.prefetch(y: area.minY, from: prefetchStart, to: prefetchEnd)
        sink.prefetch(y: area.minY + 1, from: prefetchStart, to: prefetchEnd)
        // Narrow shapes shade whole rows in one branch-free pass that the compiler vectorizes; wide
        // ones shade only their edge bands and fill the rest as one solid run.
        let narrow = prefetchEnd - prefetchStart <= Self.narrowWidth
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefetchEnd - prefetchStart) { scratch in
        let buffer = scratch.baseAddress!
        let narrowCount = prefetchEnd - prefetchStart
        // unchecked: `row` counts from `area.minY` up to `area.maxY` with `&+=` (pixel bounds, far
        // from overflow, so `row + 2` and the edge pixels `± 1` cannot wrap either), and the outline's
        // x positions convert with `vitrine_truncate`: they are finite and within ±2²⁵ (clamped
        // coordinates, radii at most half the size) and are clamped into `area` before any use. This
        // loop is every rounded rectangle's rows, measured by vitrine-bench raster (a), (a2).
        // The rows between the corners, found once: each is an edge pixel either side of a solid
        // run, so a tall bar's body costs three blends a row and no arithmetic.
        let straightFirst = min(max(Int(vitrine_truncate(max(straightTop, minY).rounded(.up))), area.minY), area.maxY)
        let straightEnd = max(min(Int(vitrine_truncate(min(straightBottom, maxY).rounded(.down))), area.maxY), straightFirst)
        var row = area.minY
        while row < area.maxY {
            if row == straightFirst && straightFirst < straightEnd {
                while row < straightEnd {
                    sink.prefetch(y: row &+ 2, from: prefetchStart, to: prefetchEnd)
                    if drawsLeftPixel { sink.span(y: row, from: leftPixel, to: leftPixel &+ 1, coverage: leftCoverage) }
                    sink.span(y: row, from: straightRun.start, to: straightRun.end, coverage: 255)
                    if drawsRightPixel { sink.span(y: row, from: rightPixel, to: rightPixel &+ 1, coverage: rightCoverage) }
                    row &+= 1
                }
                continue
            }
            defer { row &+= 1 }
            sink.prefetch(y: row &+ 2, from: prefetchStart, to: prefetchEnd)
            let top = Float(row), bottom = top + 1, centerY = top + 0.5
            if top >= straightTop && bottom <= straightBottom && top >= minY && bottom <= maxY {
                if drawsLeftPixel { sink.span(y: row, from: leftPixel, to: leftPixel &+ 1, coverage: leftCoverage) }
                sink.span(y: row, from: straightRun.start, to: straightRun.end, coverage: 255)
                if drawsRightPixel { sink.span(y: row, from: rightPixel, to: rightPixel &+ 1, coverage: rightCoverage) }
                continue
            }
            if narrow {
                shadeRow(row, from: prefetchStart, to: prefetchEnd, into: buffer)
                sink.coverageRun(y: row, from: prefetchStart, coverage: buffer, count: narrowCount)
                continue
            }
            let upper = centerY < midY
            let left = Side(radius: upper ? topLeft : bottomLeft, edge: minX, direction: 1,
                            minY: minY, maxY: maxY, upper: upper, top: top, bottom: bottom)
            // Equal corners on both sides (every circle, capsule and evenly rounded card) mirror
            // the left side's arithmetic instead of repeating its square roots.
            let right = (upper ? topRight == topLeft : bottomRight == bottomLeft)
                ? left.mirrored(about: midX)
                : Side(radius: upper ? topRight : bottomRight, edge: maxX, direction: -1,
                       minY: minY, maxY: maxY, upper: upper, top: top, bottom: bottom)
            // Pixels left of `outer` are empty; pixels right of `inner` are full.
            let leftStart = max(Int(vitrine_truncate(left.outer.rounded(.down))), area.minX)
            let rightEnd = min(Int(vitrine_truncate(right.outer.rounded(.up))), area.maxX)
            if leftStart >= rightEnd { continue }
            if top < minY || bottom > maxY {
                // The top or bottom row: the outline runs along it, so every pixel is an edge pixel.
                shadeRow(row, from: leftStart, to: rightEnd, into: buffer)
                sink.coverageRun(y: row, from: leftStart, coverage: buffer, count: rightEnd &- leftStart)
                continue
            }
            let leftEnd = min(max(Int(vitrine_truncate(left.inner.rounded(.up))), area.minX), area.maxX)
            let rightStart = max(min(Int(vitrine_truncate(right.inner.rounded(.down))), area.maxX), area.minX)
            if leftEnd >= rightStart {
                // Narrower than its edge bands (a sliver, or the tip of a circle).
                shadeRow(row, from: leftStart, to: rightEnd, into: buffer)
                sink.coverageRun(y: row, from: leftStart, coverage: buffer, count: rightEnd &- leftStart)
                continue
            }
            edgeBand(left, row: row, from: leftStart, to: leftEnd, scratch: buffer, into: &sink)
            sink.span(y: row, from: leftEnd, to: rightStart, coverage: 255)
            edgeBand(right, row: row, from: rightStart, to: rightEnd, scratch: buffer, into: &sink)
        }
        }
    }

    /// Shades one edge band: pixel by pixel when it is a few pixels wide, through the vectorized
    /// row shader when it is wide (the flat top of a large corner).
    @inline(__always)
    private func edgeBand<Sink: SpanSink>(
        _ side: Side, row: Int, from: Int, to: Int, scratch: UnsafeMutablePointer<UInt8>, into sink: inout Sink
    ) {
        if to &- from >= 4 {
            shadeRow(row, from: from, to: to, into: scratch)
            sink.coverageRun(y: row, from: from, coverage: scratch, count: to &- from)
            return
        }
        // unchecked: `x` counts from `from` up to `to` (at most four pixels); this loop is every
        // corner's edge, measured by vitrine-bench raster (a).
        var x = from
        while x < to {
            let c = side.coverage(x: Float(x) + 0.5, minX: minX, maxX: maxX, vertical: 1)
            if c > 0 { sink.span(y: row, from: x, to: x &+ 1, coverage: c) }
            x &+= 1
        }
    }

    /// Widest shape, in pixels, whose rows are shaded whole.
    static let narrowWidth = 64

    /// Coverage of pixels `from..<to` on one row, both corners and the box in one formula: each
    /// corner can only lower the box's coverage, and only beyond its circle's centre. The loop has
    /// no branches, converts only 32-bit integers and takes its root from `vitrine_sqrt`, so it
    /// runs eight pixels per instruction.
    @inline(__always)
    private func shadeRow(_ row: Int, from: Int, to: Int, into output: UnsafeMutablePointer<UInt8>) {
        let y = Float(row) + 0.5
        let vertical = min(max(min(y + 0.5, maxY) - max(y - 0.5, minY), 0), 1)
        let upper = y < (minY + maxY) / 2
        // A side with no corner on this row gets a centre so far out that it never cuts.
        func corner(_ r: Float, _ edge: Float, _ direction: Float) -> (radius: Float, centerX: Float, distanceYSquared: Float) {
            let centerY = upper ? minY + r : maxY - r
            let inside = r > 0 && (upper ? y < centerY : y > centerY)
            return inside ? (r, edge + direction * r, (y - centerY) * (y - centerY)) : (0, -direction * 1e30, 0)
        }
        let left = corner(upper ? topLeft : bottomLeft, minX, 1)
        let right = corner(upper ? topRight : bottomRight, maxX, -1)
        let minX = self.minX, maxX = self.maxX
        let leftCenter = left.centerX, leftRadius = left.radius + 0.5, leftDistance = left.distanceYSquared
        let rightCenter = right.centerX, rightRadius = right.radius + 0.5, rightDistance = right.distanceYSquared
        let start = Int32(truncatingIfNeeded: from)
        let count = Int32(truncatingIfNeeded: to - from)
        // unchecked: `i` counts up to `count` with `&+=` (a `for` over an `Int32` range checks each
        // index), the byte is converted without a range check (`value` is clamped to 0...1 below)
        // and `output` holds `to - from` bytes; this loop shades every row of a narrow shape, most
        // of vitrine-bench raster (a2), and only runs eight pixels at a time unchecked.
        var i: Int32 = 0
        while i < count {
            let x = Float(start &+ i) + 0.5
            let box = min(max(min(x + 0.5, maxX) - max(x - 0.5, minX), 0), 1) * vertical
            let leftReach = leftCenter - x
            let leftCut = leftRadius - vitrine_sqrt(leftReach * leftReach + leftDistance)
            let rightReach = x - rightCenter
            let rightCut = rightRadius - vitrine_sqrt(rightReach * rightReach + rightDistance)
            var value = leftReach > 0 ? min(box, leftCut) : box
            value = rightReach > 0 ? min(value, rightCut) : value
            output[Int(i)] = UInt8(truncatingIfNeeded: PixelMath.truncatedByte(min(max(value, 0), 1) * 255 + 0.5))
            i &+= 1
        }
    }

    /// One side (left or right) of the shape as seen by one row: the corner circle the row passes
    /// through, if any, and where the outline lies within the row.
    struct Side {
        /// Radius of the corner this row passes through, or 0 on the straight part.
        let radius: Float
        /// The corner circle's centre x, and the squared vertical distance from it to the row centre.
        let centerX: Float
        let distanceYSquared: Float
        /// +1 for the left side (outside is toward smaller x), -1 for the right.
        let direction: Float
        /// The outline's extreme x positions within the row: farthest out and farthest in.
        let outer: Float
        let inner: Float

        @inline(__always)
        init(radius r: Float, edge: Float, direction: Float, minY: Float, maxY: Float, upper: Bool, top: Float, bottom: Float) {
            self.direction = direction
            let centerY = upper ? minY + r : maxY - r
            let rowCenter = top + 0.5
            let inCorner = r > 0 && (upper ? rowCenter < centerY : rowCenter > centerY)
            let cornerCenterX = edge + direction * r
            guard inCorner || (r > 0 && (upper ? top < centerY : bottom > centerY)) else {
                radius = 0
                centerX = edge
                distanceYSquared = 0
                outer = edge
                inner = edge
                return
            }
            // Vertical distances from the circle's centre to the row's near and far edges.
            let near = upper ? centerY - bottom : top - centerY
            let far = upper ? centerY - top : bottom - centerY
            inner = cornerCenterX - direction * Self.chord(r, far)
            outer = near > 0 ? cornerCenterX - direction * Self.chord(r, near) : edge
            radius = inCorner ? r : 0
            centerX = inCorner ? cornerCenterX : edge
            distanceYSquared = inCorner ? (rowCenter - centerY) * (rowCenter - centerY) : 0
        }

        private init(radius: Float, centerX: Float, distanceYSquared: Float, direction: Float, outer: Float, inner: Float) {
            self.radius = radius
            self.centerX = centerX
            self.distanceYSquared = distanceYSquared
            self.direction = direction
            self.outer = outer
            self.inner = inner
        }

        /// The same corner on the far side of a shape symmetric about the vertical line `middle`.
        @inline(__always)
        func mirrored(about middle: Float) -> Side {
            Side(radius: radius, centerX: 2 * middle - centerX, distanceYSquared: distanceYSquared,
                 direction: -direction, outer: 2 * middle - outer, inner: 2 * middle - inner)
        }

        /// Half-width of a circle of radius `r` at distance `dy` from its centre.
        @inline(__always)
        static func chord(_ r: Float, _ dy: Float) -> Float {
            let clamped = min(max(dy, 0), r)
            return vitrine_sqrt(r * r - clamped * clamped)
        }

        /// Coverage of the pixel centred at `x`, as a byte. Straight edges take the exact overlap of
        /// pixel and box; inside the corner the circle's distance ramp cuts that overlap down.
        @inline(__always)
        func coverage(x: Float, minX: Float, maxX: Float, vertical: Float) -> UInt32 {
            let horizontal = min(max(min(x + 0.5, maxX) - max(x - 0.5, minX), 0), 1)
            var value = horizontal * vertical
            let u = (centerX - x) * direction
            if radius > 0 && u > 0 {
                let distance = vitrine_sqrt(u * u + distanceYSquared) - radius
                value = min(0.5 - distance, value)
            }
            return PixelMath.byte(value)
        }
    }
}
