import Geometry

/// The pieces that cover a stroke: convex polygons, and discs for round joins and caps.
struct StrokeOutline {
    /// Segment quadrilaterals, join wedges and square caps, all wound the same way.
    var polygons = Contours()
    /// Centres of the round joins and caps, each a disc of the stroke's half width.
    var discs: [Point] = []
}

/// Turns polylines into the pieces that cover their stroke.
///
/// A stroke is built as a union of simple pieces: one quadrilateral per segment, a wedge per
/// angled join, a square per square cap, and a disc per round join or cap. The polygons are wound
/// the same way so the nonzero scanner fills their union without a seam. Discs are kept apart: a
/// disc overlaps its quads along their shared edge, where adding partial coverages would darken
/// the edge pixels, so they are merged by taking the larger coverage instead.
enum Stroker {
    static func outline(_ contours: Contours, style: StrokeStyle, width: Double) -> StrokeOutline {
        var outline = StrokeOutline()
        let half = width / 2
        guard half > 0, half.isFinite else { return outline }
        for contour in contours.contours {
            var points = deduplicated(Array(contours.points[contour.start..<(contour.start + contour.count)]))
            if contour.isClosed, points.count > 2, points.first == points.last { points.removeLast() }
            if points.count == 1 {
                // A zero-length line still shows its caps: a dot for round, a square for square.
                switch style.cap {
                case .round: outline.discs.append(points[0])
                case .square: addPolygon(square(at: points[0], half: half), to: &outline.polygons)
                case .butt: break
                }
                continue
            }
            let closed = contour.isClosed && points.count > 2
            let segmentCount = closed ? points.count : points.count - 1
            for i in 0..<segmentCount {
                let a = points[i], b = points[(i + 1) % points.count]
                let normal = unitNormal(a, b) * half
                addPolygon([a + normal, b + normal, b - normal, a - normal], to: &outline.polygons)
            }
            let joinIndices = closed ? Array(0..<points.count) : Array(1..<max(1, points.count - 1))
            for i in joinIndices {
                let previous = points[(i - 1 + points.count) % points.count], vertex = points[i]
                let next = points[(i + 1) % points.count]
                addJoin(previous: previous, vertex: vertex, next: next, half: half, style: style, to: &outline)
            }
            if !closed {
                addCap(end: points[0], from: points[1], half: half, cap: style.cap, to: &outline)
                addCap(end: points[points.count - 1], from: points[points.count - 2], half: half, cap: style.cap, to: &outline)
            }
        }
        return outline
    }

    private static func deduplicated(_ points: [Point]) -> [Point] {
        var result: [Point] = []
        result.reserveCapacity(points.count)
        for p in points where result.last.map({ ($0 - p).length > 1e-9 }) ?? true {
            result.append(p)
        }
        return result
    }

    private static func unitNormal(_ a: Point, _ b: Point) -> Point {
        let d = b - a
        let length = d.length
        return length > 0 ? Point(-d.y / length, d.x / length) : Point(0, 0)
    }

    private static func addJoin(
        previous: Point, vertex: Point, next: Point, half: Double, style: StrokeStyle, to outline: inout StrokeOutline
    ) {
        let n0 = unitNormal(previous, vertex), n1 = unitNormal(vertex, next)
        let turn = (vertex.x - previous.x) * (next.y - vertex.y) - (vertex.y - previous.y) * (next.x - vertex.x)
        if abs(turn) < 1e-12 && n0.dot(n1) > 0 { return }
        switch style.join {
        case .round:
            outline.discs.append(vertex)
        case .bevel, .miter:
            // The gap opens on the outside of the turn.
            let sign: Double = turn > 0 ? -1 : 1
            let p0 = vertex + n0 * (half * sign), p1 = vertex + n1 * (half * sign)
            if style.join == .miter {
                let cosine = max(-1, min(1, n0.dot(n1)))
                let miterLength = 1 / max(1e-9, ((1 + cosine) / 2).squareRoot())
                if miterLength <= style.miterLimit {
                    let bisector = n0 + n1
                    let length = bisector.length
                    if length > 1e-9 {
                        let tip = vertex + bisector * (sign * half * miterLength / length)
                        addPolygon([vertex, p0, tip, p1], to: &outline.polygons)
                        return
                    }
                }
            }
            addPolygon([vertex, p0, p1], to: &outline.polygons)
        }
    }

    private static func addCap(end: Point, from: Point, half: Double, cap: LineCap, to outline: inout StrokeOutline) {
        switch cap {
        case .butt:
            break
        case .round:
            outline.discs.append(end)
        case .square:
            let d = end - from
            let length = d.length
            guard length > 0 else { return }
            let tangent = d * (half / length)
            let normal = Point(-tangent.y, tangent.x)
            addPolygon([end + normal, end + tangent + normal, end + tangent - normal, end - normal], to: &outline.polygons)
        }
    }

    private static func square(at p: Point, half: Double) -> [Point] {
        [Point(p.x - half, p.y - half), Point(p.x + half, p.y - half), Point(p.x + half, p.y + half), Point(p.x - half, p.y + half)]
    }

    /// Adds a polygon wound positively (clockwise on screen), reversing it when needed.
    static func addPolygon(_ polygon: [Point], to result: inout Contours) {
        var area = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        result.contours.append((result.points.count, polygon.count, true))
        if area > 0 {
            result.points.append(contentsOf: polygon)
        } else {
            result.points.append(contentsOf: polygon.reversed())
        }
    }
}
