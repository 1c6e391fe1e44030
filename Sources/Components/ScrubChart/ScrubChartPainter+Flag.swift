import Geometry
import Glass
import Raster
import Typeset

extension ScrubChartPainter {
    /// The flag's height and padding, and the change bubble's figures, at text scale 1.
    static let flagHeight = 24.0
    static let flagPadding = 9.0
    static let bubbleSpacing = 3.0

    /// How much the flag's and the bubble's room grows with their text past text scale 1, as the
    /// chip's does (``ScrubChartChipMetrics``), so a large date keeps inside its capsule.
    var flagGrow: Double { max(text.effectiveSize(of: flagStyle) / flagStyle.size, 1) }

    /// The flag's width for the point's precise date.
    func flagWidth(for label: String) -> Double {
        text.measure(label, style: flagStyle) + 2 * Self.flagPadding * flagGrow
    }

    var flagStyle: TextStyle { TextStyle(size: 11, color: style.line) }
    var bubbleStyle: TextStyle { TextStyle(size: 12, color: style.ink) }

    /// The bubble's width: padding, arrow, spacing, percent, padding.
    func bubbleWidth(percent: String) -> Double {
        2 * Self.flagPadding * flagGrow + bubbleArrowSize + Self.bubbleSpacing * flagGrow + text.measure(percent, style: bubbleStyle)
    }

    private var bubbleArrowSize: Double { text.metrics(for: TextStyle(size: 10)).capHeight }

    /// Where the flag (with its bubble's room) sits for the point at `index`, grown by the reach
    /// of its frost and shadow: what a move of the flag changes.
    func flagArea(index: Int) -> Rect {
        let label = model.dateLabels.label(model.points[index].date, precise: true)
        let width = flagWidth(for: label)
        let bubble = bubbleWidth(percent: ChartNumberFormat.percent(max(abs(model.deltaChip?.percent ?? 0), abs(motion.heldChange?.percent ?? 0))))
        let room = Liquid.joined + bubble
        let x = min(max(plotX(ofIndex: index), layout.plot.minX + width / 2), layout.plot.maxX - width / 2)
        return Rect(x - width / 2 - room, layout.plot.minY, width + 2 * room, Self.flagHeight * flagGrow).insetBy(dx: -40, dy: -40)
    }

    /// The flag and its bubble as they stand at the frame's time: what ``drawFlag(_:opacity:into:)``
    /// draws, and what the rules pass behind.
    struct FlagGlass {
        var label: String
        var flagRect: Rect
        var flag: GlassSurface
        /// The bubble, when it is present: its glass as placed now, where it rests, and its
        /// placement on the way out or home.
        var bubble: (surface: GlassSurface, rest: Rect, placement: BudPlacement)?
        var change: ScrubChartDeltaChip?
        var percent: String

        /// The glass outlines as drawn now, the bubble's first.
        var outlines: [GlassShape] {
            (bubble.map { [$0.surface.placedShape] } ?? []) + [flag.placedShape]
        }
    }

    /// The glass flag riding the top of the rule with the point's precise date, and the held
    /// range's change bubble joined to it by a neck.
    ///
    /// It grows out of the top of the rule as the finger lands and sinks back into it on release
    /// (it only fades under Reduce Motion). It follows the finger with no motion of its own and
    /// stays inside the plot; while the bubble is out the flag keeps room for it on its side, so
    /// the pair never leaves the plot.
    func flagGlass(index: Int, x: Double) -> FlagGlass {
        let points = model.points
        let label = model.dateLabels.label(points[index].date, precise: true)
        let width = flagWidth(for: label)
        let gap = Liquid.joined
        let side = motion.bubbleSide
        let change = model.rangeSpan != nil ? model.deltaChip : motion.heldChange
        let percent = ChartNumberFormat.percent(change?.percent ?? 0)
        let bubble = bubbleWidth(percent: percent)
        let room = motion.buds.isOut(ScrubChartMotion.bubble) ? gap + bubble : 0
        let plot = layout.plot
        let low = plot.minX + width / 2 + (side < 0 ? room : 0)
        let high = plot.maxX - width / 2 - (side > 0 ? room : 0)
        let flagX = min(max(x, low), max(high, low))
        let flagRect = Rect(flagX - width / 2, plot.minY, width, Self.flagHeight * flagGrow)
        let base = Point(flagX, plot.minY + Self.flagHeight * flagGrow)
        let grow = motion.flagScale(at: time)
        var glass = FlagGlass(label: label, flagRect: flagRect, flag: GlassSurface(.capsule(flagRect), scale: grow, anchor: base),
                              bubble: nil, change: change, percent: percent)

        let restX = side > 0 ? flagRect.maxX + gap : flagRect.minX - gap - bubble
        let rest = Rect(restX, plot.minY, bubble, Self.flagHeight * flagGrow)
        // Home is just inside the flag's near end, shrunk, where the two are one shape.
        let home = Point(-side * (gap + bubble * (1 + Liquid.homeScale) / 2), 0)
        if let placement = motion.buds.placement(of: ScrubChartMotion.bubble, at: time, home: home), let change {
            // The tint rides the bubble's own travel, as the seed sets it in the same animation
            // that sends the bubble out or home: it flows in as it leaves and drains as it melts.
            let tint = (change.delta > 0 ? style.up : change.delta < 0 ? style.down : nil)?
                .opacity(min(max(placement.progress, 0), 1))
            var surface = placement.apply(to: GlassSurface(.capsule(rest), tint: tint))
            surface.scale *= grow
            surface.anchor = nil
            glass.bubble = (surface, rest, placement)
        }
        return glass
    }

    /// Draws the flag's glass and the date on it, then the bubble's figures, faded as one by
    /// `opacity`.
    func drawFlag(_ glass: FlagGlass, opacity: Double, into canvas: inout Canvas) {
        // The bubble goes behind the flag, so that a bubble melting home slips under the date.
        let surfaces = (glass.bubble.map { [$0.surface] } ?? []) + [glass.flag]
        let flag = glass.flag, flagRect = glass.flagRect

        // A layer costs a canvas-sized copy: only a fading flag needs one.
        let fades = opacity < 0.999
        if fades { canvas.beginLayer(opacity: opacity) }
        GlassGroup(surfaces, appearance: appearance).draw(into: &canvas)
        canvas.save()
        canvas.concatenate(flag.contentTransform)
        let line = text.layout(glass.label, style: flagStyle)
        text.draw(line, into: &canvas, at: Point(flagRect.midX, line.baselineCenteringCapitals(in: flagRect)), alignment: .center)
        canvas.restore()
        if let bubble = glass.bubble, let change = glass.change, bubble.placement.contentOpacity > 0.01 {
            drawBubbleFigures(change: change, percent: glass.percent, in: bubble.rest, surface: bubble.surface,
                              opacity: bubble.placement.contentOpacity, into: &canvas)
        }
        if fades { canvas.endLayer() }
    }

    /// The bubble's arrow and percent, muted when the range did not move.
    private func drawBubbleFigures(
        change: ScrubChartDeltaChip, percent: String, in rect: Rect, surface: GlassSurface, opacity: Double,
        into canvas: inout Canvas
    ) {
        var figureStyle = bubbleStyle
        figureStyle.color = change.delta == 0 ? style.muted : style.ink
        canvas.save()
        canvas.concatenate(surface.contentTransform)
        let line = text.layout(percent, style: figureStyle)
        let baseline = line.baselineCenteringCapitals(in: rect)
        let arrow = bubbleArrowSize
        let x = rect.minX + Self.flagPadding * flagGrow
        ChangeArrow.draw(rising: change.delta >= 0, in: Rect(x, baseline - arrow, arrow, arrow),
                         color: figureStyle.color.opacity(opacity), into: &canvas)
        text.draw(line, into: &canvas, at: Point(x + arrow + Self.bubbleSpacing * flagGrow, baseline), alignment: text.leftAligned, opacity: opacity)
        canvas.restore()
    }
}
