import Glass
import Raster
import Typeset

extension ScrubChartModel {
    /// Draws the chart as it rests on its data: the card, the readout, the baseline, the line, the
    /// min and max labels, the latest dot and the x axis.
    ///
    /// What a finger adds (the rule, the scrub dot, the flag, the held range's band and bubble) is
    /// drawn by the interaction layer over this; the readout already reads the selection.
    public func draw(into canvas: inout Canvas, layout: ScrubChartLayout, theme: Theme, text: TextEngine) {
        let style = ScrubChartStyle(theme: theme)
        let styles = ScrubChartTextStyles(style: style)
        canvas.fill(.continuousRoundedRect(layout.card, radius: ScrubChartLayout.cornerRadius), with: .solid(style.ground))
        drawReadout(into: &canvas, layout: layout, style: style, styles: styles, theme: theme, text: text)
        guard !isEmpty else {
            let message = text.layout("No data yet", style: styles.empty)
            text.draw(message, into: &canvas, at: Point(layout.plot.midX, layout.plot.midY - 14), alignment: .center)
            return
        }
        let plotted = plotted
        if mode == .line { drawRangeBand(into: &canvas, layout: layout, style: style) }
        drawBaseline(plotted, into: &canvas, layout: layout, style: style)
        if mode == .line { drawLine(plotted, into: &canvas, layout: layout, style: style) }
        if selection == .idle { drawExtremes(into: &canvas, layout: layout, styles: styles, text: text) }
        if mode == .line, activeIndex == nil, let latest = plotted.last {
            drawDot(at: layout.point(chartX: chartX(ofIndex: points.count - 1), value: latest, domain: xDomain), into: &canvas, style: style)
        }
        drawAxis(into: &canvas, layout: layout, styles: styles, text: text)
    }

    // MARK: Readout

    private func drawReadout(
        into canvas: inout Canvas, layout: ScrubChartLayout, style: ScrubChartStyle, styles: ScrubChartTextStyles,
        theme: Theme, text: TextEngine
    ) {
        let meta = text.layout(metaLine, style: styles.meta, maximumWidth: layout.content.width)
        text.draw(meta, into: &canvas, at: Point(layout.content.minX, layout.metaBaseline))

        let numeral = numeral
        let spans = numeral.isPlaceholder
            ? [TextSpan(numeral.whole, color: style.muted)]
            : [TextSpan(numeral.whole), TextSpan(numeral.fraction, color: style.muted)].filter { !$0.text.isEmpty }
        // The figure shrinks to half its size at most, and only when its line cannot hold it.
        let figure = text.layout(spans, style: styles.numeral, maximumWidth: layout.numeralWidth, minimumScaleFactor: 0.5)
        let figureMetrics = text.metrics(for: styles.numeral)
        let baseline = layout.numeralOrigin.y + figureMetrics.firstBaseline
        text.draw(figure, into: &canvas, at: Point(layout.numeralOrigin.x, baseline))

        guard let chip = deltaChip else { return }
        let width = ScrubChartLayout.chipWidth(amount: chip.amount, percent: chip.percentText, text: text, styles: styles)
        let x = layout.placement == .beside ? layout.numeralOrigin.x + figure.width + ScrubChartChipPlacement.gap : layout.chipOrigin.x
        let rect = Rect(x, layout.chipOrigin.y, width, ScrubChartLayout.chipHeight)
        drawChip(chip, in: rect, into: &canvas, style: style, styles: styles, theme: theme, text: text)
    }

    /// Tinted glass with ink: sage for a rise, red for a fall, clear with muted figures for none.
    private func drawChip(
        _ chip: ScrubChartDeltaChip, in rect: Rect, into canvas: inout Canvas, style: ScrubChartStyle,
        styles: ScrubChartTextStyles, theme: Theme, text: TextEngine
    ) {
        let tint: Color? = switch chip.trend {
        case .up: style.up
        case .down: style.down
        case .flat: nil
        }
        let appearance = GlassAppearance(isDark: theme.isDark, reduceTransparency: theme.reduceTransparency)
        GlassGroup([GlassSurface(.capsule(rect), tint: tint)], appearance: appearance).draw(into: &canvas)

        let color = chip.trend == .flat ? style.muted : style.ink
        var figureStyle = styles.chip
        figureStyle.color = color
        let arrow = styles.arrowSize(text: text)
        var x = rect.minX + ScrubChartLayout.chipPadding
        let probe = text.layout(chip.percentText, style: figureStyle)
        let baseline = probe.baselineCenteringCapitals(in: rect)
        drawArrow(rising: chip.isRising, in: Rect(x, baseline - arrow, arrow, arrow), color: color, into: &canvas)
        x += arrow + ScrubChartLayout.chipSpacing
        for figures in [chip.amount, chip.percentText].compactMap({ $0 }) {
            let line = text.layout(figures, style: figureStyle)
            text.draw(line, into: &canvas, at: Point(x, baseline))
            x += line.width + ScrubChartLayout.chipSpacing
        }
    }

    /// A diagonal arrow, up and right or down and right, with a square head.
    private func drawArrow(rising: Bool, in box: Rect, color: Color, into canvas: inout Canvas) {
        let inset = box.insetBy(dx: box.width * 0.12, dy: box.height * 0.12)
        let tip = rising ? Point(inset.maxX, inset.minY) : Point(inset.maxX, inset.maxY)
        let tail = rising ? Point(inset.minX, inset.maxY) : Point(inset.minX, inset.minY)
        let head = inset.width * 0.62
        var path = Path()
        path.move(to: tail)
        path.line(to: tip)
        path.move(to: Point(tip.x - head, tip.y))
        path.line(to: tip)
        path.line(to: Point(tip.x, rising ? tip.y + head : tip.y - head))
        canvas.stroke(path, style: StrokeStyle(width: max(box.width * 0.16, 1.2), cap: .round, join: .round), with: .solid(color))
    }

    // MARK: Plot

    /// The first value, dashed 2 on 5, read from the plotted curve so that it moves with it.
    private func drawBaseline(_ plotted: [Double], into canvas: inout Canvas, layout: ScrubChartLayout, style: ScrubChartStyle) {
        guard let first = plotted.first else { return }
        let y = layout.point(chartX: 0, value: first, domain: xDomain).y
        canvas.strokeLine(
            from: Point(layout.plot.minX, y), to: Point(layout.plot.maxX, y),
            style: StrokeStyle(width: 1, dash: [2, 5], snapsToPixels: true), with: .solid(style.muted.opacity(0.6)))
    }

    /// The resampled series, smoothed, 2.5 points wide with round caps and joins.
    private func drawLine(_ plotted: [Double], into canvas: inout Canvas, layout: ScrubChartLayout, style: ScrubChartStyle) {
        let domain = xDomain
        let points = plotted.enumerated().map { layout.point(chartX: Double($0.offset), value: $0.element, domain: domain) }
        canvas.strokeChartLine(points, width: 2.5, shape: .smooth, with: .solid(style.line))
    }

    /// The latest point's accent dot: 16 points, ringed 3 points in the ground colour.
    func drawDot(at center: Point, into canvas: inout Canvas, style: ScrubChartStyle) {
        canvas.fillCircle(center: center, radius: 8, with: .solid(style.ground))
        canvas.fillCircle(center: center, radius: 5, with: .solid(style.accent))
    }

    /// The max value above its point and the min below, 6 points off. On the latest point a label
    /// sits off the corner away from the plot's trailing edge, clear of the dot; any label slides
    /// inward until it lies inside the plot.
    private func drawExtremes(into canvas: inout Canvas, layout: ScrubChartLayout, styles: ScrubChartTextStyles, text: TextEngine) {
        guard let extremes else { return }
        let metrics = text.metrics(for: styles.marker)
        let spacing = 6.0
        for (index, above) in [(extremes.high, true), (extremes.low, false)] {
            let line = text.layout(markerText(index), style: styles.marker)
            let mark = layout.point(chartX: chartX(ofIndex: index), value: normalized(points[index].value), domain: xDomain)
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
            text.draw(line, into: &canvas, at: Point(left, top + metrics.firstBaseline))
        }
    }

    /// Start, middle and end labels; the outer ones hug the plot's edges so none is dropped.
    private func drawAxis(into canvas: inout Canvas, layout: ScrubChartLayout, styles: ScrubChartTextStyles, text: TextEngine) {
        let labels = axisLabels
        guard labels.count == 3 else { return }
        let anchors: [(x: Double, alignment: TextAlignment)] = [
            (layout.plot.minX, .leading), (layout.plot.midX, .center), (layout.plot.maxX, .trailing),
        ]
        for (label, anchor) in zip(labels, anchors) {
            let line = text.layout(label, style: styles.axis)
            text.draw(line, into: &canvas, at: Point(anchor.x, layout.axisBaseline), alignment: anchor.alignment)
        }
    }
}
