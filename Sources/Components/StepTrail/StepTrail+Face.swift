import Geometry
import Motion
import Raster
import Typeset

// One stop's face: its number or check centred in the leading circle and, in the titled form,
// its title after it. The title follows the stop's openness frame by frame, so it blurs in as the
// capsule opens and out as it closes, the same in the stop and in the puck's copy.

extension StepTrail {
    /// Draws stop `index`'s face in `rect` (the stop's rectangle) in `color`. `text` sets at text
    /// scale 1: the metrics already carry the trail's own scale.
    func drawFace(
        _ index: Int, status: StepTrailStatus, in rect: Rect, openness: Double, color: Color, at time: Double,
        text: Typesetter, into canvas: inout Canvas
    ) {
        let d = metrics.d
        let circle = rtl ? Rect(rect.maxX - d, rect.minY, d, d) : Rect(rect.minX, rect.minY, d, d)
        let done = status == .done
        if let change = motion.faceSwaps[index], change.swap.isAnimating(at: time) {
            drawGlyph(index, done: change.wasDone, look: change.swap.outgoing(at: time), in: circle, color: color, text: text, into: &canvas)
            drawGlyph(index, done: done, look: change.swap.incoming(at: time), in: circle, color: color, text: text, into: &canvas)
        } else {
            drawGlyph(index, done: done, look: BlurReplace.Look(opacity: 1, blur: 0, scale: 1), in: circle, color: color, text: text,
                      into: &canvas)
        }
        guard metrics.titled, index < metrics.titleWidths.count else { return }
        // The title arrives over the last two thirds of the opening and is gone in the first third
        // of the closing.
        let shows = min(max((openness - 0.35) / 0.65, 0), 1)
        guard shows > 0.001 else { return }
        let blur = motion.reduceMotion ? 0 : (1 - shows) * 5
        let line = text.layout(model.steps[index], style: TextStyle(size: metrics.label, color: color),
                               maximumWidth: metrics.titleWidths[index] + 0.5)
        let baseline = line.baselineCenteringCapitals(in: rect)
        let x = rtl ? rect.maxX - metrics.titleLead : rect.minX + metrics.titleLead
        let alignment = rtl ? text.rightAligned : text.leftAligned
        if blur > 0.3 {
            // The group costs what it covers: the title and its blur's reach.
            let box = Rect(rtl ? x - line.width : x, rect.minY, line.width, rect.height).insetBy(dx: -blur * 1.5, dy: -blur)
            canvas.save()
            canvas.clip(to: box)
            canvas.beginLayer(opacity: shows)
            text.draw(line, into: &canvas, at: Point(x, baseline), alignment: alignment)
            canvas.blur(box, radius: blur / 2)
            canvas.endLayer()
            canvas.restore()
        } else {
            text.draw(line, into: &canvas, at: Point(x, baseline), alignment: alignment, opacity: shows)
        }
    }

    /// The check or the number in the stop's circle, as `look` has it (a blur-over in flight).
    private func drawGlyph(
        _ index: Int, done: Bool, look: BlurReplace.Look, in circle: Rect, color: Color, text: Typesetter, into canvas: inout Canvas
    ) {
        guard look.opacity > 0.001 else { return }
        canvas.save()
        canvas.concatenate(AffineTransform.scale(look.scale, about: circle.center))
        let blurred = look.blur > 0.3
        let box = circle.insetBy(dx: -look.blur, dy: -look.blur)
        if blurred {
            canvas.clip(to: box)
            canvas.beginLayer(opacity: look.opacity)
        }
        let opacity = blurred ? 1 : look.opacity
        if done {
            drawCheck(in: circle, size: metrics.label * 0.9, color: color.opacity(opacity), into: &canvas)
        } else {
            let line = text.layout("\(index + 1)", style: TextStyle(size: metrics.label, color: color),
                                   maximumWidth: circle.width - 4, minimumScaleFactor: 0.6)
            text.draw(line, into: &canvas, at: Point(circle.midX, line.baselineCenteringCapitals(in: circle)), alignment: .center,
                      opacity: opacity)
        }
        if blurred {
            canvas.blur(box, radius: look.blur / 2)
            canvas.endLayer()
        }
        canvas.restore()
    }

    /// A semibold check mark of font size `size`, centred in `circle`.
    func drawCheck(in circle: Rect, size: Double, color: Color, into canvas: inout Canvas) {
        let width = size * 0.74, height = size * 0.56
        let c = circle.center
        var path = Path()
        path.move(to: Point(c.x - width * 0.5, c.y + height * 0.04))
        path.line(to: Point(c.x - width * 0.14, c.y + height * 0.5))
        path.line(to: Point(c.x + width * 0.5, c.y - height * 0.5))
        canvas.stroke(path, style: StrokeStyle(width: size * 0.115, cap: .round, join: .round), with: .solid(color))
    }
}
