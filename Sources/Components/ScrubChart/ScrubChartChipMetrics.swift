import Typeset

/// The delta chip's room at the current text scale, in points.
///
/// At text scale 1 these are the seed's numbers: 28 high, 10 of padding each side, 4 between the
/// arrow and each figure. The seed's chip text is a fixed 13 points, so its room never had to
/// grow; ours follows the text scale, and the room grows with it (as a `@ScaledMetric` would)
/// so that a large figure keeps its gaps and its capsule. Below scale 1 the seed's numbers stay,
/// as its minimum height would keep them.
struct ScrubChartChipMetrics: Sendable, Hashable {
    var height: Double
    var padding: Double
    var spacing: Double
    /// The arrow's square side: a symbol's cap height at 11 points, scaled with text.
    var arrow: Double

    init(text: Typesetter, styles: ScrubChartTextStyles) {
        let grow = max(text.effectiveSize(of: styles.chip) / styles.chip.size, 1)
        height = ScrubChartLayout.chipHeight * grow
        padding = ScrubChartLayout.chipPadding * grow
        spacing = ScrubChartLayout.chipSpacing * grow
        arrow = styles.arrowSize(text: text)
    }

    /// The capsule's width around figures this wide (a nil amount: none): padding, arrow, then
    /// each figure after its spacing, then padding.
    func width(amount: Double?, percent: Double) -> Double {
        2 * padding + arrow + slot(amount) + slot(percent)
    }

    /// The room a figure takes after the arrow or the figure before it: its spacing and itself;
    /// none for a figure the chip does not show.
    func slot(_ figure: Double?) -> Double {
        figure.map { spacing + $0 } ?? 0
    }
}
