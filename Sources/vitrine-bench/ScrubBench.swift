import Components
import Dataset
import Foundation
import Geometry
import Gestures
import Raster
import Typeset
import Viewer

/// `vitrine-bench scrub`: what a scrub costs on the `scrub` screen at 1280x800.
///
///     scrub step p99 0.62 ms          a hover move and the frame it redraws, seed's example
///     scrub step-1m p99 1.40 ms       the same over a series of 1,000,000 points
///     scrub load-1m 320 ms            from a 1,000,000-row CSV on disk to the first frame drawn
///     scrub step-10m p99 0.80 ms      the same step over 10,000,000 points (goal ≤ 1 ms p99)
///     scrub load-10m 0.40 s           that file to its first frame (goal ≤ 0.4 s)
///
/// A step is one hover event that reaches the next point (a whole point's spacing along the plot,
/// or 7 points where points are denser) plus the frame drawn for it; the line has landed first, so nothing else moves. The
/// frame redraws only what the step changed (``ViewerSession/drawChanges(into:at:)``), as the
/// window does. Goals: step ≤ 1 ms p99, step-1m ≤ 2 ms p99, load-1m ≤ 500 ms.
///
/// Options: `--steps N` (default 600).
func runScrubBench(_ arguments: [String]) -> Int32 {
    guard let counts = BenchCounts(arguments, bench: "scrub", defaults: ["--steps": 600]) else { return 2 }
    let steps = counts["--steps"]
    do {
        let text = try TextEngine()
        let example = try scrubSteps(series: nil, steps: steps, text: text)
        print("scrub step p99 \(String(format: "%.2f", example.p99 * 1000)) ms  (p50 \(String(format: "%.2f", example.p50 * 1000)) ms, full frame p50 \(String(format: "%.2f", example.fullFrame * 1000)) ms)")

        let file = try DataBenchFile.generate(rows: 1_000_000)
        defer { unlink(file.path) }
        let load = try ScreenLoad(screen: "scrub", path: file.path, text: text)
        let dense = try scrubSteps(series: load.series, steps: steps, text: text)
        print("scrub step-1m p99 \(String(format: "%.2f", dense.p99 * 1000)) ms  (p50 \(String(format: "%.2f", dense.p50 * 1000)) ms, full frame p50 \(String(format: "%.2f", dense.fullFrame * 1000)) ms)")
        print("scrub load-1m \(String(format: "%.0f", load.seconds * 1000)) ms  (parse \(String(format: "%.0f", load.parseSeconds * 1000)) ms, screen \(String(format: "%.0f", load.screenSeconds * 1000)) ms, first frame \(String(format: "%.0f", load.frameSeconds * 1000)) ms)")

        // Ten million points (issue 21): the step must not grow with the series.
        let large = try DataBenchFile.generate(rows: 10_000_000)
        defer { unlink(large.path) }
        let loaded = try ScreenLoad(screen: "scrub", path: large.path, text: text)
        let huge = try scrubSteps(series: loaded.series, steps: steps, text: text)
        print("scrub step-10m p99 \(String(format: "%.2f", huge.p99 * 1000)) ms  (p50 \(String(format: "%.2f", huge.p50 * 1000)) ms, full frame p50 \(String(format: "%.2f", huge.fullFrame * 1000)) ms)")
        print("scrub load-10m \(String(format: "%.2f", loaded.seconds)) s  (parse \(String(format: "%.2f", loaded.parseSeconds)) s, screen \(String(format: "%.2f", loaded.screenSeconds)) s, first frame \(String(format: "%.0f", loaded.frameSeconds * 1000)) ms)")
        return 0
    } catch {
        FileHandle.standardError.write(Data("vitrine-bench scrub: \(error)\n".utf8))
        return 2
    }
}

private struct ScrubSteps {
    var p50: Double
    var p99: Double
    var fullFrame: Double
}

/// Times `steps` hover steps along the plot, each with the frame it redraws.
private func scrubSteps(series: TimeSeries?, steps: Int, text: TextEngine) throws -> ScrubSteps {
    let session = try openScreen("scrub", series: series, text: text)
    var canvas = Canvas(width: Int(screenBenchSize.width), height: Int(screenBenchSize.height))
    // Land the first unfold, as a user's first look does.
    var time = 0.0
    var fullFrames: [Double] = []
    let clock = ContinuousClock()
    while time < 2.5 {
        let start = clock.now
        session.draw(into: &canvas, at: time)
        fullFrames.append((clock.now - start).inSeconds)
        time += 1.0 / 60
    }
    guard case .array(let plotValues)? = session.state(at: time)["pieces"]?["scrub"]?["plot"] else {
        throw ScreenBenchFailure(description: "the scrub screen has no plot")
    }
    let plot = plotValues.compactMap(\.number)
    // Every step reaches another point: a pointer crossing the example's 14 points moves a whole
    // point's spacing per frame, and a million points are denser than 7 points.
    let count = session.state(at: time)["pieces"]?["scrub"]?["count"]?.number ?? 2
    let stride = max(7, (plot[2] - 20) / max(count - 1, 1))
    // Enter the plot first: the phase change (and its fade-in) is not a step.
    session.handle(.hover(HoverEvent(at: Point(x: plot[0] + 10, y: plot[1] + plot[3] / 2), time: Duration(seconds: time))))
    for _ in 0..<60 {
        time += 1.0 / 60
        session.draw(into: &canvas, at: time)
    }
    var times: [Double] = []
    var x = plot[0] + 10
    var direction = 1.0
    for _ in 0..<steps {
        time += 1.0 / 60
        if x + direction * stride > plot[0] + plot[2] - 10 || x + direction * stride < plot[0] + 10 { direction = -direction }
        x += direction * stride
        let start = clock.now
        session.handle(.hover(HoverEvent(at: Point(x: x, y: plot[1] + plot[3] / 2), time: Duration(seconds: time))))
        session.drawChanges(into: &canvas, at: time)
        times.append((clock.now - start).inSeconds)
    }
    let sorted = times.sorted()
    return ScrubSteps(
        p50: sorted[sorted.count / 2], p99: sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))],
        fullFrame: fullFrames.sorted()[fullFrames.count / 2])
}
