import Components
import Foundation
import Geometry
import Gestures
import JSONText
import Raster
import Typeset
import Viewer

/// `vitrine-bench wheel`: what a Wheel Picker drag step costs on the `wheel` screen at 1280x800.
///
///     wheel step p99 0.20 ms    a touch move of the strip and the frame it redraws, 10,000 values
///
/// A step is one move of a few points back and forth across the ruler, with the frame redrawn
/// by ``ViewerSession/drawChanges(into:at:)``, timed on the thread's CPU clock. The same run
/// times a ruler of 80 values (`80 values p99`): only the ticks in view are drawn, so the two
/// should cost the same. Goal: ≤ 0.5 ms p99 for 10,000 values.
///
/// Options: `--steps N` (default 600).
func runWheelBench(_ arguments: [String]) -> Int32 {
    guard let counts = BenchCounts(arguments, bench: "wheel", defaults: ["--steps": 600]) else { return 2 }
    let steps = counts["--steps"]
    do {
        let text = try TextEngine()
        let many = try wheelSteps(values: 10_000, steps: steps, text: text)
        let few = try wheelSteps(values: 80, steps: steps, text: text)
        let ms = { (value: Double) in String(format: "%.2f", value * 1000) }
        print("wheel step p99 \(ms(many.p99)) ms  (p50 \(ms(many.p50)) ms, 80 values p99 \(ms(few.p99)) ms, "
              + "whole frame p50 \(ms(many.whole)) ms)")
        return 0
    } catch {
        FileHandle.standardError.write(Data("vitrine-bench wheel: \(error)\n".utf8))
        return 2
    }
}

private func wheelSteps(values: Int, steps: Int, text: TextEngine) throws -> FrameTimes {
    let screen = Screen.single(WheelPickerExample.longRuler(count: values))
    let session = ViewerSession(screen: screen, size: screenBenchSize, theme: Theme(), text: text)
    var canvas = Canvas(width: Int(screenBenchSize.width), height: Int(screenBenchSize.height))
    var time = 0.0
    var whole: [Double] = []
    for _ in 0..<20 {
        let start = ThreadTime.seconds()
        session.draw(into: &canvas, at: time)
        whole.append(ThreadTime.seconds() - start)
        time += 1.0 / 60
    }
    guard case .array(let pickers)? = session.state(at: time)["pieces"]?["wheel"],
          let strip = pickers.first?["strip"]?.array?.compactMap(\.number), strip.count == 4 else {
        throw ScreenBenchFailure(description: "the wheel screen has no strip")
    }
    var x = strip[0] + strip[2] / 2
    let y = strip[1] + strip[3] / 2
    let pointer = PointerID.touch(1)
    session.handle(.pointer(PointerEvent(.down, pointer: pointer, location: Point(x: x, y: y), time: Duration(seconds: time))))
    var times: [Double] = []
    var direction = -1.0
    for step in 0..<steps {
        time += 1.0 / 60
        // Back and forth over 240 points, a value every 16 steps.
        if step % 60 == 0 { direction = -direction }
        x += direction * 4
        let start = ThreadTime.seconds()
        session.handle(.pointer(PointerEvent(.move, pointer: pointer, location: Point(x: x, y: y), time: Duration(seconds: time))))
        session.drawChanges(into: &canvas, at: time)
        times.append(ThreadTime.seconds() - start)
    }
    return FrameTimes(times, whole: whole)
}
