import Components
import Sound

/// The sound of a session so far, as `vitrine render --audio-out` writes it: every piece's tick
/// events as clicks, and every audio graph played, mixed and limited to −1 dBFS.
///
/// It is built from what the session recorded, never from a clock, so one trace always gives
/// the same samples; the live window plays the same clicks and tones as they happen.
public struct SoundTrack {
    /// Samples per second of everything the viewer plays.
    public static let rate = 48_000
    /// Silence kept after the last sound, so a click or tone at the very end is whole.
    static let tail = 0.1

    var clicks: [ClickTrack.Event]
    var graphs: [AudioGraphPlay]
    var volume: Double
    /// Sentences read aloud: when, and their samples at ``rate``.
    var speech: [(time: Double, samples: [Float])] = []

    /// The ticks as clicks: the pieces' haptic kinds have the sound module's names.
    static func clicks(from ticks: [HapticTick]) -> [ClickTrack.Event] {
        ticks.compactMap { tick in ClickKind(rawValue: tick.kind.rawValue).map { ClickTrack.Event(time: tick.time, kind: $0) } }
    }

    /// The mixed samples from time 0 to `duration` seconds (or past it, to the last sound's end).
    func samples(duration: Double) -> [Float] {
        let rate = Double(Self.rate)
        let lastClick = clicks.map(\.time).max().map { $0 + 0.02 } ?? 0
        let lastGraph = graphs.map(\.end).max() ?? 0
        let lastWord = speech.map { $0.time + Double($0.samples.count) / rate }.max() ?? 0
        let length = max(duration, lastClick, lastGraph, lastWord) + Self.tail
        var buffer = [Float](repeating: 0, count: Int((length * rate).rounded()))
        ClickTrack.mix(clicks, into: &buffer, rate: rate, volume: volume)
        for play in graphs {
            let tone = play.graph.samples(rate: rate, volume: volume)
            let offset = Int((play.start * rate).rounded())
            let audible = Int(((play.end - play.start) * rate).rounded())
            let count = min(tone.count, audible)
            // A tone stopped early fades over its last few milliseconds instead of cutting off.
            let fade = play.stoppedAt == nil ? 0 : min(count, Int(0.008 * rate))
            for index in 0..<count where offset + index < buffer.count {
                let left = count - index
                let gain: Float = left < fade ? Float(left) / Float(fade) : 1
                buffer[offset + index] += tone[index] * gain
            }
        }
        for (time, samples) in speech {
            let offset = Int((time * rate).rounded())
            for (index, sample) in samples.enumerated() where offset + index < buffer.count {
                buffer[offset + index] += sample * Float(volume)
            }
        }
        for index in buffer.indices { buffer[index] = Limiter.limit(buffer[index]) }
        return buffer
    }
}
