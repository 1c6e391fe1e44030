/// The four haptic moments the seeds play, as the sound module hears them: the same names as
/// the pieces' `ticks` (`selection`, `light`, `firm`, `soft`).
public enum ClickKind: String, Sendable, Hashable, CaseIterable {
    /// A value passing or a step landing: the lightest, highest click.
    case selection
    /// Taking hold (a handle grabbed, Show all): a short tap.
    case light
    /// A refusal or a rigid impact (a pin, a drag pushed against its last step).
    case firm
    /// A limit met: a low, rounded bump.
    case soft
}
