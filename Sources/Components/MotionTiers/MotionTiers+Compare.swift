import Geometry
import Gestures
import Motion
import Raster
import Typeset

// Compare mode: every lane's curve on one plot and one time axis, each in its colour, with a
// legend; hovering reads every curve at the time under the pointer, as the Scrub Chart reads its
// series (a rule and one dot per curve).

/// What the compare plot's kept pixels depend on.
struct CompareKey: Hashable {
    var springs: [Spring]
    var rect: Rect
    var colours: [Color]
    var textScale: Double
    var controls: ControlsKey?
}

extension MotionTiers {
    /// Turns compare mode on or off at real time `time`; the toggle's segments follow.
    func setComparing(_ on: Bool, atReal time: Double) {
        guard on != comparing else { return }
        comparing = on
        if !on { hoverTime = nil }
        relayout()
        motion.comparePicker.pick(on ? 1 : 0, at: time, motion: MotionLanguage(reduceMotion: model.reduceMotion))
        lastAction = on ? .compared : .separated
    }

    public func handleHover(_ event: HoverEvent) {
        let point = event.location
        guard comparing, layout.comparePlot.contains(point) else {
            hoverTime = nil
            return
        }
        hoverTime = comparePlot.time(atX: point.x)
    }

    /// The shared plot's axes: every curve's span and values.
    var comparePlot: CurvePlot {
        let box = layout.comparePlot
        // Room under the plot for the time labels, and above for the legend's first row.
        let area = Rect(box.minX + 14, box.minY + 14, box.width - 28, box.height - 40)
        return CurvePlot(area: area, span: curves.map(\.span).max() ?? 1,
                         lowest: curves.map(\.lowest).min() ?? 0, highest: curves.map(\.highest).max() ?? 1)
    }

    /// The compare plot, its axis and its curves, which hold still while the playheads and the
    /// rule move: kept as pixels until a spring, the layout or the theme changes (or, where the
    /// controls' shadow reaches it, while they move).
    func drawCompareBase(into canvas: inout Canvas, controls: ControlsKey?, text: Typesetter) {
        let box = layout.comparePlot
        let plot = comparePlot
        let underControls = !box.intersection(controlsCovering).isEmpty
        let key = underControls && controls == nil ? nil
            : CompareKey(springs: curves.map(\.spring), rect: box, colours: palette.series + [palette.track, palette.secondary],
                         textScale: text.textScale, controls: underControls ? controls : nil)
        compareSnapshot.draw(into: &canvas, covering: box, key: key) { canvas in
            canvas.fillRoundedRect(box, radius: 14, with: .solid(palette.track))
            drawTarget(on: plot, into: &canvas)
            drawTimeAxis(of: plot, into: &canvas, text: text)
            // Every curve across the whole shared axis: one that settles sooner runs on, still, at 1.
            let count = SpringCurve.sampleCount
            for (index, curve) in curves.enumerated() {
                let points = (0...count).map { step in
                    let time = plot.span * Double(step) / Double(count)
                    return plot.point(time, curve.value(at: time))
                }
                canvas.strokeChartLine(points, width: 2, with: .solid(palette.series(index)))
            }
        }
    }

    /// What moves on the compare plot: each lane's playhead, the hover rule and the legend.
    func drawCompare(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        let plot = comparePlot
        // Each fired lane's playhead rides its own curve here too.
        for index in curves.indices where index < motion.lanes.count {
            guard let head = motion.lanes[index].playhead(at: time) else { continue }
            let elapsed = min(head.elapsed, curves[index].span)
            let dot = plot.point(elapsed, head.progress)
            canvas.fillCircle(center: dot, radius: 5, with: .solid(palette.card))
            canvas.fillCircle(center: dot, radius: 3.5, with: .solid(palette.series(index)))
        }
        if let hoverTime { drawRule(at: hoverTime, on: plot, into: &canvas, text: text) }
        drawLegend(on: plot, into: &canvas, text: text)
    }

    private func drawTimeAxis(of plot: CurvePlot, into canvas: inout Canvas, text: Typesetter) {
        let style = TextStyle(size: 11, color: palette.secondary, maximumTextScale: TiersLayout.maximumTextScale)
        let baseline = plot.y(0)
        canvas.strokeLine(from: Point(plot.area.minX, baseline), to: Point(plot.area.maxX, baseline),
                          style: StrokeStyle(width: 1, snapsToPixels: true), with: .solid(palette.secondary.opacity(0.35)))
        for time in plot.gridTimes {
            let label = text.layout(text.inFigureOrder([TextSpan(time == 0 ? "0" : "\(fixed(time, digits: plot.gridDigits)) s")]), style: style)
            let x = min(max(plot.x(time), plot.area.minX + label.width / 2), plot.area.maxX - label.width / 2)
            text.draw(label, into: &canvas, at: Point(x, plot.area.maxY + 18), alignment: .center)
        }
    }

    /// The rule at the hovered time with a dot on every curve, and the time above it.
    private func drawRule(at time: Double, on plot: CurvePlot, into canvas: inout Canvas, text: Typesetter) {
        let x = plot.x(time)
        canvas.strokeLine(from: Point(x, plot.area.minY), to: Point(x, plot.area.maxY),
                          style: StrokeStyle(width: 1, snapsToPixels: true), with: .solid(palette.text.opacity(0.5)))
        for (index, curve) in curves.enumerated() {
            let dot = plot.point(time, curve.value(at: time))
            canvas.fillCircle(center: dot, radius: 4.5, with: .solid(palette.card))
            canvas.fillCircle(center: dot, radius: 3, with: .solid(palette.series(index)))
        }
        let label = text.layout(text.inFigureOrder([TextSpan("\(fixed(time, digits: 2)) s")]), style: markStyle)
        let labelX = min(max(x, plot.area.minX + label.width / 2), plot.area.maxX - label.width / 2)
        text.draw(label, into: &canvas, at: Point(labelX, plot.area.minY - 3), alignment: .center)
    }

    /// One row per curve at the trailing bottom corner, where every curve has long risen past:
    /// its colour, its name and, while hovering, its value at the hovered time.
    private func drawLegend(on plot: CurvePlot, into canvas: inout Canvas, text: Typesetter) {
        let style = TextStyle(size: 12, color: palette.text, maximumTextScale: TiersLayout.maximumTextScale)
        let rows = curves.indices.map { index -> TextLine in
            let name = motion.lanes[index].name
            guard let hoverTime else { return text.layout(name, style: style) }
            let value = curves[index].value(at: hoverTime) * 100
            return text.layout("\(name) \(fixed(value, digits: 1))%", style: style)
        }
        let rowHeight = 18 * layout.textScale
        let width = (rows.map(\.width).max() ?? 0) + 22
        let height = Double(rows.count) * rowHeight + 8
        let box = Rect(layout.rightToLeft ? plot.area.minX + 4 : plot.area.maxX - width - 4, plot.y(0) - height - 6,
                       width, height)
        canvas.fillRoundedRect(box, radius: 8, with: .solid(palette.card.opacity(0.85)))
        for (index, row) in rows.enumerated() {
            let y = box.minY + 4 + Double(index) * rowHeight
            let swatch = layout.rightToLeft ? box.maxX - 14 : box.minX + 6
            canvas.fillRoundedRect(Rect(swatch, y + rowHeight / 2 - 1.5, 8, 3), radius: 1.5, with: .solid(palette.series(index)))
            let anchor = layout.rightToLeft ? Point(box.maxX - 18, y + rowHeight / 2 + 4) : Point(box.minX + 18, y + rowHeight / 2 + 4)
            text.draw(row, into: &canvas, at: anchor)
        }
    }
}
