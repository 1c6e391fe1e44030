/// The audio thread's side: takes commands off a ``SoundQueue`` and mixes every sound that plays
/// into each buffer the device asks for, limited to −1 dBFS.
///
/// It is used only from the audio callback (or a test or bench standing in for it), so its
/// voices need no lock; everything it is told arrives through the queue.
public final class AudioMixer: @unchecked Sendable {
    private struct Voice {
        var samples: [Float]
        var position = 0
        var isTone: Bool
        /// Samples left of a fade-out, once a tone is stopped.
        var fadeLeft: Int?
    }

    public let queue: SoundQueue
    /// A second ring for speech, which another thread synthesizes: each ring keeps one producer.
    public let speech = SoundQueue(capacity: 8)
    private var voices: [Voice] = []
    /// How long a stopped tone takes to fade, in samples.
    private let fadeLength: Int

    public init(queue: SoundQueue, rate: Int) {
        self.queue = queue
        fadeLength = max(1, rate / 125)  // 8 ms
    }

    /// Fills `buffer` with the next `count` samples.
    public func render(into buffer: UnsafeMutablePointer<Float>, count: Int) {
        while let command = queue.pop() ?? speech.pop() {
            switch command {
            case .play(let samples): voices.append(Voice(samples: samples, isTone: false))
            case .tone(let samples): voices.append(Voice(samples: samples, isTone: true))
            case .stopTones:
                for index in voices.indices where voices[index].isTone && voices[index].fadeLeft == nil {
                    voices[index].fadeLeft = fadeLength
                }
            }
        }
        buffer.initialize(repeating: 0, count: count)
        for index in voices.indices {
            var voice = voices[index]
            var frame = 0
            while frame < count, voice.position < voice.samples.count {
                var sample = voice.samples[voice.position]
                if let left = voice.fadeLeft {
                    guard left > 0 else { voice.position = voice.samples.count; break }
                    sample *= Float(left) / Float(fadeLength)
                    voice.fadeLeft = left - 1
                }
                buffer[frame] += sample
                voice.position += 1
                frame += 1
            }
            voices[index] = voice
        }
        voices.removeAll { $0.position >= $0.samples.count }
        for frame in 0..<count { buffer[frame] = Limiter.limit(buffer[frame]) }
    }
}
