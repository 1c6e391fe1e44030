extension Duration {
    /// This duration as seconds in a `Double`, the unit Motion computes in.
    ///
    /// Gestures stamps events with `Duration` so deadlines compare exactly; springs need real
    /// numbers. The `Duration` overloads in Motion convert through this one place.
    package var motionSeconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

extension Animator {
    /// `value(at:)` for a time given as a `Duration` since the same origin.
    public func value(at time: Duration) -> Value { value(at: time.motionSeconds) }

    /// `velocity(at:)` for a time given as a `Duration`.
    public func velocity(at time: Duration) -> Value { velocity(at: time.motionSeconds) }

    /// `animate(to:with:at:)` for a time given as a `Duration`; returns the completion time in seconds.
    @discardableResult
    public mutating func animate(to target: Value, with animation: Animation?, at time: Duration) -> Double {
        animate(to: target, with: animation, at: time.motionSeconds)
    }

    /// `isComplete(at:)` for a time given as a `Duration`.
    public func isComplete(at time: Duration) -> Bool { isComplete(at: time.motionSeconds) }
}

extension KeyframeAnimator {
    /// `play(_:at:)` for a time given as a `Duration`.
    public mutating func play(_ track: KeyframeTrack<Value>, at time: Duration) {
        play(track, at: time.motionSeconds)
    }

    /// `value(at:)` for a time given as a `Duration`.
    public func value(at time: Duration) -> Value { value(at: time.motionSeconds) }
}

extension Animating {
    /// `isAnimating(at:)` for a time given as a `Duration`.
    public func isAnimating(at time: Duration) -> Bool { isAnimating(at: time.motionSeconds) }
}
