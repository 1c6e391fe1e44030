/// How a change moves from the old value to the new one: the curve, and how it combines with a
/// motion already running.
///
/// There are three kinds, and they differ exactly where SwiftUI's do:
///
/// - `spring(_:)` **merges**. A new target mid-flight takes over the current value and velocity
///   and springs on from there, so a retarget never kinks. Use it for nearly everything.
/// - `interpolatingSpring(_:initialVelocity:)` **blends**. It runs its own progress from 0 to 1
///   on top of whatever was moving, so it can start at a velocity given in fractions of the
///   distance per second: how a drag's release speed is handed to a settle.
/// - The timing curves (`easeIn`, `easeOut`, `easeInOut`, `linear`) also blend, over a fixed
///   duration. They are the Reduce Motion substitutes.
///
/// `delay(_:)` holds the old look for a while before the motion starts; an earlier blending
/// motion keeps playing meanwhile.
///
///     animator.animate(to: 1, with: .spring(Tier.responsive.spring), at: now)
///     animator.animate(to: 0, with: .easeIn(duration: 0.18).delay(0.03), at: now)
public struct Animation: Sendable, Hashable {
    /// The shape of an animation, without its delay.
    public enum Kind: Sendable, Hashable {
        /// A spring that merges into the motion it interrupts, keeping value and velocity.
        case spring(Spring)
        /// A spring over progress 0...1 that blends with earlier motion. `initialVelocity` is in
        /// fractions of the distance per second; a damping ratio over 1 is treated as critical.
        case interpolatingSpring(Spring, initialVelocity: Double)
        /// An eased move over `duration` seconds that blends with earlier motion.
        case timingCurve(TimingCurve, duration: Double)
    }

    /// The shape of the motion.
    public var kind: Kind
    /// Seconds to wait, holding the old look, before the motion starts.
    public var delay: Double

    /// Creates an animation of `kind` starting after `delay` seconds.
    init(_ kind: Kind, delay: Double = 0) {
        self.kind = kind
        self.delay = max(delay, 0)
    }

    /// A merging spring. See the type's documentation for what merging means.
    public static func spring(_ spring: Spring) -> Animation {
        Animation(.spring(spring))
    }

    /// A merging spring with this look; the defaults are SwiftUI's `.spring` (0.5 s, no bounce).
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce)))
    }

    /// A blending spring that leaves at `initialVelocity` fractions of the distance per second.
    ///
    /// To hand a gesture over, divide its speed by the distance left: 600 pt/s with 200 pt to
    /// go is 3. `MotionLanguage.settle(velocity:from:to:spring:)` does this with the seeds' cap.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(.interpolatingSpring(spring, initialVelocity: initialVelocity))
    }

    /// An eased move along `curve` over `duration` seconds.
    static func timingCurve(_ curve: TimingCurve, duration: Double) -> Animation {
        Animation(.timingCurve(curve, duration: max(duration, 0)))
    }

    /// Starts slowly, ends at full speed. SwiftUI's default duration is 0.35 s.
    public static func easeIn(duration: Double = 0.35) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// Starts at full speed, lands gently.
    public static func easeOut(duration: Double = 0.35) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// Gentle at both ends.
    public static func easeInOut(duration: Double = 0.35) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// Constant speed.
    public static func linear(duration: Double = 0.35) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// The same animation starting `seconds` later (delays add up).
    public func delay(_ seconds: Double) -> Animation {
        Animation(kind, delay: delay + max(seconds, 0))
    }

    /// Whether a new target takes over the running motion's value and velocity (a spring) rather
    /// than blending on top of it.
    var isMerging: Bool {
        if case .spring = kind { return true }
        return false
    }

    /// Seconds from the change to the moment the animation counts as done for completion
    /// handlers: the delay plus the spring's duration or the curve's length. A spring may still
    /// be settling by a fraction of a point then; that is SwiftUI's "logically complete".
    var logicalDuration: Double {
        switch kind {
        case .spring(let spring), .interpolatingSpring(let spring, _):
            return delay + spring.duration
        case .timingCurve(_, let duration):
            return delay + duration
        }
    }

    /// The oscillator a merging spring runs. Stiffness is capped at 45 000 as SwiftUI caps it, so
    /// a near-zero duration cannot make the physics explode.
    package static func mergingSolution(for spring: Spring) -> SpringSolution {
        SpringSolution(
            angularFrequency: min(spring.angularFrequency, (45_000 as Double).squareRoot()),
            dampingRatio: spring.dampingRatio)
    }

    /// The oscillator a blending spring runs over its progress: overdamped becomes critical.
    package static func blendingSolution(for spring: Spring) -> SpringSolution {
        SpringSolution(
            angularFrequency: spring.angularFrequency,
            dampingRatio: min(spring.dampingRatio, 1))
    }
}

/// Progress of a blending animation, from 0 at its start to exactly 1 once it has landed.
package struct BlendProgress: Sendable {
    /// Seconds from the start (after the delay) until progress is exactly 1 and still.
    package let restDuration: Double
    private let kind: Animation.Kind

    /// Blend tolerances, in fractions of the distance: 10⁻⁵ is a hundredth of a point on a
    /// thousand-point move, so the snap to 1 cannot be seen.
    private static let offsetTolerance = 1e-5
    private static let speedTolerance = 1e-4

    package init?(_ kind: Animation.Kind) {
        self.kind = kind
        switch kind {
        case .spring:
            return nil
        case .interpolatingSpring(let spring, let initialVelocity):
            restDuration = Animation.blendingSolution(for: spring).restTime(
                offset: 1, speed: abs(initialVelocity),
                offsetTolerance: Self.offsetTolerance, speedTolerance: Self.speedTolerance)
        case .timingCurve(_, let duration):
            restDuration = duration
        }
    }

    /// Progress and its rate (per second) at `elapsed` seconds after the start.
    package func progress(at elapsed: Double) -> (value: Double, rate: Double) {
        if elapsed >= restDuration { return (1, 0) }
        let elapsed = max(elapsed, 0)
        switch kind {
        case .spring:
            return (1, 0)
        case .interpolatingSpring(let spring, let initialVelocity):
            // The offset from full progress starts at −1 and moves at `initialVelocity`:
            // offset = −P + v·Q, so progress = 1 − P + v·Q.
            let c = Animation.blendingSolution(for: spring).coefficients(at: elapsed)
            return (1 - c.offsetFromOffset + initialVelocity * c.offsetFromVelocity,
                    -c.velocityFromOffset + initialVelocity * c.velocityFromVelocity)
        case .timingCurve(let curve, let duration):
            let fraction = elapsed / duration
            return (curve.value(at: fraction), curve.slope(at: fraction) / duration)
        }
    }
}
