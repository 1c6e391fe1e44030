import Foundation
import Geometry
import Raster
import Typeset

/// Draws the detail chart and the strip for one frame.
///
/// Both charts cost what their width costs, never what the series' length does: where samples
/// are narrower than a pixel, each pixel column draws the highest sample it covers, read from the
/// model's min/max pyramid, which is the silhouette that touching bars make.
struct RangeLensPainter {
    var model: RangeLensModel
    var layout: RangeLensLayout
    var style: RangeLensStyle
    var text: Typesetter
    var redacted: Bool
    /// Pixels per point.
    var scale: Double
    /// The average's rule as pixels, when they were drawn for ``ruleKey``.
    var rule: RangeLensRule? = nil

    /// What the average's rule looks like on this layout.
    var ruleKey: RangeLensRule.Key {
        RangeLensRule.Key(minX: layout.plot.minX, maxX: layout.plot.maxX, scale: scale, color: style.accent)
    }
    /// Snaps a y to the pixel grid, so hairlines stay one pixel.
    func snap(_ y: Double) -> Double { (y * scale).rounded() / scale }
    var hairline: Double { 1 / max(scale, 1) }

    // MARK: Detail

    /// The window's bars at the animated `span` and ceiling `top`, gridlines every `step` with
    /// their values on the axis side, and the average rule with its "avg" chip.
    func drawDetail(into canvas: inout Canvas, span: RangeLensSpan, top: Double, step: Double) {
        let plot = layout.plot
        let top = max(top, 0.0001)
        let yOf = { (value: Double) in plot.maxY - value / top * plot.height }
        let axisX = layout.rightToLeft ? plot.minX - 8 : plot.maxX + 8
        let axisAlignment: TextAlignment = layout.rightToLeft ? text.rightAligned : text.leftAligned
        let axisMetrics = text.metrics(for: style.axis)
        let chipHeight = layout.chipHeight

        // The average and its chip, placed first so a gridline value under the chip can step aside.
        let average = model.isEmpty || redacted ? 0 : model.mean(from: span.start, to: span.end)
        var chipY: Double?
        if average > 0 {
            chipY = min(max(yOf(average), layout.detail.minY + chipHeight / 2 + 2), plot.maxY - chipHeight / 2)
        }

        // Gridlines on round values, sliding with the ceiling, with compact values beside them.
        if step > 0 {
            var tick = 0.0
            while tick <= top * 1.0001 + step {
                let y = yOf(tick)
                if y >= plot.minY - 0.5 {
                    if tick > 0 { canvas.fillRect(Rect(plot.minX, snap(y) - hairline / 2, plot.width, hairline), with: .solid(style.grid)) }
                    if !redacted, chipY.map({ abs($0 - y) > chipHeight * 0.8 }) ?? true {
                        let label = text.layout(ChartNumberFormat.compact(tick), style: style.axis)
                        text.draw(label, into: &canvas, at: Point(axisX, y + axisMetrics.capHeight / 2), alignment: axisAlignment)
                    }
                }
                tick += step
            }
        }
        if step <= 0, !redacted {
            // Nothing above zero: the baseline still names its value.
            let zero = text.layout("0", style: style.axis)
            text.draw(zero, into: &canvas, at: Point(axisX, plot.maxY + axisMetrics.capHeight / 2), alignment: axisAlignment)
        }
        canvas.fillRect(Rect(plot.minX, snap(plot.maxY) - hairline, plot.width, hairline), with: .solid(style.grid))
        drawDetailBars(into: &canvas, span: span, top: top)

        // The average: a red dashed rule across the plot, and its chip on the value axis.
        if average > 0, let chipY {
            let y = snap(yOf(average))
            if let rule, rule.key == ruleKey, canvas.transform == .scale(x: scale, y: scale) {
                rule.draw(into: &canvas, atY: y)
            } else {
                canvas.strokeLine(from: Point(plot.minX, y), to: Point(plot.maxX, y), style: RangeLensRule.style, with: .solid(style.accent))
            }
            let label = text.layout("avg", style: style.chip)
            let width = max((label.width).rounded(.up) + 12, chipHeight)
            let x = layout.rightToLeft ? plot.minX - 4 - width : plot.maxX + 4
            let chip = Rect(x, chipY - chipHeight / 2, width, chipHeight)
            canvas.fillCapsule(chip, with: .solid(style.accent))
            let chipMetrics = text.metrics(for: style.chip)
            text.draw(label, into: &canvas, at: Point(chip.midX, chip.midY + chipMetrics.capHeight / 2), alignment: .center)
        }
    }

    /// The bars that fall in the window, sliding by fractions of a sample, clipped to the plot.
    /// Slots wider than 6 points keep 38% of gap, wider than 2.5 points 30%, else 20%; under a
    /// point and a half the bars touch, so a year reads as one clean silhouette.
    func drawDetailBars(into canvas: inout Canvas, span: RangeLensSpan, top: Double) {
        guard !model.isEmpty else {
            if redacted { drawPlaceholderBars(into: &canvas, in: layout.plot, count: 42, gap: 0.38, floor: layout.plot.maxY) }
            return
        }
        let plot = layout.plot
        let visible = max(span.width, 0.0001)
        let slot = plot.width / visible
        let color = redacted ? style.grid : style.text
        canvas.save()
        canvas.clip(to: Rect(plot.minX, layout.detail.minY, plot.width, plot.maxY - layout.detail.minY))
        let first = max(Int(span.start.rounded(.down)), 0)
        let last = min(Int(span.end.rounded(.up)), model.count)
        // Bars that touch (slots under a point and a half) are drawn as pixel columns: touching
        // bars with fractional edges would leave a light seam where two antialiased edges share
        // a pixel.
        if slot >= 1.5, slot * scale >= 1.5 {
            let barWidth = min(slot * (slot > 6 ? 0.62 : slot > 2.5 ? 0.7 : 0.8), 24)
            let radius = min(barWidth / 2, 3)
            var bars: [Rect] = []
            bars.reserveCapacity(max(last - first, 0))
            for index in first..<max(last, first) {
                let value = model.value(index)
                guard value > 0 else { continue }
                let along = (Double(index) - span.start) * slot + (slot - barWidth) / 2
                let height = max(value / top * plot.height, 1)
                let x = layout.rightToLeft ? plot.maxX - along - barWidth : plot.minX + along
                bars.append(Rect(x, plot.maxY - height, barWidth, height + radius))
            }
            // Hairline bars are plain rectangles: rounding a bar under 2.5 points only smears it.
            canvas.fillRoundedRects(bars, radius: barWidth < 2.5 ? 0 : radius, style: barWidth < 2.5 ? .circular : .continuous,
                                    with: .solid(color))
        } else {
            // Touching or narrower than a pixel and a half: one bar per pixel column, as tall as the
            // highest sample it covers.
            let columns = max(Int((plot.width * scale).rounded(.up)), 1)
            let pixel = 1 / scale
            var heights = [Double](repeating: 0, count: columns)
            for column in 0..<columns {
                let a = span.start + Double(column) * pixel / slot
                let b = span.start + Double(column + 1) * pixel / slot
                let lower = max(Int(a.rounded(.down)), 0), upper = min(Int(b.rounded(.up)), model.count)
                guard lower < upper else { continue }
                let value = model.maximum(in: lower..<upper)
                if value > 0 { heights[column] = max(value / top * plot.height, 1) }
            }
            fillColumns(heights, into: &canvas, from: plot.minX, to: plot.maxX, floor: plot.maxY, color: color)
        }
        canvas.restore()
    }

    // MARK: Strip

    enum Layer { case under, over }

    /// The strip's bars outside the window, dim, and inside it, bright.
    var outsideBar: Color { redacted ? style.grid : style.dim }
    var insideBar: Color { redacted ? style.grid : style.text }

    /// The strip drawn directly, one layer at a time: the `under` layer draws the track, the bars
    /// outside the window and the marks; the `over` layer the bars inside it, on the glass.
    /// ``RangeLensStripLayer`` draws the same from pixels kept between frames.
    func drawStrip(into canvas: inout Canvas, span: RangeLensSpan, layer: Layer) {
        if layer == .under { drawTrack(into: &canvas) }
        guard let bars = stripBars() else {
            if redacted, layer == .under { drawPlaceholderStrip(into: &canvas) }
            return
        }
        let inside = bars.inside(span)
        if layer == .under {
            drawStripBars(bars, color: outsideBar, into: &canvas) { !inside.contains($0) }
            if !redacted { drawMarks(into: &canvas) }
        } else {
            drawStripBars(bars, color: insideBar, into: &canvas) { inside.contains($0) }
        }
    }

    /// The quiet track the lens rides.
    func drawTrack(into canvas: inout Canvas) {
        canvas.fillRoundedRect(layout.strip, radius: 12, style: .continuous, with: .solid(style.track))
    }

    /// Quiet placeholder bars along the track while data loads.
    func drawPlaceholderStrip(into canvas: inout Canvas) {
        let strip = layout.strip
        let room = RangeLensStyle.lensHeight - RangeLensStyle.barInset * 2
        let inset = RangeLensGeometry(width: strip.width, count: 0).inset
        drawPlaceholderBars(into: &canvas, in: Rect(strip.minX + inset, strip.maxY - RangeLensStyle.barInset - room, strip.width - 2 * inset, room),
                            count: 120, gap: 0.38, floor: strip.maxY - RangeLensStyle.barInset)
    }

    /// Every sample as a thin bar on one scale, where it falls on screen; nil with no samples.
    /// Samples tighter than a pixel and a half become pixel columns, each as tall as the highest
    /// sample it covers, read from the model's min/max pyramid.
    func stripBars() -> RangeLensStripBars? {
        let strip = layout.strip
        let geometry = RangeLensGeometry(width: strip.width, count: model.count)
        guard !model.isEmpty, geometry.slot > 0 else { return nil }
        let floor = stripFloor
        let room = RangeLensStyle.lensHeight - RangeLensStyle.barInset * 2
        let peak = max(model.maximum, 0.0001)
        let slot = geometry.slot
        func height(_ value: Double) -> Double { value > 0 ? max(value / peak * room, 1.5) : 1 }
        if slot * scale >= 1.5 {
            let barWidth = min(max(slot * (slot > 3 ? 0.62 : 0.72), 0.5), 8)
            var middles: [Double] = [], rects: [Rect] = []
            middles.reserveCapacity(model.count)
            rects.reserveCapacity(model.count)
            for index in 0..<model.count {
                let tall = height(model.value(index))
                let along = geometry.x(Double(index)) + (slot - barWidth) / 2
                let x = layout.rightToLeft ? strip.maxX - along - barWidth : strip.minX + along
                middles.append(Double(index) + 0.5)
                rects.append(Rect(x, floor - tall, barWidth, tall))
            }
            return RangeLensStripBars(middles: middles, rects: rects, columns: false, radius: min(barWidth / 2, 1.5))
        }
        let pixel = 1 / scale
        let width = geometry.x(Double(model.count)) - geometry.inset
        let columns = max(Int((width * scale).rounded(.up)), 1)
        var middles: [Double] = [], rects: [Rect] = []
        middles.reserveCapacity(columns)
        rects.reserveCapacity(columns)
        for column in 0..<columns {
            let a = Double(column) * pixel / slot, b = Double(column + 1) * pixel / slot
            let lower = max(Int(a.rounded(.down)), 0), upper = min(Int(b.rounded(.up)), model.count)
            let value = lower < upper ? model.maximum(in: lower..<upper) : -1
            let tall = value >= 0 ? height(value) : 0
            let x = layout.rightToLeft ? strip.maxX - geometry.inset - Double(column + 1) * pixel : strip.minX + geometry.inset + Double(column) * pixel
            middles.append((a + b) / 2)
            rects.append(Rect(x, floor - tall, pixel, tall))
        }
        return RangeLensStripBars(middles: middles, rects: rects, columns: true, radius: 0)
    }

    /// Where the strip's bars stand.
    var stripFloor: Double { layout.strip.minY + RangeLensStyle.lensHeight - RangeLensStyle.barInset }

    /// The bars among `candidates` (all when nil) that `include` picks, in `color`: sample bars one
    /// by one, columns as one silhouette.
    func drawStripBars(_ bars: RangeLensStripBars, color: Color, into canvas: inout Canvas, among candidates: Range<Int>? = nil,
                       where include: (Int) -> Bool) {
        let candidates = (candidates ?? 0..<bars.count).clamped(to: 0..<bars.count)
        if bars.columns {
            var heights = [Double](repeating: 0, count: bars.count)
            for index in candidates where include(index) { heights[index] = bars.rects[index].height }
            let strip = layout.strip
            let inset = RangeLensGeometry(width: strip.width, count: model.count).inset
            fillColumns(heights, into: &canvas, from: strip.minX + inset, to: strip.maxX - inset, floor: stripFloor, color: color)
            return
        }
        for index in candidates where include(index) {
            let rect = bars.rects[index]
            if rect.width < 2.5 {
                canvas.fillRect(rect, with: .solid(color))
            } else {
                canvas.fillRoundedRect(rect, radius: bars.radius, with: .solid(color))
            }
        }
    }

    /// One bar per pixel column, `heights[c]` points tall over `floor` (0 for none), from the time
    /// axis's start: column 0 sits at `start` left to right, at `end` right to left.
    ///
    /// Each run of columns shares one rectangle up to its lowest column, cut at a pixel row so
    /// the columns above it meet it without a seam; only the columns' tops are filled one by one.
    /// A dense series' silhouette is then a handful of large fills and short ones, not a thousand
    /// tall hairlines.
    func fillColumns(_ heights: [Double], into canvas: inout Canvas, from start: Double, to end: Double, floor: Double, color: Color) {
        let pixel = 1 / scale
        let paint = Paint.solid(color)
        func x(_ column: Int, _ count: Int) -> Double {
            layout.rightToLeft ? end - Double(column + count) * pixel : start + Double(column) * pixel
        }
        var column = 0
        while column < heights.count {
            guard heights[column] > 0 else {
                column += 1
                continue
            }
            var last = column
            var lowest = heights[column]
            while last + 1 < heights.count, heights[last + 1] > 0 {
                last += 1
                lowest = min(lowest, heights[last])
            }
            // The shared top, moved down to a whole pixel row.
            let base = ((floor - lowest) * scale).rounded(.up) / scale
            let count = last - column + 1
            if floor - base > 0 { canvas.fillRect(Rect(x(column, count), base, Double(count) * pixel, floor - base), with: paint) }
            for index in column...last where floor - heights[index] < base {
                let top = floor - heights[index]
                canvas.fillRect(Rect(x(index, 1), top, pixel, base - top), with: paint)
            }
            column = last + 1
        }
    }

    /// Quiet bars of a fixed, gently varying height, where bars will be once the data arrives: the
    /// seed's placeholder drawing while data loads.
    func drawPlaceholderBars(into canvas: inout Canvas, in area: Rect, count: Int, gap: Double, floor: Double) {
        let slot = area.width / Double(count)
        let width = slot * (1 - gap)
        for index in 0..<count {
            // A fixed wave and a little fixed jitter, so every placeholder looks the same.
            let wave = 0.55 + 0.2 * sin(Double(index) * 0.45) + 0.1 * Double((index * 7919) % 11) / 10
            let height = area.height * min(max(wave, 0.2), 0.95)
            canvas.fillRect(Rect(area.minX + Double(index) * slot + (slot - width) / 2, floor - height, width, height),
                            with: .solid(style.grid))
        }
    }

    /// The marks at their boundaries, thinned evenly so they never crowd.
    func drawMarks(into canvas: inout Canvas) {
        let geometry = RangeLensGeometry(width: layout.strip.width, count: model.count)
        let marks = model.marks
        guard !marks.isEmpty else { return }
        let lines = marks.map { text.layout($0.text, style: style.axis) }
        let xs = marks.map { geometry.x(Double($0.index)) }
        let anchor = marks.firstIndex { $0.isYear } ?? 0
        let kept = RangeLensMark.thinned(x: xs, width: lines.map(\.width), anchor: anchor, limit: geometry.width)
        for index in kept {
            let x = layout.timeX(xs[index])
            text.draw(lines[index], into: &canvas, at: Point(x, layout.marksBaseline),
                      alignment: layout.rightToLeft ? text.rightAligned : text.leftAligned)
        }
    }
}
