/// Plays a keyframe track from the value's present state each time it is triggered.
///
/// A trigger restarts the track at that time from the current value and velocity, so a shake
/// fired twice in quick succession picks up mid-swing instead of jumping back. When the track
/// ends the value holds its final value. With `repeats`, the track loops from its start state.
///
///     var offset = KeyframeAnimator(0.0)
///     offset.play(.shake(), at: now)
///     offset.value(at: now + 0.06)   // −8
public struct KeyframeAnimator<Value: AnimatableValue>: Sendable, Animating {
    /// Whether the track loops for as long as the animator lives (ambient motion only).
    var repeats: Bool

    private var playback: KeyframePlayback<Value>?
    private var startTime = 0.0
    private var restingValue: Value

    /// Creates an animator at rest at `initialValue`.
    public init(_ initialValue: Value, repeats: Bool = false) {
        self.restingValue = initialValue
        self.repeats = repeats
    }

    /// Starts `track` at `time` from the value and velocity shown at that moment.
    public mutating func play(_ track: KeyframeTrack<Value>, at time: Double) {
        let (value, velocity) = state(at: time)
        playback = track.play(from: value, velocity: velocity)
        startTime = time
        restingValue = value
    }

    /// The value at `time`.
    public func value(at time: Double) -> Value {
        state(at: time).value
    }

    /// The velocity at `time`, in units per second.
    public func velocity(at time: Double) -> Value {
        state(at: time).velocity
    }

    /// When the current run ends and the value holds; infinity while repeating.
    public var restTime: Double {
        guard let playback else { return -Double.infinity }
        if repeats && playback.duration > 0 { return .infinity }
        return startTime + playback.restTime
    }

    private func state(at time: Double) -> (value: Value, velocity: Value) {
        guard let playback else { return (restingValue, .zero) }
        var elapsed = time - startTime
        if elapsed < 0 { return (restingValue, .zero) }
        if repeats && playback.duration > 0 {
            elapsed = elapsed.truncatingRemainder(dividingBy: playback.duration)
        }
        return playback.state(at: elapsed)
    }
}
