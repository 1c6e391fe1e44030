import Foundation
import Geometry
import Gestures
import JSONText
import Raster
import Typeset
import Viewer

/// `vitrine-bench trail`: what a Step Trail move costs on the `trail` screen, 1280x800 at scale 2.
///
///     trail frame p99 0.30 ms    a frame while the capsule moves, redrawing only the trail's damage
///
/// Taps alternate between the checkout's first and third stops; after each, every frame of the
/// next 0.6 s (60 a second) is drawn with ``ViewerSession/drawChanges(into:at:)``, as the window
/// draws it, and timed on the thread's CPU clock (another process on the machine does not count).
/// One move first, untimed, fills the glyph cache and the trail's canvas. Goal: ≤ 0.5 ms p99. The same screen drawn whole is the reference in the
/// same run (`whole frame`).
///
/// Options: `--moves N` (default 40).
func runTrailBench(_ arguments: [String]) -> Int32 {
    guard let counts = BenchCounts(arguments, bench: "trail", defaults: ["--moves": 40]) else { return 2 }
    let moves = counts["--moves"]
    do {
        let result = try trailFrames(moves: moves, text: try TextEngine())
        let ms = { (value: Double) in String(format: "%.2f", value * 1000) }
        print("trail frame p99 \(ms(result.p99)) ms  (p50 \(ms(result.p50)) ms, whole frame p50 \(ms(result.whole)) ms, "
              + "\(result.count) frames, scale 2)")
        return 0
    } catch {
        FileHandle.standardError.write(Data("vitrine-bench trail: \(error)\n".utf8))
        return 2
    }
}

private func trailFrames(moves: Int, text: TextEngine) throws -> FrameTimes {
    let session = try openScreen("trail", series: nil, text: text)
    let scale = 2.0
    var canvas = Canvas(width: Int(screenBenchSize.width * scale), height: Int(screenBenchSize.height * scale), scale: scale)
    var time = 0.0
    var whole: [Double] = []
    for _ in 0..<20 {
        let start = ThreadTime.seconds()
        session.draw(into: &canvas, at: time)
        whole.append(ThreadTime.seconds() - start)
        time += 1.0 / 60
    }
    /// The centre of each of the checkout's stops, where it rests now.
    func centres() throws -> [Point] {
        guard case .array(let trails)? = session.state(at: time)["pieces"]?["trail"], case .array(let stops)? = trails.first?["stops"],
              stops.count > 2 else {
            throw ScreenBenchFailure(description: "the trail screen has no checkout of three stops or more")
        }
        return stops.map { stop -> Point in
            let r = stop.array?.compactMap(\.number) ?? [0, 0, 0, 0]
            return Point(x: r[0] + r[3] / 2, y: r[1] + r[3] / 2)
        }
    }
    var times: [Double] = []
    let pointer = PointerID.touch(1)
    for move in 0...moves {
        // Each tap is aimed at the stop's number where it rests now: Cart, then Payment.
        let place = try centres()[move % 2 == 0 ? 0 : 2]
        session.handle(.pointer(PointerEvent(.down, pointer: pointer, location: place, time: Duration(seconds: time))))
        session.drawChanges(into: &canvas, at: time)
        time += 0.05
        session.handle(.pointer(PointerEvent(.up, pointer: pointer, location: place, time: Duration(seconds: time))))
        for _ in 0..<36 {
            let start = ThreadTime.seconds()
            session.drawChanges(into: &canvas, at: time)
            // The first move fills the glyph cache and the trail's own canvas; it is not timed.
            if move > 0 { times.append(ThreadTime.seconds() - start) }
            time += 1.0 / 60
        }
        time += 0.4
        session.drawChanges(into: &canvas, at: time)
    }
    guard case .array(let trails)? = session.state(at: time)["pieces"]?["trail"], trails.first?["selection"]?.number == (moves % 2 == 0 ? 0 : 2),
          trails.first?["ticks"]?.array?.count == moves + 1 else {
        throw ScreenBenchFailure(description: "the taps did not move the checkout between Cart and Payment")
    }
    return FrameTimes(times, whole: whole)
}
