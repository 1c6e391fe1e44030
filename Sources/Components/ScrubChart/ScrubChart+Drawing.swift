import Geometry
import Gestures
import Motion
import Raster
import Typeset

// Drawing the card: the base layer, cached at rest so a scrub step copies it back, then the
// readout and the finger's marks over it.

extension ScrubChart {
    struct BaseLayer {
        var key: PlotKey
        var scale: Double
        var image: PixelImage
        var origin: (x: Int, y: Int)
    }

    public func draw(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        guard let layout else { return }
        let wanted = max(Int((layout.plot.width * canvas.scale).rounded()), 1)
        if wanted != columns {
            columns = wanted
            // A new width re-fits a dense line at once; a sparse one has the same samples at any width.
            let curve = model.mode == .line ? ChartCurve.line(for: model, columns: columns) : ChartCurve.bars(for: model)
            // A morph in flight (the first unfold on a HiDPI canvas) keeps its timing.
            if curve != motion.target { motion.refit(to: curve, extremes: model.extremes, at: time) }
        }
        motion.advance(to: time)
        let painter = ScrubChartPainter(model: model, layout: layout, theme: theme, motion: motion, picker: picker, text: text, time: time)
        let key = plotKey
        let whole = canvas.clipBounds == canvas.pixelBounds
        if !whole, let base, base.key == key, base.scale == canvas.scale {
            // A partial redraw at rest: the base as it was, then the overlay where it changed.
            canvas.replacePixels(with: base.image, atPixelX: base.origin.x, y: base.origin.y)
            let clip = canvas.clipBounds
            let region = Rect(Double(clip.minX) / canvas.scale, Double(clip.minY) / canvas.scale,
                              Double(clip.width) / canvas.scale, Double(clip.height) / canvas.scale)
            painter.drawOverlay(into: &canvas, region: region)
        } else {
            painter.drawBase(into: &canvas)
            if whole, base?.key != key || base?.scale != canvas.scale, !isAnimating(at: time) {
                let card = layout.card
                let area = PixelBounds(covering: Rect(card.minX * canvas.scale, card.minY * canvas.scale,
                                                      card.width * canvas.scale, card.height * canvas.scale))
                    .intersection(canvas.pixelBounds)
                self.base = BaseLayer(key: key, scale: canvas.scale, image: canvas.snapshot(of: area),
                                      origin: (area.minX, area.minY))
            }
            painter.drawOverlay(into: &canvas)
        }
        drawn = DrawnFrame(time: time, plotKey: plotKey, readout: readoutStrings, markedIndex: motion.markedIndex)
    }
}
