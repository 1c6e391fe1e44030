import Components
import Dataset
import Foundation
import Geometry
import Gestures
import Raster
import Typeset
import Viewer

/// `vitrine-bench lens`: what moving the Range Lens costs on the `lens` screen at 1280x800.
///
///     lens step p99 0.60 ms                      a drag step and the frame it redraws, a year of days
///     lens step-10m p99 1.50 ms                  the same over 10,000,000 minutes, a 100,000-sample window
///     lens load-10m 0.80 s                       from the 10,000,000-row CSV on disk to the first frame
///     lens memory-10m 20.1 bytes per sample      peak resident growth over that load, per sample
///
/// A step is one touch move of the slab by a few points plus the frame drawn for it, redrawing
/// only what changed (``ViewerSession/drawChanges(into:at:)``), as the window does. Goals: step ≤
/// 1 ms p99, step-10m ≤ 2 ms p99, load-10m ≤ 1 s, memory ≤ 24 bytes per sample above the
/// process before loading. gnuplot, drawing the same file to a PNG of the same size, is the peer
/// (`lens gnuplot-10m 14.2 s`); `--gnuplot` times it (`make bench` installs gnuplot-nox).
///
/// Options: `--steps N` (default 600), `--rows N` (default 10000000), `--gnuplot`.
func runLensBench(_ arguments: [String]) -> Int32 {
    var steps = 600
    var rows = 10_000_000
    var gnuplot = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "--steps", "--rows":
            guard let text = remaining.popFirst(), let count = Int(text), count > 0 else {
                FileHandle.standardError.write(Data("vitrine-bench lens: \(argument) needs a positive count\n".utf8))
                return 2
            }
            if argument == "--steps" { steps = count } else { rows = count }
        case "--gnuplot": gnuplot = true
        default:
            FileHandle.standardError.write(Data("vitrine-bench lens: unknown option \(argument)\n".utf8))
            return 2
        }
    }
    do {
        let text = try TextEngine()
        let example = try lensSteps(series: nil, window: nil, steps: steps, text: text)
        print("lens step p99 \(format(example.p99 * 1000)) ms  (p50 \(format(example.p50 * 1000)) ms, full frame p50 \(format(example.fullFrame * 1000)) ms)")

        let file = try DataBenchFile.generate(rows: rows)
        defer { unlink(file.path) }
        let label = rows == 10_000_000 ? "10m" : "\(rows)"
        let load = try ScreenLoad(screen: "lens", path: file.path, text: text)
        print("lens load-\(label) \(format(load.seconds, places: 2)) s  (parse \(format(load.parseSeconds, places: 2)) s, screen \(format(load.screenSeconds, places: 2)) s, first frame \(format(load.frameSeconds * 1000)) ms)")
        print("lens memory-\(label) \(format(Double(load.peakBytes) / Double(rows), places: 1)) bytes per sample  (peak growth \(load.peakBytes / 1_000_000) MB)")
        // A window of 100,000 samples at the end of the series, as a person zoomed out would hold.
        let last = load.series.samples.last?.time ?? 0
        let first = load.series.samples[max(load.series.samples.count - 100_000, 0)].time
        let dense = try lensSteps(series: load.series, window: first...last, steps: steps, text: text)
        print("lens step-\(label) p99 \(format(dense.p99 * 1000)) ms  (p50 \(format(dense.p50 * 1000)) ms, full frame p50 \(format(dense.fullFrame * 1000)) ms)")
        if gnuplot { timeGnuplot(path: file.path) }
        return 0
    } catch {
        FileHandle.standardError.write(Data("vitrine-bench lens: \(error)\n".utf8))
        return 2
    }
}

private func format(_ value: Double, places: Int = 2) -> String { String(format: "%.\(places)f", value) }

private struct LensSteps {
    var p50: Double
    var p99: Double
    var fullFrame: Double
}

/// Times `steps` touch moves of the slab, back and forth, each with the frame it redraws.
private func lensSteps(series: TimeSeries?, window: ClosedRange<Double>?, steps: Int, text: TextEngine) throws -> LensSteps {
    let session = try openScreen("lens", series: series, window: window, text: text)
    var canvas = Canvas(width: Int(screenBenchSize.width), height: Int(screenBenchSize.height))
    var time = 0.0
    var fullFrames: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<30 {
        let start = clock.now
        session.draw(into: &canvas, at: time)
        fullFrames.append((clock.now - start).inSeconds)
        time += 1.0 / 60
    }
    guard case .array(let lensValues)? = session.state(at: time)["pieces"]?["lens"]?["lens"] else {
        throw ScreenBenchFailure(description: "the lens screen has no lens")
    }
    let lens = lensValues.compactMap(\.number)
    var x = lens[0] + lens[2] / 2
    let y = lens[1] + lens[3] / 2
    let pointer = PointerID.touch(1)
    session.handle(.pointer(PointerEvent(.down, pointer: pointer, location: Point(x: x, y: y), time: Duration(seconds: time))))
    // Past the pan's hysteresis, so every timed step moves the lens.
    for _ in 0..<4 {
        time += 1.0 / 60
        x -= 3
        session.handle(.pointer(PointerEvent(.move, pointer: pointer, location: Point(x: x, y: y), time: Duration(seconds: time))))
        session.drawChanges(into: &canvas, at: time)
    }
    // Back and forth over 240 points, always inside the series: the window opens at its end, so
    // the first stroke goes back in time, never into the rubber band past the end.
    var times: [Double] = []
    var direction = 1.0
    for step in 0..<steps {
        time += 1.0 / 60
        if step % 60 == 0 { direction = -direction }
        x += direction * 4
        let start = clock.now
        session.handle(.pointer(PointerEvent(.move, pointer: pointer, location: Point(x: x, y: y), time: Duration(seconds: time))))
        session.drawChanges(into: &canvas, at: time)
        times.append((clock.now - start).inSeconds)
    }
    let sorted = times.sorted()
    return LensSteps(p50: sorted[sorted.count / 2], p99: sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))],
                     fullFrame: fullFrames.sorted()[fullFrames.count / 2])
}

/// gnuplot drawing the same file to a PNG of the same size, the peer.
private func timeGnuplot(path: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/gnuplot")
    let output = NSTemporaryDirectory() + "vitrine-bench-lens-gnuplot.png"
    let script = "set terminal pngcairo size 1280,800; set output '\(output)'; set datafile separator ','; "
        + "set xdata time; set timefmt '%Y-%m-%dT%H:%M:%S'; plot '\(path)' using 1:2 every ::1 with impulses notitle"
    process.arguments = ["-e", script]
    let clock = ContinuousClock()
    let start = clock.now
    do {
        try process.run()
        process.waitUntilExit()
        print("lens gnuplot-10m \(format((clock.now - start).inSeconds, places: 2)) s")
    } catch {
        print("lens gnuplot-10m unavailable (\(error))")
    }
    unlink(output)
}
