import Raster

extension ScrubChartModel {
    /// Draws what a finger adds over the chart at rest: the 1.5-point rule at the active point
    /// and, in line mode, the accent dot on the point's own value (not the resampled curve, so the
    /// dot sits on the figure the readout shows).
    ///
    /// The held range's band is drawn by ``draw(into:layout:theme:text:)``, behind the line.
    public func drawSelection(into canvas: inout Canvas, layout: ScrubChartLayout, theme: Theme) {
        guard let index = activeIndex else { return }
        let style = ScrubChartStyle(theme: theme)
        let point = layout.point(chartX: chartX(ofIndex: index), value: normalized(points[index].value), domain: xDomain)
        drawRule(atX: point.x, into: &canvas, layout: layout, style: style)
        if mode == .line { drawDot(at: point, into: &canvas, style: style) }
    }

    /// A held range: the band from one end to the other, behind the line, and a rule at the anchor
    /// so the end the hold pinned stays marked while the other follows the finger.
    func drawRangeBand(into canvas: inout Canvas, layout: ScrubChartLayout, style: ScrubChartStyle) {
        guard let span = rangeSpan, case .range(let anchor, _) = selection else { return }
        let from = layout.point(chartX: chartX(ofIndex: span.lowerBound), value: 0, domain: xDomain).x
        let to = layout.point(chartX: chartX(ofIndex: span.upperBound), value: 0, domain: xDomain).x
        canvas.fillRect(Rect(from, layout.plot.minY, to - from, layout.plot.height), with: .solid(style.band))
        let anchorX = layout.point(chartX: chartX(ofIndex: clamped(anchor)), value: 0, domain: xDomain).x
        drawRule(atX: anchorX, into: &canvas, layout: layout, style: style)
    }

    /// A vertical rule across the plot, 1.5 points wide, in the line's colour.
    private func drawRule(atX x: Double, into canvas: inout Canvas, layout: ScrubChartLayout, style: ScrubChartStyle) {
        canvas.strokeLine(
            from: Point(x, layout.plot.minY), to: Point(x, layout.plot.maxY),
            style: StrokeStyle(width: 1.5), with: .solid(style.line))
    }
}
