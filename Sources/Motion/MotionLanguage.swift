/// The motion language for one setting of Reduce Motion: pick the role that names what happened.
///
///     let motion = MotionLanguage(reduceMotion: options.reduceMotion)
///     animator.animate(to: segmentX, with: motion.snap, at: now)
///
/// Never animate the tracking of a finger: set the value directly while the gesture moves, so the
/// surface stays under the finger, and animate only the release (`settle(velocity:from:to:spring:)`
/// carries the finger's speed into it).
public struct MotionLanguage: Sendable, Hashable {
    /// Whether the person asked for less motion. Travel and bounce then give way to short eases.
    public var reduceMotion: Bool

    public init(reduceMotion: Bool = false) {
        self.reduceMotion = reduceMotion
    }

    /// What settles become under Reduce Motion: short, with no overshoot.
    static let still = Animation.spring(stillSpring)

    /// The spring behind `still`: 0.25 s, no bounce.
    public static let stillSpring = Spring(duration: 0.25, bounce: 0)

    /// The animation for `role` under this setting.
    public func animation(for role: Role) -> Animation {
        role.animation(reduceMotion: reduceMotion)
    }

    /// ``Role/press``
    public var press: Animation { animation(for: .press) }
    /// ``Role/release``
    public var release: Animation { animation(for: .release) }
    /// ``Role/settle``
    public var settle: Animation { animation(for: .settle) }
    /// ``Role/snap``
    public var snap: Animation { animation(for: .snap) }
    /// ``Role/value``
    public var value: Animation { animation(for: .value) }
    /// ``Role/rebound``
    public var rebound: Animation { animation(for: .rebound) }
    /// ``Role/morph``
    public var morph: Animation { animation(for: .morph) }
    /// ``Role/reveal``
    public var reveal: Animation { animation(for: .reveal) }
    /// ``Role/dismiss``
    public var dismiss: Animation { animation(for: .dismiss) }
    /// ``Role/success``
    public var success: Animation { animation(for: .success) }
    /// ``Role/error``
    public var error: Animation { animation(for: .error) }
    /// ``Role/ambient``
    public var ambient: Animation { animation(for: .ambient) }

    /// Loops, drifts, idle breathing and parallax run only when this is true.
    public var allowsAmbient: Bool { !reduceMotion }

    /// A liquid bubble leaving its parent: 0.62 s with bounce 0.22, slow enough that the neck's
    /// stretch and snap can be seen. Under Reduce Motion a 0.2 s ease-out.
    public var liquidSplit: Animation {
        reduceMotion ? .easeOut(duration: 0.2) : .spring(duration: 0.62, bounce: 0.22)
    }

    /// A liquid bubble going home into its parent: 0.5 s with no bounce, because a bounce would
    /// carry it out through the far side. Under Reduce Motion a 0.18 s ease-in.
    public var liquidHome: Animation {
        reduceMotion ? .easeIn(duration: 0.18) : .spring(duration: 0.5, bounce: 0)
    }
}
