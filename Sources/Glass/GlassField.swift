import Geometry
import Raster

/// The merged outline of a group as one signed distance field, in pixels.
///
/// It is the union of every shape and of every close pair's melt (see ``Neck``). Each shape
/// carries a culling box, its bounds grown by the largest smoothing and the caller's reach: a shape
/// whose box misses a point cannot change the field there, so a tile only evaluates the one or two
/// shapes around it, whatever the group's size.
///
/// Distances are evaluated first and directions only when they are asked for: outside a neck the
/// field is a true distance (gradient length 1), so anti-aliasing needs no gradient there; inside
/// a neck the melt's gradient is the blend of its two shapes' gradients.
struct GlassField: Sendable {
    /// A close pair and its smoothing, in pixels.
    struct Pair: Sendable {
        var first: Int
        var second: Int
        var smoothing: Double
    }

    let shapes: [FieldShape]
    let pairs: [Pair]
    /// The union's bounds, before any reach.
    let bounds: Rect
    /// The side of a bin, in pixels.
    static let binSize = 32.0
    /// The bins cover `binOrigin` onward, `binColumns` × `binRows` of them. Each lists the shapes
    /// whose culling box (bounds grown by the widest smoothing and the reach) touches it, and the
    /// close pairs among those, flattened: bin b's shapes are `binShapes[binShapeStart[b]..<binShapeStart[b + 1]]`.
    let binOrigin: Point
    let binColumns: Int
    let binRows: Int
    let binShapeStart: [Int]
    let binShapes: [Int]
    let binPairStart: [Int]
    let binPairs: [Pair]
    /// The shapes and the bins' pair smoothings in `Float`, for ``FieldLanes``.
    let lanes: [FieldLanes.Shape]
    let binPairSmoothing: [Float]
    let pairSmoothing: [Float]

    /// The field of `outlines` (in points) under `transform` (scale and translation), with shapes
    /// closer than `merge` points melting. `reach` is how far from the outline (in pixels) callers
    /// will ask for exact values; further out the field may be +∞. An outline whose `melts` entry
    /// is false joins the union as it is, with no melt: glass laid over its neighbours (the Step
    /// Trail's puck, exactly on a stop) would otherwise swell the pair by a quarter of the
    /// smoothing all round.
    init(_ outlines: [GlassShape], transform: AffineTransform, merge: Double, reach: Double, melts: [Bool]? = nil) {
        let scale = transform.meanScale
        let placed = outlines.map { $0.applying(transform) }
        shapes = placed.map(FieldShape.init)
        var pairs: [Pair] = []
        for i in placed.indices {
            for j in placed.indices where j > i {
                if let melts, !(melts[i] && melts[j]) { continue }
                let gap = Neck.gap(between: placed[i], and: placed[j])
                let radius = min(placed[i].core.radius, placed[j].core.radius)
                if let k = Neck.smoothing(forGap: gap, radius: radius, merge: merge * scale) {
                    pairs.append(Pair(first: i, second: j, smoothing: k))
                }
            }
        }
        self.pairs = pairs
        let widest = pairs.map(\.smoothing).max() ?? 0
        let boxes = shapes.map { $0.box(growingBy: widest + reach + 1) }
        var union = placed.first?.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
        for shape in placed.dropFirst() { union = union.union(shape.bounds) }
        // A neck can bulge past the shapes' bounds by at most a quarter of its smoothing.
        bounds = union.insetBy(dx: -widest / 4, dy: -widest / 4)

        var covered = boxes.first ?? Rect(x: 0, y: 0, width: 0, height: 0)
        for box in boxes.dropFirst() { covered = covered.union(box) }
        let size = Self.binSize
        // Bins sit on multiples of their size, so a group of tiles aligned to a power of two no
        // larger than a bin never straddles two (see ``GlassMasks``).
        let originX = (covered.minX / size).rounded(.down) * size, originY = (covered.minY / size).rounded(.down) * size
        binOrigin = Point(originX, originY)
        binColumns = max(Int(((covered.maxX - originX) / size).rounded(.up)), 1)
        binRows = max(Int(((covered.maxY - originY) / size).rounded(.up)), 1)
        var shapeStart = [0], shapeList: [Int] = [], pairStart = [0], pairList: [Pair] = []
        var inBin = [Bool](repeating: false, count: shapes.count)
        for row in 0..<binRows {
            for column in 0..<binColumns {
                let minX = originX + Double(column) * size, minY = originY + Double(row) * size
                for i in shapes.indices {
                    let box = boxes[i]
                    inBin[i] = box.maxX >= minX && box.minX <= minX + size && box.maxY >= minY && box.minY <= minY + size
                    if inBin[i] { shapeList.append(i) }
                }
                for pair in pairs where inBin[pair.first] && inBin[pair.second] { pairList.append(pair) }
                shapeStart.append(shapeList.count)
                pairStart.append(pairList.count)
            }
        }
        binShapeStart = shapeStart
        binShapes = shapeList
        binPairStart = pairStart
        binPairs = pairList
        lanes = shapes.map(FieldLanes.Shape.init)
        binPairSmoothing = pairList.map { Float($0.smoothing) }
        pairSmoothing = pairs.map { Float($0.smoothing) }
    }

    /// Room for one evaluation's per-shape distances, reused from pixel to pixel.
    struct Neighbourhood: Sendable {
        /// The bin the last gather found, or −1 for none.
        var bin = -1
        var distances: [Double]

        init(count: Int) {
            distances = [Double](repeating: .infinity, count: count)
        }

        var isEmpty: Bool { bin < 0 }
    }

    /// Finds the bin holding `p`: the shapes and pairs that can shape the field there.
    @inline(__always)
    func gather(around p: Point, into around: inout Neighbourhood) {
        let column = Int(((p.x - binOrigin.x) / Self.binSize).rounded(.down))
        let row = Int(((p.y - binOrigin.y) / Self.binSize).rounded(.down))
        if column < 0 || row < 0 || column >= binColumns || row >= binRows {
            around.bin = -1
            return
        }
        let bin = row * binColumns + column
        around.bin = binShapeStart[bin] == binShapeStart[bin + 1] ? -1 : bin
    }

    /// The bin holding `p`, or −1 when it lies outside every bin or its bin is empty.
    @inline(__always)
    func bin(at p: Point) -> Int {
        let column = Int(((p.x - binOrigin.x) / Self.binSize).rounded(.down))
        let row = Int(((p.y - binOrigin.y) / Self.binSize).rounded(.down))
        if column < 0 || row < 0 || column >= binColumns || row >= binRows { return -1 }
        let bin = row * binColumns + column
        return binShapeStart[bin] == binShapeStart[bin + 1] ? -1 : bin
    }

    /// What won at a point: a shape on its own, or a pair's melt with its blend weight h.
    enum Winner {
        case none
        case shape(Int)
        case melt(Pair, h: Double)
    }

    /// The field's value at (`x`, `y`) from a neighbourhood, and what produced it; +∞ when empty.
    @inline(__always)
    func distance(x: Double, y: Double, in around: inout Neighbourhood) -> (distance: Double, winner: Winner) {
        var best = Double.infinity
        var winner = Winner.none
        let bin = around.bin
        if bin < 0 { return (best, winner) }
        for index in binShapeStart[bin]..<binShapeStart[bin + 1] {
            let i = binShapes[index]
            let value = shapes[i].distance(x: x, y: y)
            around.distances[i] = value
            if value < best {
                best = value
                winner = .shape(i)
            }
        }
        for index in binPairStart[bin]..<binPairStart[bin + 1] {
            let pair = binPairs[index]
            let a = around.distances[pair.first], b = around.distances[pair.second]
            let k = pair.smoothing
            let h = max(k - abs(a - b), 0) / k
            if h <= 0 { continue }
            let melted = min(a, b) - h * h * k / 4
            if melted < best {
                best = melted
                winner = .melt(pair, h: h)
            }
        }
        return (best, winner)
    }

    /// The gradient of what won at (`x`, `y`).
    @inline(__always)
    func gradient(x: Double, y: Double, winner: Winner, in around: Neighbourhood) -> Point {
        switch winner {
        case .none: return Point(0, 0)
        case .shape(let i): return shapes[i].gradient(x: x, y: y)
        case .melt(let pair, let h):
            let a = around.distances[pair.first], b = around.distances[pair.second]
            let ga = shapes[pair.first].gradient(x: x, y: y), gb = shapes[pair.second].gradient(x: x, y: y)
            // d = min(a, b) − h²k/4 with h = (k − |a − b|)/k: ∇d = ∇near + (∇a − ∇b)·(h/2)·(a < b ? −1 : 1).
            let near = a < b ? ga : gb
            let sign: Double = a < b ? -1 : 1
            return near + (ga - gb) * (h / 2 * sign)
        }
    }

    /// The field at `p` with its gradient, from a neighbourhood.
    @inline(__always)
    func sample(at p: Point, in around: inout Neighbourhood) -> DistanceSample {
        let (distance, winner) = self.distance(x: p.x, y: p.y, in: &around)
        return DistanceSample(distance: distance, gradient: gradient(x: p.x, y: p.y, winner: winner, in: around))
    }

    /// The field at `p`, looking at every shape (for tests and one-off probes).
    func sample(at p: Point) -> DistanceSample {
        var around = Neighbourhood(count: shapes.count)
        gather(around: p, into: &around)
        return sample(at: p, in: &around)
    }
}
