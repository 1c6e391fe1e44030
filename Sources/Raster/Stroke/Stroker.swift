import Foundation

/// Turns polylines into the polygons that cover their stroke.
///
/// A stroke is built as a union of simple convex pieces: one quadrilateral per segment, a wedge or
/// disc per join, and a cap at each open end. Every piece is wound the same way, so the nonzero
/// scanner fills their union without a seam and without blending twice where pieces overlap.
enum Stroker {
    static func outline(_ contours: Contours, style: StrokeStyle, width: Double) -> Contours {
        var result = Contours()
        let half = width / 2
        guard half > 0, half.isFinite else { return result }
        for contour in contours.contours {
            var points = deduplicated(Array(contours.points[contour.start..<(contour.start + contour.count)]))
            if contour.isClosed, points.count > 2, points.first == points.last { points.removeLast() }
            if points.count == 1 {
                // A zero-length line still shows its caps: a dot for round, a square for square.
                switch style.cap {
                case .round: addDisc(center: points[0], radius: half, to: &result)
                case .square: addPolygon(square(at: points[0], half: half), to: &result)
                case .butt: break
                }
                continue
            }
            let closed = contour.isClosed && points.count > 2
            let segmentCount = closed ? points.count : points.count - 1
            for i in 0..<segmentCount {
                let a = points[i], b = points[(i + 1) % points.count]
                let normal = unitNormal(a, b) * half
                addPolygon([a + normal, b + normal, b - normal, a - normal], to: &result)
            }
            let joinIndices = closed ? Array(0..<points.count) : Array(1..<max(1, points.count - 1))
            for i in joinIndices {
                let previous = points[(i - 1 + points.count) % points.count], vertex = points[i]
                let next = points[(i + 1) % points.count]
                addJoin(previous: previous, vertex: vertex, next: next, half: half, style: style, to: &result)
            }
            if !closed {
                addCap(end: points[0], from: points[1], half: half, cap: style.cap, to: &result)
                addCap(end: points[points.count - 1], from: points[points.count - 2], half: half, cap: style.cap, to: &result)
            }
        }
        return result
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
        previous: Point, vertex: Point, next: Point, half: Double, style: StrokeStyle, to result: inout Contours
    ) {
        let n0 = unitNormal(previous, vertex), n1 = unitNormal(vertex, next)
        let turn = (vertex.x - previous.x) * (next.y - vertex.y) - (vertex.y - previous.y) * (next.x - vertex.x)
        if abs(turn) < 1e-12 && n0.dot(n1) > 0 { return }
        switch style.join {
        case .round:
            addDisc(center: vertex, radius: half, to: &result)
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
                        addPolygon([vertex, p0, tip, p1], to: &result)
                        return
                    }
                }
            }
            addPolygon([vertex, p0, p1], to: &result)
        }
    }

    private static func addCap(end: Point, from: Point, half: Double, cap: LineCap, to result: inout Contours) {
        switch cap {
        case .butt:
            break
        case .round:
            addDisc(center: end, radius: half, to: &result)
        case .square:
            let d = end - from
            let length = d.length
            guard length > 0 else { return }
            let tangent = d * (half / length)
            let normal = Point(-tangent.y, tangent.x)
            addPolygon([end + normal, end + tangent + normal, end + tangent - normal, end - normal], to: &result)
        }
    }

    private static func square(at p: Point, half: Double) -> [Point] {
        [Point(p.x - half, p.y - half), Point(p.x + half, p.y - half), Point(p.x + half, p.y + half), Point(p.x - half, p.y + half)]
    }

    /// A polygon close enough to a circle that no edge strays more than 0.1 px from it.
    static func addDisc(center: Point, radius: Double, to result: inout Contours) {
        let steps = max(8, min(256, Int((Double.pi / acos(max(-1, 1 - 0.1 / max(radius, 0.1)))).rounded(.up))))
        var polygon: [Point] = []
        polygon.reserveCapacity(steps)
        for i in 0..<steps {
            let angle = Double(i) * 2 * Double.pi / Double(steps)
            polygon.append(Point(center.x + radius * cos(angle), center.y + radius * sin(angle)))
        }
        addPolygon(polygon, to: &result)
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
