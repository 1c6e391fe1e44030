import Foundation
import Sound
import Synchronization
import Viewer

/// `--speak` in the window: reads sentences aloud on a thread of its own, so a slow synthesis or
/// a daemon that takes a moment to answer never holds up a frame.
///
/// speech-dispatcher is tried first, as Orca does, so the desktop's own voice and audio speak;
/// otherwise espeak-ng synthesizes and the samples join the clicks in the audio device. With
/// neither, it says once on stderr that speech is unavailable. Only the newest sentence waits:
/// one that was overtaken before it was spoken is dropped.
final class Speaker: Sendable {
    private let latest = Mutex<String?>(nil)
    private let wake = DispatchSemaphore(value: 0)

    /// - Parameter output: where espeak-ng's samples go (the audio device's speech ring).
    init(output: SoundQueue?) {
        let thread = Thread { [self] in run(output: output) }
        thread.name = "vitrine speech"
        thread.start()
    }

    func say(_ text: String) {
        latest.withLock { $0 = text }
        wake.signal()
    }

    private func run(output: SoundQueue?) {
        let dispatcher = SpeechDispatcher.connect(client: "vitrine")
        let espeak = dispatcher == nil && output != nil ? Espeak.load() : nil
        if dispatcher == nil && espeak == nil {
            let why = output == nil ? "and with no audio device espeak-ng has nowhere to speak" : "and espeak-ng is not installed"
            FileHandle.standardError.write(Data("vitrine: speech is unavailable (no speech-dispatcher daemon answers, \(why))\n".utf8))
            return
        }
        while true {
            wake.wait()
            guard let text = latest.withLock({ text -> String? in defer { text = nil }; return text }) else { continue }
            if let dispatcher {
                dispatcher.speak(text)
            } else if let espeak, let output {
                output.push(.play(Espeak.resample(espeak.speak(text), from: espeak.rate, to: SoundTrack.rate)))
            }
        }
    }
}
