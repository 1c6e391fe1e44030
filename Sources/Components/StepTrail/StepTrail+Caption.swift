import Geometry
import Motion
import Raster
import Typeset

/// What the caption says: "Step 2 of 4", or "Complete"; when titles don't fit in the trail it
/// names the step too, "ID photo Step 4 of 6".
struct StepTrailCaptionText: Sendable, Hashable {
    /// The step's name, when the capsule has no room for it.
    var title: String?
    var position: String
    var isComplete: Bool
}

extension StepTrail {
    /// The caption's size at the text scale: it follows it all the way.
    var captionStyle: TextStyle { TextStyle(size: StepTrailStyle.captionSize, color: style.secondaryLabel) }
    /// Between the step's name and its position on one line, and between the two lines.
    static let captionSpacing = 6.0
    static let captionLineSpacing = 2.0

    var captionText: StepTrailCaptionText {
        let complete = isComplete
        let title = !metrics.titled && !complete && count > 0 ? model.steps[min(shown, count - 1)] : nil
        return StepTrailCaptionText(title: title, position: model.caption(shown: shown), isComplete: complete)
    }

    /// The space the caption takes under the track, with its gap; none when it is hidden.
    func captionHeight(metrics: StepTrailMetrics, width: Double, text: Typesetter) -> Double {
        guard showsCaption, count > 0 else { return 0 }
        let line = text.metrics(for: captionStyle).lineHeight
        let lines = captionLineCount(metrics: metrics, width: width, text: text)
        return metrics.captionGap + line * Double(lines) + Self.captionLineSpacing * Double(lines - 1)
    }

    /// One line, or two when the step's name and its position do not fit side by side. The
    /// longest name decides, so the caption never changes height from step to step. The caption
    /// is as wide as the trail at full size, or the slot `width` when that is narrower.
    func captionLineCount(metrics: StepTrailMetrics, width: Double, text: Typesetter) -> Int {
        guard !metrics.titled, count > 0 else { return 1 }
        let longest = model.steps.map { text.measure($0, style: captionStyle) }.max() ?? 0
        let position = text.measure(model.messages.caption(count, count), style: captionStyle)
        return longest + Self.captionSpacing + position <= min(metrics.naturalWidth, width) ? 1 : 2
    }

    /// After a move: the position's number rolls on the value role (it never overshoots, as a
    /// count people read); the step's name blurs over; Complete swaps in on the morph spring.
    func startCaptionChange(from before: StepTrailCaptionText, at time: Double) {
        let after = captionText
        guard before != after else { return }
        let language = motion.language
        if !before.isComplete, !after.isComplete {
            let roll = RollingFigures(from: before.position, to: after.position, rises: before.position < after.position,
                                      animation: language.value, crossFades: motion.reduceMotion, at: time)
            let swap = BlurReplace(animation: motion.reduceMotion ? language.value : .spring(duration: 0.42, bounce: 0.3),
                                   crossFades: motion.reduceMotion, at: time)
            captionChange = (before, roll, swap)
        } else {
            captionChange = (before, nil, BlurReplace(animation: language.morph, crossFades: motion.reduceMotion, at: time))
        }
    }

    func drawCaption(at time: Double, text: Typesetter, into canvas: inout Canvas) {
        let top = track.maxY + metrics.captionGap
        let now = captionText
        guard let change = captionChange, change.swap.isAnimating(at: time) || (change.roll?.isAnimating(at: time) ?? false) else {
            drawCaption(now, top: top, look: nil, roll: nil, at: time, text: text, into: &canvas)
            return
        }
        if let roll = change.roll {
            if change.from.title != now.title {
                drawCaption(StepTrailCaptionText(title: change.from.title, position: "", isComplete: false), top: top,
                            look: change.swap.outgoing(at: time), roll: nil, at: time, text: text, into: &canvas)
                drawCaption(StepTrailCaptionText(title: now.title, position: "", isComplete: false), top: top,
                            look: change.swap.incoming(at: time), roll: nil, at: time, text: text, into: &canvas)
                drawCaption(StepTrailCaptionText(title: now.title, position: now.position, isComplete: false), top: top, look: nil,
                            roll: roll, titleHidden: true, at: time, text: text, into: &canvas)
            } else {
                drawCaption(now, top: top, look: nil, roll: roll, at: time, text: text, into: &canvas)
            }
        } else {
            drawCaption(change.from, top: top, look: change.swap.outgoing(at: time), roll: nil, at: time, text: text, into: &canvas)
            drawCaption(now, top: top, look: change.swap.incoming(at: time), roll: nil, at: time, text: text, into: &canvas)
        }
    }

    /// One caption, from the trail's leading edge: the name in the label colour, then the
    /// position in the secondary colour, on one line or two. `look` fades and blurs it (a swap),
    /// `roll` draws the position rolling.
    private func drawCaption(
        _ caption: StepTrailCaptionText, top: Double, look: BlurReplace.Look?, roll: RollingFigures?, titleHidden: Bool = false,
        at time: Double, text: Typesetter, into canvas: inout Canvas
    ) {
        let look = look ?? BlurReplace.Look(opacity: 1, blur: 0, scale: 1)
        guard look.opacity > 0.001 else { return }
        let lineHeight = text.metrics(for: captionStyle).lineHeight
        let ascent = text.metrics(for: captionStyle).firstBaseline
        var nameStyle = captionStyle
        nameStyle.color = style.label
        let name = caption.title.map { line($0, style: nameStyle, maximumWidth: frame.width, text: text) }
        let position = line(caption.position, style: captionStyle, maximumWidth: frame.width, text: text)
        let oneLine = captionLines == 1
        let nameWidth = name.map { $0.width + Self.captionSpacing } ?? 0
        let positionTop = oneLine || name == nil ? top : top + lineHeight + Self.captionLineSpacing
        let positionStart = oneLine ? nameWidth : 0
        let startX = rtl ? frame.maxX : frame.minX
        let edge = rtl ? text.rightAligned : text.leftAligned
        let blurred = look.blur > 0.3
        canvas.save()
        let box = Rect(frame.minX, top, frame.width, frame.maxY - top)
        canvas.concatenate(AffineTransform.scale(look.scale, about: box.center))
        if blurred {
            canvas.clip(to: box.insetBy(dx: -look.blur, dy: -look.blur))
            canvas.beginLayer(opacity: look.opacity)
        }
        let opacity = blurred ? 1 : look.opacity
        if let name, !titleHidden {
            text.draw(name, into: &canvas, at: Point(startX, top + ascent), alignment: edge, opacity: opacity)
        }
        let positionX = rtl ? startX - positionStart : startX + positionStart
        if let roll {
            let width = max(text.measure(roll.from, style: captionStyle), text.measure(roll.to, style: captionStyle))
            roll.draw(at: time, x: rtl ? positionX - width : positionX, baseline: positionTop + ascent, style: captionStyle,
                      text: text, into: &canvas)
        } else if !caption.position.isEmpty {
            text.draw(position, into: &canvas, at: Point(positionX, positionTop + ascent), alignment: edge, opacity: opacity)
        }
        if blurred {
            canvas.blur(box.insetBy(dx: -look.blur, dy: -look.blur), radius: look.blur / 2)
            canvas.endLayer()
        }
        canvas.restore()
    }
}
