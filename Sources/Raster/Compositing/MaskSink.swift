/// Writes coverage into a single-channel mask, keeping the larger value where spans overlap.
///
/// Taking the maximum (not the sum) is what lets a chart line or a group of pieces cover a pixel
/// once however many of its parts reach it: no double-blending where a line crosses itself.
///
/// Unchecked: its loops write through `mask` without bounds checks; a rasterizer reports only
/// spans inside `bounds`, which the mask covers (the ``SpanSink`` contract). They are the mask
/// side of every stroke, clip and shadow.
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
