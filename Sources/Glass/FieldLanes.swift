import Geometry
import Raster

/// A group's field evaluated eight points at a time, in `Float`: the fast path the masks and the
/// shadows take. It computes exactly what ``GlassField/distance(x:y:in:)`` does (each shape, then
/// each close pair's melt, the least winning), on `SIMD8<Float>` lanes (one AVX register).
///
/// Unchecked: `distances` is a scratch pointer with one `Lanes` per shape of the field, written
/// and read only at shape indices (a bin's shapes, a pair's two ends), and the field's own tables
/// are read through their buffers at the bin's ranges. These loops are the cost of every glass
/// mask and shadow, measured by vitrine-bench glass.
enum FieldLanes {
    typealias Lanes = SIMD8<Float>

    /// One ``FieldShape`` in `Float`.
    struct Shape: Sendable {
        var centerX: Float
        var centerY: Float
        var halfWidth: Float
        var halfHeight: Float
        var radius: Float

        init(_ shape: FieldShape) {
            centerX = Float(shape.centerX)
            centerY = Float(shape.centerY)
            halfWidth = Float(shape.halfWidth)
            halfHeight = Float(shape.halfHeight)
            radius = Float(shape.radius)
        }

        // Not inlined: on its own it compiles to straight AVX; inlined into a loop, LLVM takes the
        // lanes apart.
        @inline(never)
        func distance(x: Lanes, y: Lanes) -> Lanes {
            let dx = x - centerX, dy = y - centerY
            let qx = maximum(dx, -dx) - halfWidth, qy = maximum(dy, -dy) - halfHeight
            let ox = maximum(qx, .zero), oy = maximum(qy, .zero)
            return (ox * ox + oy * oy).squareRoot() + minimum(maximum(qx, qy), .zero) - radius
        }

        /// The outward unit direction at one point, as ``FieldShape/gradient(x:y:)``.
        @inline(__always)
        func gradient(x: Float, y: Float) -> (Float, Float) {
            let dx = x - centerX, dy = y - centerY
            let sx: Float = dx < 0 ? -1 : 1, sy: Float = dy < 0 ? -1 : 1
            let qx = abs(dx) - halfWidth, qy = abs(dy) - halfHeight
            if qx > 0 || qy > 0 {
                let ox = max(qx, 0), oy = max(qy, 0)
                let length = (ox * ox + oy * oy).squareRoot()
                return length > 0 ? (sx * ox / length, sy * oy / length) : (0, sy)
            }
            return qx > qy ? (sx, 0) : (0, sy)
        }
    }

    /// Lane-wise maximum and minimum (these compile to single instructions; `pointwiseMax` does not
    /// always inline).
    @inline(__always)
    static func maximum(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .> a) }
    @inline(__always)
    static func minimum(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .< a) }

    /// The field at eight points of one bin, and what won each lane: a shape index (≥ 0) or
    /// −1 − the index of the winning pair in `field.binPairs`, as a `Float` (integer lanes compare
    /// and select lane by lane). `distances` holds room for one
    /// `Lanes` per shape of the field and keeps each shape's distances for ``gradient``.
    @inline(__always)
    static func evaluate(
        _ field: GlassField, bin: Int, x: Lanes, y: Lanes, distances: UnsafeMutablePointer<Lanes>
    ) -> (distance: Lanes, winner: Lanes) {
        var best = Lanes(repeating: .infinity)
        var winner = Lanes(repeating: -1)
        field.lanes.withUnsafeBufferPointer { shapes in
            field.binShapes.withUnsafeBufferPointer { binShapes in
                for index in field.binShapeStart[bin]..<field.binShapeStart[bin + 1] {
                    let i = binShapes[index]
                    let value = shapes[i].distance(x: x, y: y)
                    distances[i] = value
                    let better = value .< best
                    best = best.replacing(with: value, where: better)
                    winner = winner.replacing(with: Float(i), where: better)
                }
            }
        }
        let pairStart = field.binPairStart[bin], pairEnd = field.binPairStart[bin + 1]
        if pairStart < pairEnd {
            field.binPairs.withUnsafeBufferPointer { pairs in
                field.binPairSmoothing.withUnsafeBufferPointer { smoothing in
                    for index in pairStart..<pairEnd {
                        let pair = pairs[index]
                        let melted = melt(distances[pair.first], distances[pair.second], smoothing: smoothing[index])
                        let better = melted .< best
                        best = best.replacing(with: melted, where: better)
                        winner = winner.replacing(with: Float(-1 - index), where: better)
                    }
                }
            }
        }
        return (best, winner)
    }

    /// The gradient at lane `lane` (point `x`, `y`) of what won there, after ``evaluate``.
    @inline(__always)
    static func gradient(
        _ field: GlassField, winner: Float, lane: Int, x: Float, y: Float, distances: UnsafeMutablePointer<Lanes>
    ) -> (Float, Float) {
        if winner >= 0 { return field.lanes[Int(winner)].gradient(x: x, y: y) }
        let index = Int(-1 - winner)
        let pair = field.binPairs[index]
        let k = field.binPairSmoothing[index]
        let a = distances[pair.first][lane], b = distances[pair.second][lane]
        let h = max(k - abs(a - b), 0) / k
        let ga = field.lanes[pair.first].gradient(x: x, y: y), gb = field.lanes[pair.second].gradient(x: x, y: y)
        // As ``GlassField/gradient(x:y:winner:in:)``.
        let near = a < b ? ga : gb
        let factor = h / 2 * (a < b ? -1 : 1)
        return (near.0 + (ga.0 - gb.0) * factor, near.1 + (ga.1 - gb.1) * factor)
    }

    /// The field at eight arbitrary points, as ``GlassField/gather(around:into:)`` then
    /// ``GlassField/distance(x:y:in:)`` give it, or the nearest shape's distance (necks left out) for
    /// points beyond every bin. Lanes in different bins are evaluated once per bin.
    ///
    /// A small group (``wholeGroup`` shapes or fewer) is evaluated whole instead, every shape and
    /// every close pair, which is cheaper than finding bins. That differs from the bins only where
    /// a pair's melt reaches a point beyond one shape's culling box, that is, further than the
    /// field's reach from both shapes, less a quarter of the pair's smoothing.
    static func distance(_ field: GlassField, x: Lanes, y: Lanes, distances: UnsafeMutablePointer<Lanes>) -> Lanes {
        if field.shapes.count <= wholeGroup { return wholeDistance(field, x: x, y: y, distances: distances) }
        var bins = Lanes()
        for lane in 0..<8 { bins[lane] = Float(field.bin(at: Point(Double(x[lane]), Double(y[lane])))) }
        if bins.min() == bins.max() {
            return distance(field, bin: Int(bins[0]), x: x, y: y, distances: distances)
        }
        var result = Lanes(repeating: .infinity)
        var done = 0
        for lane in 0..<8 where done & (1 << lane) == 0 {
            let bin = bins[lane]
            for other in lane..<8 where bins[other] == bin { done |= 1 << other }
            result = result.replacing(with: distance(field, bin: Int(bin), x: x, y: y, distances: distances), where: bins .== bin)
        }
        return result
    }

    /// The field at eight points of one bin, or the nearest shape's distance for bin −1.
    @inline(__always)
    private static func distance(_ field: GlassField, bin: Int, x: Lanes, y: Lanes, distances: UnsafeMutablePointer<Lanes>) -> Lanes {
        if bin >= 0 { return evaluate(field, bin: bin, x: x, y: y, distances: distances).distance }
        var nearest = Lanes(repeating: .infinity)
        for shape in field.lanes { nearest = minimum(nearest, shape.distance(x: x, y: y)) }
        return nearest
    }

    /// The quadratic smooth minimum of two shapes' distances with smoothing `k`.
    @inline(__always)
    static func melt(_ a: Lanes, _ b: Lanes, smoothing k: Float) -> Lanes {
        let difference = a - b
        let h = maximum(k - maximum(difference, -difference), .zero) / k
        return minimum(a, b) - h * h * (k / 4)
    }

    /// Groups up to this size are evaluated whole by ``distance(_:x:y:distances:)``.
    static let wholeGroup = 8

    /// The field of every shape and every close pair at eight points.
    @inline(__always)
    private static func wholeDistance(_ field: GlassField, x: Lanes, y: Lanes, distances: UnsafeMutablePointer<Lanes>) -> Lanes {
        var best = Lanes(repeating: .infinity)
        for (i, shape) in field.lanes.enumerated() {
            let value = shape.distance(x: x, y: y)
            distances[i] = value
            best = minimum(best, value)
        }
        for (index, pair) in field.pairs.enumerated() {
            best = minimum(best, melt(distances[pair.first], distances[pair.second], smoothing: field.pairSmoothing[index]))
        }
        return best
    }
}
