import Geometry
import Raster
import Typeset

/// The chart's lines of text, laid out once for each data and layout rather than every frame:
/// a frame of growth only moves them.
struct BarChartLines {
    var heading: TextLine
    var subtitle: TextLine?
    /// One per bar; nil where thinning leaves the label out.
    var values: [TextLine?]
    var captions: [TextLine?]
}

extension BarChart {
    /// The lines for the current data and layout, laid out if they are not yet.
    func preparedLines(text: Typesetter, layout: BarChartLayout) -> BarChartLines {
        if let lines { return lines }
        let scale = BarChartStyle.minimumScale
        let valueWidth = layout.labelWidth(stride: layout.valueStride)
        let captionWidth = layout.labelWidth(stride: layout.captionStride)
        let made = BarChartLines(
            heading: text.layout(heading, style: style.heading, maximumWidth: frame.width),
            subtitle: subtitle.map { text.layout($0, style: style.title, maximumWidth: frame.width) },
            values: model.values.indices.map { index in
                index % layout.valueStride == 0
                    ? text.layout(model.valueText(index), style: style.value, maximumWidth: valueWidth, minimumScaleFactor: scale) : nil
            },
            captions: model.labels.indices.map { index in
                index % layout.captionStride == 0
                    ? text.layout(model.labels[index], style: style.caption, maximumWidth: captionWidth, minimumScaleFactor: scale)
                    : nil
            })
        lines = made
        return made
    }

    public func draw(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        catchUp(to: time)
        lastTime = max(lastTime, time)
        guard let layout else { return }
        let lines = preparedLines(text: text, layout: layout)
        drawn = (version, time)
        // A redraw of one bar's damage leaves the rest alone: the screen draws the chart once per
        // damaged rectangle, clipped to it.
        let clip = canvas.clipBounds, transform = canvas.transform
        let reaches = { (area: Rect) in !PixelBounds(covering: transform.apply(area)).intersection(clip).isEmpty }
        if reaches(Rect(frame.minX, frame.minY, frame.width, layout.plot.minY - frame.minY)) {
            text.draw(lines.heading, into: &canvas, in: Rect(frame.minX, layout.headingTop, frame.width, lines.heading.metrics.lineHeight))
            if let subtitle = lines.subtitle {
                text.draw(subtitle, into: &canvas, in: Rect(frame.minX, layout.titleTop, frame.width, subtitle.metrics.lineHeight))
            }
        }
        drawBars(into: &canvas, at: time, layout: layout, lines: lines, text: text, reaches: reaches)
        let captionWidth = layout.labelWidth(stride: layout.captionStride)
        for (index, caption) in lines.captions.enumerated() {
            guard let caption else { continue }
            let area = Rect(layout.columns[index].midX - captionWidth / 2, layout.captionTop, captionWidth, layout.captionHeight)
            if reaches(area) { text.draw(caption, into: &canvas, in: area, alignment: .center) }
        }
        drawReadout(into: &canvas, at: time, layout: layout, text: text)
    }

    /// Each bar at its height now, rounded on top and shaded from the tint down, with its value
    /// riding 4 points over it and fading in as it rises.
    func drawBars(into canvas: inout Canvas, at time: Double, layout: BarChartLayout, lines: BarChartLines, text: Typesetter,
                  reaches: (Rect) -> Bool) {
        let valueWidth = layout.labelWidth(stride: layout.valueStride)
        for (index, column) in layout.columns.enumerated() {
            let left = min(column.minX, column.midX - valueWidth / 2), right = max(column.maxX, column.midX + valueWidth / 2)
            guard reaches(Rect(left, frame.minY, right - left, layout.baseline - frame.minY)) else { continue }
            let progress = growth.progress(of: index, at: time)
            let height = max(0, model.ratios[index] * progress * layout.barRoom)
            let top = layout.baseline - height
            if height > 0, column.width > 0 {
                let bar = Rect(column.minX, top, column.width, height)
                let radius = min(BarChartStyle.cornerRadius, column.width / 2, height)
                canvas.fill(.roundedRect(bar, radii: .top(radius)), withVertical: style.barGradient(bar))
            }
            let opacity = min(max(progress, 0), 1)
            guard let line = lines.values[index], opacity > 0 else { continue }
            let lineHeight = line.metrics.lineHeight
            text.draw(line, into: &canvas, in: Rect(column.midX - valueWidth / 2, top - BarChartStyle.labelGap - lineHeight, valueWidth, lineHeight),
                      alignment: .center, opacity: opacity)
        }
    }

    /// The readout's words: "T 19".
    func readoutText(_ index: Int) -> String {
        let label = model.labels[index]
        return label.isEmpty ? model.valueText(index) : "\(label)  \(model.valueText(index))"
    }

    /// The selected bar's caption and value on a capsule of the text colour, in the gap over the
    /// plot, centred over its bar as far as the frame allows.
    func drawReadout(into canvas: inout Canvas, at time: Double, layout: BarChartLayout, text: Typesetter) {
        guard let selected, model.labels.indices.contains(selected) else { return }
        let label = model.labels[selected]
        let spans = label.isEmpty ? [TextSpan(model.valueText(selected))]
            : [TextSpan(label + "  ", color: style.ground.mixed(with: style.text, amount: 0.3)), TextSpan(model.valueText(selected))]
        let line = text.layout(text.inFigureOrder(spans), style: style.readout, maximumWidth: frame.width - 20)
        let height = line.metrics.lineHeight + 6
        let width = min(line.width + 20, frame.width)
        let center = min(max(readoutX.value(at: time), frame.minX + width / 2), frame.maxX - width / 2)
        let chip = Rect(center - width / 2, layout.readoutMidY - height / 2, width, height)
        canvas.fillCapsule(chip, with: .solid(style.readoutFill))
        text.draw(line, into: &canvas, in: Rect(chip.minX, chip.minY + 3, chip.width, line.metrics.lineHeight), alignment: .center)
    }
}
