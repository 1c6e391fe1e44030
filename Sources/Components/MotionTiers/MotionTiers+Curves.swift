import Geometry
import Motion
import Raster
import Typeset

// Each lane's curve, whole: its spring's step response from 0 to its settle time, the target,
// the overshoot peak with its figure, the t90 point with its time, and the playhead of the last
// move running along it.

/// What a lane's kept curve pixels depend on.
struct CurveKey: Hashable {
    var spring: Spring
    var rect: Rect
    var colour: Color
    var ground: Color
    var rule: Color
    /// The still controls, when their shadow reaches the plot.
    var controls: ControlsKey?
}

extension MotionTiers {
    /// The style of the small figures on a curve.
    var markStyle: TextStyle {
        TextStyle(size: 11, color: palette.text, maximumTextScale: TiersLayout.maximumTextScale)
    }

    /// Text whose left edge sits at the anchor whatever the reading direction: figures placed by
    /// a time axis, which runs left to right either way.
    var leftEdge: TextAlignment { layout.rightToLeft ? .trailing : .leading }

    /// Lane `index`'s curve on its plot: its time axis and values.
    func curvePlot(ofLane index: Int) -> CurvePlot {
        let curve = curves[index]
        return CurvePlot(area: layout.lanes[index].plot.insetBy(dx: 10, dy: 8), span: curve.span, lowest: curve.lowest, highest: curve.highest)
    }

    /// The plot and its whole curve, which hold still until the spring or the theme changes:
    /// kept as pixels, so a frame in flight draws only the playhead and the marks over them.
    /// Where the controls' shadow reaches the plot, the pixels also depend on the controls, and
    /// are not kept while they move.
    func drawCurveBase(ofLane index: Int, into canvas: inout Canvas, controls: ControlsKey?) {
        guard index < curves.count, index < curveSnapshots.count else { return }
        let rect = layout.lanes[index].plot
        let curve = curves[index], plot = curvePlot(ofLane: index), colour = palette.series(index)
        let underControls = !rect.intersection(controlsCovering).isEmpty
        let key = underControls && controls == nil ? nil
            : CurveKey(spring: curve.spring, rect: rect, colour: colour, ground: palette.track, rule: palette.secondary,
                       controls: underControls ? controls : nil)
        curveSnapshots[index].draw(into: &canvas, covering: rect, key: key) { canvas in
            canvas.fillRoundedRect(rect, radius: 10, with: .solid(palette.track))
            drawTarget(on: plot, into: &canvas)
            // The whole curve is the reference, quiet; the playhead's path over it is the move.
            canvas.strokeChartLine(plot.points(of: curve), width: 2, with: .solid(colour.opacity(0.45)))
        }
    }

    /// What moves over lane `index`'s curve: the last move's path, the marks over it so its
    /// figures stay readable while it passes, and the playhead on top.
    func drawCurveOverlay(ofLane index: Int, in rect: Rect, into canvas: inout Canvas, at time: Double, text: Typesetter) {
        guard index < curves.count else { return }
        let curve = curves[index], plot = curvePlot(ofLane: index), colour = palette.series(index)
        let head = drawPath(ofLane: index, on: plot, colour: colour, into: &canvas, at: time)
        drawMarks(of: curve, on: plot, colour: colour, into: &canvas, text: text)
        if let head {
            canvas.fillCircle(center: head, radius: 5, with: .solid(palette.card))
            canvas.fillCircle(center: head, radius: 3.5, with: .solid(colour))
        }
    }

    /// The target, dashed across the plot at 1.
    func drawTarget(on plot: CurvePlot, into canvas: inout Canvas) {
        let y = plot.y(1)
        canvas.strokeLine(
            from: Point(plot.area.minX, y), to: Point(plot.area.maxX, y),
            style: StrokeStyle(width: 1, dash: [4, 3], snapsToPixels: true), with: .solid(palette.secondary.opacity(0.7)))
    }

    /// The t90 point with its time, to its left where the curve is still low, and the peak with
    /// its figure, to its right.
    private func drawMarks(of curve: SpringCurve, on plot: CurvePlot, colour: Color, into canvas: inout Canvas, text: Typesetter) {
        let measurement = curve.measurement
        let ninety = plot.point(measurement.t90, 0.9)
        canvas.strokeLine(
            from: Point(ninety.x, plot.y(0)), to: ninety,
            style: StrokeStyle(width: 1, dash: [2, 3], snapsToPixels: true), with: .solid(palette.secondary.opacity(0.6)))
        canvas.fillCircle(center: ninety, radius: 3, with: .solid(palette.text))
        // Figures keep their own order right to left ("+8.4%", not "8.4%+"), as on the axis.
        let t90 = text.layout(text.inFigureOrder([TextSpan("t90 \(fixed(measurement.t90, digits: 2)) s")]), style: markStyle)
        let t90X = max(ninety.x - 6 - t90.width, plot.area.minX)
        // Beside the point where it fits; else under it, right of the dashed drop.
        if t90X + t90.width <= ninety.x - 4 {
            text.draw(t90, into: &canvas, at: Point(t90X, ninety.y + 4), alignment: leftEdge)
        } else {
            text.draw(t90, into: &canvas, at: Point(ninety.x + 5, min(ninety.y + 14, plot.area.maxY)), alignment: leftEdge)
        }
        guard let peakTime = measurement.peakTime, measurement.overshoot >= 0.0005 else { return }
        let peak = plot.point(peakTime, 1 + measurement.overshoot)
        canvas.fillCircle(center: peak, radius: 4, with: .solid(palette.peak))
        let figure = text.layout(text.inFigureOrder([TextSpan("+\(fixed(measurement.overshoot * 100, digits: 1))%")]), style: markStyle)
        let x = min(peak.x + 7, plot.area.maxX - figure.width)
        text.draw(figure, into: &canvas, at: Point(x, max(peak.y + 4, plot.area.minY + 9)), alignment: leftEdge)
    }

    /// The last move's path along the curve so far; returns where the playhead is, at its head.
    /// Where the move outlasts the curve (a retarget), the head waits at the curve's end.
    private func drawPath(ofLane index: Int, on plot: CurvePlot, colour: Color, into canvas: inout Canvas, at time: Double) -> Point? {
        let lane = motion.lanes[index]
        guard let run = lane.run, let head = lane.playhead(at: time) else { return nil }
        let shown = min(head.elapsed, plot.span)
        let steps = max(2, Int(80 * shown / plot.span))
        var path: [Point] = []
        path.reserveCapacity(steps + 1)
        for step in 0...steps {
            let elapsed = shown * Double(step) / Double(steps)
            let position = lane.position(at: run.start + elapsed)
            path.append(plot.point(elapsed, run.rising ? position : 1 - position))
        }
        canvas.save()
        canvas.clip(to: plot.area.insetBy(dx: -6, dy: -6))
        canvas.strokeChartLine(path, width: 2.5, with: .solid(colour))
        canvas.restore()
        return plot.point(shown, head.progress)
    }
}
