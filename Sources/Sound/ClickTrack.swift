/// The sound of a sequence of tick events: a pure function of the events, so a trace replayed
/// headless gives the same samples every time.
///
/// A fast flick of the wheel passes many values in a few frames; one click per kind within
/// ``minimumGap`` keeps it from buzzing. The later ticks of a burst are dropped, not delayed, so
/// every click that plays sits on its own event's time, to the sample.
public struct ClickTrack: Sendable {
    /// One tick: when, in seconds, and which kind.
    public struct Event: Sendable, Hashable {
        public var time: Double
        public var kind: ClickKind
        public init(time: Double, kind: ClickKind) {
            self.time = time
            self.kind = kind
        }
    }

    /// The least time between two clicks of one kind, in seconds.
    public static let minimumGap = 0.030

    /// The events that sound: in time order, each kind at most once per ``minimumGap``.
    public static func audible(_ events: [Event]) -> [Event] {
        var lastPlayed: [ClickKind: Double] = [:]
        var result: [Event] = []
        for event in events.sorted(by: { $0.time < $1.time }) {
            if let last = lastPlayed[event.kind], event.time - last < minimumGap { continue }
            lastPlayed[event.kind] = event.time
            result.append(event)
        }
        return result
    }

    /// Mixes the clicks of `events` into `buffer`, whose first sample is at time `start`.
    public static func mix(_ events: [Event], into buffer: inout [Float], start: Double = 0, rate: Double, volume: Double) {
        var voices: [ClickKind: [Float]] = [:]
        for event in audible(events) {
            let samples = voices[event.kind] ?? ClickVoice.voice(for: event.kind).samples(rate: rate, volume: volume)
            voices[event.kind] = samples
            let offset = Int(((event.time - start) * rate).rounded())
            for (index, sample) in samples.enumerated() {
                let position = offset + index
                guard position >= 0 else { continue }
                guard position < buffer.count else { break }
                buffer[position] += sample
            }
        }
    }
}
