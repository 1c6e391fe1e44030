/// What a finger, a pointer or the keyboard has picked on the plot.
///
/// Indices are sample indices into the shown series. A range keeps its anchor (where the hold
/// pinned it) first and the moving end second, so the anchor's rule stays put while the other end
/// follows; ``ScrubChartModel/rangeSpan`` orders them for reading.
public enum ScrubChartSelection: Sendable, Hashable {
    /// Nothing picked: the readout shows the latest point.
    case idle
    /// One point under the finger.
    case scrubbing(Int)
    /// A held range from its anchor to the moving end.
    case range(anchor: Int, end: Int)

    /// The selection without its indices. Only a change of phase animates, so moving along the plot
    /// never starts a spring.
    public var phase: ScrubChartPhase {
        switch self {
        case .idle: .idle
        case .scrubbing: .scrubbing
        case .range: .range
        }
    }
}

/// The state dump's name for a selection: `idle`, `scrubbing` or `range`.
public enum ScrubChartPhase: String, Sendable, Hashable {
    case idle
    case scrubbing
    case range
}
