/// A path reduced to polylines in pixel space, ready for scan conversion or stroking.
struct Contours: Sendable {
    /// All points, one contour after another.
    var points: [Point] = []
    /// Where each contour starts in `points`, and whether it was closed.
    var contours: [(start: Int, count: Int, isClosed: Bool)] = []

    var bounds: Rect {
        guard var minX = points.first?.x, var minY = points.first?.y else { return Rect(0, 0, 0, 0) }
        var maxX = minX, maxY = minY
        for p in points {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when every coordinate is a finite number; anything else is not drawn at all.
    var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
}

extension Path {
    /// Curves become lines no more than `tolerance` pixels from the true curve: 0.025 px keeps the
    /// chords' lost area under seven levels of 255 at any edge pixel.
    func flattened(transform: AffineTransform, tolerance: Double = 0.025) -> Contours {
        var result = Contours()
        var start = 0
        var current = Point.zero
        var subpathStart = Point.zero

        func finish(closed: Bool) {
            let count = result.points.count - start
            if count > 1 { result.contours.append((start, count, closed)) } else { result.points.removeLast(count) }
            start = result.points.count
        }

        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = transform.apply(p)
                subpathStart = current
                result.points.append(current)
            case .line(let p):
                current = transform.apply(p)
                result.points.append(current)
            case .quadCurve(let to, let control):
                let p1 = transform.apply(control), p2 = transform.apply(to)
                let dd = (current - p1 * 2 + p2).length
                let n = max(1, min(500, Int((dd / (4 * tolerance)).squareRoot().rounded(.up))))
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    result.points.append(current * (u * u) + p1 * (2 * u * t) + p2 * (t * t))
                }
                current = p2
            case .curve(let to, let control1, let control2):
                let p1 = transform.apply(control1), p2 = transform.apply(control2), p3 = transform.apply(to)
                let dd = max((current - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
                let n = max(1, min(500, Int((3 * dd / (4 * tolerance)).squareRoot().rounded(.up))))
                let p0 = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    result.points.append(p0 * a + p1 * b + p2 * c + p3 * d)
                }
                current = p3
            case .close:
                finish(closed: true)
                current = subpathStart
                result.points.append(current)
            }
        }
        finish(closed: false)
        // A closing element starts a fresh (empty) subpath at its start point; drop the orphan.
        return result
    }
}
