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
