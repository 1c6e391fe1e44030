import Geometry
import Glass
import Raster
import Typeset

/// Draws one frame of a scrub chart: the model as it is, through the motion as it stands at the
/// frame's time.
///
/// It draws in two layers. The base is everything a scrub step leaves alone: the card, the held
/// range's band, the line or the bars, the min and max labels, the dashed baseline, the range's
/// rule, the latest dot, the x axis and the range picker. The overlay is what a step changes: the readout, and the
/// finger's rule, dot and flag with its change bubble. A piece can keep the base's pixels and
/// redraw only the overlay where it moved.
struct ScrubChartPainter {
    let model: ScrubChartModel
    let layout: ScrubChartLayout
    let theme: Theme
    let style: ScrubChartStyle
    let styles: ScrubChartTextStyles
    let motion: ScrubChartMotion
    let picker: SegmentRow?
    let text: Typesetter
    let time: Double

    init(model: ScrubChartModel, layout: ScrubChartLayout, theme: Theme, motion: ScrubChartMotion, picker: SegmentRow?,
         text: Typesetter, time: Double) {
        self.model = model
        self.layout = layout
        self.theme = theme
        style = ScrubChartStyle(theme: theme)
        styles = layout.styles
        self.motion = motion
        self.picker = picker
        self.text = text
        self.time = time
    }

    var appearance: GlassAppearance {
        theme.glassAppearance
    }

    func draw(into canvas: inout Canvas) {
        drawBase(into: &canvas)
        drawOverlay(into: &canvas)
    }

    /// The overlay, skipping its parts that lie wholly outside `region` (window points).
    func drawOverlay(into canvas: inout Canvas, region: Rect? = nil) {
        if region.map({ !$0.intersection(readoutArea).isEmpty }) ?? true { drawReadout(into: &canvas) }
        guard !model.isEmpty else { return }
        if let region, let index = motion.markedIndex, index < model.points.count,
           region.intersection(marksArea(index: index)).isEmpty { return }
        drawMarks(into: &canvas, region: region)
    }

    /// Where the finger's marks at `index` draw: the rule and dot's column and the flag.
    func marksArea(index: Int) -> Rect {
        let x = plotX(ofIndex: index)
        // Past the plot's bottom too: the rule's cap, and a dot on the lowest value.
        return Rect(x - 10, layout.plot.minY, 20, layout.plot.height + 10).union(flagArea(index: index)).intersection(layout.card)
    }

    /// The readout with the reach of the chip's lift shadow, which ends inside the plot's top.
    var readoutArea: Rect {
        Rect(layout.card.minX, layout.card.minY, layout.card.width, layout.plot.minY + 20 - layout.card.minY)
    }

    func drawBase(into canvas: inout Canvas) {
        canvas.fill(.continuousRoundedRect(layout.card, radius: ScrubChartLayout.cornerRadius), with: .solid(style.ground))
        if model.isEmpty {
            let message = text.layout("No data yet", style: styles.empty)
            text.draw(message, into: &canvas, at: Point(layout.plot.midX, layout.plot.midY - 14), alignment: .center)
        } else {
            // Charts draws marks in the order the seed declares them (which is why it lifts its
            // band beneath with a z-index): the line or the bars with the min and max labels, then
            // the baseline over them, the range's rule, and the latest dot on top.
            let curve = motion.curve(at: time)
            if model.mode == .line {
                drawBand(into: &canvas)
                drawLine(curve, into: &canvas)
                drawExtremes(into: &canvas)
            } else {
                drawBars(curve, into: &canvas)
            }
            drawBaseline(curve, into: &canvas)
            if model.mode == .line {
                drawRangeRule(into: &canvas)
                drawLatestDot(curve, into: &canvas)
            }
            drawAxis(into: &canvas)
        }
        drawPicker(into: &canvas)
    }

    // MARK: Coordinates

    /// A point on the plot from a fraction across it and a normalized value.
    func plotPoint(x: Double, value: Double) -> Point {
        layout.point(x: x, value: value)
    }

    /// The x of a real point (its time in line mode, its slot in bars mode), in window points.
    func plotX(ofIndex index: Int) -> Double {
        layout.plot.minX + model.plotFraction(ofIndex: index) * layout.plot.width
    }

    // MARK: Plot

    /// The first value, dashed 2 on 5, read from the shown curve so that it moves with it.
    private func drawBaseline(_ curve: ChartCurve, into canvas: inout Canvas) {
        guard let first = curve.values.first else { return }
        let y = plotPoint(x: 0, value: first).y
        canvas.strokeLine(
            from: Point(layout.plot.minX, y), to: Point(layout.plot.maxX, y),
            style: StrokeStyle(width: 1, dash: [2, 5], snapsToPixels: true), with: .solid(style.muted.opacity(0.6)))
    }

    /// The shown curve, smoothed while sparse, 2.5 points wide with round caps and joins.
    private func drawLine(_ curve: ChartCurve, into canvas: inout Canvas) {
        let points = zip(curve.xs, curve.values).map { plotPoint(x: $0, value: $1) }
        canvas.strokeChartLine(points, width: 2.5, shape: .smooth, with: .solid(style.line))
    }

    /// One bar per point from the floor to its value, 62% of its slot (at least 2 points), its
    /// top corners continuous. The finger's bar or the held range take the accent at full
    /// strength while the rest step back to 35%; at rest the latest bar wears the accent.
    private func drawBars(_ curve: ChartCurve, into canvas: inout Canvas) {
        let count = curve.count
        let width = max(2, layout.plot.width / Double(max(count, 1)) * 0.62)
        let radius = min(6, width / 2)
        let floorY = plotPoint(x: 0, value: ScrubChartModel.barFloor).y
        let span = model.rangeSpan, active = model.activeIndex
        for index in 0..<count {
            let top = plotPoint(x: curve.xs[index], value: curve.values[index])
            let rect = Rect(top.x - width / 2, min(top.y, floorY), width, abs(floorY - top.y))
            guard rect.height > 0 else { continue }
            let highlighted: Bool, opacity: Double
            if let span {
                highlighted = span.contains(index)
                opacity = highlighted ? 1 : 0.35
            } else if let active {
                highlighted = active == index
                opacity = highlighted ? 1 : 0.35
            } else {
                highlighted = index == count - 1
                opacity = 1
            }
            let color = (highlighted ? style.accent : style.line).opacity(opacity)
            canvas.fill(.continuousRoundedRect(rect, radius: radius), with: .solid(color))
        }
    }

    /// A held range's band from one end to the other, behind the line.
    private func drawBand(into canvas: inout Canvas) {
        let opacity = motion.bandOpacity(at: time)
        guard opacity > 0.001, let span = motion.markedSpan, span.upperBound < model.points.count else { return }
        let from = plotX(ofIndex: span.lowerBound), to = plotX(ofIndex: span.upperBound)
        canvas.fillRect(Rect(from, layout.plot.minY, to - from, layout.plot.height), with: .solid(style.band.opacity(opacity)))
    }

    /// A held range's rule at its earlier end, whichever end the hold pinned: on a drag back in
    /// time that is the finger's point, under the finger's own rule.
    private func drawRangeRule(into canvas: inout Canvas) {
        let opacity = motion.bandOpacity(at: time)
        guard opacity > 0.001, let span = motion.markedSpan, span.upperBound < model.points.count else { return }
        drawRule(atX: plotX(ofIndex: span.lowerBound), opacity: opacity, into: &canvas)
    }

    /// At rest the latest value wears the accent dot. It stands at the latest point's time, which
    /// for a lone point is the leading edge (its fraction of an empty span is 0), and at the shown
    /// curve's last value, so that it rides the line through a morph. It fades out as a finger
    /// lands and back in on release.
    private func drawLatestDot(_ curve: ChartCurve, into canvas: inout Canvas) {
        let opacity = motion.restDotOpacity(at: time)
        guard opacity > 0.001, let latest = curve.values.last else { return }
        let x = model.plotFraction(ofIndex: model.points.count - 1)
        drawDot(at: plotPoint(x: x, value: latest), scale: 1, opacity: opacity, into: &canvas)
    }

    /// The max value above its point and the min below, 6 points off, once the line has landed
    /// on them; they fade out while a finger is down. On the latest point a label sits off the
    /// corner away from the plot's trailing edge, clear of the dot; any label slides inward until
    /// it lies inside the plot.
    private func drawExtremes(into canvas: inout Canvas) {
        guard model.mode == .line, let extremes = model.extremes else { return }
        let opacity = motion.labelOpacity(at: time, current: extremes)
        guard opacity > 0.001 else { return }
        let points = model.points
        let metrics = text.metrics(for: styles.marker)
        let spacing = 6.0
        for (index, above) in [(extremes.high, true), (extremes.low, false)] {
            let line = text.layout(model.markerText(index), style: styles.marker)
            let mark = plotPoint(x: model.plotFraction(ofIndex: index), value: model.normalized(points[index].value))
            var left: Double
            if index == points.count - 1 {
                // Off the leading corner; a lone point has the trailing corner to itself.
                left = points.count == 1 ? mark.x + spacing : mark.x - spacing - line.width
            } else {
                left = mark.x - line.width / 2
            }
            var top = above ? mark.y - spacing - metrics.lineHeight : mark.y + spacing
            left = min(max(left, layout.plot.minX), layout.plot.maxX - line.width)
            top = min(max(top, layout.plot.minY), layout.plot.maxY - metrics.lineHeight)
            text.draw(line, into: &canvas, at: Point(left, top + metrics.firstBaseline), alignment: text.leftAligned, opacity: opacity)
        }
    }

    /// Start, middle and end labels at the model's axis positions (the plot's edges, or the
    /// bars'); the outer ones start and end there, so none runs past the plot and is dropped. The
    /// time axis runs left to right in either layout direction, so right to left they stay put.
    private func drawAxis(into canvas: inout Canvas) {
        let labels = model.axisLabels, fractions = model.axisFractions
        guard labels.count == 3, fractions.count == 3 else { return }
        let alignments: [TextAlignment] = [text.leftAligned, .center, text.rightAligned]
        let xs = fractions.map { layout.plot.minX + $0 * layout.plot.width }
        let lines = labels.map { text.layout($0, style: styles.axis) }
        // As Charts drops colliding axis labels: on a narrow card at a large text scale the middle
        // one gives way rather than run into the outer ones.
        let room = text.effectiveSize(of: styles.axis) / 2
        let middle = (xs[1] - lines[1].width / 2)...(xs[1] + lines[1].width / 2)
        let fits = middle.lowerBound >= xs[0] + lines[0].width + room && middle.upperBound <= xs[2] - lines[2].width - room
        // A lone bar is the first, middle and last at once: one label, centred under it, rather
        // than three laid over each other.
        let shown = fractions[0] == fractions[2] ? [1] : fits ? [0, 1, 2] : [0, 2]
        for index in shown {
            text.draw(lines[index], into: &canvas, at: Point(xs[index], layout.axisBaseline), alignment: alignments[index])
        }
    }

    // MARK: Marks

    /// What a finger adds: the rule and, in line mode, the dot on the point's own value (not the
    /// smoothed curve, so that it sits on the figure the readout shows), then the flag. They stay
    /// on the last point while they fade after a release. A redraw of `region` alone leaves out
    /// the flag's glass where the region does not reach it.
    private func drawMarks(into canvas: inout Canvas, region: Rect? = nil) {
        let opacity = motion.marksOpacity(at: time)
        let dotOpacity = motion.dotOpacity(at: time)
        guard opacity > 0.001 || dotOpacity > 0.001, let index = motion.markedIndex, index < model.points.count else { return }
        let x = plotX(ofIndex: index)
        let glass = opacity > 0.001 ? flagGlass(index: index, x: x) : nil
        if opacity > 0.001 { drawRule(atX: x, opacity: opacity, into: &canvas) }
        if model.mode == .line, dotOpacity > 0.001 {
            let point = Point(x, plotPoint(x: 0, value: model.normalized(model.points[index].value)).y)
            drawDot(at: point, scale: motion.dotScale(at: time), opacity: dotOpacity, into: &canvas)
        }
        if let glass, region.map({ !$0.intersection(flagArea(index: index)).isEmpty }) ?? true {
            drawFlag(glass, opacity: opacity, into: &canvas)
        }
    }

    /// The flag while it fades in or out, which a rule must pass behind; nil while it is gone or
    /// shown in full, when its glass hides what lies under it by itself.
    private var fadingFlag: FlagGlass? {
        let opacity = motion.marksOpacity(at: time)
        guard opacity > 0.001, opacity < 0.999, let index = motion.markedIndex, index < model.points.count else { return nil }
        return flagGlass(index: index, x: plotX(ofIndex: index))
    }

    /// A vertical rule across the plot, 1.5 points wide, in the line's colour.
    ///
    /// The flag is glass laid over the chart, so a rule never crosses it: while the flag fades
    /// (and shows what lies under it), the rule is left out of its outline and the bubble's rather
    /// than striking through the date.
    private func drawRule(atX x: Double, opacity: Double, into canvas: inout Canvas) {
        canvas.save()
        if let glass = fadingFlag {
            let column = Rect(x - 2, layout.plot.minY - 1, 4, layout.plot.height + 2)
            for outline in glass.outlines where !outline.bounds.intersection(column).isEmpty {
                // Inside the column but not the outline: even-odd over the two.
                var open = Path(rect: column)
                open.append(outline.shape.path)
                canvas.clip(to: open, rule: .evenOdd)
            }
        }
        canvas.strokeLine(
            from: Point(x, layout.plot.minY), to: Point(x, layout.plot.maxY),
            style: StrokeStyle(width: 1.5), with: .solid(style.line.opacity(opacity)))
        canvas.restore()
    }

    /// The accent dot: 16 points, ringed 3 points in the ground colour.
    func drawDot(at center: Point, scale: Double, opacity: Double, into canvas: inout Canvas) {
        canvas.fillCircle(center: center, radius: 8 * scale, with: .solid(style.ground.opacity(opacity)))
        canvas.fillCircle(center: center, radius: 5 * scale, with: .solid(style.accent.opacity(opacity)))
    }
}
