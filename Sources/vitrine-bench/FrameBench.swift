import Components
import Foundation
import Geometry
import Gestures
import Raster
import Typeset
import Viewer

/// `vitrine-bench frame`: full-frame render times of the `tiers` and `gallery` screens, and the
/// idle check.
///
/// Each screen is fired (Space) so every lane and plot is moving, then drawn frame after frame on
/// a 60 Hz virtual clock after one second of warm-up, each frame timed on its own; the lines
/// report p50 and p99:
///
///     frame gallery 1920x1080 p50 3.10 ms p99 4.02 ms
///
/// The goal for a full 1920x1080 frame is 8 ms (120 Hz). The idle check then runs the frame loop's
/// decision (draw only while something animates or input arrived) over 5 s after everything has
/// landed, which must draw 0 frames; and, when a display is available and the `vitrine` executable
/// sits next to this one, opens the real window, lets it settle, and for 5 s counts the frames it
/// draws (through `VITRINE_FRAME_LOG`) and reads its CPU time from /proc.
///
/// Then the gallery at scale 2, 1920x1080 and 3840x2160, on one core and on two (see
/// BandsBench.swift). Options: `--frames N` (default 240); `--bands` measures only that
/// comparison, `--threads 1|2` only one side of it and `--size WxH` one size (for a profiler).
func runFrameBench(_ arguments: [String]) -> Int32 {
    var frames = 240
    var bandsOnly = false
    var threads = [1, 2]
    var sizes = [(1920, 1080), (3840, 2160)]
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "--bands":
            bandsOnly = true
        case "--threads":
            guard let text = remaining.popFirst(), let count = Int(text), count == 1 || count == 2 else {
                FileHandle.standardError.write(Data("vitrine-bench frame: --threads needs 1 or 2\n".utf8))
                return 2
            }
            threads = [count]
        case "--size":
            let parts = remaining.popFirst()?.split(separator: "x").compactMap { Int($0) } ?? []
            guard parts.count == 2, parts.allSatisfy({ $0 >= 64 && $0 <= 8192 }) else {
                FileHandle.standardError.write(Data("vitrine-bench frame: --size needs WIDTHxHEIGHT\n".utf8))
                return 2
            }
            sizes = [(parts[0], parts[1])]
        case "--frames":
            guard let text = remaining.popFirst(), let count = Int(text), count > 0 else {
                FileHandle.standardError.write(Data("vitrine-bench frame: --frames needs a positive count\n".utf8))
                return 2
            }
            frames = count
        default:
            FileHandle.standardError.write(Data("vitrine-bench frame: unknown option \(argument)\n".utf8))
            return 2
        }
    }
    let text: TextEngine
    do {
        text = try TextEngine()
    } catch {
        FileHandle.standardError.write(Data("vitrine-bench frame: \(error.description)\n".utf8))
        return 2
    }
    if bandsOnly { return runBandsBench(frames: frames, threads: threads, sizes: sizes, text: text) ? 0 : 2 }
    for screen in ["tiers", "gallery"] {
        for (width, height) in [(1280, 800), (1920, 1080)] {
            guard let times = measureFrames(screen: screen, width: width, height: height, frames: frames, text: text) else {
                return 2
            }
            let sorted = times.sorted()
            let p50 = sorted[sorted.count / 2] * 1000
            let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))] * 1000
            print("frame \(screen) \(width)x\(height) p50 \(String(format: "%.2f", p50)) ms p99 \(String(format: "%.2f", p99)) ms")
        }
    }
    guard runBandsBench(frames: frames, threads: [1, 2], sizes: sizes, text: text) else { return 2 }
    guard runTiersLabBench(frames: frames, text: text) else { return 2 }
    let idleFrames = idleFrameCount(text: text)
    print("idle frames 0 expected, \(idleFrames) drawn in 5 s of virtual time after landing")
    measureWindowIdle()
    return idleFrames == 0 ? 0 : 1
}

/// Draw times of `frames` consecutive 60 Hz frames of a fired screen, in seconds.
func measureFrames(
    screen name: String, width: Int, height: Int, scale: Double = 1, threads: Int = 1, frames: Int, text: TextEngine
) -> [Double]? {
    let session: ViewerSession
    do {
        let context = try PieceContext.opening(AppearanceOptions(), series: nil, assets: AssetLocator())
        let screen = try ScreenRegistry.standard.makeScreen(named: name, context: context)
        session = ViewerSession(screen: screen, size: Size(width: Double(width) / scale, height: Double(height) / scale), theme: Theme(), text: text)
    } catch {
        FileHandle.standardError.write(Data("vitrine-bench frame: \(error.message)\n".utf8))
        return nil
    }
    var canvas = Canvas(width: width, height: height, scale: scale)
    if threads > 1 { canvas.bandWorker = BandWorker() }
    let clock = ContinuousClock()
    var times: [Double] = []
    // The first second warms the glyph and shaping caches, as any session's first frames do;
    // it is drawn but not counted.
    let warmUp = 60
    for index in 0..<(frames + warmUp) {
        let time = Double(index) / 60
        // Fire every second, so the lanes and plots are always moving.
        if index % 60 == 0 {
            session.handle(.key(KeyEvent(.space, time: Duration(seconds: time))))
        }
        session.advance(to: time)
        let start = clock.now
        session.draw(into: &canvas, at: time)
        let elapsed = clock.now - start
        guard index >= warmUp else { continue }
        times.append(elapsed.inSeconds)
    }
    return times
}

/// How many frames the window's loop would draw in 5 s at 60 Hz once a fired tiers screen landed.
private func idleFrameCount(text: TextEngine) -> Int {
    guard let screen = try? ScreenRegistry.standard.makeScreen(named: "tiers", context: PieceContext()) else { return -1 }
    let session = ViewerSession(screen: screen, size: Size(width: 1280, height: 800), theme: Theme(), text: text)
    session.handle(.key(KeyEvent(.space, time: .zero)))
    var canvas = Canvas(width: 1280, height: 800)
    // Draw until the loop would stop, as the window does.
    var time = 0.0
    while session.needsRedraw || session.isAnimating(at: time) {
        session.draw(into: &canvas, at: time)
        session.needsRedraw = false
        time += 1.0 / 60
    }
    var drawn = 0
    for index in 1...300 {
        let frameTime = time + Double(index) / 60
        session.advance(to: frameTime)
        if session.needsRedraw || session.isAnimating(at: frameTime) { drawn += 1 }
    }
    return drawn
}

/// Opens the real window (when there is a display) and reports its CPU use over 5 s at rest.
private func measureWindowIdle() {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vitrine")
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil,
        FileManager.default.isExecutableFile(atPath: executable.path)
    else {
        print("idle window skipped (no DISPLAY, or no vitrine next to vitrine-bench)")
        return
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--screen", "tiers"]
    let frameLog = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-bench-frames-\(getpid()).log").path
    var environment = ProcessInfo.processInfo.environment
    environment["VITRINE_FRAME_LOG"] = frameLog
    process.environment = environment
    do {
        try process.run()
    } catch {
        print("idle window skipped (\(error))")
        return
    }
    defer {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: frameLog)
    }
    func framesDrawn() -> Int {
        (try? String(contentsOfFile: frameLog, encoding: .utf8))?.split(separator: "\n").count ?? 0
    }
    Thread.sleep(forTimeInterval: 2)  // open, draw the first frame, settle
    guard let before = cpuTicks(of: process.processIdentifier) else { return }
    let framesBefore = framesDrawn()
    Thread.sleep(forTimeInterval: 5)
    guard let after = cpuTicks(of: process.processIdentifier) else { return }
    let frames = framesDrawn() - framesBefore
    let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
    let seconds = Double(after - before) / ticksPerSecond
    print("idle window tiers 5.0 s frames \(frames) cpu \(after - before) ticks (\(String(format: "%.2f", seconds / 5 * 100))%)")
}

/// utime + stime of a process, in clock ticks, from /proc/PID/stat.
private func cpuTicks(of pid: Int32) -> Int? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command: state is field 3, utime 14 and stime 15 (1-based over the whole line).
    guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
}
