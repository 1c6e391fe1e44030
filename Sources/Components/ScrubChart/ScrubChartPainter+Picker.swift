import Raster

extension ScrubChartPainter {
    /// The range picker: the seed's joined glass segments, the picked one swollen and butter.
    func drawPicker(into canvas: inout Canvas) {
        picker?.draw(into: &canvas, at: time, accent: style.accent, muted: style.muted, ink: style.ink,
                     appearance: appearance, text: text)
    }
}
