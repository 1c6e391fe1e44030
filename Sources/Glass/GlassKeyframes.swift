import Motion

/// A keyframe effect on glass that plays from the start each time it is triggered: the pop
/// (anticipation, overshoot, settle, as a scale) and the shake (a decaying side-to-side offset),
/// on the Motion presets.
///
/// Apply a pop as ``GlassSurface/scale`` and a shake as ``GlassSurface/offset``'s x, so glass and
/// content move as one. Under Reduce Motion the presets hold still; the colour or message that
/// comes with them carries the meaning.
public struct GlassKeyframes: Sendable {
    private let track: KeyframeTrack<Double>
    private let restValue: Double
    private var playback: KeyframePlayback<Double>?
    private var start = 0.0

    /// A pop of `amount` (0.08 by default: dips to 0.968, swells to 1.08, lands on 1).
    public static func pop(amount: Double = 0.08, reduceMotion: Bool = false) -> GlassKeyframes {
        GlassKeyframes(track: .pop(amount: amount, reduceMotion: reduceMotion), restValue: 1)
    }

    /// A shake of `distance` points (8 by default) for refused input.
    public static func shake(distance: Double = 8, reduceMotion: Bool = false) -> GlassKeyframes {
        GlassKeyframes(track: .shake(distance: distance, reduceMotion: reduceMotion), restValue: 0)
    }

    private init(track: KeyframeTrack<Double>, restValue: Double) {
        self.track = track
        self.restValue = restValue
    }

    /// Starts the effect over at `time`, from where it shows now (a retrigger never jumps).
    public mutating func trigger(at time: Double) {
        let current = value(at: time)
        playback = track.play(from: current)
        start = time
    }

    /// The scale (pop) or offset (shake) at `time`.
    public func value(at time: Double) -> Double {
        guard let playback else { return restValue }
        return playback.value(at: time - start)
    }

    /// From this time on the effect holds still; −∞ before it ever plays.
    public var restTime: Double {
        guard let playback else { return -Double.infinity }
        return start + playback.restTime
    }

    public func isAnimating(at time: Double) -> Bool {
        guard let playback else { return false }
        return time - start < playback.restTime
    }
}
