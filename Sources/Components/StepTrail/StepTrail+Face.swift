import Geometry
import Motion
import Raster
import Typeset

// One stop's face: its number or check centred in the leading circle and, in the titled form,
// its title after it. The title follows the stop's openness frame by frame, so it blurs in as the
// capsule opens and out as it closes, the same in the stop and in the puck's copy.

/// Which part of a face one copy of it shows. A stop shows its own face where the puck is not,
/// and the puck shows every face inside its outline, so a face changes colour exactly under the
/// puck's edge. Each part of a face (the glyph, the title) is tested on its own: one wholly on
/// one side is drawn plainly or not at all, and only one the edge crosses is clipped.
enum StepTrailFaceCut {
    /// The stop's own copy: everything but what lies under the puck (its rectangle, in points).
    case outside(Rect)
    /// The puck's copy: only what lies inside it.
    case inside(Rect)
    /// Reduce Motion: the stop carries its face whole.
    case none
}

extension StepTrail {
    /// Below this opacity a face's part leaving or arriving is not drawn: a blurred glyph at 2%
    /// moves a pixel by about a level, while a swap's spring spends many frames getting there.
    static let faintest = 0.02
    /// Below this blur radius (points) a part is drawn sharp: a quarter-point Gaussian is finer
    /// than a pixel at scale 2.
    static let finestBlur = 0.5

    /// Draws stop `index`'s face in `rect` (the stop's rectangle) in `color`, cut as `cut` says.
    /// `text` sets at text scale 1: the metrics already carry the trail's own scale.
    func drawFace(
        _ index: Int, status: StepTrailStatus, in rect: Rect, openness: Double, color: Color, cut: StepTrailFaceCut, at time: Double,
        text: Typesetter, into canvas: inout Canvas
    ) {
        let d = metrics.d
        let circle = rtl ? Rect(rect.maxX - d, rect.minY, d, d) : Rect(rect.minX, rect.minY, d, d)
        let done = status == .done
        if let change = motion.faceSwaps[index], change.swap.isAnimating(at: time) {
            drawGlyph(index, done: change.wasDone, look: change.swap.outgoing(at: time), in: circle, stop: rect, color: color, cut: cut,
                      text: text, into: &canvas)
            drawGlyph(index, done: done, look: change.swap.incoming(at: time), in: circle, stop: rect, color: color, cut: cut,
                      text: text, into: &canvas)
        } else {
            drawGlyph(index, done: done, look: BlurReplace.Look(opacity: 1, blur: 0, scale: 1), in: circle, stop: rect, color: color,
                      cut: cut, text: text, into: &canvas)
        }
        guard metrics.titled, index < metrics.titleWidths.count else { return }
        // The title arrives over the last two thirds of the opening and is gone in the first third
        // of the closing.
        let shows = min(max((openness - 0.35) / 0.65, 0), 1)
        guard shows > Self.faintest else { return }
        let blur = motion.reduceMotion ? 0 : (1 - shows) * 5
        let line = line(model.steps[index], style: TextStyle(size: metrics.label, color: color),
                        maximumWidth: metrics.titleWidths[index] + 0.5, text: text)
        let baseline = line.baselineCenteringCapitals(in: rect)
        let x = rtl ? rect.maxX - metrics.titleLead : rect.minX + metrics.titleLead
        let alignment = rtl ? text.rightAligned : text.leftAligned
        let ink = Rect(rtl ? x - line.width : x, rect.midY - metrics.label * 0.7, line.width, metrics.label * 1.4)
        let blurred = blur > Self.finestBlur
        let box = blurred ? ink.insetBy(dx: -blur * 1.5, dy: -blur * 1.5) : ink.insetBy(dx: -1, dy: -1)
        drawPart(box, cut: cut, stop: rect, into: &canvas) { canvas in
            if blurred {
                // Blurred once as ink, shared by the stop's copy and the puck's.
                let key = InkKey(index: index, part: .title, transform: canvas.transform, blur: blur)
                if let ink = blurredInk(key, box: box, blur: blur, on: canvas, { ink in
                    text.draw(line, into: &ink, at: Point(x, baseline), alignment: alignment)
                }) {
                    canvas.fill(ink, with: .solid(color), opacity: shows)
                }
            } else {
                text.draw(line, into: &canvas, at: Point(x, baseline), alignment: alignment, opacity: shows)
            }
        }
    }

    /// The check or the number in the stop's circle, as `look` has it (a blur-over in flight).
    private func drawGlyph(
        _ index: Int, done: Bool, look: BlurReplace.Look, in circle: Rect, stop: Rect, color: Color, cut: StepTrailFaceCut,
        text: Typesetter, into canvas: inout Canvas
    ) {
        guard look.opacity > Self.faintest else { return }
        let line = done ? nil : line("\(index + 1)", style: TextStyle(size: metrics.label, color: color),
                                     maximumWidth: circle.width - 4, minimumScaleFactor: 0.6, text: text)
        let half = max((line?.width ?? metrics.label * 0.74) / 2 + 1, metrics.label * 0.45)
        let ink = Rect(circle.midX - half, circle.midY - metrics.label * 0.6, 2 * half, metrics.label * 1.2)
        let blurred = look.blur > Self.finestBlur
        let reach = blurred ? look.blur * 1.5 : 1
        let box = AffineTransform.scale(look.scale, about: circle.center).apply(ink.insetBy(dx: -reach, dy: -reach))
        drawPart(box, cut: cut, stop: stop, into: &canvas) { canvas in
            canvas.concatenate(AffineTransform.scale(look.scale, about: circle.center))
            let glyph = { (canvas: inout Canvas, color: Color, opacity: Double) in
                if let line {
                    text.draw(line, into: &canvas, at: Point(circle.midX, line.baselineCenteringCapitals(in: circle)), alignment: .center,
                              opacity: opacity)
                } else {
                    self.drawCheck(in: circle, size: self.metrics.label * 0.9, color: color.opacity(opacity), into: &canvas)
                }
            }
            guard blurred else {
                glyph(&canvas, color, look.opacity)
                return
            }
            // Blurred once as ink, shared by the stop's copy and the puck's.
            let key = InkKey(index: index, part: done ? .check : .number, transform: canvas.transform, blur: look.blur)
            if let ink = blurredInk(key, box: ink.insetBy(dx: -reach, dy: -reach), blur: look.blur, on: canvas, { glyph(&$0, .white, 1) }) {
                canvas.fill(ink, with: .solid(color), opacity: look.opacity)
            }
        }
    }

    /// Draws one part of a face whose ink lies inside `box`, as much of it as `cut` shows: not
    /// at all when the puck hides it whole, plainly when the puck's edge misses it, and clipped
    /// only when the edge crosses it. A stop's own copy also keeps inside the stop's outline,
    /// which a title reaches past while its capsule opens.
    private func drawPart(_ box: Rect, cut: StepTrailFaceCut, stop: Rect, into canvas: inout Canvas, _ draw: (inout Canvas) -> Void) {
        canvas.save()
        defer { canvas.restore() }
        switch cut {
        case .inside(let puck):
            guard box.maxX > puck.minX, box.minX < puck.maxX else { return }
            if !Self.capsule(puck, contains: box) {
                canvas.clip(to: box)
                canvas.clip(toCapsule: puck)
            }
        case .outside(let puck):
            if Self.capsule(puck, contains: box) { return }
            clipToStop(stop, box: box, into: &canvas)
            if box.maxX > puck.minX, box.minX < puck.maxX {
                // Everything in the stop but the puck's stretch over it, cut at the puck's outline.
                canvas.clip(to: box)
                canvas.clip(toCapsule: puck, outside: true)
            }
        case .none:
            clipToStop(stop, box: box, into: &canvas)
        }
        draw(&canvas)
    }

    private func clipToStop(_ stop: Rect, box: Rect, into canvas: inout Canvas) {
        guard !Self.capsule(stop, contains: box) else { return }
        canvas.clip(to: box)
        canvas.clip(toCapsule: stop)
    }

    /// One part of one face, blurred, under one transform: what a frame's copies can share.
    struct InkKey: Hashable {
        enum Part: Hashable { case number, check, title }
        var index: Int
        var part: Part
        var transform: AffineTransform
        var blur: Double
    }

    /// The ink for `key`, from this frame's store or drawn by `draw` and kept there.
    private func blurredInk(
        _ key: InkKey, box: Rect, blur: Double, on canvas: Canvas, _ draw: (inout Canvas) -> Void
    ) -> BlurredInk? {
        if let ink = frameInks[key] { return ink }
        let ink = canvas.blurredInk(in: box, radius: blur, draw)
        frameInks[key] = ink
        return ink
    }

    /// Whether `box` lies wholly inside the capsule filling `rect`, with half a point to spare.
    static func capsule(_ rect: Rect, contains box: Rect) -> Bool {
        let radius = min(rect.width, rect.height) / 2
        guard box.minX >= rect.minX, box.maxX <= rect.maxX, box.minY >= rect.minY, box.maxY <= rect.maxY else { return false }
        let left = Point(rect.minX + radius, rect.midY), right = Point(rect.maxX - radius, rect.midY)
        for corner in [Point(box.minX, box.minY), Point(box.minX, box.maxY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY)] {
            let centre = corner.x < left.x ? left : corner.x > right.x ? right : nil
            if let centre, corner.distance(to: centre) > radius - 0.5 { return false }
        }
        return true
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
