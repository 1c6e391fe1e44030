import Geometry

extension Canvas {
    /// Fills `shape` with a gradient that runs straight down the canvas (a bar's tint from its
    /// top to its foot), each row in the gradient's colour at its pixel centre: as fast as a flat
    /// fill, where the general gradient paint looks its colour up pixel by pixel.
    ///
    /// A gradient that is not vertical under the current transform, a shape clip, or a shape the
    /// analytic scanner does not draw is filled as ``fill(_:with:)`` fills it.
    public mutating func fill(_ shape: Shape, withVertical gradient: LinearGradient) {
        let transform = state.transform
        let start = transform.apply(gradient.start), end = transform.apply(gradient.end)
        let clip = state.clip
        guard clip.mask == nil, abs(start.x - end.x) < 1e-9, abs(end.y - start.y) > 1e-9,
              let scanner = shape.analyticScanner(under: transform), let (rect, _) = shape.circularRoundedRect else {
            fill(shape, with: .linearGradient(gradient))
            return
        }
        // Colours for the rows the shape can touch, no more.
        let covered = PixelBounds(covering: transform.apply(rect)).intersection(clip.bounds)
        guard !covered.isEmpty else { return }
        let rows = covered.minY..<covered.maxY
        let colors = rows.map { row in gradient.color(at: (Double(row) + 0.5 - start.y) / (end.y - start.y)).premultipliedPixel }
        let width = self.width
        // Unsafe: the sink blends through raw pointers into the pixels, inside the rows it is
        // handed (of `covered`), and reads one colour a row for those rows (see
        // ``RowColorSink``). The analytic scanner gives each row the same coverage whatever rows
        // it is handed, so a bar across the band split draws on both cores.
        drawRows(covered, splittable: true) { base, band in
            colors.withUnsafeBufferPointer { table in
                var sink = RowColorSink(pixels: base, width: width, bounds: band, colors: table.baseAddress!,
                                        firstRow: rows.lowerBound)
                scanner.fill(into: &sink)
            }
        }
    }
}
