import Geometry

/// Fills the smooth union of distance shapes, anti-aliased by distance over gradient.
///
/// The area is walked in 4 × 4 tiles. Each tile first keeps only the shapes near it; the union's
/// value at the tile centre then classifies the whole tile (the field changes by at most one pixel
/// per pixel, so a centre deeper than the tile's half-diagonal means the tile is all in or all out).
/// Only tiles the outline passes through are evaluated pixel by pixel, as
/// `coverage = clamp(0.5 − d / |∇d|, 0, 1)`, where dividing by the gradient keeps the edge one pixel
/// soft inside a neck too.
struct DistanceFieldScanner {
    let shapes: [DistanceShape]
    let smoothing: Double

    static let tile = 4
    /// Half-diagonal of a tile plus the half pixel of anti-aliasing.
    static let tileReach = 2.0 * 2.0.squareRoot() + 0.5

    /// Every pixel the union may cover.
    var coveredPixels: PixelBounds {
        guard !shapes.isEmpty, smoothing.isFinite else { return PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0) }
        var outline = shapes[0].bounds
        for shape in shapes.dropFirst() { outline = outline.union(shape.bounds) }
        let grow = max(smoothing, 0) / 4 + 1
        return PixelBounds(covering: outline.insetBy(dx: -grow, dy: -grow))
    }

    func fill<Sink: SpanSink>(into sink: inout Sink) {
        guard !shapes.isEmpty, smoothing.isFinite else { return }
        let k = max(smoothing, 0)
        let area = coveredPixels.intersection(sink.bounds)
        guard !area.isEmpty else { return }
        let boxes = shapes.map { $0.bounds.insetBy(dx: -(k + 2 * Self.tileReach + 1), dy: -(k + 2 * Self.tileReach + 1)) }
        let tile = Self.tile
        let width = area.width
        // unchecked: the band is a scratch buffer of `width` × `tile` bytes, written and read
        // through its pointer: every tile lies inside `area`, whose `width` × `tile` pixels the band
        // holds, `bandTop..<bandBottom` is at most `tile` rows, and the positions are pixel bounds,
        // far from overflow. The shapes and each tile's near ones are lent to `union` as buffers,
        // so the per-pixel union pays no bounds check and no retain. These loops are the glass
        // group's whole fill, measured by vitrine-bench raster (e).
        shapes.withUnsafeBufferPointer { shapes in
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: width * tile) { band in
        let bandBase = band.baseAddress!
        var candidates: [Int] = []
        var near: [Int] = []
        // Tile rows start on multiples of the tile, wherever the area starts: a band of rows
        // drawn on its own classifies the same tiles as the whole (see Canvas.drawRows).
        let firstTileTop = area.minY - ((area.minY % tile) + tile) % tile
        for tileTop in stride(from: firstTileTop, to: area.maxY, by: tile) {
            let bandTop = max(tileTop, area.minY)
            let bandBottom = min(tileTop &+ tile, area.maxY)
            let centerY = Double(tileTop) + Double(tile) / 2
            candidates.removeAll(keepingCapacity: true)
            for (i, box) in boxes.enumerated() where centerY >= box.minY && centerY <= box.maxY {
                candidates.append(i)
            }
            if candidates.isEmpty { continue }
            band.update(repeating: 0)
            for tileLeft in stride(from: area.minX, to: area.maxX, by: tile) {
                let centerX = Double(tileLeft) + Double(tile) / 2
                near.removeAll(keepingCapacity: true)
                for i in candidates where centerX >= boxes[i].minX && centerX <= boxes[i].maxX {
                    near.append(i)
                }
                if near.isEmpty { continue }
                near.withUnsafeBufferPointer { near in
                let center = Point(centerX, centerY)
                let value = Self.union(at: center, of: near, in: shapes, smoothing: k).distance
                let tileRight = min(tileLeft &+ tile, area.maxX)
                if value > Self.tileReach { return }
                if value < -Self.tileReach {
                    var y = bandTop
                    while y < bandBottom {
                        let line = bandBase + ((y &- bandTop) &* width &- area.minX)
                        var x = tileLeft
                        while x < tileRight { line[x] = 255; x &+= 1 }
                        y &+= 1
                    }
                    return
                }
                var y = bandTop
                while y < bandBottom {
                    let line = bandBase + ((y &- bandTop) &* width &- area.minX)
                    var x = tileLeft
                    while x < tileRight {
                        let sample = Self.union(at: Point(Double(x) + 0.5, Double(y) + 0.5), of: near, in: shapes, smoothing: k)
                        let gradient = sample.gradient
                        let slope = max((gradient.x * gradient.x + gradient.y * gradient.y).squareRoot(), 0.05)
                        let coverage = 0.5 - sample.distance / slope
                        // NaN (a degenerate shape) compares false both ways and lands on 0. The
                        // byte is the low byte of 2⁵² + its value (as ``PixelMath/truncatedByte(_:)``
                        // does in Float), a conversion with no range check.
                        let byte = ((min(coverage, 1) * 255 + 0.5).rounded(.down) + 4_503_599_627_370_496).bitPattern
                        line[x] = coverage > 0 ? UInt8(truncatingIfNeeded: byte) : 0
                        x &+= 1
                    }
                    y &+= 1
                }
                }
            }
            var y = bandTop
            while y < bandBottom {
                let line = bandBase + (y &- bandTop) &* width
                var x = 0
                while x < width {
                    let value = line[x]
                    var end = x &+ 1
                    while end < width && line[end] == value { end &+= 1 }
                    if value > 0 { sink.span(y: y, from: area.minX &+ x, to: area.minX &+ end, coverage: UInt32(value)) }
                    x = end
                }
                y &+= 1
            }
        }
        }
        }
    }

    /// The smooth union of the shapes at `indices`, folded in order.
    ///
    /// Unchecked: it reads both buffers without bounds checks; `indices` is never empty and holds
    /// positions in `shapes` (the fill builds it from `boxes`, one per shape). It runs per pixel
    /// of every edge tile, measured by vitrine-bench raster (e).
    @inline(__always)
    static func union(
        at p: Point, of indices: UnsafeBufferPointer<Int>, in shapes: UnsafeBufferPointer<DistanceShape>, smoothing k: Double
    ) -> DistanceSample {
        var result = shapes[indices[0]].sample(at: p)
        var n = 1
        while n < indices.count {
            result = smoothMinimum(result, shapes[indices[n]].sample(at: p), smoothing: k)
            n &+= 1
        }
        return result
    }
}
