import Geometry
import Gestures
import Motion
import Raster
import Typeset

/// A step progress indicator for a multi-step flow: where you are, what is done, and a way back
/// that never jumps ahead of what has been filled in.
///
/// Every stop is glass, joined to the next by a 4 pt neck so the trail reads as one shape. Done
/// steps carry a check, the current step is a red capsule with its number and title, steps
/// reached beyond it show their number in full text and the rest are muted. A red puck drawn over
/// the stops carries every face in the accent's ink, cut to its outline, while each stop's own
/// face is cut away under it, so a face turns exactly under the puck's edge. Moving on stretches
/// the puck from one stop to the next and gathers it there.
///
/// A tap on a done or reached step goes there; one on a step not yet reached shakes it and
/// nothing moves. A sideways drag carries the capsule stop by stop and gives at the last step it
/// may reach; the selection changes once, on release. Vertical swipes go to the page. Left and
/// Right move within the reached steps. The trail never changes steps on its own.
///
/// This is one trail; ``StepTrailExample`` puts the seed's two on a screen.
final class StepTrail {
    var model: StepTrailModel
    var theme: Theme
    var style: StepTrailStyle
    var motion: StepTrailMotion
    /// Shows "Step 2 of 4" under the trail (and the step's name when titles don't fit).
    var showsCaption = true { didSet { version += 1 } }
    /// A disabled trail is drawn dimmed (no colour, 0.45 opacity) and ignores input.
    var isEnabled = true { didSet { version += 1 } }
    /// The widest the trail may be, when less than its slot (the seed's 240 pt example).
    var maximumWidth = Double.infinity { didSet { version += 1 } }
    /// Told each time the trail writes the selection (a tap, a key, a drag's landing), so the app
    /// can keep the furthest step reached.
    var onSelectionChange: ((Int) -> Void)?

    /// The step drawn as current: the selection, or the stop a drag is over. `count` once every
    /// step is done.
    private(set) var shown: Int
    /// The sizes the trail is drawn at, chosen at layout.
    private(set) var metrics: StepTrailMetrics
    /// The row the stops sit in, in window points.
    private(set) var track = Rect(0, 0, 0, 0)
    /// The trail and its caption, in window points.
    private(set) var frame = Rect(0, 0, 0, 0)
    /// The caption's lines as laid out: one, or the step's name above "Step 4 of 6".
    private(set) var captionLines = 1
    /// The selection and the furthest step reached as the trail was made: the flow an idle reset
    /// hands the next visitor, who has filled in nothing yet.
    let openingSelection: Int
    let openingReached: Int?

    /// The drag carrying the capsule, while one does.
    var scrub: StepTrailScrub?
    /// Where in the capsule the finger took hold, from its number's centre, in points.
    var grabOffset = 0.0
    /// The stop under a finger that is down and has not travelled.
    var pressed: Int?
    var ticks: [HapticTick] = []
    /// The caption changing from what it said, after a move.
    var captionChange: (from: StepTrailCaptionText, roll: RollingFigures?, swap: BlurReplace)?
    var lastTime = 0.0
    /// Bumped by every change that alters the picture, so a redraw can tell.
    var version = 0
    /// What the last frame drew from.
    var drawn: (version: Int, time: Double)?
    /// The canvas the trail draws into, kept for the next frame of the same size.
    var scratch: Canvas?
    /// The slot and typesetter of the last layout, for laying out again when the steps change.
    var laidOut: (slot: Rect, text: Typesetter)?
    /// The rest time worked out for a version of the trail.
    var restMemo: (version: Int, time: Double)?
    /// Lines of text laid out, kept while the trail's sizes stay (see `StepTrail+Lines`).
    var lines: [LineKey: TextLine] = [:]
    /// The blurred faces drawn this frame, shared by the stops' copies and the puck's.
    var frameInks: [InkKey: BlurredInk] = [:]

    let touchDown = TouchDownObserver()
    let tap = TapRecognizer()
    let pan = PanRecognizer(axis: .horizontal)

    init(steps: [String], selection: Int, reached: Int? = nil, theme: Theme = Theme()) {
        model = StepTrailModel(steps: steps, selection: selection, reached: reached)
        openingSelection = selection
        openingReached = reached
        self.theme = theme
        style = StepTrailStyle(theme: theme)
        let shown = model.current
        self.shown = shown
        motion = StepTrailMotion(shown: shown, count: steps.count, reduceMotion: theme.reduceMotion)
        metrics = StepTrailMetrics(titleWidths: steps.map { _ in 0 }, style: style, textScale: 1, titled: false,
                                   rtl: theme.rightToLeft, gap: Self.gap)
        configureRecognizers()
    }

    /// The gap between stops: parts of one control rest joined, so the neck holds.
    static let gap = 4.0

    var count: Int { model.count }
    var isComplete: Bool { shown >= count }
    var rtl: Bool { theme.rightToLeft }

    /// The app's selection, as it holds it (possibly outside `0...count`).
    var selection: Int { model.selection }

    // MARK: Layout

    /// The height the trail wants in a slot `width` points wide.
    func preferredHeight(forWidth width: Double, text: Typesetter) -> Double {
        let width = min(width, maximumWidth)
        let metrics = fittingMetrics(width: width, text: text)
        return metrics.rowHeight + captionHeight(metrics: metrics, width: width, text: text)
    }

    /// Places the trail at the leading edge of `slot` (window points): it hugs its content and
    /// keeps the width of its widest step, so nothing around it moves as the capsule changes.
    func layout(in slot: Rect, theme: Theme, text: Typesetter) {
        if theme.reduceMotion != self.theme.reduceMotion {
            motion.reduceMotion = theme.reduceMotion
            motion.place(shown, count: count)
        }
        self.theme = theme
        style = StepTrailStyle(theme: theme)
        laidOut = (slot, text)
        let width = min(slot.width, maximumWidth)
        let next = fittingMetrics(width: width, text: text)
        if next != metrics { lines.removeAll() }
        metrics = next
        captionLines = captionLineCount(metrics: next, width: width, text: text)
        let blockWidth = max(next.frameWidth, showsCaption ? min(next.naturalWidth, width) : 0)
        let left = rtl ? slot.maxX - next.frameWidth : slot.minX
        track = Rect(left, slot.minY, next.frameWidth, next.rowHeight)
        let blockLeft = rtl ? slot.maxX - blockWidth : slot.minX
        frame = Rect(blockLeft, slot.minY, blockWidth, next.rowHeight + captionHeight(metrics: next, width: width, text: text))
        version += 1
    }

    /// Each title measured at the capsule's size, then the form that fits.
    func fittingMetrics(width: Double, text: Typesetter) -> StepTrailMetrics {
        let scale = min(max(text.textScale, 1), StepTrailStyle.maximumScale)
        let measuring = text.scaled(to: 1)
        let style = TextStyle(size: StepTrailStyle.labelSize * scale)
        let widths = model.steps.map { measuring.measure($0, style: style) }
        return StepTrailMetrics.fitting(width, titleWidths: widths, style: self.style, textScale: text.textScale, rtl: rtl,
                                        gap: Self.gap)
    }

    // MARK: Moving

    /// Draws `target` as current, moving there.
    func move(to target: Int, at time: Double) {
        let from = shown
        guard target != from, count > 0 else { return }
        let before = captionText
        motion.move(from: from, to: target, count: count, at: time)
        shown = target
        startCaptionChange(from: before, at: time)
        version += 1
    }

    /// The app sets the selection (a Continue or Back button, `--state` setters): the trail moves
    /// there silently. While a drag holds the capsule it waits; the landing reconciles.
    func setSelection(_ value: Int, at time: Double) {
        model.selection = value
        version += 1
        guard scrub == nil else { return }
        move(to: model.current, at: time)
    }

    /// New steps put the trail on the selection without motion.
    func setSteps(_ steps: [String], at time: Double) {
        model.steps = steps
        scrub = nil
        pressed = nil
        captionChange = nil
        shown = model.current
        motion.place(shown, count: count)
        version += 1
        // The sizes depend on the steps: lay out again in the same slot.
        if let laidOut { layout(in: laidOut.slot, theme: theme, text: laidOut.text) }
    }

    /// The furthest step people have filled in; steps up to it stay tappable.
    func setReached(_ value: Int?) {
        model.reached = value
        version += 1
    }

    /// The trail writes the selection itself (a tap, a key, a drag's landing).
    func write(_ index: Int, at time: Double) {
        setSelection(index, at: time)
        onSelectionChange?(index)
    }

    func addTick(_ kind: HapticTick.Kind, at time: Double) {
        ticks.append(HapticTick(time: time, kind: kind))
        if ticks.count > 256 { ticks.removeFirst(ticks.count - 256) }
    }

    // MARK: Animating

    func isAnimating(at time: Double) -> Bool { time < restTime }

    /// From this time on nothing the trail draws moves. Every change to the motion bumps
    /// `version`, so the time is worked out once per change, not on every question a frame asks.
    var restTime: Double {
        if let restMemo, restMemo.version == version { return restMemo.time }
        var time = motion.restTime
        if let captionChange { time = max(time, captionChange.swap.restTime, captionChange.roll?.restTime ?? -Double.infinity) }
        restMemo = (version, time)
        return time
    }

    /// The trail's pixels: the stops with their glass's shadow (it falls 8 points and reaches
    /// 2.5 σ of the 9-point lift), and the caption with its blur's reach. Kept tight, so a
    /// trail's redraw does not reach the next one down the page.
    var drawnArea: Rect {
        let stops = Rect(track.minX - 31, stopTop - 17, track.width + 62, metrics.d + 17 + 34)
        guard showsCaption, frame.maxY > track.maxY else { return stops }
        return stops.union(Rect(frame.minX, track.maxY, frame.width, frame.maxY - track.maxY).insetBy(dx: -12, dy: -12))
    }

    /// What changed since the last frame drawn: the trail's area, or nothing.
    func damage(at time: Double) -> [Rect] {
        guard let drawn else { return [drawnArea] }
        if drawn.version != version || isAnimating(at: drawn.time) || isAnimating(at: time) { return [drawnArea] }
        return []
    }
}
