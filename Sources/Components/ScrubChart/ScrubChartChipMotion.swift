import Motion

/// The delta chip's motion: its width, its two figures and its arrow, as pure functions of the
/// frame time.
///
/// The seed lands the chip's figures on the value role while the glass around them keeps the
/// phase's give (the snap in, the dismiss out). Two springs on one row would let a figure run
/// into its neighbour or out of the capsule while they disagree, so each figure has a slot (its
/// spacing and its width) that springs on the glass's animation; the capsule is drawn around the
/// slots and each figure is laid out in the slot being drawn. The figure's characters roll (or,
/// under Reduce Motion, cross-fade) on the value role, and slide sideways as their slot widens
/// or narrows. An amount arriving or leaving (a pin, a release) fades in its slot as it opens or
/// closes. A turn of the arrow on a change of phase swaps it with the blur-replace transition.
///
/// Anything that changes the chip in place (a scrub step, new data, a new text scale) shows the
/// new chip at once, as the seed's unanimated transactions do.
struct ScrubChartChipMotion: Sendable {
    /// One of the chip's figures: the amount or the percent.
    struct Figure: Sendable {
        /// The string shown now; nil when the chip does not show this figure.
        private(set) var text: String?
        /// The change in flight from what was shown before; a figure arriving or leaving
        /// cross-fades from or to the empty string.
        private(set) var roll: RollingFigures?
        private var slot = Animator(0.0)

        /// The room the figure takes at `time`, spacing included (see ``ScrubChartChipMetrics/slot(_:)``).
        func slot(at time: Double) -> Double { max(slot.value(at: time), 0) }

        func isAnimating(at time: Double) -> Bool {
            time < slot.restTime || (roll?.isAnimating(at: time) ?? false)
        }

        mutating func place(_ text: String?, slot width: Double) {
            self.text = text
            roll = nil
            slot.set(width)
        }

        mutating func move(to text: String?, slot width: Double, rises: Bool, glass: Animation, figures: Animation,
                           crossFades: Bool, at time: Double) {
            let old = self.text
            self.text = text
            slot.animate(to: width, with: glass, at: time)
            switch (old, text) {
            case let (old?, new?) where old != new:
                roll = RollingFigures(from: old, to: new, rises: rises, animation: figures, crossFades: crossFades, at: time)
            case let (old?, nil):
                roll = RollingFigures(from: old, to: "", rises: rises, animation: figures, crossFades: true, at: time)
            case let (nil, new?):
                roll = RollingFigures(from: "", to: new, rises: rises, animation: figures, crossFades: true, at: time)
            default:
                roll = nil
            }
        }
    }

    /// The arrow that was shown before a turn, going out while the new one comes in.
    struct ArrowSwap: Sendable {
        var wasRising: Bool
        var transition: BlurReplace
    }

    private(set) var amount = Figure()
    private(set) var percent = Figure()
    /// Which way the arrow points now.
    private(set) var rising = true
    private(set) var arrowSwap: ArrowSwap?
    /// The room the slots were measured in, so a new text scale is noticed.
    private(set) var metrics: ScrubChartChipMetrics?

    init() {}

    /// The capsule's width at `time` around the slots being drawn.
    func width(at time: Double) -> Double {
        guard let metrics else { return 0 }
        return 2 * metrics.padding + metrics.arrow + amount.slot(at: time) + percent.slot(at: time)
    }

    /// Shows `chip` at once. `measure` gives a figure's width in points.
    mutating func place(_ chip: ScrubChartDeltaChip?, metrics: ScrubChartChipMetrics, measure: (String) -> Double) {
        self.metrics = metrics
        amount.place(chip?.amount, slot: metrics.slot(chip?.amount.map(measure)))
        percent.place(chip?.percentText, slot: metrics.slot(chip.map { measure($0.percentText) }))
        rising = chip?.isRising ?? true
        arrowSwap = nil
    }

    /// Moves from what is shown to `chip` at `time`: the slots on `glass`, the figures and the
    /// arrow on `figures`. `before` is the chip that was shown, which says which way each figure
    /// rolls.
    mutating func move(
        to chip: ScrubChartDeltaChip?, from before: ScrubChartDeltaChip?, metrics: ScrubChartChipMetrics,
        measure: (String) -> Double, glass: Animation, figures: Animation, crossFades: Bool, at time: Double
    ) {
        guard self.metrics == metrics else {
            place(chip, metrics: metrics, measure: measure)
            return
        }
        let amountRises = (chip?.delta ?? 0) >= (before?.delta ?? 0)
        let percentRises = abs(chip?.percent ?? 0) >= abs(before?.percent ?? 0)
        amount.move(to: chip?.amount, slot: metrics.slot(chip?.amount.map(measure)), rises: amountRises,
                    glass: glass, figures: figures, crossFades: crossFades, at: time)
        percent.move(to: chip?.percentText, slot: metrics.slot(chip.map { measure($0.percentText) }), rises: percentRises,
                     glass: glass, figures: figures, crossFades: crossFades, at: time)
        let nowRising = chip?.isRising ?? rising
        if nowRising != rising {
            arrowSwap = ArrowSwap(wasRising: rising, transition: BlurReplace(animation: figures, crossFades: crossFades, at: time))
        }
        rising = nowRising
    }

    func isAnimating(at time: Double) -> Bool {
        amount.isAnimating(at: time) || percent.isAnimating(at: time) || (arrowSwap?.transition.isAnimating(at: time) ?? false)
    }
}
