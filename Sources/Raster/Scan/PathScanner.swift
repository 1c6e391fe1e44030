/// Exact-area scan conversion of polygons, in the style of font-rs and Blend2D.
///
/// Each edge adds its signed area to a dense buffer of cells, one per pixel over the path's
/// bounds; a running sum along each row then gives the winding-weighted coverage of every pixel.
/// The cost is proportional to the length of the edges plus the area of the bounds, and the result
/// is the analytic area coverage, so a shape half a pixel off the grid looks half-covered rather
/// than stair-stepped. Runs of cells that no edge touched have one coverage and go to the sink as a
/// single span, which is how interiors fill at memset speed.
///
/// Unchecked: the cells are a scratch allocation read and written through a pointer; every edge
/// is clamped into the area first (x into `0...width`, rows into `0..<height`, with one spare cell
/// a row for the right edge), so the accumulation and the row sweeps stay inside. These loops are
/// the cost of every path fill (tight corners of vitrine-bench raster (a), polygon strokes).
///
/// A fill may be drawn in bands of rows (on both cores): given the `frame` it is drawn in whole,
/// every row comes out as it does when the whole frame is drawn at once, whatever rows the sink's
/// bounds hold. Edges are walked from the frame's top; only the sink's rows are written.
enum PathScanner {
    static func fill<Sink: SpanSink>(_ contours: Contours, rule: FillRule, within frame: PixelBounds? = nil, into sink: inout Sink) {
        guard !contours.contours.isEmpty, contours.isFinite else { return }
        // The rows the edges are walked over (as if drawn whole), and those written here.
        let walked = PixelBounds(covering: contours.bounds).intersection(frame ?? sink.bounds)
        let area = walked.intersection(sink.bounds)
        guard !area.isEmpty else { return }
        let stride = area.width + 2
        let cellCount = stride * area.height
        let firstRow = area.minY - walked.minY, endRow = area.maxY - walked.minY
        withUnsafeTemporaryAllocation(of: Float.self, capacity: cellCount) { cells in
            let base = cells.baseAddress!
            base.initialize(repeating: 0, count: cellCount)
            let originX = Double(area.minX), originY = Double(walked.minY)
            let rows = (first: firstRow, end: endRow)
            contours.points.withUnsafeBufferPointer { points in
                for contour in contours.contours {
                    // Every contour is closed for filling: the last point joins the first.
                    var previous = points[contour.start + contour.count - 1]
                    for i in contour.start..<(contour.start + contour.count) {
                        let p = points[i]
                        accumulateSplit(
                            base, stride: stride, width: area.width, height: walked.height, rows: rows,
                            x0: Float(previous.x - originX), y0: Float(previous.y - originY),
                            x1: Float(p.x - originX), y1: Float(p.y - originY))
                        previous = p
                    }
                }
            }
            for row in 0..<area.height {
                emitRow(base + row * stride, count: area.width + 2, y: area.minY + row, originX: area.minX,
                        visibleWidth: area.width, rule: rule, into: &sink)
            }
        }
    }

    /// Adds an edge that may cross the left or right side of the area: the parts outside run down
    /// that side instead, which keeps their winding for every pixel to their right and leaves the
    /// coverage of the pixels they cross exact.
    @inline(__always)
    static func accumulateSplit(
        _ cells: UnsafeMutablePointer<Float>, stride: Int, width: Int, height: Int, rows: (first: Int, end: Int),
        x0: Float, y0: Float, x1: Float, y1: Float
    ) {
        let right = Float(width)
        if min(x0, x1) >= 0 && max(x0, x1) <= right {
            accumulate(cells, stride: stride, width: width, height: height, rows: rows, x0: x0, y0: y0, x1: x1, y1: y1)
            return
        }
        // Where along the edge it crosses x = 0 and x = right, in order.
        var cuts: [Float] = [0, 1]
        if x0 != x1 {
            for boundary in [Float(0), right] {
                let t = (boundary - x0) / (x1 - x0)
                if t > 0 && t < 1 { cuts.append(t) }
            }
        }
        cuts.sort()
        for i in 1..<cuts.count {
            let ta = cuts[i - 1], tb = cuts[i]
            let ya = y0 + (y1 - y0) * ta, yb = y0 + (y1 - y0) * tb
            var xa = x0 + (x1 - x0) * ta, xb = x0 + (x1 - x0) * tb
            let middle = (xa + xb) / 2
            if middle < 0 { xa = 0; xb = 0 } else if middle > right { xa = right; xb = right }
            accumulate(cells, stride: stride, width: width, height: height, rows: rows, x0: xa, y0: ya, x1: xb, y1: yb)
        }
    }

    /// Adds one edge's signed area to the cells. Coordinates are relative to the walked area's
    /// corner (`height` rows); x is clamped into the area (an edge left of it still winds
    /// everything to its right). Only the rows `rows.first..<rows.end` are written, `cells`
    /// holding the first of them: the walk above them still runs, so each row's figures are the
    /// ones a whole walk gives.
    @inline(__always)
    static func accumulate(
        _ cells: UnsafeMutablePointer<Float>, stride: Int, width: Int, height: Int, rows: (first: Int, end: Int),
        x0 inX0: Float, y0 inY0: Float, x1 inX1: Float, y1 inY1: Float
    ) {
        if inY0 == inY1 { return }
        let direction: Float = inY0 < inY1 ? 1 : -1
        let (ax, ay, bx, by) = inY0 < inY1 ? (inX0, inY0, inX1, inY1) : (inX1, inY1, inX0, inY0)
        let limitY = Float(height)
        if by <= Float(rows.first) || ay >= Float(rows.end) || by <= 0 || ay >= limitY { return }
        let slope = (bx - ax) / (by - ay)
        let top = max(ay, 0), bottom = min(by, limitY)
        var x = ax + (top - ay) * slope
        let maxX = Float(width)
        var y = top
        // unchecked: `rowIndex` starts at `top` (in `0..<height`) and stops with `y` at `bottom`
        // or at `rows.end`, only rows from `rows.first` on are written (at `rowIndex - rows.first`,
        // inside the cells, which hold the rows `rows.first..<rows.end`),
        // and `left`, `right` are clamped into `0...width` (NaN, from a coordinate beyond Float's
        // range, lands on 0 in `floorClamped`), so every index lies in the row's `width + 2` cells
        // and nothing can overflow; this is every path fill's edge walk, measured by vitrine-bench
        // raster (a), (a2).
        var rowIndex = PixelMath.floorClamped(top, 0, height)
        while y < bottom && rowIndex < rows.end {
            let rowEnd = min(Float(rowIndex &+ 1), bottom)
            let dy = rowEnd - y
            let xNext = x + slope * dy
            guard rowIndex >= rows.first else {
                x = xNext
                y = rowEnd
                rowIndex &+= 1
                continue
            }
            let d = dy * direction
            let line = cells + (rowIndex &- rows.first) &* stride
            let left = min(max(min(x, xNext), 0), maxX)
            let right = min(max(max(x, xNext), 0), maxX)
            let leftFloor = left.rounded(.down)
            let leftIndex = PixelMath.floorClamped(leftFloor, 0, width)
            let rightCeil = right.rounded(.up)
            let rightIndex = PixelMath.ceilClamped(rightCeil, 0, width)
            if rightIndex <= leftIndex &+ 1 {
                // The edge stays inside one pixel on this row: split by its mean x.
                let mid = 0.5 * (left + right) - leftFloor
                line[leftIndex] += d - d * mid
                line[leftIndex &+ 1] += d * mid
            } else {
                let inverse = 1 / (right - left)
                let leftFraction = left - leftFloor
                let firstArea = 0.5 * inverse * (1 - leftFraction) * (1 - leftFraction)
                let rightFraction = right - rightCeil + 1
                let lastArea = 0.5 * inverse * rightFraction * rightFraction
                line[leftIndex] += d * firstArea
                if rightIndex == leftIndex &+ 2 {
                    line[leftIndex &+ 1] += d * (1 - firstArea - lastArea)
                } else {
                    let secondArea = inverse * (1.5 - leftFraction)
                    line[leftIndex &+ 1] += d * (secondArea - firstArea)
                    var xi = leftIndex &+ 2
                    while xi < rightIndex &- 1 {
                        line[xi] += d * inverse
                        xi &+= 1
                    }
                    let beforeLast = secondArea + Float(rightIndex &- leftIndex &- 3) * inverse
                    line[rightIndex &- 1] += d * (1 - beforeLast - lastArea)
                }
                line[rightIndex] += d * lastArea
            }
            x = xNext
            y = rowEnd
            rowIndex &+= 1
        }
    }

    /// Turns one row of accumulated cells into spans, clearing the cells for reuse.
    @inline(__always)
    static func emitRow<Sink: SpanSink>(
        _ line: UnsafeMutablePointer<Float>, count: Int, y: Int, originX: Int, visibleWidth: Int,
        rule: FillRule, into sink: inout Sink
    ) {
        // unchecked: `x` and `end` count up to `visibleWidth` (the row holds `count` cells) with
        // `&+=`, and the span positions are pixel bounds; measured by vitrine-bench raster (a2).
        var sum: Float = 0
        var x = 0
        while x < visibleWidth {
            sum += line[x]
            line[x] = 0
            var end = x &+ 1
            while end < visibleWidth && line[end] == 0 { end &+= 1 }
            let coverage: Float
            switch rule {
            case .nonZero:
                coverage = min(abs(sum), 1)
            case .evenOdd:
                let folded = abs(sum).truncatingRemainder(dividingBy: 2)
                coverage = folded > 1 ? 2 - folded : folded
            }
            let byte = PixelMath.byte(coverage)
            if byte > 0 { sink.span(y: y, from: originX &+ x, to: originX &+ end, coverage: byte) }
            x = end
        }
        for i in visibleWidth..<count { line[i] = 0 }
    }
}
