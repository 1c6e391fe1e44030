import Geometry
import Glass
import Raster
import Typeset

extension ScrubChartPainter {
    /// The meta line, the figure with its dimmed decimals, and the delta chip beside or under it.
    func drawReadout(into canvas: inout Canvas) {
        drawMeta(into: &canvas)
        let numeral = model.numeral
        let figureStyle = styles.numeral
        let colors = numeral.isPlaceholder
            ? [TextSpan(numeral.whole, color: style.muted)]
            : [TextSpan(numeral.whole), TextSpan(numeral.fraction, color: style.muted)].filter { !$0.text.isEmpty }
        // The figure shrinks to half its size at most, and only when its line cannot hold it.
        let figure = text.layout(colors, style: figureStyle, maximumWidth: layout.numeralWidth, minimumScaleFactor: 0.5)
        let baseline = layout.numeralOrigin.y + text.metrics(for: figureStyle).firstBaseline
        let origin = Point(layout.numeralOrigin.x, baseline)
        if let roll = motion.numeralRoll, roll.to == numeral.text, roll.isAnimating(at: time) {
            var shrunk = figureStyle
            shrunk.size *= figure.scaleFactor
            drawRoll(roll, style: shrunk, origin: origin, dimsAfterPoint: !numeral.isPlaceholder, into: &canvas)
        } else {
            text.draw(figure, into: &canvas, at: origin)
        }

        guard let chip = model.deltaChip else { return }
        let width = ScrubChartLayout.chipWidth(amount: chip.amount, percent: chip.percentText, text: text, styles: styles)
        let x = layout.placement == .beside ? layout.numeralOrigin.x + figure.width + ScrubChartChipPlacement.gap : layout.chipOrigin.x
        drawChip(chip, in: Rect(x, layout.chipOrigin.y, width, ScrubChartLayout.chipHeight), into: &canvas)
    }

    /// The meta line; on a change of phase the new line fades in over the old.
    private func drawMeta(into canvas: inout Canvas) {
        let progress = motion.metaProgress(at: time)
        let origin = Point(layout.content.minX, layout.metaBaseline)
        if let old = motion.metaFrom, progress < 1 {
            let line = text.layout(old, style: styles.meta, maximumWidth: layout.content.width)
            text.draw(line, into: &canvas, at: origin, opacity: 1 - progress)
        }
        let line = text.layout(model.metaLine, style: styles.meta, maximumWidth: layout.content.width)
        text.draw(line, into: &canvas, at: origin, opacity: motion.metaFrom == nil ? 1 : progress)
    }

    /// Tinted glass with ink: sage for a rise, red for a fall, clear with muted figures for none.
    private func drawChip(_ chip: ScrubChartDeltaChip, in rect: Rect, into canvas: inout Canvas) {
        GlassGroup([GlassSurface(.capsule(rect), tint: motion.chipTint(at: time))], appearance: appearance).draw(into: &canvas)
        let color = chip.trend == .flat ? style.muted : style.ink
        var figureStyle = styles.chip
        figureStyle.color = color
        let arrow = styles.arrowSize(text: text)
        var x = rect.minX + ScrubChartLayout.chipPadding
        let baseline = text.layout(chip.percentText, style: figureStyle).baselineCenteringCapitals(in: rect)
        drawArrow(rising: chip.isRising, in: Rect(x, baseline - arrow, arrow, arrow), color: color, into: &canvas)
        x += arrow + ScrubChartLayout.chipSpacing
        let figures = [chip.amount, chip.percentText].compactMap { $0 }
        for (index, figure) in figures.enumerated() {
            let line = text.layout(figure, style: figureStyle)
            let rolls = motion.chipRolls
            if index < rolls.count, let roll = rolls[index], roll.to == figure, roll.isAnimating(at: time) {
                drawRoll(roll, style: figureStyle, origin: Point(x, baseline), dimsAfterPoint: false, into: &canvas)
            } else {
                text.draw(line, into: &canvas, at: Point(x, baseline))
            }
            x += line.width + ScrubChartLayout.chipSpacing
        }
    }

    /// A diagonal arrow, up and right or down and right, with a square head.
    func drawArrow(rising: Bool, in box: Rect, color: Color, into canvas: inout Canvas) {
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

    /// A figure mid-roll, left-aligned at `origin` (its baseline). Places whose character stays
    /// slide to where the new string puts them; changed places roll the old character out and the
    /// new one in. Under Reduce Motion the whole strings cross-fade.
    func drawRoll(_ roll: RollingFigures, style figureStyle: TextStyle, origin: Point, dimsAfterPoint: Bool, into canvas: inout Canvas) {
        let progress = roll.progress(at: time)
        if roll.crossFades {
            for (string, opacity) in [(roll.from, 1 - progress), (roll.to, progress)] where opacity > 0.001 {
                text.draw(text.layout(spans(string, dimsAfterPoint: dimsAfterPoint), style: figureStyle), into: &canvas,
                          at: origin, opacity: opacity)
            }
            return
        }
        let oldOffsets = offsets(roll.from, style: figureStyle), newOffsets = offsets(roll.to, style: figureStyle)
        let oldCharacters = Array(roll.from), newCharacters = Array(roll.to)
        let oldColors = colors(roll.from, dimsAfterPoint: dimsAfterPoint)
        let newColors = colors(roll.to, dimsAfterPoint: dimsAfterPoint)
        let height = text.metrics(for: figureStyle).lineHeight
        let direction = roll.rises ? -1.0 : 1.0
        let places = roll.places
        for (place, pair) in places.enumerated() {
            let oldIndex = oldCharacters.count - places.count + place
            let newIndex = newCharacters.count - places.count + place
            let oldX = oldIndex >= 0 ? oldOffsets[oldIndex] : nil
            let newX = newIndex >= 0 ? newOffsets[newIndex] : nil
            if let old = pair.old, let new = pair.new, old == new, let oldX, let newX {
                // A place that keeps its character slides along with the string's width.
                drawCharacter(new, style: figureStyle, color: newColors[newIndex],
                              at: Point(origin.x + oldX + (newX - oldX) * progress, origin.y), scale: 1, opacity: 1, into: &canvas)
                continue
            }
            if let old = pair.old, let oldX {
                let x = origin.x + oldX + ((newX ?? oldX) - oldX) * progress
                drawCharacter(old, style: figureStyle, color: oldColors[oldIndex],
                              at: Point(x, origin.y + direction * RollingFigures.travel * height * progress),
                              scale: 1 - RollingFigures.shrink * progress, opacity: 1 - progress, into: &canvas)
            }
            if let new = pair.new, let newX {
                let x = origin.x + (oldX ?? newX) + (newX - (oldX ?? newX)) * progress
                drawCharacter(new, style: figureStyle, color: newColors[newIndex],
                              at: Point(x, origin.y - direction * RollingFigures.travel * height * (1 - progress)),
                              scale: 1 - RollingFigures.shrink * (1 - progress), opacity: progress, into: &canvas)
            }
        }
    }

    private func drawCharacter(
        _ character: Character, style figureStyle: TextStyle, color: Color, at origin: Point, scale: Double, opacity: Double,
        into canvas: inout Canvas
    ) {
        guard opacity > 0.001 else { return }
        var characterStyle = figureStyle
        characterStyle.color = color
        let line = text.layout(String(character), style: characterStyle)
        canvas.save()
        let center = Point(origin.x + line.width / 2, origin.y - line.metrics.capHeight / 2)
        canvas.concatenate(AffineTransform.scale(scale, about: center))
        text.draw(line, into: &canvas, at: origin, opacity: opacity)
        canvas.restore()
    }

    /// Where each character of `string` starts, in points from the string's start.
    private func offsets(_ string: String, style figureStyle: TextStyle) -> [Double] {
        var result: [Double] = []
        var prefix = ""
        for character in string {
            result.append(prefix.isEmpty ? 0 : text.measure(prefix, style: figureStyle) + figureStyle.tracking)
            prefix.append(character)
        }
        return result
    }

    /// The figure's spans: the whole part in the figure's colour, the decimals muted.
    private func spans(_ string: String, dimsAfterPoint: Bool) -> [TextSpan] {
        guard dimsAfterPoint else { return [TextSpan(string)] }
        let parts = ChartNumberFormat.splitDecimals(string)
        return [TextSpan(parts.whole), TextSpan(parts.fraction, color: style.muted)].filter { !$0.text.isEmpty }
    }

    private func colors(_ string: String, dimsAfterPoint: Bool) -> [Color] {
        let wholeCount = dimsAfterPoint ? ChartNumberFormat.splitDecimals(string).whole.count : string.count
        return (0..<string.count).map { $0 < wholeCount ? style.line : style.muted }
    }
}
