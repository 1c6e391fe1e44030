import Foundation
import Geometry
import Glass
import Raster
import Typeset

extension GlassDemo {
    /// Draws the demo as it looks at `time` (call ``advance(to:)`` first so due changes apply).
    /// Labels need `text`; without an engine the glass is drawn alone (for tests of the glass).
    public func draw(into canvas: inout Canvas, at time: Double, text: TextEngine? = nil) {
        drawBackdrop(into: &canvas)
        drawSegments(into: &canvas, at: time, text: text)
        drawFlag(into: &canvas, at: time, text: text)
        drawButtons(into: &canvas, at: time, text: text)
        drawPair(into: &canvas, text: text)
    }

    /// A card with stripes and a line across it: something for the glass to frost and bend.
    func drawBackdrop(into canvas: inout Canvas) {
        let card = frame.insetBy(dx: 16, dy: 16)
        guard !card.isEmpty else { return }
        canvas.fill(.continuousRoundedRect(card, radius: 24), with: .solid(theme.card))
        canvas.save()
        canvas.clip(to: card.insetBy(dx: 12, dy: 12))
        var x = card.minX + 12
        while x < card.maxX {
            canvas.fillRect(Rect(x, card.minY, 7, card.height), with: .solid(theme.band))
            x += 18
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

    func drawSegments(into canvas: inout Canvas, at time: Double, text: TextEngine?) {
        caption("Range picker", above: segments.frame, into: &canvas, text: text)
        segments.draw(into: &canvas, at: time, accent: theme.butter, muted: theme.secondary, ink: theme.ink,
                      appearance: appearance, text: text)
    }

    /// The flag and, while it exists, the change bubble budding from its trailing end.
    func drawFlag(into canvas: inout Canvas, at time: Double, text: TextEngine?) {
        caption("Flag and change bubble: click the flag", above: flag.insetBy(dx: -60, dy: 0), into: &canvas, text: text)
        let flagSurface = GlassSurface(.capsule(flag))
        var surfaces: [GlassSurface] = []
        var bubble: (surface: GlassSurface, placement: BudPlacement)?
        let rest = Rect(flag.maxX + Liquid.joined, flag.minY, Self.bubbleSize.width, Self.bubbleSize.height)
        let home = Point(-(Liquid.joined + Self.bubbleSize.width * (1 + Liquid.homeScale) / 2), 0)
        if let placement = buds.placement(of: "change", at: time, home: home) {
            let tint = theme.sage.opacity(min(max(placement.progress, 0), 1))
            let surface = placement.apply(to: GlassSurface(.capsule(rest), tint: tint))
            bubble = (surface, placement)
            surfaces.append(surface)  // behind the flag, so it slips under the date going home
        }
        surfaces.append(flagSurface)
        GlassGroup(surfaces, appearance: appearance).draw(into: &canvas)
        label("Mar 14", size: 11, color: theme.text, in: flagSurface, into: &canvas, text: text)
        if let bubble, bubble.placement.contentOpacity > 0.01 {
            label("+4.2%", size: 12, color: theme.ink, in: bubble.surface, into: &canvas, text: text,
                  opacity: bubble.placement.contentOpacity, blur: bubble.placement.contentBlur)
        }
    }

    func drawButtons(into canvas: inout Canvas, at time: Double, text: TextEngine?) {
        guard buttons.count == 2 else { return }
        caption("Joined buttons: press, count, pop and shake", above: buttons[0].union(buttons[1]).insetBy(dx: -120, dy: 0),
                into: &canvas, text: text)
        let shake = buttonShake.value(at: time)
        let surfaces = buttons.indices.map { index in
            var surface = GlassSurface(.circle(center: buttons[index].center, radius: buttons[index].width / 2))
            surface = buttonPresses[index].surface(surface, at: time)
            surface.scale *= buttonPops[index].value(at: time)
            surface.offset = Point(shake, 0)
            return surface
        }
        GlassGroup(surfaces, appearance: appearance).draw(into: &canvas)
        for (index, surface) in surfaces.enumerated() {
            canvas.save()
            canvas.concatenate(surface.contentTransform)
            let center = buttons[index].center
            canvas.fillRoundedRect(Rect(center.x - 7, center.y - 1.25, 14, 2.5), radius: 1.25, with: .solid(theme.text))
            if index == 1 {
                canvas.fillRoundedRect(Rect(center.x - 1.25, center.y - 7, 2.5, 14), radius: 1.25, with: .solid(theme.text))
            }
            canvas.restore()
        }
        if let text {
            let line = text.layout("\(count)", style: TextStyle(size: 17, color: theme.text))
            text.draw(line, into: &canvas, at: Point(buttons[1].maxX + 20, buttons[1].midY + 6), alignment: text.leftAligned)
        }
    }

    func drawPair(into canvas: inout Canvas, text: TextEngine?) {
        let gap = pair.gap
        let state = appearance.reduceTransparency ? "solid glass does not melt" : gap >= Liquid.merge ? "apart" : "melting"
        caption("Drag the capsules: gap \(Int(gap.rounded())) pt, \(state)", above: pair.track, into: &canvas, text: text)
        let surfaces = [GlassSurface(.capsule(pair.rect(0))), GlassSurface(.capsule(pair.rect(1)))]
        GlassGroup(surfaces, appearance: appearance).draw(into: &canvas)
    }

    /// A small secondary line centred above `rect`.
    func caption(_ string: String, above rect: Rect, into canvas: inout Canvas, text: TextEngine?) {
        guard let text else { return }
        let line = text.layout(string, style: TextStyle(size: 12, color: theme.secondary), maximumWidth: rect.width + 40,
                               minimumScaleFactor: 0.8)
        text.draw(line, into: &canvas, at: Point(rect.midX, rect.minY - 12), alignment: .center)
    }

    /// A label centred on a surface, scaled and moved with it (a press sinks the label too).
    func label(
        _ string: String, size: Double, color: Color, in surface: GlassSurface, into canvas: inout Canvas,
        text: TextEngine?, opacity: Double = 1, blur: Double = 0
    ) {
        guard let text, opacity > 0 else { return }
        // In figure order, so right to left the bubble still reads "+4.2%".
        let line = text.layout(text.inFigureOrder([TextSpan(string)]), style: TextStyle(size: size, color: color))
        let bounds = surface.shape.bounds
        canvas.save()
        canvas.concatenate(surface.contentTransform)
        if blur > 0.3 {
            canvas.beginLayer(opacity: opacity)
            text.draw(line, into: &canvas, at: Point(bounds.midX, bounds.midY + size * 0.36), alignment: .center)
            canvas.blur(bounds.insetBy(dx: -4, dy: -4), radius: blur / 2)
            canvas.endLayer()
        } else {
            text.draw(line, into: &canvas, at: Point(bounds.midX, bounds.midY + size * 0.36), alignment: .center,
                      opacity: opacity)
        }
        canvas.restore()
    }
}
