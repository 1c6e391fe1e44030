import CSDL2
import Foundation
import Sound
import Viewer

/// The window's sound: SDL's audio device, fed from the frame loop through a lock-free queue
/// and mixed on SDL's audio callback thread (``AudioMixer``), so drawing never waits on sound.
///
/// The frame loop hands over each tick the pieces record, thinned to one per kind in 30 ms as the
/// headless track is, and each audio graph as it starts and stops. Buffers are 128 frames (2.7 ms
/// at 48 kHz): the longest a tick waits for the device.
@MainActor
final class AudioOutput {
    private let device: SDL_AudioDeviceID
    private let mixer: AudioMixer
    /// Each kind's click, made once at the chosen volume.
    private let voices: [ClickKind: [Float]]
    private let volume: Double
    /// How many of the session's clicks and graphs have been handed over.
    private var clicksSent = 0
    private var graphsSent = 0
    private var stopsSent = 0
    private var lastPlayed: [ClickKind: Double] = [:]
    /// Whether ticks and graphs play (`--sound`); speech alone may have opened the device.
    private let playsClicks: Bool

    /// Where a speech thread puts its samples.
    var speechQueue: SoundQueue { mixer.speech }

    static let frames: UInt16 = 128

    /// Opens the default output device, or says once on stderr that there is none and returns nil.
    init?(volume: Double, clicks: Bool) {
        // ALSA prints its own lines while failing to find a card; hold them back, keep ours.
        let held = HeldStandardError()
        var released = false
        func release(replay: Bool) {
            guard !released else { return }
            released = true
            held?.release(replay: replay)
        }
        defer { release(replay: false) }
        if SDL_InitSubSystem(SDL_INIT_AUDIO) != 0 {
            release(replay: false)
            FileHandle.standardError.write(Data("vitrine: no audio (\(String(cString: SDL_GetError()))); running silent\n".utf8))
            return nil
        }
        let mixer = AudioMixer(queue: SoundQueue(), rate: SoundTrack.rate)
        var wanted = SDL_AudioSpec()
        wanted.freq = Int32(SoundTrack.rate)
        wanted.format = SDL_AudioFormat(AUDIO_F32SYS)
        wanted.channels = 1
        wanted.samples = Self.frames
        wanted.callback = renderAudio
        wanted.userdata = Unmanaged.passUnretained(mixer).toOpaque()
        var obtained = SDL_AudioSpec()
        let device = SDL_OpenAudioDevice(nil, 0, &wanted, &obtained, 0)
        guard device != 0 else {
            release(replay: false)
            FileHandle.standardError.write(Data("vitrine: no audio device (\(String(cString: SDL_GetError()))); running silent\n".utf8))
            return nil
        }
        self.device = device
        self.mixer = mixer
        self.volume = volume
        playsClicks = clicks
        voices = Dictionary(uniqueKeysWithValues: ClickKind.allCases.map { kind in
            (kind, ClickVoice.voice(for: kind).samples(rate: Double(SoundTrack.rate), volume: volume))
        })
        release(replay: true)
        SDL_PauseAudioDevice(device, 0)
    }

    /// Hands over what the session recorded since the last call.
    func update(from session: ViewerSession) {
        guard playsClicks else { return }
        let clicks = session.clicks
        if clicks.count > clicksSent {
            for click in clicks[clicksSent...] {
                if let last = lastPlayed[click.kind], click.time - last < ClickTrack.minimumGap { continue }
                lastPlayed[click.kind] = click.time
                mixer.queue.push(.play(voices[click.kind] ?? []))
            }
            clicksSent = clicks.count
        }
        let plays = session.graphPlays
        for play in plays.dropFirst(graphsSent) {
            mixer.queue.push(.tone(play.graph.samples(rate: Double(SoundTrack.rate), volume: volume)))
        }
        graphsSent = plays.count
        let stops = plays.filter { $0.stoppedAt != nil }.count
        if stops > stopsSent { mixer.queue.push(.stopTones) }
        stopsSent = stops
    }

    func close() {
        SDL_CloseAudioDevice(device)
    }
}

/// SDL's audio callback, on SDL's audio thread: outside the main actor, touching nothing but the
/// mixer whose pointer it is given.
private func renderAudio(_ userdata: UnsafeMutableRawPointer?, _ stream: UnsafeMutablePointer<UInt8>?, _ length: Int32) {
    guard let userdata, let stream else { return }
    let mixer = Unmanaged<AudioMixer>.fromOpaque(userdata).takeUnretainedValue()
    stream.withMemoryRebound(to: Float.self, capacity: Int(length) / 4) { samples in
        mixer.render(into: samples, count: Int(length) / 4)
    }
}
