import Geometry
import Glass
import Motion

/// Everything in the glass demo that moves with time, as functions of the frame time.
///
/// - The picker's segments swell and take the tint on the snap role, and a pressed one sinks.
/// - The change bubble buds out of the flag and melts back (``Buds``).
/// - Each button sinks under a press (an icon to 0.92), pops by 6% when it counts, and the pair
///   shakes 6 points when minus would go below zero.
///
/// Callers report each change with the time it happens; ``advance(to:)`` carries out what falls
/// due in between (a bubble leaving the flag a frame after it is born, removed once melted in).
struct GlassDemoMotion: Sendable {
    static let bubble = "change"
    static let popAmount = 0.06
    static let shakeDistance = 6.0

    /// The segments' widths, tints and press; its selection follows the model's.
    var picker: SegmentRow
    var buds: Buds
    var buttonPresses: [GlassPress]
    var buttonPops: [GlassKeyframes]
    var buttonShake: GlassKeyframes
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

    /// Minus refused at zero: the pair shakes.
    mutating func shake(at time: Double) {
        buttonShake.trigger(at: time)
    }

    /// Where the bubble is at `time`, or nil while it is not there.
    func bubblePlacement(at time: Double) -> BudPlacement? {
        buds.placement(of: Self.bubble, at: time, home: GlassDemoLayout.bubbleHome)
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
            || buttonShake.isAnimating(at: time)
    }
}
