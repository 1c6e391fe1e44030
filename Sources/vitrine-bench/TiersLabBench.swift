import Components
import Foundation
import Geometry
import Gestures
import JSONText
import Raster
import Typeset
import Viewer

/// The motion lab with everything moving, at 1280x800: every lane fired each second, a role tile
/// tapped every third frame so the whole grid is in play, and the custom lane's duration wheel
/// turned a notch every sixth frame, so its curve and figures are remade while it all runs. Once
/// in lanes mode and once comparing. The lines read:
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
    let state = session.state(at: 0)["pieces"]?["tiers"]
    let tiles = state?["roleTiles"]?.array?.compactMap(rect) ?? []
    guard let wheel = state?["wheels"]?.array?.first.flatMap(rect), !tiles.isEmpty else {
        FileHandle.standardError.write(Data("vitrine-bench frame: the tiers state has no role tiles or wheels\n".utf8))
        return nil
    }
    if comparing { session.handle(.key(KeyEvent(.character("c"), time: .zero))) }
    var canvas = Canvas(width: 1280, height: 800)
    let clock = ContinuousClock()
    var times: [Double] = []
    let warmUp = 60
    // Tiles below the window's fold are tapped where they are: the lab's page is taller than
    // 800 pt, and a tap reaches them after a scroll; the bench keeps to those in view.
    let inView = tiles.filter { $0.maxY <= 800 }
    for index in 0..<(frames + warmUp) {
        let time = Double(index) / 60
        let at = Duration(seconds: time)
        if index % 60 == 0 { session.handle(.key(KeyEvent(.space, time: at))) }
        if index % 3 == 0, !inView.isEmpty {
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
