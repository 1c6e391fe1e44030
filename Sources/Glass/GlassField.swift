import Raster

/// The merged outline of a group as one signed distance field, in pixels.
///
/// It is the union of every shape and of every close pair's melt (see ``Neck``). Each shape
/// carries a culling box, its bounds grown by the largest smoothing and the caller's reach: a shape
/// whose box misses a point cannot change the field there, so a tile only evaluates the one or two
/// shapes around it, whatever the group's size.
struct GlassField: Sendable {
    /// A close pair and its smoothing, in pixels.
    struct Pair: Sendable {
        var first: Int
        var second: Int
        var smoothing: Double
    }

    let shapes: [DistanceShape]
    let pairs: [Pair]
    /// Culling boxes, pixel space.
    let boxes: [Rect]
    /// The union's bounds, before any reach.
    let bounds: Rect

    /// The field of `outlines` (in points) under `transform` (scale and translation), with shapes
    /// closer than `merge` points melting. `reach` is how far from the outline (in pixels) callers
    /// will ask for exact values.
    init(_ outlines: [GlassShape], transform: AffineTransform, merge: Double, reach: Double) {
        let scale = transform.meanScale
        let placed = outlines.map { $0.applying(transform) }
        shapes = placed.map(\.distanceShape)
        var pairs: [Pair] = []
        for i in placed.indices {
            for j in placed.indices where j > i {
                let gap = Neck.gap(between: placed[i], and: placed[j])
                if let k = Neck.smoothing(forGap: gap, merge: merge * scale) {
                    pairs.append(Pair(first: i, second: j, smoothing: k))
                }
            }
        }
        self.pairs = pairs
        let widest = pairs.map(\.smoothing).max() ?? 0
        let grow = widest + reach + 1
        boxes = placed.map { $0.bounds.insetBy(dx: -grow, dy: -grow) }
        var union = placed.first?.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
        for shape in placed.dropFirst() { union = union.union(shape.bounds) }
        // A neck can bulge past the shapes' bounds by at most a quarter of its smoothing.
        bounds = union.insetBy(dx: -widest / 4, dy: -widest / 4)
    }

    /// Which shapes and pairs can shape the field around one point, and room for their values:
    /// found once per tile, reused for every pixel in it.
    struct Neighbourhood: Sendable {
        var shapes: [Int] = []
        var pairs: [Pair] = []
        var values: [DistanceSample]

        init(count: Int) {
            values = [DistanceSample](repeating: DistanceSample(distance: .infinity, gradient: Point(0, 0)), count: count)
        }
    }

    /// Fills `around` with the shapes whose culling box holds `p` and the close pairs among them.
    @inline(__always)
    func gather(around p: Point, into around: inout Neighbourhood) {
        around.shapes.removeAll(keepingCapacity: true)
        around.pairs.removeAll(keepingCapacity: true)
        for i in boxes.indices {
            let box = boxes[i]
            if p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY { around.shapes.append(i) }
        }
        if around.shapes.count < 2 { return }
        for pair in pairs where around.shapes.contains(pair.first) && around.shapes.contains(pair.second) {
            around.pairs.append(pair)
        }
    }

    /// The field at `p` from a neighbourhood (see ``gather(around:into:)``); +∞ when it is empty.
    @inline(__always)
    func sample(at p: Point, in around: inout Neighbourhood) -> DistanceSample {
        var best = DistanceSample(distance: .infinity, gradient: Point(0, 0))
        for i in around.shapes {
            let value = shapes[i].sample(at: p)
            around.values[i] = value
            if value.distance < best.distance { best = value }
        }
        for pair in around.pairs {
            let melted = Neck.melt(around.values[pair.first], around.values[pair.second], smoothing: pair.smoothing)
            if melted.distance < best.distance { best = melted }
        }
        return best
    }

    /// The field at `p`, looking at every shape (for tests and one-off probes).
    func sample(at p: Point) -> DistanceSample {
        var around = Neighbourhood(count: shapes.count)
        gather(around: p, into: &around)
        return sample(at: p, in: &around)
    }
}
