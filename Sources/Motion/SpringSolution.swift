import Foundation

/// The closed-form motion of a damped oscillator with unit mass, for any start offset and velocity.
///
/// The offset from the target, u(t) = x(t) − target, obeys u″ + 2ζω₀u′ + ω₀²u = 0. The equation is
/// linear, so every solution is a blend of two scalar responses:
///
///     u(t) = u₀·P(t) + v₀·Q(t)        u′(t) = u₀·P′(t) + v₀·Q′(t)
///
/// where P is the motion released from offset 1 at rest and Q the motion started from the target
/// at velocity 1. Working with these four numbers is what lets one spring drive a number, a point
/// or a colour alike, and what makes a retarget (new u₀ and v₀, same spring) exact.
///
/// Underdamped (ζ < 1), with λ = ζω₀ and ω_d = ω₀√(1 − ζ²):
///
///     P = e^(−λt)(cos ω_d t + (λ/ω_d) sin ω_d t)     Q = e^(−λt) sin(ω_d t)/ω_d
///
/// Critically damped (ζ = 1): P = e^(−ω₀t)(1 + ω₀t), Q = t·e^(−ω₀t). Overdamped (ζ > 1) uses the
/// two real roots r = −ω₀(ζ ∓ √(ζ² − 1)).
public struct SpringSolution: Sendable, Hashable {
    /// ω₀ in radians per second.
    var angularFrequency: Double
    /// ζ. Values within a millionth of 1 are solved as critically damped.
    var dampingRatio: Double

    /// Creates the solution for ω₀ (radians per second) and ζ.
    init(angularFrequency: Double, dampingRatio: Double) {
        self.angularFrequency = max(angularFrequency, 1e-9)
        self.dampingRatio = max(dampingRatio, 0)
    }

    /// The four response coefficients at one time; see the type's documentation.
    public struct Coefficients: Sendable, Hashable {
        /// P(t): the offset left from a unit start offset.
        public var offsetFromOffset: Double
        /// Q(t): the offset produced by a unit start velocity.
        public var offsetFromVelocity: Double
        /// P′(t): the velocity produced by a unit start offset.
        public var velocityFromOffset: Double
        /// Q′(t): the velocity left from a unit start velocity.
        public var velocityFromVelocity: Double
    }

    private enum Regime { case underdamped, critical, overdamped }

    private var regime: Regime {
        if abs(dampingRatio - 1) < 1e-6 { return .critical }
        return dampingRatio < 1 ? .underdamped : .overdamped
    }

    /// λ = ζω₀ for an underdamped or critical spring: the rate of the decay envelope, per second.
    /// For an overdamped spring, the slower of its two decay rates.
    public var decayRate: Double {
        switch regime {
        case .underdamped, .critical:
            return dampingRatio * angularFrequency
        case .overdamped:
            let root = (dampingRatio * dampingRatio - 1).squareRoot()
            return angularFrequency * (dampingRatio - root)
        }
    }

    /// The response coefficients at `time` seconds after release. Negative times give the start.
    public func coefficients(at time: Double) -> Coefficients {
        let t = max(time, 0)
        let omega = angularFrequency
        switch regime {
        case .underdamped:
            let lambda = dampingRatio * omega
            let dampedFrequency = omega * (1 - dampingRatio * dampingRatio).squareRoot()
            let envelope = exp(-lambda * t)
            let cosine = cos(dampedFrequency * t)
            let sine = sin(dampedFrequency * t)
            return Coefficients(
                offsetFromOffset: envelope * (cosine + lambda / dampedFrequency * sine),
                offsetFromVelocity: envelope * sine / dampedFrequency,
                velocityFromOffset: -envelope * omega * omega / dampedFrequency * sine,
                velocityFromVelocity: envelope * (cosine - lambda / dampedFrequency * sine))
        case .critical:
            let envelope = exp(-omega * t)
            return Coefficients(
                offsetFromOffset: envelope * (1 + omega * t),
                offsetFromVelocity: envelope * t,
                velocityFromOffset: -envelope * omega * omega * t,
                velocityFromVelocity: envelope * (1 - omega * t))
        case .overdamped:
            let root = (dampingRatio * dampingRatio - 1).squareRoot()
            let slow = -omega * (dampingRatio - root)
            let fast = -omega * (dampingRatio + root)
            let gap = fast - slow
            let slowTerm = exp(slow * t)
            let fastTerm = exp(fast * t)
            return Coefficients(
                offsetFromOffset: (fast * slowTerm - slow * fastTerm) / gap,
                offsetFromVelocity: (fastTerm - slowTerm) / gap,
                velocityFromOffset: slow * fast * (slowTerm - fastTerm) / gap,
                velocityFromVelocity: (fast * fastTerm - slow * slowTerm) / gap)
        }
    }

    /// The value at `time` of a motion from `start` at `initialVelocity` towards `target`.
    func value<Value: AnimatableValue>(
        from start: Value, to target: Value, initialVelocity: Value, time: Double
    ) -> Value {
        let c = coefficients(at: time)
        let offset = start - target
        return target + offset.scaled(by: c.offsetFromOffset)
            + initialVelocity.scaled(by: c.offsetFromVelocity)
    }

    /// The velocity at `time` of the motion `value(from:to:initialVelocity:time:)` describes.
    func velocity<Value: AnimatableValue>(
        from start: Value, to target: Value, initialVelocity: Value, time: Double
    ) -> Value {
        let c = coefficients(at: time)
        let offset = start - target
        return offset.scaled(by: c.velocityFromOffset)
            + initialVelocity.scaled(by: c.velocityFromVelocity)
    }

    /// Upper bounds on |P|, |Q|, |P′| and |Q′| from `time` on. Each bound never grows after
    /// `boundsDecreaseAfter`, which is what lets `restTime` stop at the first time they are small.
    private func bounds(at time: Double) -> Coefficients {
        let t = max(time, 0)
        let omega = angularFrequency
        switch regime {
        case .underdamped:
            let lambda = dampingRatio * omega
            let dampedFrequency = omega * (1 - dampingRatio * dampingRatio).squareRoot()
            let envelope = exp(-lambda * t)
            let amplitude = (1 + (lambda / dampedFrequency) * (lambda / dampedFrequency)).squareRoot()
            return Coefficients(
                offsetFromOffset: envelope * amplitude,
                offsetFromVelocity: envelope / dampedFrequency,
                velocityFromOffset: envelope * omega * omega / dampedFrequency,
                velocityFromVelocity: envelope * amplitude)
        case .critical:
            let envelope = exp(-omega * t)
            return Coefficients(
                offsetFromOffset: envelope * (1 + omega * t),
                offsetFromVelocity: envelope * t,
                velocityFromOffset: envelope * omega * omega * t,
                velocityFromVelocity: envelope * (1 + omega * t))
        case .overdamped:
            let root = (dampingRatio * dampingRatio - 1).squareRoot()
            let slow = -omega * (dampingRatio - root)
            let fast = -omega * (dampingRatio + root)
            let gap = slow - fast
            let slowTerm = exp(slow * t)
            let fastTerm = exp(fast * t)
            return Coefficients(
                offsetFromOffset: (abs(fast) * slowTerm + abs(slow) * fastTerm) / gap,
                offsetFromVelocity: (slowTerm + fastTerm) / gap,
                velocityFromOffset: abs(slow * fast) * (slowTerm + fastTerm) / gap,
                velocityFromVelocity: (abs(fast) * fastTerm + abs(slow) * slowTerm) / gap)
        }
    }

    /// From this time on every bound in `bounds(at:)` is non-increasing: t·e^(−ω₀t) peaks at 1/ω₀.
    private var boundsDecreaseAfter: Double {
        regime == .critical ? 1 / angularFrequency : 0
    }

    /// The first time after which the motion from offset `offset` (a length) at `speed` (a length
    /// per second) is certainly within `offsetTolerance` of the target and slower than
    /// `speedTolerance`, so it can snap to the target with no visible step.
    ///
    /// This comes from decay envelopes rather than the momentary value, because an oscillating
    /// spring passes through its target at full speed: a momentary test would stop it mid-swing.
    public func restTime(
        offset: Double, speed: Double, offsetTolerance: Double, speedTolerance: Double
    ) -> Double {
        func isResting(_ time: Double) -> Bool {
            let b = bounds(at: time)
            return offset * b.offsetFromOffset + speed * b.offsetFromVelocity <= offsetTolerance
                && offset * b.velocityFromOffset + speed * b.velocityFromVelocity <= speedTolerance
        }
        if offset == 0 && speed == 0 { return 0 }
        // Before `earliest` the bounds may still rise, so the search starts there; a motion that is
        // already negligible is reported resting from `earliest`, a few milliseconds at most.
        let earliest = boundsDecreaseAfter
        if isResting(earliest) { return earliest }
        // Step out until resting, then bisect back to a tenth of a millisecond.
        var low = earliest
        var step = 1.0 / 64
        while !isResting(low + step) {
            low += step
            step *= 2
            if low > 3600 { return low }
        }
        var high = low + step
        while high - low > 1e-4 {
            let middle = (low + high) / 2
            if isResting(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
