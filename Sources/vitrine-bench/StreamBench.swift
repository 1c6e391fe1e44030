import Components
import Dataset
import Foundation
import Geometry
import Gestures
import Raster
import Typeset
import Viewer

/// `vitrine-bench stream`: the `scrub` screen, then the `lens` screen, at 1280x800 while a live
/// stream arrives on standard input at 1,000,000 rows a second, and a pointer hovers over the
/// plot all the while.
///
///     stream frame p99 5.30 ms  (p50 …, max …, 10000000 rows, 120 Hz)     goal p99 ≤ 8.3 ms
///     stream follow p99 6.70 ms  (…)                                      the frames that show a grown series
///     stream lens frame p99 …                                             the same on the Range Lens
///
/// The rows are parsed beforehand, in the chunks `vitrine -` reads them in (64 KiB each, through
/// the same ``IncrementalParser``): parsing runs on the stream's own thread in the window, so the
/// frame pays only for what the frame loop does. Each frame, 120 a second by the real clock,
/// receives every chunk due by then, moves the hover one step along the plot, advances the session
/// (which takes the follow worker's grown series when it is ready and hands it the next rows, at
/// most ten times a second) and redraws what changed, as the window does. A frame's time is all
/// of that, the sleep until the next frame left out. `follow` counts the frames that showed a
/// grown series.
///
/// Options: `--rows N` (default 10,000,000), `--rate N` rows a second (default 1,000,000).
func runStreamBench(_ arguments: [String]) -> Int32 {
    guard let counts = BenchCounts(arguments, bench: "stream", defaults: ["--rows": 10_000_000, "--rate": 1_000_000]) else { return 2 }
    do {
        let text = try TextEngine()
        let file = try DataBenchFile.generate(rows: counts["--rows"])
        defer { unlink(file.path) }
        let stream = try StreamChunks(path: file.path)
        func ms(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }
        for (screen, name) in [("scrub", "stream"), ("lens", "stream lens")] {
            let result = try streamFrames(stream, screen: screen, rate: Double(counts["--rate"]), text: text)
            print("\(name) frame p99 \(ms(result.frames.p99)) ms  (p50 \(ms(result.frames.p50)) ms, max \(ms(result.frames.maximum)) ms, \(result.rows) rows, 120 Hz)")
            print("\(name) follow p99 \(ms(result.follows.p99)) ms  (p50 \(ms(result.follows.p50)) ms, \(result.follows.count) refits; taking p99 \(ms(result.takes.p99)) ms, drawing p99 \(ms(result.followDraws.p99)) ms)")
        }
        return 0
    } catch {
        FileHandle.standardError.write(Data("vitrine-bench stream: \(error)\n".utf8))
        return 2
    }
}

/// A file's rows as standard input delivers them: the parser's output for each 64 KiB read.
private struct StreamChunks {
    var summary: TimeSeries
    var chunks: [ParsedRows]

    init(path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ScreenBenchFailure(description: "cannot open \(path)") }
        defer { try? handle.close() }
        var options = LoadOptions()
        options.sampleLineCount = 10   // as the window's stream reader asks
        var parser = IncrementalParser(options: options)
        chunks = []
        while true {
            let data = handle.readData(ofLength: 1 << 16)
            if data.isEmpty { break }
            let rows = try parser.feed([UInt8](data))
            if !rows.samples.isEmpty { chunks.append(rows) }
        }
        let last = try parser.finish()
        if !last.samples.isEmpty { chunks.append(last) }
        guard let summary = parser.summary else { throw ScreenBenchFailure(description: "the stream decided no layout") }
        self.summary = summary
    }
}

private struct StreamFrames {
    var frames: Percentiles
    var follows: Percentiles
    /// Of a follow's frame: taking the worker's result into the pieces, and drawing.
    var takes: Percentiles
    var followDraws: Percentiles
    var rows: Int
}

/// The p50, p99 and largest of some times.
private struct Percentiles {
    var p50 = 0.0, p99 = 0.0, maximum = 0.0, count = 0

    init(_ times: [Double]) {
        guard !times.isEmpty else { return }
        let sorted = times.sorted()
        p50 = sorted[sorted.count / 2]
        p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
        maximum = sorted[sorted.count - 1]
        count = sorted.count
    }
}

/// `screen`'s frames while `stream` arrives at `rate` rows a second; its piece of the same name
/// reports the plot the hover scrubs.
private func streamFrames(_ stream: StreamChunks, screen name: String, rate: Double, text: TextEngine) throws -> StreamFrames {
    let context: PieceContext
    let screen: Screen
    do {
        context = try PieceContext.opening(AppearanceOptions(), series: nil, awaitsData: true, assets: AssetLocator())
        screen = try ScreenRegistry.standard.makeScreen(named: name, context: context)
    } catch {
        throw ScreenBenchFailure(description: error.message)
    }
    let session = ViewerSession(screen: screen, size: screenBenchSize, theme: Theme(), text: text)
    session.followWorker = FollowWorker(onFinished: {})
    var canvas = Canvas(width: Int(screenBenchSize.width), height: Int(screenBenchSize.height))
    let clock = ContinuousClock()
    let interval = 1.0 / 120
    var time = 0.0
    session.draw(into: &canvas, at: time)

    var next = 0          // the next chunk to arrive
    var delivered = 0     // rows handed over so far
    var frames: [Double] = []
    var follows: [Double] = []
    var takes: [Double] = []
    var followDraws: [Double] = []
    var x = 0.0
    var direction = 1.0
    var sentSummary = false
    let begun = clock.now
    while next < stream.chunks.count || session.receivedCount != session.series?.samples.count {
        // Frames are paced by the real clock, as the display paces the window's, so the worker
        // has the time between them that it has there.
        time += interval
        let wait = time - (clock.now - begun).inSeconds
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        let due = Int(rate * time)
        let shown = session.series?.samples.count
        let start = clock.now
        while next < stream.chunks.count, delivered < due {
            let rows = stream.chunks[next]
            session.receive(rows, summary: sentSummary ? nil : stream.summary, at: time)
            sentSummary = true
            delivered += rows.samples.count
            next += 1
        }
        // Scrub the plot the session reports, back and forth, a few points a frame.
        if case .array(let values)? = session.state(at: time)["pieces"]?[name]?["plot"] {
            let plot = values.compactMap(\.number)
            if plot.count == 4, plot[2] > 40 {
                if x < plot[0] + 10 { x = plot[0] + 10 }
                if x + direction * 7 > plot[0] + plot[2] - 10 || x + direction * 7 < plot[0] + 10 { direction = -direction }
                x += direction * 7
                session.handle(.hover(HoverEvent(at: Point(x: x, y: plot[1] + plot[3] / 2), time: Duration(seconds: time))))
            }
        }
        let advancing = clock.now
        session.advance(to: time)
        let drawing = clock.now
        session.drawChanges(into: &canvas, at: time)
        let elapsed = (clock.now - start).inSeconds
        frames.append(elapsed)
        if session.series?.samples.count != shown {
            follows.append(elapsed)
            takes.append((drawing - advancing).inSeconds)
            followDraws.append((clock.now - drawing).inSeconds)
        }
    }
    return StreamFrames(frames: Percentiles(frames), follows: Percentiles(follows), takes: Percentiles(takes),
                        followDraws: Percentiles(followDraws), rows: delivered)
}
