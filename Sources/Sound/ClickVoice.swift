import Foundation

/// How one kind of click sounds: a short sine burst with its own pitch, length and level.
///
/// The clicks stand in for a phone's haptics, so they are quiet and over in a few milliseconds:
/// a tick you hear as texture, not a beep. Each kind has a pitch of its own, far enough from the
/// others that an ear (or an FFT) tells them apart, and the heavier the moment the lower and
/// longer it is. The burst rises over a quarter millisecond, decays exponentially and ends on a
/// raised-cosine tail at exactly zero, so no click of its own edge is added.
public struct ClickVoice: Sendable, Hashable {
    /// Dominant frequency, in hertz.
    public var frequency: Double
    /// Length, in seconds.
    public var length: Double
    /// Peak level, 0...1 of full scale, at volume 1.
    public var level: Double

    /// The voice of each kind.
    public static func voice(for kind: ClickKind) -> ClickVoice {
        switch kind {
        case .selection: ClickVoice(frequency: 2_400, length: 0.004, level: 0.22)
        case .light: ClickVoice(frequency: 1_500, length: 0.006, level: 0.30)
        case .firm: ClickVoice(frequency: 800, length: 0.009, level: 0.42)
        case .soft: ClickVoice(frequency: 420, length: 0.014, level: 0.34)
        }
    }

    /// Seconds the burst takes to rise to its peak.
    static let attack = 0.00025

    /// The burst's samples at `rate` hertz and `volume` (0...1).
    public func samples(rate: Double, volume: Double) -> [Float] {
        let count = max(1, Int((length * rate).rounded()))
        let decay = length / 4
        let tail = min(0.001, length / 3)
        return (0..<count).map { index in
            let t = Double(index) / rate
            let rise = min(1, t / Self.attack)
            let remaining = length - t
            let fade = remaining < tail ? 0.5 - 0.5 * cos(Double.pi * max(0, remaining) / tail) : 1
            let envelope = rise * exp(-t / decay) * fade
            return Float(level * volume * envelope * sin(2 * Double.pi * frequency * t))
        }
    }
}
