import Foundation
import Synchronization

/// espeak-ng's synthesis, loaded at run time (`dlopen`), so a machine without it still runs.
///
/// It is used in its synchronous retrieval mode: a sentence comes back as samples, which the
/// viewer mixes like any other sound (into a WAV file headless, into the audio device live). The
/// library is not thread-safe, so every call goes through one lock.
public final class Espeak: Sendable {
    private typealias Initialize = @convention(c) (Int32, Int32, UnsafePointer<CChar>?, Int32) -> Int32
    private typealias SetCallback = @convention(c) (Callback?) -> Void
    private typealias Synth = @convention(c) (
        UnsafeRawPointer?, Int, UInt32, Int32, UInt32, UInt32, UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?
    ) -> Int32
    private typealias Synchronize = @convention(c) () -> Int32
    /// `t_espeak_callback`: samples, their count, and the events (whose `user_data` says where to put them).
    typealias Callback = @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutableRawPointer?) -> Int32

    /// Samples per second espeak-ng synthesizes at.
    public let rate: Int
    private let synth: Synth
    private let lock = Mutex(())

    /// `AUDIO_OUTPUT_SYNCHRONOUS`.
    private static let synchronous: Int32 = 2
    /// `espeakINITIALIZE_DONT_EXIT`: a missing voice is an error code, not the process exiting.
    private static let dontExit: Int32 = 0x8000
    /// `espeak_EVENT.user_data`'s offset: six 32-bit fields come first.
    private static let userDataOffset = 24

    /// Loads and starts espeak-ng, or nil when it is not installed or will not start.
    public static func load() -> Espeak? {
        guard let library = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL),
              let initialize = dlsym(library, "espeak_Initialize"),
              let setCallback = dlsym(library, "espeak_SetSynthCallback"),
              let synth = dlsym(library, "espeak_Synth")
        else { return nil }
        let rate = unsafeBitCast(initialize, to: Initialize.self)(synchronous, 0, nil, dontExit)
        guard rate > 0 else { return nil }
        let callback: Callback = { samples, count, events in
            guard let events, let box = events.load(fromByteOffset: Espeak.userDataOffset, as: UnsafeMutableRawPointer?.self) else { return 0 }
            guard let samples, count > 0 else { return 0 }
            Unmanaged<SampleBox>.fromOpaque(box).takeUnretainedValue().samples.append(contentsOf: UnsafeBufferPointer(start: samples, count: Int(count)))
            return 0
        }
        unsafeBitCast(setCallback, to: SetCallback.self)(callback)
        return Espeak(rate: Int(rate), synth: unsafeBitCast(synth, to: Synth.self))
    }

    private init(rate: Int, synth: Synth) {
        self.rate = rate
        self.synth = synth
    }

    /// Where one sentence's samples gather while espeak-ng calls back.
    private final class SampleBox {
        var samples: [Int16] = []
    }

    /// The sentence spoken, as samples at ``rate`` (−1...1).
    public func speak(_ text: String) -> [Float] {
        lock.withLock { _ in
            let box = SampleBox()
            let pointer = Unmanaged.passRetained(box)
            defer { pointer.release() }
            var bytes = Array(text.utf8CString)
            // POS_CHARACTER (1), espeakCHARS_UTF8 (1).
            _ = bytes.withUnsafeMutableBytes { raw in
                synth(raw.baseAddress, raw.count, 0, 1, 0, 1, nil, pointer.toOpaque())
            }
            return box.samples.map { Float($0) / 32768 }
        }
    }

    /// `samples` at `rate`, resampled to `target` hertz by linear interpolation: speech is mixed
    /// with the clicks at the viewer's one rate.
    public static func resample(_ samples: [Float], from rate: Int, to target: Int) -> [Float] {
        guard rate != target, !samples.isEmpty else { return samples }
        let step = Double(rate) / Double(target)
        let count = Int(Double(samples.count) / step)
        return (0..<count).map { index in
            let position = Double(index) * step
            let lower = Int(position)
            let upper = min(lower + 1, samples.count - 1)
            let fraction = Float(position - Double(lower))
            return samples[lower] * (1 - fraction) + samples[upper] * fraction
        }
    }
}
