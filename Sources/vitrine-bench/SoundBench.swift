import Components
import Foundation
import Geometry
import Gestures
import Sound
import Typeset
import Viewer

/// `vitrine-bench sound`: how long a tick takes from the input event to its first sample.
///
///     sound tick latency 3.1 ms    input to the first sample in the device's buffer, p99
///
/// Each step moves a finger across the Wheel Picker's ruler until it passes a value; the time
/// runs from handing the event to the session, through reading the new tick and pushing its click
/// on the lock-free queue, to the mixer writing the click's first sample into a 128-frame buffer
/// as the audio callback would. The device then plays that buffer within one buffer period
/// (2.67 ms at 48 kHz), which is added: the figure is the worst case a listener waits. Goal ≤ 10 ms.
///
/// Options: `--steps N` (default 400).
func runSoundBench(_ arguments: [String]) -> Int32 {
    guard let counts = BenchCounts(arguments, bench: "sound", defaults: ["--steps": 400]) else { return 2 }
    do {
        let text = try TextEngine()
        let screen = Screen.single(WheelPickerExample.longRuler(count: 10_000))
        let session = ViewerSession(screen: screen, size: screenBenchSize, theme: Theme(), text: text)
        guard case .array(let pickers)? = session.state(at: 0)["pieces"]?["wheel"],
              let strip = pickers.first?["strip"]?.array?.compactMap(\.number), strip.count == 4 else {
            throw ScreenBenchFailure(description: "the wheel screen has no strip")
        }
        let mixer = AudioMixer(queue: SoundQueue(), rate: SoundTrack.rate)
        let click = ClickVoice.voice(for: .selection).samples(rate: Double(SoundTrack.rate), volume: 1)
        let frames = 128
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: frames)
        defer { buffer.deallocate() }
        var x = strip[0] + strip[2] / 2
        let y = strip[1] + strip[3] / 2
        var time = 0.0
        let pointer = PointerID.touch(1)
        session.handle(.pointer(PointerEvent(.down, pointer: pointer, location: Point(x: x, y: y), time: Duration(seconds: time))))
        var sent = session.clicks.count
        var latencies: [Double] = []
        for _ in 0..<counts["--steps"] {
            time += 1.0 / 60
            x -= 6
            let started = DispatchTime.now().uptimeNanoseconds
            session.handle(.pointer(PointerEvent(.move, pointer: pointer, location: Point(x: x, y: y), time: Duration(seconds: time))))
            let clicks = session.clicks
            guard clicks.count > sent else { continue }
            sent = clicks.count
            mixer.queue.push(.play(click))
            mixer.render(into: buffer, count: frames)
            guard (0..<frames).contains(where: { buffer[$0] != 0 }) else { continue }
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
        }
        guard !latencies.isEmpty else { throw ScreenBenchFailure(description: "no move passed a value") }
        latencies.sort()
        let p50 = latencies[latencies.count / 2], p99 = latencies[min(latencies.count - 1, latencies.count * 99 / 100)]
        let period = Double(frames) / Double(SoundTrack.rate)
        let ms = { (value: Double) in String(format: "%.1f", value * 1000) }
        let us = { (value: Double) in String(format: "%.0f", value * 1e6) }
        print("sound tick latency \(ms(p99 + period)) ms  (input to first sample p99 \(us(p99)) µs, p50 \(us(p50)) µs, "
              + "plus one \(frames)-frame buffer \(ms(period)) ms; \(latencies.count) ticks; goal 10 ms)")
        return 0
    } catch {
        FileHandle.standardError.write(Data("vitrine-bench sound: \(error)\n".utf8))
        return 2
    }
}
