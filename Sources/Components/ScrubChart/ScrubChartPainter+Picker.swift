import Glass
import Raster
import Typeset

extension ScrubChartPainter {
    /// The range picker: joined glass segments, the picked one swollen and tinted butter, its
    /// label in ink while the others are muted; the tint and the ink flow together.
    func drawPicker(into canvas: inout Canvas) {
        guard let picker, !picker.frame.isEmpty else { return }
        let rects = picker.rects(at: time)
        let surfaces = rects.indices.map { index in
            var surface = GlassSurface(.capsule(rects[index]), tint: style.accent.opacity(picker.tint(of: index, at: time)))
            if picker.pressed == index { surface = picker.press.surface(surface, at: time) }
            return surface
        }
        GlassGroup(surfaces, appearance: appearance).draw(into: &canvas)
        for (index, surface) in surfaces.enumerated() {
            let amount = picker.tint(of: index, at: time)
            let labelStyle = TextStyle(size: 15, color: style.muted.mixed(with: style.ink, amount: amount))
            // A label shrinks to 70% before it is cut short, and keeps 6 points from the ends.
            let line = text.layout(picker.labels[index], style: labelStyle, maximumWidth: max(surface.shape.bounds.width - 12, 1),
                                   minimumScaleFactor: 0.7)
            let bounds = surface.shape.bounds
            canvas.save()
            canvas.concatenate(surface.contentTransform)
            text.draw(line, into: &canvas, at: Point(bounds.midX, line.baselineCenteringCapitals(in: bounds)), alignment: .center)
            canvas.restore()
        }
    }
}
