import Foundation

/// A spring described by how it looks, not by its physics.
///
/// `duration` is the perceptual duration: the period of the undamped oscillation, and roughly how
/// long the motion takes to look finished. `bounce` 0 settles without overshoot (critically
/// damped), values in (0, 1) overshoot more as they grow, and negative values are overdamped and
/// creep in. The mapping to stiffness and damping is SwiftUI's `Spring(duration:bounce:)` with a
/// mass of 1, so the numbers in the seeds mean here what they mean on iOS:
///
///     let snap = Spring(duration: 0.32, bounce: 0.25)   // stiffness 385.5, damping 29.45
///     snap.value(target: 1.0, time: 0.14)               // ≈ 0.90
///
/// A spring is only a shape. `Animator` plays one from a start value and velocity, and
/// `Animation.spring(_:)` and `Animation.interpolatingSpring(_:initialVelocity:)` choose how a
/// change mid-flight combines with the motion already running.
///
/// - SeeAlso: ``Tier``, ``SpringSolution``
public struct Spring: Sendable, Hashable {
    /// The perceptual duration in seconds: the undamped period, 2π/ω₀. Always positive.
    public var duration: Double
    /// How much the spring overshoots: 0 none, towards 1 more, below 0 overdamped.
    public var bounce: Double

    /// Creates a spring from its look. `duration` is clamped to at least a microsecond so the
    /// physics stay finite.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = max(duration, 1e-6)
        self.bounce = bounce
    }

    /// Creates a spring from physics, with a mass of 1: stiffness k in 1/s² and damping c in 1/s.
    ///
    /// This is the inverse of the look mapping, so `Spring(stiffness: 157.9, damping: 17.6)`
    /// comes back as about `Spring(duration: 0.5, bounce: 0.3)`.
    public init(stiffness: Double, damping: Double) {
        let angularFrequency = max(stiffness, 1e-12).squareRoot()
        let dampingRatio = max(damping, 0) / (2 * angularFrequency)
        self.duration = 2 * Double.pi / angularFrequency
        self.bounce = dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// The mass the physics assume. SwiftUI's duration-and-bounce springs use 1.
    public var mass: Double { 1 }

    /// ω₀ = 2π/duration, in radians per second: how fast the spring would ring without damping.
    var angularFrequency: Double { 2 * Double.pi / duration }

    /// ζ: 1 − bounce for bounce ≥ 0, 1/(1 + bounce) below. Under 1 overshoots, 1 is critical.
    public var dampingRatio: Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// Stiffness k = ω₀², in 1/s² for the unit mass.
    public var stiffness: Double { angularFrequency * angularFrequency }

    /// Damping c = 2ζω₀, in 1/s for the unit mass.
    public var damping: Double { 2 * dampingRatio * angularFrequency }

    /// The closed-form response of this spring's oscillator.
    public var solution: SpringSolution {
        SpringSolution(angularFrequency: angularFrequency, dampingRatio: dampingRatio)
    }

    /// The value at `time` of a spring that starts at zero, moving at `initialVelocity` (units per
    /// second), and is pulled towards `target`. This is SwiftUI's `Spring.value(target:...)`.
    public func value<Value: AnimatableValue>(
        target: Value, initialVelocity: Value = .zero, time: Double
    ) -> Value {
        solution.value(from: .zero, to: target, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity (units per second) at `time` of the motion `value(target:initialVelocity:time:)`
    /// describes.
    public func velocity<Value: AnimatableValue>(
        target: Value, initialVelocity: Value = .zero, time: Double
    ) -> Value {
        solution.velocity(from: .zero, to: target, initialVelocity: initialVelocity, time: time)
    }

    /// The value at `time` of a spring released at `start` with `initialVelocity`, pulled towards
    /// `target`. Works from any start state, so a retarget is just a new call.
    public func value<Value: AnimatableValue>(
        from start: Value, to target: Value, initialVelocity: Value = .zero, time: Double
    ) -> Value {
        solution.value(from: start, to: target, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity at `time` of the motion `value(from:to:initialVelocity:time:)` describes.
    public func velocity<Value: AnimatableValue>(
        from start: Value, to target: Value, initialVelocity: Value = .zero, time: Double
    ) -> Value {
        solution.velocity(from: start, to: target, initialVelocity: initialVelocity, time: time)
    }

    /// How long a move from 0 to 1 at rest takes to stay within 0.001 of 1, in seconds.
    ///
    /// Apple defines this quantity without publishing the formula; this follows OpenSwiftUI's
    /// reading. An underdamped spring uses its decay envelope, ln((λ + 1)/ε)/λ with λ = ζω₀. A
    /// critically or overdamped one is scanned on a 0.1 s grid for the first time after which it
    /// stays within ε for over a second. It is the default length of a spring keyframe.
    public var settlingDuration: Double {
        let epsilon = 0.001
        let solution = self.solution
        if solution.dampingRatio < 1 {
            let decay = solution.decayRate
            return log((decay + 1) / epsilon) / decay
        }
        // Monotone responses: the first grid time within ε is the answer, but the "holds for a
        // second" rule is checked on a fine grid anyway so the definition stays literal.
        var time = 0.0
        while time < 1000 {
            var holds = true
            var probe = time
            while probe <= time + 1 {
                let value = solution.value(from: 0.0, to: 1.0, initialVelocity: 0, time: probe)
                if abs(value - 1) >= epsilon { holds = false; break }
                probe += 0.01
            }
            if holds { return time }
            time = ((time + 0.1) * 10).rounded() / 10
        }
        return time
    }
}

extension Spring: CustomStringConvertible {
    public var description: String { "Spring(duration: \(duration), bounce: \(bounce))" }
}
