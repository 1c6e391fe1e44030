extension Canvas {
    /// Blends `paint` through `mask`, whose top-left pixel lands on pixel (`x`, `y`) of the canvas.
    ///
    /// Placement is in whole pixels because masks (glyphs) are rendered at their subpixel phase
    /// already; the transform does not apply, the clip does.
    public mutating func fill(mask: AlphaMask, atPixelX x: Int, y: Int, with paint: Paint, opacity: Double = 1) {
        guard mask.width > 0, mask.height > 0 else { return }
        // A glyph's or a mask's rows are its own: a large one draws on both cores.
        draw(paint, opacity: opacity, rows: PixelBounds(minX: x, minY: y, maxX: x + mask.width, maxY: y + mask.height)) { sink in
            let area = PixelBounds(minX: x, minY: y, maxX: x + mask.width, maxY: y + mask.height).intersection(sink.bounds)
            guard !area.isEmpty else { return }
            // Unsafe: each row of the mask goes to the sink as a pointer, inside `area`, which lies
            // within the mask; this is every glyph drawn, measured by vitrine-bench text.
            mask.bytes.withUnsafeBufferPointer { bytes in
                for row in area.minY..<area.maxY {
                    let line = bytes.baseAddress! + (row - y) * mask.width + (area.minX - x)
                    sink.coverageRun(y: row, from: area.minX, coverage: line, count: area.width)
                }
            }
        }
    }
}
