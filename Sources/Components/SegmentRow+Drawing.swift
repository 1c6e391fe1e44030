import Geometry
import Glass
import Raster
import Typeset

extension SegmentRow {
    /// Draws the row at `time`: joined glass segments, the picked one swollen and tinted
    /// `accent`, its label in `ink` while the others are `muted`; the tint and the ink flow
    /// together, and a pressed segment sinks with its label. Without a text engine the glass is
    /// drawn alone (for tests of the glass). With a `cache` the glass keeps its masks and shadow
    /// from frame to frame.
    func draw(
        into canvas: inout Canvas, at time: Double, accent: Color, muted: Color, ink: Color,
        appearance: GlassAppearance, text: Typesetter?, cache: GlassCache? = nil
    ) {
        guard !frame.isEmpty else { return }
        let rects = rects(at: time)
        let surfaces = rects.indices.map { index in
            var surface = GlassSurface(.capsule(rects[index]), tint: accent.opacity(tint(of: index, at: time)))
            if pressed == index { surface = press.surface(surface, at: time) }
            return surface
        }
        let group = GlassGroup(surfaces, appearance: appearance)
        if let cache { group.draw(into: &canvas, cache: cache) } else { group.draw(into: &canvas) }
        guard let text else { return }
        for (index, surface) in surfaces.enumerated() {
            let style = TextStyle(size: 15, color: muted.mixed(with: ink, amount: tint(of: index, at: time)))
            let bounds = surface.shape.bounds
            // A label shrinks to 70% before it is cut short, and keeps 6 points from the ends;
            // at large text, further, as far as its size at text scale 1 (and never below 45%):
            // a label cut to "…" names no range at all.
            // Figures ("0.25×") keep their own order right to left, as words do.
            let line = text.layout(text.inFigureOrder([TextSpan(labels[index])]), style: style,
                                   maximumWidth: max(bounds.width - 12, 1),
                                   minimumScaleFactor: min(0.7, max(0.45, 1 / text.textScale)))
            canvas.save()
            canvas.concatenate(surface.contentTransform)
            text.draw(line, into: &canvas, at: Point(bounds.midX, line.baselineCenteringCapitals(in: bounds)), alignment: .center)
            canvas.restore()
        }
    }
}
