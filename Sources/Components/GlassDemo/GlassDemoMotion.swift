import Geometry
import Glass
import Motion

/// Everything in the glass demo that moves with time, as functions of the frame time.
///
/// - The picker's segments swell and take the tint on the snap role, and a pressed one sinks.
/// - The change bubble buds out of the flag and melts back (``Buds``).
/// - Each button sinks under a press (an icon to 0.92) and pops by 6% when it counts, and the count
///   rolls to its new figure on the value role (cross-fades under Reduce Motion).
/// - When minus would go below zero, that button alone shakes 6 points, stretching the neck to its
///   neighbour, and flashes red for a beat: the shake holds still under Reduce Motion, the red does
///   not, so the refusal is seen either way.
///
/// Callers report each change with the time it happens; ``advance(to:)`` carries out what falls
/// due in between (a bubble leaving the flag a frame after it is born, removed once melted in).
struct GlassDemoMotion: Sendable {
    static let bubble = "change"
    static let popAmount = 0.06
    static let shakeDistance = 6.0
    /// How long a refused button stays red before the red fades: as long as the shake moves
    /// (0.38 s), so the refusal reads for the same beat with or without motion.
    static let refusalHold = 0.38

    /// The segments' widths, tints and press; its selection follows the model's.
    var picker: SegmentRow
    var buds: Buds
    var buttonPresses: [GlassPress]
    var buttonPops: [GlassKeyframes]
    var buttonShake: GlassKeyframes
    /// The button the latest refusal was for: the one that shakes and turns red.
    private(set) var refusedButton = 0
    /// How red the refused button is: up on the error role, back down on the dismiss role.
    private var refusal = Animator(0.0)
    /// The count's figures rolling from the old value to the new one.
    private(set) var countRoll: RollingFigures?
    private(set) var reduceMotion: Bool

    init(selection: Int, reduceMotion: Bool) {
        self.reduceMotion = reduceMotion
        picker = SegmentRow(labels: GlassDemoModel.rangeLabels, selection: selection, reduceMotion: reduceMotion)
        buds = Buds(reduceMotion: reduceMotion)
        buttonPresses = [GlassPress(reduceMotion: reduceMotion), GlassPress(reduceMotion: reduceMotion)]
        buttonPops = [GlassKeyframes.pop(amount: Self.popAmount, reduceMotion: reduceMotion),
                      GlassKeyframes.pop(amount: Self.popAmount, reduceMotion: reduceMotion)]
        buttonShake = GlassKeyframes.shake(distance: Self.shakeDistance, reduceMotion: reduceMotion)
    }

    var language: MotionLanguage { MotionLanguage(reduceMotion: reduceMotion) }

    /// Takes the theme's Reduce Motion. Presses and the bubble in flight keep going; the pops and
    /// the shake are made anew with the setting, so one in flight stops.
    mutating func setReduceMotion(_ on: Bool) {
        reduceMotion = on
        picker.press.reduceMotion = on
        buds.reduceMotion = on
        for index in buttonPresses.indices { buttonPresses[index].reduceMotion = on }
        buttonPops = buttonPops.map { _ in GlassKeyframes.pop(amount: Self.popAmount, reduceMotion: on) }
        buttonShake = GlassKeyframes.shake(distance: Self.shakeDistance, reduceMotion: on)
    }

    /// The pick moved to `index`: the segments slide to it.
    mutating func pick(_ index: Int, at time: Double) {
        picker.pick(index, at: time, motion: language)
    }

    /// Sends the bubble out of the flag, or calls it home.
    mutating func sendBubble(out: Bool, at time: Double) {
        if out {
            buds.bloom([Self.bubble], at: time)
        } else {
            buds.gather([Self.bubble], at: time)
        }
    }

    /// Button `index` counted: it pops.
    mutating func pop(_ index: Int, at time: Double) {
        buttonPops[index].trigger(at: time)
    }

    /// Button `index` refused (minus at zero): it shakes on its own and turns red for a beat.
    mutating func refuse(_ index: Int, at time: Double) {
        refusedButton = index
        buttonShake.trigger(at: time)
        refusal.animate(to: 1, with: language.error, at: time)
        refusal.animate(to: 0, with: language.dismiss.delay(Self.refusalHold), at: time)
    }

    /// How far button `index` is shaken sideways at `time`, in points: only the refused one moves.
    func shakeOffset(of index: Int, at time: Double) -> Double {
        index == refusedButton ? buttonShake.value(at: time) : 0
    }

    /// How red button `index` is at `time`, 0...1 (the springs' overshoot is cut off).
    func refusalTint(of index: Int, at time: Double) -> Double {
        index == refusedButton ? min(max(refusal.value(at: time), 0), 1) : 0
    }

    /// The count changed from `old` to `new`: its figures roll, up for an increase.
    mutating func count(from old: Int, to new: Int, at time: Double) {
        countRoll = RollingFigures(from: String(old), to: String(new), rises: new > old, animation: language.value,
                                   crossFades: reduceMotion, at: time)
    }

    /// Where the bubble is at `time`, budding from and melting back to `home` (see
    /// ``GlassDemoLayout/bubbleHome``), or nil while it is not there.
    func bubblePlacement(at time: Double, home: Point) -> BudPlacement? {
        buds.placement(of: Self.bubble, at: time, home: home)
    }

    /// The bubble as the state dump names it: `out` (or on its way), `home` (melting in) or `absent`.
    var bubblePhase: String {
        if buds.isOut(Self.bubble) { return "out" }
        return buds.contains(Self.bubble) ? "home" : "absent"
    }

    /// Carries out what falls due by `time`.
    mutating func advance(to time: Double) {
        buds.advance(to: time)
    }

    /// Whether anything still moves at or after `time`.
    func isAnimating(at time: Double) -> Bool {
        picker.isAnimating(at: time) || buds.isAnimating(at: time)
            || buttonPresses.contains { $0.isAnimating(at: time) } || buttonPops.contains { $0.isAnimating(at: time) }
            || buttonShake.isAnimating(at: time) || time < refusal.restTime || (countRoll?.isAnimating(at: time) ?? false)
    }
}
