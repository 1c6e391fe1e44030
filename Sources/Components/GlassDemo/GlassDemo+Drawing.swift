import Foundation
import Geometry
import Glass
import Raster
import Typeset

// Drawing the demo: a striped card for the glass to frost and bend, then each part over it with
// its caption.

extension GlassDemo {
    public func draw(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        paint(into: &canvas, at: time, text: text)
    }

    /// Draws the glass and the backdrop without the labels and captions: the glass's own cost,
    /// as `vitrine-bench glass` times it.
    public func draw(into canvas: inout Canvas, at time: Double) {
        paint(into: &canvas, at: time, text: nil)
    }

    private func paint(into canvas: inout Canvas, at time: Double, text: Typesetter?) {
        // Drawing carries out what fell due, whether or not input came since.
        motion.advance(to: time)
        drawBackdrop(into: &canvas, text: text)
        drawSegments(into: &canvas, at: time, text: text)
        drawFlag(into: &canvas, at: time, text: text)
        drawButtons(into: &canvas, at: time, text: text)
        drawCapsules(into: &canvas, text: text)
    }

    /// A card with stripes, small print and a line across it: fine detail for the glass to bend,
    /// so the lens at each rim shows (a straight stripe curving as it nears an edge).
    func drawBackdrop(into canvas: inout Canvas, text: Typesetter? = nil) {
        let card = frame.insetBy(dx: 16, dy: 16)
        guard !card.isEmpty else { return }
        canvas.fill(.continuousRoundedRect(card, radius: 24), with: .solid(theme.card))
        canvas.save()
        canvas.clip(to: card.insetBy(dx: 12, dy: 12))
        var x = card.minX + 12
        // The stripes are the secondary grey at 16% over the opaque card: mixed once, they fill
        // as opaque paint, which writes without reading what is under it.
        let stripe = theme.card.mixed(with: theme.secondary, amount: 0.16)
        while x < card.maxX {
            canvas.fillRect(Rect(x, card.minY, 7, card.height), with: .solid(stripe))
            x += 18
        }
        if let text {
            // A line of small print along each control's upper rim, right behind the glass where
            // the lens bends it, clear of the labels in the middle; the captions between the
            // rows stay on plain stripes.
            // Texture, not reading matter: it keeps its size whatever the text scale, so large
            // text never runs it into the captions.
            let size = 9 / max(theme.textScale, 0.5)
            let print = text.layout("liquid glass bends what lies behind it · ", style: TextStyle(size: size, color: theme.secondary.opacity(0.5)))
            let rows = [motion.picker.frame.minY, layout.flag.minY, layout.buttons.first?.minY, layout.track.minY].compactMap { $0 }
            for y in rows {
                var x = card.minX + 12 - y.truncatingRemainder(dividingBy: 37)
                while x < card.maxX {
                    text.draw(print, into: &canvas, at: Point(x, y + 5), alignment: .leading)
                    x += print.width
                }
            }
        }
        var wave = Path()
        let steps = 96
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            let swing: Double = sin(t * 3 * Double.pi) * card.height * 0.3
            let drift: Double = (t - 0.5) * card.height * 0.2
            let y = card.midY + swing - drift
            let point = Point(card.minX + t * card.width, y)
            if step == 0 { wave.move(to: point) } else { wave.line(to: point) }
        }
        canvas.stroke(wave, style: StrokeStyle(width: 2.5, cap: .round, join: .round), with: .solid(theme.accentRed))
        canvas.restore()
    }

    func drawSegments(into canvas: inout Canvas, at time: Double, text: Typesetter?) {
        caption("Range picker", above: motion.picker.frame, into: &canvas, text: text)
        motion.picker.draw(into: &canvas, at: time, accent: theme.butter, muted: theme.secondary, ink: theme.ink,
                           appearance: appearance, text: text, cache: glassCaches.picker)
    }

    /// The flag and, while it exists, the change bubble budding from its trailing end.
    func drawFlag(into canvas: inout Canvas, at time: Double, text: Typesetter?) {
        let flag = layout.flag
        caption("Flag and change bubble: click the flag", above: flag.insetBy(dx: -60, dy: 0), into: &canvas, text: text)
        let flagSurface = GlassSurface(.capsule(flag))
        var surfaces: [GlassSurface] = []
        var bubble: (surface: GlassSurface, placement: BudPlacement)?
        if let placement = motion.bubblePlacement(at: time, home: layout.bubbleHome) {
            let tint = theme.sage.opacity(min(max(placement.progress, 0), 1))
            let surface = placement.apply(to: GlassSurface(.capsule(layout.bubble), tint: tint))
            bubble = (surface, placement)
            surfaces.append(surface)  // behind the flag, so it slips under the date going home
        }
        surfaces.append(flagSurface)
        GlassGroup(surfaces, appearance: appearance).draw(into: &canvas, cache: glassCaches.flag)
        drawFlagLabel(on: flagSurface, into: &canvas, text: text)
        if let bubble, bubble.placement.contentOpacity > 0.01 {
            drawChange(on: bubble.surface, opacity: bubble.placement.contentOpacity, blur: bubble.placement.contentBlur,
                       into: &canvas, text: text)
        }
    }

    func drawButtons(into canvas: inout Canvas, at time: Double, text: Typesetter?) {
        let buttons = layout.buttons
        guard buttons.count == 2 else { return }
        caption("Joined buttons: press, count, pop and shake", above: buttons[0].union(buttons[1]).insetBy(dx: -120, dy: 0),
                into: &canvas, text: text)
        let surfaces = buttonSurfaces(at: time)
        GlassGroup(surfaces, appearance: appearance).draw(into: &canvas, cache: glassCaches.buttons)
        for (index, surface) in surfaces.enumerated() {
            canvas.save()
            canvas.concatenate(surface.contentTransform)
            let center = buttons[index].center
            // Ink on the red, as on every tinted glass.
            let color = theme.text.mixed(with: theme.ink, amount: motion.refusalTint(of: index, at: time))
            canvas.fillRoundedRect(Rect(center.x - 7, center.y - 1.25, 14, 2.5), radius: 1.25, with: .solid(color))
            if index == 1 {
                canvas.fillRoundedRect(Rect(center.x - 1.25, center.y - 7, 2.5, 14), radius: 1.25, with: .solid(color))
            }
            canvas.restore()
        }
        if let text {
            let style = TextStyle(size: 17, color: theme.text)
            let origin = Point(buttons[1].maxX + 20, buttons[1].midY + 6 * text.textScale)
            if let roll = motion.countRoll, roll.isAnimating(at: time) {
                roll.draw(at: time, x: origin.x, baseline: origin.y, style: style, text: text, into: &canvas)
            } else {
                text.draw(text.layout("\(model.count)", style: style), into: &canvas, at: origin, alignment: text.leftAligned)
            }
        }
    }

    /// The two buttons' glass at `time`: pressed, popped, and the refused one shaken and red. Only
    /// that one moves, so the neck to its neighbour stretches and gives back.
    func buttonSurfaces(at time: Double) -> [GlassSurface] {
        layout.buttons.indices.map { index in
            let rect = layout.buttons[index]
            let red = motion.refusalTint(of: index, at: time)
            var surface = GlassSurface(.circle(center: rect.center, radius: rect.width / 2),
                                       tint: red > 0 ? theme.accentRed.opacity(red) : nil)
            surface = motion.buttonPresses[index].surface(surface, at: time)
            surface.scale *= motion.buttonPops[index].value(at: time)
            surface.offset = Point(motion.shakeOffset(of: index, at: time), 0)
            return surface
        }
    }

    /// The gap as the caption says it: to the half point, so 19.5 pt (melting) never reads as
    /// 20 pt, the distance at which glass stops melting.
    static func gapText(_ gap: Double) -> String {
        let halves = (gap * 2).rounded(.down) / 2
        return halves == halves.rounded() ? String(Int(halves)) : String(format: "%.1f", halves)
    }

    func drawCapsules(into canvas: inout Canvas, text: Typesetter?) {
        let capsules = model.capsules
        let gap = capsules.gap
        let state = appearance.reduceTransparency ? "solid glass does not melt"
            : appearance.material == .frosted ? "frosted glass does not melt"
            : gap >= Liquid.merge ? "apart" : "melting"
        caption("Drag the capsules: gap \(Self.gapText(gap)) pt, \(state)", above: capsules.track, into: &canvas, text: text)
        let surfaces = [GlassSurface(.capsule(capsules.rect(0))), GlassSurface(.capsule(capsules.rect(1)))]
        GlassGroup(surfaces, appearance: appearance).draw(into: &canvas, cache: glassCaches.capsules)
    }

    /// A small secondary line centred above `rect`, as wide as the demo's card allows: large
    /// text reads whole where the card has the room, and shrinks or is cut short only where it
    /// has not, never running past the card's edges.
    func caption(_ string: String, above rect: Rect, into canvas: inout Canvas, text: Typesetter?) {
        guard let text else { return }
        let room = max(frame.width - 32, 1)
        let line = text.layout(string, style: TextStyle(size: 12, color: theme.secondary), maximumWidth: room,
                               minimumScaleFactor: 0.8)
        let half = line.width / 2
        let x = min(max(rect.midX, frame.minX + 16 + half), frame.maxX - 16 - half)
        text.draw(line, into: &canvas, at: Point(x, rect.minY - 12), alignment: .center)
    }
}
