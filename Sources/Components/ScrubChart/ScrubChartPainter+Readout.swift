import Geometry
import Glass
import Motion
import Raster
import Typeset

extension ScrubChartPainter {
    /// Where the readout's figures landed in a frame, in window points: the figure's box, and
    /// the chip's parts when there is a chip.
    struct ReadoutDrawing {
        var numeral: Rect
        var chip: ChipDrawing?
    }

    /// The chip's parts as drawn: the capsule, each arrow drawn (two mid-swap), and the span of
    /// the characters drawn for the amount and for the percent (nil when nothing of it shows).
    struct ChipDrawing {
        var capsule: Rect
        var arrows: [DrawnArrow]
        var amount: Rect?
        var percent: Rect?
    }

    struct DrawnArrow {
        var box: Rect
        var rising: Bool
        var look: BlurReplace.Look
    }

    /// The meta line, the figure with its dimmed decimals, and the delta chip beside or under it.
    ///
    /// Everything is placed left to right and then ``ScrubChartLayout/directed(_:)`` puts it in
    /// the reading direction, so right to left the whole readout mirrors while each figure still
    /// reads in its own order.
    @discardableResult
    func drawReadout(into canvas: inout Canvas) -> ReadoutDrawing {
        drawMeta(into: &canvas)
        let numeral = model.numeral
        let figureStyle = styles.numeral
        let colors = numeral.isPlaceholder
            ? [TextSpan(numeral.whole, color: style.muted)]
            : [TextSpan(numeral.whole), TextSpan(numeral.fraction, color: style.muted)].filter { !$0.text.isEmpty }
        // The figure shrinks to half its size at most, and only when its line cannot hold it.
        let figure = text.layout(text.inFigureOrder(colors), style: figureStyle, maximumWidth: layout.numeralWidth, minimumScaleFactor: 0.5)
        let metrics = text.metrics(for: figureStyle)
        let baseline = layout.numeralOrigin.y + metrics.firstBaseline
        var shrunk = figureStyle
        shrunk.size *= figure.scaleFactor
        let roll = motion.numeralRoll.flatMap { $0.to == numeral.text && $0.isAnimating(at: time) ? $0 : nil }
        // Mid-roll the figure is as wide as its characters are drawn, from the old string's width
        // to the new one's, and the chip beside it keeps its gap from that.
        let width = roll.map { drawnWidth(of: $0, style: shrunk, slide: $0.progress(at: time)) } ?? figure.width
        let box = layout.directed(Rect(layout.numeralOrigin.x, layout.numeralOrigin.y, width, metrics.lineHeight))
        if let roll {
            drawFitted(in: box, into: &canvas) { canvas in
                drawRoll(roll, style: shrunk, origin: Point(box.minX, baseline), dimsAfterPoint: !numeral.isPlaceholder, into: &canvas)
            }
        } else {
            text.draw(figure, into: &canvas, at: Point(box.minX, baseline), alignment: text.leftAligned)
        }

        guard let chip = model.deltaChip else { return ReadoutDrawing(numeral: box, chip: nil) }
        let x = layout.placement == .beside ? layout.numeralOrigin.x + width + ScrubChartChipPlacement.gap : layout.chipOrigin.x
        let rect = Rect(x, layout.chipOrigin.y, motion.chip.width(at: time), layout.chip.height)
        return ReadoutDrawing(numeral: box, chip: drawChip(chip, in: rect, into: &canvas))
    }

    /// The meta line; on a change of phase the new line fades in over the old.
    private func drawMeta(into canvas: inout Canvas) {
        let progress = motion.metaProgress(at: time)
        func draw(_ string: String, opacity: Double, into canvas: inout Canvas) {
            let line = text.layout(string, style: styles.meta, maximumWidth: layout.content.width)
            let x = layout.directed(Rect(layout.content.minX, layout.metaBaseline, line.width, 0)).minX
            text.draw(line, into: &canvas, at: Point(x, layout.metaBaseline), alignment: text.leftAligned, opacity: opacity)
        }
        if let old = motion.metaFrom, progress < 1 { draw(old, opacity: 1 - progress, into: &canvas) }
        draw(model.metaLine, opacity: motion.metaFrom == nil ? 1 : progress, into: &canvas)
    }

    /// Tinted glass with ink: sage for a rise, red for a fall, clear with muted figures for none.
    ///
    /// `rect` is the capsule left to right, as wide as it is drawn now; its arrow and figures are
    /// laid out in the slots the chip's motion gives them (see ``ScrubChartChipMotion``).
    private func drawChip(_ chip: ScrubChartDeltaChip, in rect: Rect, into canvas: inout Canvas) -> ChipDrawing {
        let metrics = layout.chip
        let capsule = layout.directed(rect)
        GlassGroup([GlassSurface(.capsule(capsule), tint: motion.chipTint(at: time))], appearance: appearance).draw(into: &canvas)
        let color = chip.trend == .flat ? style.muted : style.ink
        var figureStyle = styles.chip
        figureStyle.color = color
        let baseline = text.layout(chip.percentText, style: figureStyle).baselineCenteringCapitals(in: rect)

        let box = layout.directed(Rect(rect.minX + metrics.padding, baseline - metrics.arrow, metrics.arrow, metrics.arrow))
        var arrows = [DrawnArrow(box: box, rising: motion.chip.rising, look: BlurReplace.Look(opacity: 1, blur: 0, scale: 1))]
        if let swap = motion.chip.arrowSwap, swap.transition.isAnimating(at: time) {
            arrows = [DrawnArrow(box: box, rising: swap.wasRising, look: swap.transition.outgoing(at: time)),
                      DrawnArrow(box: box, rising: motion.chip.rising, look: swap.transition.incoming(at: time))]
        }
        for arrow in arrows { drawArrow(arrow, color: color, into: &canvas) }

        var drawn = ChipDrawing(capsule: capsule, arrows: arrows.filter { $0.look.opacity > 0.001 })
        var x = rect.minX + metrics.padding + metrics.arrow
        for (index, figure) in [motion.chip.amount, motion.chip.percent].enumerated() {
            let slot = figure.slot(at: time)
            let box = layout.directed(Rect(x + metrics.spacing, rect.minY, max(slot - metrics.spacing, 0), rect.height))
            x += slot
            let extent = drawFigure(figure, in: box, baseline: baseline, style: figureStyle, into: &canvas)
            if index == 0 { drawn.amount = extent } else { drawn.percent = extent }
        }
        return drawn
    }

    /// One of the chip's figures in its slot, `box`: rolling, fading or still. Mid-change its
    /// characters slide as far as the slot has widened or narrowed, so they fill the slot being
    /// drawn, and nothing of them is drawn outside it. Returns the span drawn.
    private func drawFigure(
        _ figure: ScrubChartChipMotion.Figure, in box: Rect, baseline: Double, style figureStyle: TextStyle,
        into canvas: inout Canvas
    ) -> Rect? {
        if let roll = figure.roll, roll.isAnimating(at: time) {
            let from = text.measure(roll.from, style: figureStyle), to = text.measure(roll.to, style: figureStyle)
            let slide = abs(to - from) < 0.5 ? roll.progress(at: time) : min(max((box.width - from) / (to - from), -0.2), 1.2)
            return drawFitted(in: box, into: &canvas) { canvas in
                drawRoll(roll, style: figureStyle, origin: Point(box.minX, baseline), slide: slide, dimsAfterPoint: false, into: &canvas)
            }
        }
        guard let string = figure.text else { return nil }
        let line = text.layout(text.inFigureOrder([TextSpan(string)]), style: figureStyle)
        guard line.width > box.width + 0.5 else {
            text.draw(line, into: &canvas, at: Point(box.minX, baseline), alignment: text.leftAligned)
            return Rect(box.minX, box.minY, line.width, box.height)
        }
        // A slot still springing open after a change that was interrupted.
        return drawFitted(in: box, into: &canvas) { canvas in
            text.draw(line, into: &canvas, at: Point(box.minX, baseline), alignment: text.leftAligned)
            return Rect(box.minX, box.minY, line.width, box.height)
        }
    }

    /// Draws with the canvas clipped to `box`'s columns (its rows left open, for characters
    /// rolling above and below the line), and returns what `draw` reports drawn, cut to them.
    @discardableResult
    private func drawFitted(in box: Rect, into canvas: inout Canvas, _ draw: (inout Canvas) -> Rect?) -> Rect? {
        canvas.save()
        canvas.clip(to: Rect(box.minX, box.minY - box.height, box.width, box.height * 3))
        let drawn = draw(&canvas)
        canvas.restore()
        guard let drawn else { return nil }
        let minX = max(drawn.minX, box.minX), maxX = min(drawn.maxX, box.maxX)
        return maxX > minX ? Rect(minX, drawn.minY, maxX - minX, drawn.height) : nil
    }

    /// The chip's arrow as it looks now: mid-swap it blurs, shrinks and fades (or only fades,
    /// under Reduce Motion).
    private func drawArrow(_ arrow: DrawnArrow, color: Color, into canvas: inout Canvas) {
        let look = arrow.look
        guard look.opacity > 0.001 else { return }
        canvas.save()
        canvas.concatenate(AffineTransform.scale(look.scale, about: arrow.box.center))
        if look.blur > 0.05 {
            // Blurred on its own, so the glass under it stays sharp. The blur is a Gaussian of
            // half the seed's radius, as the glass demo's bubble labels take it.
            let sigma = look.blur / 2
            canvas.beginLayer(opacity: look.opacity)
            ChangeArrow.draw(rising: arrow.rising, in: arrow.box, color: color, into: &canvas)
            canvas.blur(arrow.box.insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1), radius: sigma)
            canvas.endLayer()
        } else {
            ChangeArrow.draw(rising: arrow.rising, in: arrow.box, color: color.opacity(look.opacity), into: &canvas)
        }
        canvas.restore()
    }

    /// How wide a roll's characters are drawn `slide` of the way across: from the old string's
    /// width to the new one's. Strings that cross-fade are drawn inside that width too, so the
    /// wider one is cut to it (see `drawFitted`) rather than run into the chip.
    func drawnWidth(of roll: RollingFigures, style figureStyle: TextStyle, slide: Double) -> Double {
        let from = text.measure(roll.from, style: figureStyle), to = text.measure(roll.to, style: figureStyle)
        return from + (to - from) * slide
    }

    /// A figure mid-roll, left-aligned at `origin` (its baseline). Places whose character stays
    /// slide to where the new string puts them, `slide` of the way (the roll's own progress
    /// unless given); changed places roll the old character out and the new one in. Under Reduce
    /// Motion the whole strings cross-fade. Returns the span of what it drew.
    @discardableResult
    func drawRoll(_ roll: RollingFigures, style figureStyle: TextStyle, origin: Point, slide: Double? = nil, dimsAfterPoint: Bool,
                  into canvas: inout Canvas) -> Rect? {
        let progress = roll.progress(at: time)
        let slide = slide ?? progress
        let height = text.metrics(for: figureStyle).lineHeight
        var drawn: Rect?
        func record(_ rect: Rect) { drawn = drawn.map { $0.union(rect) } ?? rect }
        if roll.crossFades {
            for (string, opacity) in [(roll.from, 1 - progress), (roll.to, progress)] where opacity > 0.001 && !string.isEmpty {
                let line = text.layout(text.inFigureOrder(spans(string, dimsAfterPoint: dimsAfterPoint)), style: figureStyle)
                text.draw(line, into: &canvas, at: origin, alignment: text.leftAligned, opacity: opacity)
                record(Rect(origin.x, origin.y - height, line.width, height))
            }
            return drawn
        }
        let oldOffsets = offsets(roll.from, style: figureStyle), newOffsets = offsets(roll.to, style: figureStyle)
        let oldCharacters = Array(roll.from), newCharacters = Array(roll.to)
        let oldColors = colors(roll.from, dimsAfterPoint: dimsAfterPoint)
        let newColors = colors(roll.to, dimsAfterPoint: dimsAfterPoint)
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
                              at: Point(origin.x + oldX + (newX - oldX) * slide, origin.y), scale: 1, opacity: 1, into: &canvas)
                    .map(record)
                continue
            }
            if let old = pair.old, let oldX {
                let x = origin.x + oldX + ((newX ?? oldX) - oldX) * slide
                drawCharacter(old, style: figureStyle, color: oldColors[oldIndex],
                              at: Point(x, origin.y + direction * RollingFigures.travel * height * progress),
                              scale: 1 - RollingFigures.shrink * progress, opacity: 1 - progress, into: &canvas)
                    .map(record)
            }
            if let new = pair.new, let newX {
                let x = origin.x + (oldX ?? newX) + (newX - (oldX ?? newX)) * slide
                drawCharacter(new, style: figureStyle, color: newColors[newIndex],
                              at: Point(x, origin.y - direction * RollingFigures.travel * height * (1 - progress)),
                              scale: 1 - RollingFigures.shrink * (1 - progress), opacity: progress, into: &canvas)
                    .map(record)
            }
        }
        return drawn
    }

    /// One character, scaled about its middle; returns its box as drawn (nil when invisible).
    private func drawCharacter(
        _ character: Character, style figureStyle: TextStyle, color: Color, at origin: Point, scale: Double, opacity: Double,
        into canvas: inout Canvas
    ) -> Rect? {
        guard opacity > 0.001 else { return nil }
        var characterStyle = figureStyle
        characterStyle.color = color
        let line = text.layout(String(character), style: characterStyle)
        canvas.save()
        let center = Point(origin.x + line.width / 2, origin.y - line.metrics.capHeight / 2)
        canvas.concatenate(AffineTransform.scale(scale, about: center))
        text.draw(line, into: &canvas, at: origin, alignment: text.leftAligned, opacity: opacity)
        canvas.restore()
        let height = line.metrics.lineHeight * scale
        return Rect(center.x - line.width * scale / 2, origin.y - height, line.width * scale, height)
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
