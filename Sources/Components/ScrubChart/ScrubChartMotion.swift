import Glass
import Motion
import Raster

/// Everything about a scrub chart that moves with time, as pure functions of the frame time.
///
/// - The line morphs: a new range or new data springs each plotted value from where it is shown
///   to where it belongs, on the value role (no overshoot: a chart never shows a value it does not
///   have). Data arriving on an empty chart unfolds from flat instead, at the calm tier's pace with
///   no bounce. Under Reduce Motion the first data is simply there.
/// - The min and max labels show only once the line has landed on the extremes they mark.
/// - A change of phase (touch-down, pin, release) fades the rule, dot, flag and band in on the
///   snap role, or out on the dismiss role, and the latest dot and the min and max labels the
///   other way; moving between points never animates.
/// - A pinned range pops the dot and buds the change bubble out of the flag.
///
/// Callers report changes with the time they happen and read values at frame times; ``advance(to:)``
/// carries out what falls due in between (a morph landing brings the labels back at the moment
/// it landed, whatever the frame rate).
struct ScrubChartMotion: Sendable {
    var reduceMotion: Bool {
        didSet {
            buds.reduceMotion = reduceMotion
            pop = GlassKeyframes.pop(amount: Self.popAmount, reduceMotion: reduceMotion)
        }
    }
    var language: MotionLanguage { MotionLanguage(reduceMotion: reduceMotion) }

    // MARK: The line

    /// The curve the line is heading to (or resting on).
    private(set) var target = ChartCurve.empty
    /// Where each of the target's values started the current morph.
    private var origin: [Double] = []
    private var progress = Animator(1.0)
    /// The extremes the current morph lands on, and when it lands.
    private var landing: ScrubChartExtremes?
    private var landingTime: Double?
    /// The extremes the line last landed on: the labels show only while these are still current.
    private(set) var landed: ScrubChartExtremes?
    private var labels = Animator(0.0)

    // MARK: The selection

    /// The last phase reported, and the point and range the marks are drawn at (kept while they
    /// fade out after a release).
    private(set) var phase = ScrubChartPhase.idle
    private(set) var markedIndex: Int?
    private(set) var markedSpan: ClosedRange<Int>?
    /// Rule and flag, the scrub dot, the latest dot at rest, the held range's band: 0 gone, 1 shown.
    private var marks = Animator(0.0)
    private var dot = Animator(0.0)
    private var restDot = Animator(1.0)
    private var band = Animator(0.0)
    private var pop = GlassKeyframes.pop(amount: ScrubChartMotion.popAmount)
    /// The change bubble.
    private(set) var buds = Buds()
    /// +1 when the bubble rests after the flag's trailing end, −1 before its leading end.
    private(set) var bubbleSide = 1.0
    /// A held range's change, kept while its bubble melts home after the range has ended.
    private(set) var heldChange: ScrubChartDeltaChip?

    // MARK: The readout

    private(set) var numeralRoll: RollingFigures?
    /// The delta chip's width, figures and arrow.
    var chip = ScrubChartChipMotion()
    /// The meta line being replaced, and how far the new one has faded in.
    private(set) var metaFrom: String?
    private var metaFade = Animator(1.0)
    private var chipTint = Animator(AnimatableColor(red: 0, green: 0, blue: 0, alpha: 0))

    /// How much the dot swells when a hold pins it.
    static let popAmount = 0.25

    init(reduceMotion: Bool = false) {
        self.reduceMotion = reduceMotion
        buds.reduceMotion = reduceMotion
        pop = GlassKeyframes.pop(amount: Self.popAmount, reduceMotion: reduceMotion)
    }

    // MARK: Morph

    /// The plotted values shown at `time`, at the target's positions.
    func curve(at time: Double) -> ChartCurve {
        let amount = progress.value(at: time)
        guard amount < 1, origin.count == target.count else { return target }
        var shown = target
        for index in shown.values.indices {
            shown.values[index] = origin[index] + (target.values[index] - origin[index]) * amount
        }
        return shown
    }

    /// Moves the line to `curve`, whose extremes are `extremes`, at `time`.
    ///
    /// - `animated: false` sets it at once (a resize re-fitting the same data, a mode switch).
    /// - From nothing, the line unfolds from its flat start; under Reduce Motion it is simply there.
    /// - Otherwise it bends from what is shown now on the value role.
    mutating func morph(to curve: ChartCurve, extremes: ScrubChartExtremes?, mode: ScrubChartMode,
                               animated: Bool, at time: Double) {
        advance(to: time)
        let shown = self.curve(at: time)
        let wasEmpty = target.isEmpty
        target = curve
        // Labels leave at once when what they mark moves, and come back once the line lands.
        if extremes != landed { labels.set(0) }
        landing = extremes
        guard animated, !curve.isEmpty, !(wasEmpty && reduceMotion) else {
            origin = curve.values
            progress.set(1)
            land(at: time, animated: false)
            return
        }
        let animation: Animation
        if wasEmpty {
            origin = curve.unfoldStart(mode: mode)
            animation = .spring(duration: Tier.calm.spring.duration, bounce: 0)
        } else {
            origin = shown.isEmpty ? curve.unfoldStart(mode: mode) : shown.values(atXs: curve.xs)
            animation = language.value
        }
        progress.set(0)
        landingTime = progress.animate(to: 1, with: animation, at: time)
    }

    /// Moves the line to `curve` at once if it rests, or, mid-morph, re-aims the morph at `curve`
    /// on the same clock: a curve fitted again to a new width (the canvas's scale learned at the
    /// first frame) must not cut the first unfold short.
    mutating func refit(to curve: ChartCurve, extremes: ScrubChartExtremes?, at time: Double) {
        guard time < progress.restTime, origin.count == target.count, !target.isEmpty, !curve.isEmpty else {
            morph(to: curve, extremes: extremes, mode: .line, animated: false, at: time)
            return
        }
        origin = ChartCurve(xs: target.xs, values: origin).values(atXs: curve.xs)
        target = curve
        landing = extremes
    }

    private mutating func land(at time: Double, animated: Bool) {
        landingTime = nil
        landed = landing
        if animated { labels.animate(to: 1, with: language.reveal, at: time) } else { labels.set(1) }
    }

    /// The min and max labels' opacity: 0 until the line has landed on the current extremes, and
    /// faded with the phase as the latest dot is, out as a finger lands and in on release.
    func labelOpacity(at time: Double, current: ScrubChartExtremes?) -> Double {
        guard current == landed else { return 0 }
        return min(max(labels.value(at: time), 0), 1) * restDotOpacity(at: time)
    }

    /// Carries out what falls due by `time`: a morph landing brings the labels back.
    mutating func advance(to time: Double) {
        if let due = landingTime, due <= time { land(at: due, animated: true) }
        buds.advance(to: time)
    }

    // MARK: Phase

    /// Reports the selection after a change at `time`. Only a change of phase animates; moving
    /// between points updates the marks in place.
    mutating func select(_ model: ScrubChartModel, pinned: Bool, at time: Double) {
        advance(to: time)
        let newPhase = model.selection.phase
        if let index = model.activeIndex { markedIndex = index }
        if let span = model.rangeSpan {
            markedSpan = span
            if let chip = model.deltaChip { heldChange = chip }
        }
        guard newPhase != phase else { return }
        let old = phase
        phase = newPhase
        let motion = language
        let animation = newPhase == .idle ? motion.dismiss : motion.snap
        marks.animate(to: newPhase == .idle ? 0 : 1, with: animation, at: time)
        // The dot lands under the finger on the press spring, a beat ahead of the rule.
        dot.animate(to: newPhase == .idle ? 0 : 1, with: newPhase == .idle ? motion.dismiss : motion.press, at: time)
        restDot.animate(to: newPhase == .idle ? 1 : 0, with: animation, at: time)
        band.animate(to: newPhase == .range ? 1 : 0, with: animation, at: time)
        if newPhase == .range {
            if pinned { pop.trigger(at: time) }
            if let index = model.activeIndex {
                bubbleSide = model.plotFraction(ofIndex: index) < 0.5 ? 1 : -1
            }
            buds.bloom([Self.bubble], at: time)
        } else if old == .range {
            buds.gather([Self.bubble], at: time)
        }
    }

    static let bubble = "change"

    func marksOpacity(at time: Double) -> Double { min(max(marks.value(at: time), 0), 1) }
    func dotOpacity(at time: Double) -> Double { min(max(dot.value(at: time), 0), 1) }
    func restDotOpacity(at time: Double) -> Double { min(max(restDot.value(at: time), 0), 1) }
    func bandOpacity(at time: Double) -> Double { min(max(band.value(at: time), 0), 1) }
    /// The flag's scale as it grows out of the rule (0.5 to 1); it only fades under Reduce Motion.
    func flagScale(at time: Double) -> Double {
        reduceMotion ? 1 : 0.5 + 0.5 * marks.value(at: time)
    }
    func dotScale(at time: Double) -> Double { pop.value(at: time) }

    // MARK: Readout

    /// Starts the figure and the meta line moving from what was shown to what is shown now, when
    /// a change of phase or range animates them (the chip moves through ``chip``). `rises` says
    /// whether the figure's value went up.
    mutating func roll(numeral: (from: String, to: String), rises: Bool, meta: (from: String, to: String), at time: Double) {
        let animation = language.value
        numeralRoll = numeral.from == numeral.to ? nil
            : RollingFigures(from: numeral.from, to: numeral.to, rises: rises, animation: animation, crossFades: reduceMotion, at: time)
        if meta.from != meta.to {
            metaFrom = meta.from
            metaFade.set(0)
            metaFade.animate(to: 1, with: phase == .idle ? language.dismiss : language.snap, at: time)
        }
    }

    /// A figure changed in place (a scrub step): any roll in flight gives way to the new figure.
    mutating func settleReadout() {
        numeralRoll = nil
        metaFrom = nil
        metaFade.set(1)
    }

    func metaProgress(at time: Double) -> Double { min(max(metaFade.value(at: time), 0), 1) }

    /// The delta chip's tint, flowing from one to the next on the phase's beat.
    mutating func tintChip(_ color: Color?, animated: Bool, at time: Double) {
        let value = Self.animatable(color)
        guard value != chipTint.target else { return }
        if animated { chipTint.animate(to: value, with: language.snap, at: time) } else { chipTint.set(value) }
    }

    func chipTint(at time: Double) -> Color? {
        let value = chipTint.value(at: time)
        guard value.alpha > 0.001 else { return nil }
        return Color(red: value.red, green: value.green, blue: value.blue, alpha: min(value.alpha, 1))
    }

    private static func animatable(_ color: Color?) -> AnimatableColor {
        guard let color else { return AnimatableColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return AnimatableColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    // MARK: Frame loop

    func isAnimating(at time: Double) -> Bool {
        landingTime != nil || time < progress.restTime || time < labels.restTime
            || time < marks.restTime || time < dot.restTime || time < restDot.restTime || time < band.restTime
            || pop.isAnimating(at: time) || buds.isAnimating(at: time)
            || (numeralRoll?.isAnimating(at: time) ?? false) || chip.isAnimating(at: time)
            || time < metaFade.restTime || time < chipTint.restTime
    }
}
