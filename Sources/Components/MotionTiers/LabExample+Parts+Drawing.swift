import Geometry
import Glass
import Motion
import Raster
import Typeset

/// What a tile's scene is drawn with: the lab's colours, its text, and for the group's pop the
/// theme's glass with the masks kept from frame to frame.
struct LabInk {
    var palette: TiersPalette
    var text: Typesetter
    var glass: GlassAppearance
    var groupGlass: GlassCache
}

// Drawing the language's other parts inside their tiles.

extension LabExample {
    func drawPart(_ part: LanguagePart, into canvas: inout Canvas, in stage: Rect, at time: Double, ink: LabInk) {
        let palette = ink.palette
        // Follow's leader and cascade's first item stand where reading starts.
        let rightToLeft = ink.text.layoutDirection == .rightToLeft
        switch part {
        case .follow:
            // A row of dots, one a rank, rising together: each later one a beat behind, looser.
            let radius = 4.0
            let step = (stage.width - 2 * radius) / Double(max(items.count - 1, 1))
            for (rank, item) in items.enumerated() {
                let y = stage.maxY - radius - (stage.height - 2 * radius) * item.value(at: time)
                let place = Double(rightToLeft ? items.count - 1 - rank : rank)
                canvas.fillCircle(center: Point(stage.minX + radius + step * place, y), radius: radius, with: .solid(palette.puck))
            }
        case .cascade:
            drawCascade(into: &canvas, in: stage, at: time, palette: palette, rightToLeft: rightToLeft)
        case .morphText:
            drawMorphText(into: &canvas, in: stage, at: time, ink: ink)
        case .blurSwap:
            drawSwap(into: &canvas, in: stage, at: time, palette: palette)
        case .grabLift:
            // A card that lifts toward the eye: larger, on a deeper, softer shadow.
            let lifted = reducedMotion ? 0 : progress.value(at: time)
            let scale = liftScale(at: time)
            let size = Size(width: 64 * scale, height: 28 * scale)
            let card = Rect(stage.midX - size.width / 2, stage.midY - size.height / 2, size.width, size.height)
            canvas.drawShadow(of: .continuousRoundedRect(card, radius: 9 * scale), color: Color.black.opacity(0.12 + 0.1 * lifted),
                              radius: 2 + 8 * lifted, offset: Point(0, 1 + 4 * lifted))
            canvas.fillRoundedRect(card, radius: 9 * scale, with: .solid(palette.puck))
        case .groupPop:
            // Three glass drops joined by necks, popping as one surface: each about its own centre.
            let scale = keyframes.value(at: time)
            let radius = 11.0
            let gap = Liquid.joined
            let surfaces = (-1...1).map { place in
                let center = Point(stage.midX + Double(place) * (2 * radius + gap), stage.midY)
                return GlassSurface(.circle(center: center, radius: radius), tint: place == 0 ? palette.puck : nil, scale: scale)
            }
            GlassGroup(surfaces, appearance: ink.glass, lift: false).draw(into: &canvas, cache: ink.groupGlass)
        }
    }

    /// Bars of a small chart coming in one after another; going, together.
    private func drawCascade(into canvas: inout Canvas, in stage: Rect, at time: Double, palette: TiersPalette, rightToLeft: Bool) {
        let heights = [0.45, 0.7, 0.55, 0.9, 0.65, 1, 0.6, 0.8]
        let gap = 4.0
        let width = (stage.width - gap * Double(items.count - 1)) / Double(items.count)
        for (index, item) in items.enumerated() {
            let shown = min(max(item.value(at: time), 0), 1)
            let x = stage.minX + Double(rightToLeft ? items.count - 1 - index : index) * (width + gap)
            let height = stage.height * heights[index % heights.count]
            // Where each bar will stand, so the empty chart still reads.
            canvas.fillRoundedRect(Rect(x, stage.maxY - 3, width, 3), radius: 1.5, with: .solid(palette.rail))
            guard shown > 0.001 else { continue }
            // Rising a little as it fades in; under Reduce Motion it only fades.
            let rise = reducedMotion ? 0 : (1 - item.value(at: time)) * 8
            let bar = Rect(x, stage.maxY - height + rise, width, height - rise)
            canvas.fillRoundedRect(bar, radius: min(3, width / 2), with: .solid(palette.puck.opacity(shown)))
        }
    }

    /// The price label, each letter that changes blurring out as its replacement blurs in.
    private func drawMorphText(into canvas: inout Canvas, in stage: Rect, at time: Double, ink: LabInk) {
        let style = TextStyle(size: 20, color: ink.palette.text, maximumTextScale: TiersLayout.maximumTextScale)
        let baseline = stage.midY + 7
        guard let morph, morph.isAnimating(at: time) else {
            let line = ink.text.layout(Self.labels[label], style: style)
            ink.text.draw(line, into: &canvas, at: Point(stage.midX, baseline), alignment: .center)
            return
        }
        // Each string's letters from its own left edge, centred, in reading order whatever the
        // layout direction, as the seeds lay them out.
        let oldPlaces = places(of: morph.from, style: style, text: ink.text, centredOn: stage.midX)
        let newPlaces = places(of: morph.to, style: style, text: ink.text, centredOn: stage.midX)
        for letter in morph.letters {
            if letter.isHeld, let character = letter.new {
                drawLetter(character, at: newPlaces[letter.index], baseline: baseline, look: nil, style: style, text: ink.text, into: &canvas)
                continue
            }
            if let old = letter.old, let look = morph.outgoing(letter.index, at: time) {
                drawLetter(old, at: oldPlaces[letter.index], baseline: baseline, look: look, style: style, text: ink.text, into: &canvas)
            }
            if let new = letter.new, let look = morph.incoming(letter.index, at: time) {
                drawLetter(new, at: newPlaces[letter.index], baseline: baseline, look: look, style: style, text: ink.text, into: &canvas)
            }
        }
    }

    /// Where each letter of `string` sits, as its left edge and width, the whole centred on `x`.
    private func places(of string: String, style: TextStyle, text: Typesetter, centredOn x: Double) -> [(x: Double, width: Double)] {
        let widths = string.map { text.measure(String($0), style: style) }
        var left = x - widths.reduce(0, +) / 2
        return widths.map { width in
            defer { left += width }
            return (left, width)
        }
    }

    private func drawLetter(
        _ character: Character, at place: (x: Double, width: Double), baseline: Double, look: MorphText.Look?,
        style: TextStyle, text: Typesetter, into canvas: inout Canvas
    ) {
        let line = text.layout(String(character), style: style)
        let origin = Point(place.x + place.width / 2, baseline)
        guard let look else {
            text.draw(line, into: &canvas, at: origin, alignment: .center)
            return
        }
        guard look.opacity > 0.001 else { return }
        // The letter's own box, as SwiftUI sizes a Text: its line, from above the ascent to below
        // the descent.
        let box = Rect(place.x, baseline - line.metrics.firstBaseline, place.width, line.metrics.lineHeight)
        canvas.save()
        // The blur replace's scale about the letter's centre, then the scale from its bottom edge.
        canvas.concatenate(AffineTransform.scale(look.baseScale, about: Point(box.midX, box.maxY)))
        canvas.concatenate(AffineTransform.scale(look.scale, about: box.center))
        drawBlurred(radius: look.blur, opacity: look.opacity, in: box, into: &canvas) { canvas, opacity in
            text.draw(line, into: &canvas, at: origin, alignment: .center, opacity: opacity)
        }
        canvas.restore()
    }

    /// Play and pause, swapping in place: one blurs and shrinks away as the other sharpens in.
    private func drawSwap(into canvas: inout Canvas, in stage: Rect, at time: Double, palette: TiersPalette) {
        let box = Rect(stage.midX - 14, stage.midY - 14, 28, 28)
        guard let swap, swap.isAnimating(at: time) else {
            drawSymbol(symbol, in: box, opacity: 1, palette: palette, into: &canvas)
            return
        }
        for (shown, look) in [(1 - symbol, swap.outgoing(at: time)), (symbol, swap.incoming(at: time))] where look.opacity > 0.001 {
            canvas.save()
            canvas.concatenate(AffineTransform.scale(look.scale, about: box.center))
            drawBlurred(radius: look.blur, opacity: look.opacity, in: box, into: &canvas) { canvas, opacity in
                drawSymbol(shown, in: box, opacity: opacity, palette: palette, into: &canvas)
            }
            canvas.restore()
        }
    }

    /// 0 is play (a triangle), 1 is pause (two bars).
    private func drawSymbol(_ symbol: Int, in box: Rect, opacity: Double, palette: TiersPalette, into canvas: inout Canvas) {
        let paint = Paint.solid(palette.puck.opacity(opacity))
        if symbol == 0 {
            var path = Path()
            path.move(to: Point(box.minX + 6, box.minY + 3))
            path.line(to: Point(box.maxX - 3, box.midY))
            path.line(to: Point(box.minX + 6, box.maxY - 3))
            canvas.fill(.path(path, rule: .nonZero), with: paint)
        } else {
            canvas.fillRoundedRect(Rect(box.minX + 5, box.minY + 3, 7, box.height - 6), radius: 2, with: paint)
            canvas.fillRoundedRect(Rect(box.maxX - 12, box.minY + 3, 7, box.height - 6), radius: 2, with: paint)
        }
    }

    /// Draws through a layer blurred by `radius` points (SwiftUI's blur radius) at `opacity`;
    /// a sharp one is drawn straight, at its opacity.
    private func drawBlurred(
        radius: Double, opacity: Double, in box: Rect, into canvas: inout Canvas, _ draw: (inout Canvas, Double) -> Void
    ) {
        guard radius > 0.3 else {
            draw(&canvas, opacity)
            return
        }
        let reach = box.insetBy(dx: -radius, dy: -radius)
        canvas.save()
        canvas.clip(to: reach)
        canvas.beginLayer(opacity: opacity)
        draw(&canvas, 1)
        canvas.blur(reach, radius: radius / 2)
        canvas.endLayer()
        canvas.restore()
    }
}
