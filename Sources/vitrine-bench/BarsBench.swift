import Foundation
import Geometry
import Raster
import Typeset
import Viewer

/// `vitrine-bench bars`: what a frame of the Animated Bar Chart costs while its seven bars rise,
/// on the `bars` screen's demo at 1280x800, scale 2.
///
///     bars frame p99 0.80 ms  (p50 …, whole frame p50 …, 600 frames, scale 2)
///
/// The demo switches weeks every 2.6 s, and each switch drops the bars and grows them again. The
/// first 1.2 s after each switch (60 frames a second) are drawn with
/// ``ViewerSession/drawChanges(into:at:)``, as the window draws them, and timed on the thread's
/// CPU clock; the frame of the switch itself, which redraws the whole chart once, is drawn
/// untimed, like the first round, which fills the glyph cache. Goal: ≤ 1 ms p99. The same screen
/// drawn whole is the reference in the same run (`whole frame`).
///
/// Options: `--rounds N` (default 10).
func runBarsBench(_ arguments: [String]) -> Int32 {
    guard let counts = BenchCounts(arguments, bench: "bars", defaults: ["--rounds": 10]) else { return 2 }
    let rounds = counts["--rounds"]
    do {
        let result = try barsFrames(rounds: rounds, text: try TextEngine())
        let ms = { (value: Double) in String(format: "%.2f", value * 1000) }
        print("bars frame p99 \(ms(result.p99)) ms  (p50 \(ms(result.p50)) ms, whole frame p50 \(ms(result.whole)) ms, "
              + "\(result.count) frames, scale 2)")
        return 0
    } catch {
        FileHandle.standardError.write(Data("vitrine-bench bars: \(error)\n".utf8))
        return 2
    }
}

private func barsFrames(rounds: Int, text: TextEngine) throws -> FrameTimes {
    let session = try openScreen("bars", series: nil, text: text)
    let scale = 2.0
    var canvas = Canvas(width: Int(screenBenchSize.width * scale), height: Int(screenBenchSize.height * scale), scale: scale)
    var whole: [Double] = []
    for frame in 0..<20 {
        let start = ThreadTime.seconds()
        session.draw(into: &canvas, at: 0.3 + Double(frame) / 60)
        whole.append(ThreadTime.seconds() - start)
    }
    let period = 2.6
    var times: [Double] = []
    for round in 1...rounds + 1 {
        let change = Double(round) * period
        session.drawChanges(into: &canvas, at: change)
        for frame in 1...72 {
            let time = change + Double(frame) / 60
            let start = ThreadTime.seconds()
            session.drawChanges(into: &canvas, at: time)
            if round > 1 { times.append(ThreadTime.seconds() - start) }
        }
    }
    guard case .array(let heights)? = session.state(at: Double(rounds + 1) * period + 1.2)["pieces"]?["bars"]?["heights"],
          heights.count == 7, heights.contains(where: { ($0.number ?? 0) > 0 }) else {
        throw ScreenBenchFailure(description: "the bars screen did not grow seven bars")
    }
    return FrameTimes(times, whole: whole)
}
