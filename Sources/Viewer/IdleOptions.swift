import Gestures

/// What a screen does while nobody touches it: `--idle-reset`, `--attract` and `--blank-after`.
///
/// A kiosk visitor walks away mid-gesture and the next one should find the opening screen, not
/// a half-zoomed lens; a panel lit all night should be able to go dark. Desktop windows keep
/// none of this unless asked, since someone reading a chart at a desk may look away for minutes.
public struct IdleOptions: Sendable, Hashable {
    /// Seconds without input after which every piece returns to its opening state; nil never.
    public var resetAfter: Double?
    /// A trace played in a loop once idle, to draw people in (`--attract TRACE.jsonl`).
    public var attractPath: String?
    /// The attract trace's events, read when the command runs.
    public var attract: [InputEvent] = []
    /// Seconds without input after which the screen goes black and stops drawing; nil never.
    public var blankAfter: Double?

    /// The reset `--kiosk` applies when `--idle-reset` is not given: two minutes.
    public static let kioskResetAfter = 120.0

    public init() {}
}
