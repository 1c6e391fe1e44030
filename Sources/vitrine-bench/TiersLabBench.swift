import Components
import Foundation
import Geometry
import Gestures
import JSONText
import Raster
import Typeset
import Viewer

/// The motion lab with everything moving, at 1280x800, scrolled to the foot of its page so the
/// whole grid of tiles is in view: every lane fired each second, a tile tapped every third frame
/// so the whole grid is in play (the ambient loop breathing from the first round on), and the
/// custom lane's duration wheel turned a notch every sixth frame, so its curve and figures are
/// remade while it all runs. Once in lanes mode and once comparing. The lines read:
///
///     tiers frame p99 1.20 ms p50 0.90 ms
///     tiers compare frame p99 1.30 ms p50 0.95 ms
///
/// The goal is 2 ms p99 for the lanes.
func runTiersLabBench(frames: Int, text: TextEngine) -> Bool {
    for comparing in [false, true] {
        guard let times = measureLab(comparing: comparing, frames: frames, text: text) else { return false }
        let summary = FrameTimes(times, whole: [])
        print("tiers \(comparing ? "compare " : "")frame p99 \(String(format: "%.2f", summary.p99 * 1000)) ms"
              + " p50 \(String(format: "%.2f", summary.p50 * 1000)) ms")
    }
    return true
}

private func measureLab(comparing: Bool, frames: Int, text: TextEngine) -> [Double]? {
    let session: ViewerSession
    do {
        let context = try PieceContext.opening(AppearanceOptions(), series: nil, assets: AssetLocator())
        let screen = try ScreenRegistry.standard.makeScreen(named: "tiers", context: context)
        session = ViewerSession(screen: screen, size: Size(width: 1280, height: 800), theme: Theme(), text: text)
    } catch {
        FileHandle.standardError.write(Data("vitrine-bench frame: \(error.message)\n".utf8))
        return nil
    }
    // The page scrolls to its foot under the title, where no piece takes the wheel, and the
    // tiles are then read where they are drawn.
    for notch in 0..<40 {
        session.handle(.wheel(WheelEvent(at: Point(200, 40), delta: Point(0, -1), time: .milliseconds(notch))))
    }
    var canvas = Canvas(width: 1280, height: 800)
    session.advance(to: 2)
    session.draw(into: &canvas, at: 2)
    let state = session.state(at: 2)["pieces"]?["tiers"]
    let tiles = state?["roleTiles"]?.array?.compactMap(rect) ?? []
    let inView = tiles.filter { $0.minY >= 0 && $0.maxY <= 800 }
    guard let wheel = state?["wheels"]?.array?.first.flatMap(rect), wheel.minY >= 0, inView.count == tiles.count, !tiles.isEmpty else {
        FileHandle.standardError.write(Data("vitrine-bench frame: the tiers page does not show every tile and the wheels once scrolled\n".utf8))
        return nil
    }
    if comparing { session.handle(.key(KeyEvent(.character("c"), time: .seconds(2)))) }
    let clock = ContinuousClock()
    var times: [Double] = []
    let warmUp = 60
    for index in 0..<(frames + warmUp) {
        let time = 2 + Double(index) / 60
        let at = Duration(seconds: time)
        if index % 60 == 0 { session.handle(.key(KeyEvent(.space, time: at))) }
        if index % 3 == 0 {
            let tile = inView[(index / 3) % inView.count].center
            session.handle(.pointer(.down(.mouse, at: tile, time: at)))
            session.handle(.pointer(.up(.mouse, at: tile, time: at + .milliseconds(5))))
        }
        if index % 6 == 0 {
            let notch = (index / 60) % 2 == 0 ? -1.0 : 1.0
            session.handle(.wheel(WheelEvent(at: wheel.center, delta: Point(0, notch), time: at)))
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

/// `[x, y, w, h]` from the state dump.
private func rect(_ value: JSONValue) -> Rect? {
    guard let numbers = value.array?.compactMap(\.number), numbers.count == 4 else { return nil }
    return Rect(numbers[0], numbers[1], numbers[2], numbers[3])
}
