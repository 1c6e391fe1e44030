extension MotionLanguage {
    /// A settle that leaves at the finger's release speed, for one axis.
    ///
    /// `velocity` is in points per second and `current`/`target` in points. The speed becomes
    /// whole distances per second for an interpolating spring, capped at 1.5 × 2π/duration (the
    /// spring's own frequency, times 1.5) so a hard flick adds give rather than a slingshot. Under
    /// Reduce Motion the spring is `stillSpring` and the cap is exactly its frequency, where a
    /// critically damped spring cannot pass its target. Moves under a point use the plain spring:
    /// dividing by a tiny distance would turn any speed into the cap.
    ///
    /// Each axis needs its own call and its own animator, since a spring takes one velocity.
    public func settle(
        velocity: Double, from current: Double, to target: Double, spring: Spring = .elastic
    ) -> Animation {
        let spring = reduceMotion ? Self.stillSpring : spring
        let distance = target - current
        guard abs(distance) >= 1 else { return .spring(spring) }
        let cap = 2 * Double.pi / spring.duration * (reduceMotion ? 1 : 1.5)
        let relative = min(max(velocity / distance, -cap), cap)
        return .interpolatingSpring(spring, initialVelocity: relative)
    }
}
