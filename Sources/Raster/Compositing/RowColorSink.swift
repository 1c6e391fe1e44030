/// A sink that blends each row in a colour of its own: a gradient that runs straight down (a
/// bar's tint), painted as fast as flat colour. It is a sink apart from ``PaintSink`` so that
/// the solid fills' loops stay as they are measured (vitrine-bench raster (a), (c)).
struct RowColorSink: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let bounds: PixelBounds
    /// Premultiplied colours for rows `firstRow...`, one a row.
    let colors: UnsafePointer<UInt32>
    let firstRow: Int

    @inline(__always)
    func color(_ y: Int) -> UInt32 { colors[y &- firstRow] }

    @inline(__always)
    mutating func span(y: Int, from: Int, to: Int, coverage: UInt32) {
        guard from < to, coverage > 0 else { return }
        let row = pixels + y &* width
        let color = coverage == 255 ? color(y) : PixelMath.scale(color(y), by: coverage)
        PaintSink.blendSolid(row: row, from: from, to: to, color: color)
    }

    @inline(__always)
    mutating func coverageRun(y: Int, from: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        // unchecked: the run lies inside `bounds` (the ``SpanSink`` contract).
        let line = pixels + y &* width + from
        let color = color(y)
        var i = 0
        while i < count {
            let source = PixelMath.scale(color, by: UInt32(coverage[i]))
            line[i] = source &+ PixelMath.scale(line[i], by: 255 &- (source >> 24))
            i &+= 1
        }
    }
}
