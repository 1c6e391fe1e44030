import Geometry
import Raster

extension TextEngine {
    /// Draws a laid-out line with its baseline through `origin`, in canvas points.
    ///
    /// `origin.x` is where the line starts, centres or ends, per `alignment` and the reading
    /// `direction`. Glyphs are rendered at the canvas's pixel size (points times the
    /// transform's scale), placed to a quarter pixel horizontally, with the baseline on a whole
    /// pixel so that hinted heights stay crisp. Rotation and skew in the transform are ignored:
    /// text is always upright.
    ///
    /// - Parameter opacity: multiplies every span's colour alpha (for fades).
    public func draw(
        _ line: TextLine, into canvas: inout Canvas, at origin: Point, alignment: TextAlignment = .leading,
        opacity: Double = 1, direction: LayoutDirection = .leftToRight
    ) {
        guard !line.glyphs.isEmpty, opacity > 0 else { return }
        let transform = canvas.transform
        let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        guard scale > 0 else { return }
        let startX = line.startX(anchoredAt: origin.x, alignment: alignment, layoutDirection: direction)
        let start = transform.apply(Point(x: startX, y: origin.y))
        let pixelSize = Int((line.size * scale * 64).rounded())
        guard pixelSize > 0 else { return }
        let baseline = start.y.rounded()
        // Glyphs wholly outside the canvas are skipped before they are rendered.
        let margin = Double(pixelSize) / 64 * 2
        let paints = line.colors.map { Paint.solid($0) }
        for glyph in line.glyphs {
            let penX = start.x + Double(glyph.x) * scale
            guard penX > -margin, penX < Double(canvas.width) + margin else { continue }
            var pixelX = penX.rounded(.down)
            var phase = Int(((penX - pixelX) * 4).rounded())
            if phase == 4 {
                phase = 0
                pixelX += 1
            }
            let pixelY = Int(baseline + (Double(glyph.y) * scale).rounded())
            let key = GlyphKey(face: Int(glyph.face), glyph: glyph.glyph, pixelSize: pixelSize, phase: phase)
            let image = glyphs.image(for: key) {
                faces.face(Int(glyph.face))?.rasterize(glyph: glyph.glyph, pixelSize: pixelSize, phase: phase)
            }
            guard let image, image.mask.width > 0 else { continue }
            canvas.fill(
                mask: image.mask, atPixelX: Int(pixelX) + image.left, y: pixelY - image.top,
                with: paints[Int(glyph.color)], opacity: opacity)
        }
    }

    /// Draws a line at the top of `frame`: the first baseline sits ``LineMetrics/firstBaseline``
    /// below its top, and `alignment` places it between its left and right edges.
    public func draw(
        _ line: TextLine, into canvas: inout Canvas, in frame: Rect, alignment: TextAlignment = .leading,
        opacity: Double = 1, direction: LayoutDirection = .leftToRight
    ) {
        let x: Double
        switch (alignment, direction) {
        case (.center, _): x = frame.midX
        case (.leading, .leftToRight), (.trailing, .rightToLeft): x = frame.minX
        case (.trailing, .leftToRight), (.leading, .rightToLeft): x = frame.maxX
        }
        draw(line, into: &canvas, at: Point(x: x, y: frame.minY + line.metrics.firstBaseline),
             alignment: alignment, opacity: opacity, direction: direction)
    }
}
