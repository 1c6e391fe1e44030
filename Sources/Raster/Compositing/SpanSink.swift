/// Where rasterizers send their coverage: horizontal runs of one coverage value.
///
/// A rasterizer never blends by itself. It reports "pixels `from..<to` on row `y` are covered by
/// `coverage`/255" and the sink decides what that means: blend a paint into the canvas, or write an
/// alpha mask for a shadow or a clip. Rasterizers are generic over the sink, so each pairing is
/// specialized and the call disappears.
@usableFromInline
protocol SpanSink {
    /// Pixels outside these bounds must not be reported.
    var bounds: PixelBounds { get }
    mutating func span(y: Int, from: Int, to: Int, coverage: UInt32)
    /// Pixels `from..<from + count` on row `y`, each with its own coverage byte.
    mutating func coverageRun(y: Int, from: Int, coverage: UnsafePointer<UInt8>, count: Int)
    /// A hint that pixels `from..<to` of row `y` are about to be drawn.
    func prefetch(y: Int, from: Int, to: Int)
}

extension SpanSink {
    @inline(__always)
    func prefetch(y: Int, from: Int, to: Int) {}
}

/// Writes coverage into a single-channel mask, keeping the larger value where spans overlap.
///
/// Taking the maximum (not the sum) is what lets a chart line or a group of pieces cover a pixel
/// once however many of its parts reach it: no double-blending where a line crosses itself.
struct MaskSink: SpanSink {
    let mask: UnsafeMutablePointer<UInt8>
    let origin: (x: Int, y: Int)
    let stride: Int
    let bounds: PixelBounds

    @inline(__always)
    mutating func span(y: Int, from: Int, to: Int, coverage: UInt32) {
        guard from < to else { return }
        let row = mask + (y - origin.y) * stride - origin.x
        let value = UInt8(truncatingIfNeeded: coverage)
        for x in from..<to where row[x] < value {
            row[x] = value
        }
    }

    @inline(__always)
    mutating func coverageRun(y: Int, from: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let row = mask + (y - origin.y) * stride - origin.x + from
        for i in 0..<count where row[i] < coverage[i] {
            row[i] = coverage[i]
        }
    }
}
