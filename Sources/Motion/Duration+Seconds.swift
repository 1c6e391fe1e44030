import Geometry

// Motion computes in seconds; these take a `Duration` for callers that hold event times.
extension Animator {
    /// `value(at:)` for a time given as a `Duration` since the same origin.
    public func value(at time: Duration) -> Value { value(at: time.inSeconds) }

    /// `velocity(at:)` for a time given as a `Duration`.
    func velocity(at time: Duration) -> Value { velocity(at: time.inSeconds) }

    /// `animate(to:with:at:)` for a time given as a `Duration`; returns the completion time in seconds.
    @discardableResult
    public mutating func animate(to target: Value, with animation: Animation?, at time: Duration) -> Double {
        animate(to: target, with: animation, at: time.inSeconds)
    }

    /// `isComplete(at:)` for a time given as a `Duration`.
    func isComplete(at time: Duration) -> Bool { isComplete(at: time.inSeconds) }
}

extension KeyframeAnimator {
    /// `play(_:at:)` for a time given as a `Duration`.
    mutating func play(_ track: KeyframeTrack<Value>, at time: Duration) {
        play(track, at: time.inSeconds)
    }

    /// `value(at:)` for a time given as a `Duration`.
    public func value(at time: Duration) -> Value { value(at: time.inSeconds) }
}

extension Animating {
    /// `isAnimating(at:)` for a time given as a `Duration`.
    public func isAnimating(at time: Duration) -> Bool { isAnimating(at: time.inSeconds) }
}
