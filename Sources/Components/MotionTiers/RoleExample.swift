import Motion

/// One role's tile in the tiers demo in motion: a tiny scene that plays the role's animation when
/// tapped (drawn in `RoleExample+Drawing`).
///
/// Every example is a progress value animated between 0 and 1 with the role's animation (or its
/// Reduce Motion substitute), plus a keyframe track where the role has one: error shakes and
/// success pops, on the shared presets. What the progress moves differs by role, chosen so the
/// role's meaning reads: a press shrinks, a release springs a pressed surface back through rest,
/// a snap lands on a detent, a value bar grows, a rebound
/// comes back from past its bound, a morph turns a square into a circle.
struct RoleExample {
    let role: Role
    private(set) var progress = Animator(0.0)
    /// The shake offset (error) or pop scale (success), resting at 0 or 1.
    private(set) var keyframes: KeyframeAnimator<Double>

    init(role: Role) {
        self.role = role
        keyframes = KeyframeAnimator(role == .success ? 1.0 : 0.0)
    }

    /// Whether the press tile is held down now, and since when.
    private(set) var isHeld = false
    private(set) var heldSince = 0.0
    /// Whether the example plays Reduce Motion's substitutes: the press then shades, not sinks.
    private(set) var reducedMotion = false

    /// The press tile's finger lands at `time`: it sinks at once, on the press tier.
    mutating func pressDown(at time: Double, reduceMotion: Bool) {
        isHeld = true
        heldSince = time
        reducedMotion = reduceMotion
        progress.animate(to: 1, with: Role.press.animation(reduceMotion: reduceMotion), at: time)
    }

    /// The finger lifts (or the press is cancelled): the surface springs back through rest on
    /// the release tier.
    mutating func pressUp(at time: Double) {
        guard isHeld else { return }
        isHeld = false
        progress.animate(to: 0, with: Role.release.animation(reduceMotion: reducedMotion), at: time)
    }

    /// Plays the example at `time`.
    mutating func play(at time: Double, reduceMotion: Bool) {
        let animation = role.animation(reduceMotion: reduceMotion)
        reducedMotion = reduceMotion
        switch role {
        case .press:
            // From the keyboard or a spoken command, a press and its release, as a quick tap would.
            pressDown(at: time, reduceMotion: reduceMotion)
            pressUp(at: time + 0.18)
        case .release:
            // A surface let go while pressed: from the press's depth back up, through rest.
            progress.set(1)
            progress.animate(to: 0, with: animation, at: time)
        case .rebound:
            // Pushed past the bound, then sprung back inside it.
            progress.set(progress.target < 0.5 ? 1.25 : -0.25)
            progress.animate(to: progress.target > 0.5 ? 1 : 0, with: animation, at: time)
        case .error:
            keyframes.play(.shake(distance: 8, reduceMotion: reduceMotion), at: time)
            progress.set(1)
            progress.animate(to: 0, with: animation.delay(0.4), at: time)
        case .success:
            // The seeds' pop: 0.08 of swell by default.
            keyframes.play(.pop(reduceMotion: reduceMotion), at: time)
            progress.animate(to: progress.target < 0.5 ? 1 : 0, with: animation, at: time)
        default:
            progress.animate(to: progress.target < 0.5 ? 1 : 0, with: animation, at: time)
        }
    }

    func restTime() -> Double { max(progress.restTime, keyframes.restTime) }
}
