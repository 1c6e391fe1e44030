/// A named moment in which something moves. A piece says what happened; the role says how it moves.
///
/// Each role has a full-motion animation and a Reduce Motion substitute. Under Reduce Motion,
/// anything that would travel or bounce becomes `MotionLanguage.still` (a 0.25 s spring with no
/// bounce) or a short ease, so meaning survives without the movement. Only `press` is the same in
/// both: it is a small, immediate response to the finger.
public enum Role: String, CaseIterable, Sendable, Hashable {
    /// Touch-down. Starts on the same frame and never bounces under the finger. Tight.
    case press
    /// The finger lifts off a pressed surface, which springs back through rest. Elastic.
    case release
    /// A dragged thing comes to rest. Elastic. With a release speed, use
    /// `MotionLanguage.settle(velocity:from:to:spring:)` instead.
    case settle
    /// Lands on a detent, page or segment. Responsive.
    case snap
    /// A number or chart value people read moves to its new value. Never overshoots, so it never
    /// shows a value that isn't true: 0.35 s, no bounce.
    case value
    /// Comes back from past a limit: a pull beyond an edge, a value pushed against its bound. Elastic.
    case rebound
    /// A shape changes size, corner radius or form, with a little give at the end: 0.4 s, bounce 0.2.
    case morph
    /// Something appears, opens or expands. Calm: opening is a little slower than closing.
    case reveal
    /// Something leaves, closes or collapses. Quick and firm: 0.3 s, bounce 0.08.
    case dismiss
    /// A resolved action lands: a check, a sent state, a reaction. Expressive.
    case success
    /// A refused action. Firm, no wobble (the shake keyframes add the movement). Responsive.
    case error
    /// Slow ambient change. Calm. Loops themselves stop under Reduce Motion; see
    /// `MotionLanguage.allowsAmbient`.
    case ambient

    /// The animation for this role, or its Reduce Motion substitute.
    public func animation(reduceMotion: Bool) -> Animation {
        reduceMotion ? reducedAnimation : fullAnimation
    }

    private var fullAnimation: Animation {
        switch self {
        case .press: .spring(.tight)
        case .release, .settle, .rebound: .spring(.elastic)
        case .snap, .error: .spring(.responsive)
        case .value: .spring(duration: 0.35, bounce: 0)
        case .morph: .spring(duration: 0.4, bounce: 0.2)
        case .reveal, .ambient: .spring(.calm)
        case .dismiss: .spring(duration: 0.3, bounce: 0.08)
        case .success: .spring(.expressive)
        }
    }

    private var reducedAnimation: Animation {
        switch self {
        case .press: .spring(.tight)
        case .release, .settle, .snap, .value, .rebound, .morph: MotionLanguage.still
        case .reveal, .error: .easeOut(duration: 0.2)
        case .dismiss: .easeIn(duration: 0.18)
        case .success: .easeOut(duration: 0.24)
        case .ambient: .easeInOut(duration: 0.3)
        }
    }
}
