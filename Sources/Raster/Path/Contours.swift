import Geometry

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
        // Points beyond ±2^24 pixels are off every canvas; keeping them there keeps every float
        // and integer conversion downstream in range. NaN stays NaN and drops the whole path.
        func map(_ p: Point) -> Point {
            let q = transform.apply(p)
            return Point(min(max(q.x, -16_777_216), 16_777_216), min(max(q.y, -16_777_216), 16_777_216))
        }
        /// Segments for a curve whose control polygon bends by `bend` pixels.
        func steps(_ bend: Double, _ factor: Double) -> Int {
            guard bend.isFinite else { return 1 }
            return max(1, Int(min((factor * bend / tolerance).squareRoot().rounded(.up), 500)))
        }
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
                current = map(p)
                subpathStart = current
                result.points.append(current)
            case .line(let p):
                current = map(p)
                result.points.append(current)
            case .quadCurve(let to, let control):
                let p1 = map(control), p2 = map(to)
                let dd = (current - p1 * 2 + p2).length
                let n = steps(dd, 0.25)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    result.points.append(current * (u * u) + p1 * (2 * u * t) + p2 * (t * t))
                }
                current = p2
            case .curve(let to, let control1, let control2):
                let p1 = map(control1), p2 = map(control2), p3 = map(to)
                let dd = max((current - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
                let n = steps(dd, 0.75)
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
        // A closing element left its start point as a fresh subpath of one point; `finish` drops it.
        finish(closed: false)
        return result
    }
}

extension Contours {
    /// The same polylines moved by (`x`, `y`) pixels.
    func translated(x: Double, y: Double) -> Contours {
        var moved = self
        for index in moved.points.indices {
            moved.points[index].x += x
            moved.points[index].y += y
        }
        return moved
    }
}
