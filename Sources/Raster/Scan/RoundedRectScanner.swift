/// Analytic rasterizer for axis-aligned rectangles with circular corners: plain rectangles,
/// rounded rectangles with one radius or four, capsules and circles.
///
/// Each row is split into a left edge band, a solid interior and a right edge band. The bands are
/// found analytically from where the corner arcs cross the row, so only pixels the outline really
/// passes through are evaluated one by one; the interior goes to the sink as one span. Straight
/// edges get exact area coverage (the overlap of the pixel and the box); corner pixels use the
/// signed distance to the arc, `clamp(0.5 - d, 0, 1)`, whose error against the true area is a few
/// hundredths at most.
struct RoundedRectScanner {
    let minX: Float, minY: Float, maxX: Float, maxY: Float
    /// Radii of the top-left, top-right, bottom-right and bottom-left corners, in pixels.
    let topLeft: Float, topRight: Float, bottomRight: Float, bottomLeft: Float

    /// A shape in pixel space; radii are clamped so that no corner is larger than half the shorter
    /// side (a capsule is the largest).
    init(rect: Rect, radii: CornerRadii) {
        minX = Float(rect.minX)
        minY = Float(rect.minY)
        maxX = Float(rect.maxX)
        maxY = Float(rect.maxY)
        let limit = Float(min(rect.width, rect.height) / 2)
        func clamp(_ r: Double) -> Float { r.isFinite ? min(max(Float(r), 0), limit) : 0 }
        topLeft = clamp(radii.topLeft)
        topRight = clamp(radii.topRight)
        bottomRight = clamp(radii.bottomRight)
        bottomLeft = clamp(radii.bottomLeft)
    }

    func fill<Sink: SpanSink>(into sink: inout Sink) {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX > minX, maxY > minY else { return }
        let area = PixelBounds(covering: Rect(
            x: Double(minX), y: Double(minY), width: Double(maxX - minX), height: Double(maxY - minY)))
            .intersection(sink.bounds)
        guard !area.isEmpty else { return }
        for row in area.minY..<area.maxY {
            let top = Float(row), bottom = top + 1
            if top < minY || bottom > maxY {
                // A row the outline crosses horizontally: every pixel is an edge pixel.
                emitEdgePixels(row: row, from: area.minX, to: area.maxX, into: &sink)
                continue
            }
            let left = leftBoundary(top: top, bottom: bottom)
            let right = rightBoundary(top: top, bottom: bottom)
            let leftEnd = min(max(Int(left.inner.rounded(.up)), area.minX), area.maxX)
            let rightStart = max(min(Int(right.inner.rounded(.down)), area.maxX), area.minX)
            if leftEnd >= rightStart {
                emitEdgePixels(row: row, from: area.minX, to: area.maxX, into: &sink)
                continue
            }
            let leftStart = max(Int(left.outer.rounded(.down)), area.minX)
            let rightEnd = min(Int(right.outer.rounded(.up)), area.maxX)
            emitEdgePixels(row: row, from: leftStart, to: leftEnd, into: &sink)
            sink.span(y: row, from: leftEnd, to: rightStart, coverage: 255)
            emitEdgePixels(row: row, from: rightStart, to: rightEnd, into: &sink)
        }
    }

    /// Where the left outline lies within a row: `outer` is its leftmost x, `inner` its rightmost.
    @inline(__always)
    private func leftBoundary(top: Float, bottom: Float) -> (outer: Float, inner: Float) {
        var outer = minX, inner = minX
        if topLeft > 0 && top < minY + topLeft {
            let cy = minY + topLeft
            inner = max(inner, minX + topLeft - Self.chord(topLeft, cy - top))
            outer = bottom < cy ? minX + topLeft - Self.chord(topLeft, cy - bottom) : minX
        }
        if bottomLeft > 0 && bottom > maxY - bottomLeft {
            let cy = maxY - bottomLeft
            inner = max(inner, minX + bottomLeft - Self.chord(bottomLeft, bottom - cy))
            outer = min(outer, top > cy ? minX + bottomLeft - Self.chord(bottomLeft, top - cy) : minX)
        }
        return (outer, inner)
    }

    @inline(__always)
    private func rightBoundary(top: Float, bottom: Float) -> (outer: Float, inner: Float) {
        var outer = maxX, inner = maxX
        if topRight > 0 && top < minY + topRight {
            let cy = minY + topRight
            inner = min(inner, maxX - topRight + Self.chord(topRight, cy - top))
            outer = bottom < cy ? maxX - topRight + Self.chord(topRight, cy - bottom) : maxX
        }
        if bottomRight > 0 && bottom > maxY - bottomRight {
            let cy = maxY - bottomRight
            inner = min(inner, maxX - bottomRight + Self.chord(bottomRight, bottom - cy))
            outer = max(outer, top > cy ? maxX - bottomRight + Self.chord(bottomRight, top - cy) : maxX)
        }
        return (outer, inner)
    }

    /// Half-width of a circle of radius `r` at distance `dy` from its centre.
    @inline(__always)
    private static func chord(_ r: Float, _ dy: Float) -> Float {
        let clamped = min(max(dy, 0), r)
        return (r * r - clamped * clamped).squareRoot()
    }

    @inline(__always)
    private func emitEdgePixels<Sink: SpanSink>(row: Int, from: Int, to: Int, into sink: inout Sink) {
        guard from < to else { return }
        let py = Float(row) + 0.5
        for x in from..<to {
            let coverage = self.coverage(x: Float(x) + 0.5, y: py)
            if coverage > 0 { sink.span(y: row, from: x, to: x + 1, coverage: coverage) }
        }
    }

    /// Coverage of the pixel centred at (x, y), as a byte.
    @inline(__always)
    func coverage(x: Float, y: Float) -> UInt32 {
        let midX = (minX + maxX) / 2, midY = (minY + maxY) / 2
        let r = x < midX ? (y < midY ? topLeft : bottomLeft) : (y < midY ? topRight : bottomRight)
        if r > 0 {
            let cx = x < midX ? minX + r : maxX - r
            let cy = y < midY ? minY + r : maxY - r
            let inCornerX = x < midX ? x < cx : x > cx
            let inCornerY = y < midY ? y < cy : y > cy
            if inCornerX && inCornerY {
                let dx = x - cx, dy = y - cy
                let distance = (dx * dx + dy * dy).squareRoot() - r
                // A corner thinner than a pixel also loses area to the straight edges' overlap.
                return PixelMath.byte(min(0.5 - distance, boxCoverage(x: x, y: y)))
            }
        }
        return PixelMath.byte(boxCoverage(x: x, y: y))
    }

    @inline(__always)
    private func boxCoverage(x: Float, y: Float) -> Float {
        let horizontal = min(x + 0.5, maxX) - max(x - 0.5, minX)
        let vertical = min(y + 0.5, maxY) - max(y - 0.5, minY)
        return min(max(horizontal, 0), 1) * min(max(vertical, 0), 1)
    }
}

/// Four corner radii, clockwise from the top-left, in the units of the rectangle they round.
public struct CornerRadii: Sendable, Hashable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Rounded on top only, the way a bar stands on its baseline.
    public static func top(_ radius: Double) -> CornerRadii {
        CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0)
    }

    func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor,
            bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
    }
}
