import Testing
@testable import Viewer

/// The `wheel` screen's pictures at 560x420, compared with `GoldenImage` (every channel within 2
/// of 255).
@Suite("Wheel goldens")
struct WheelGoldenTests {
    static let size = ["--size", "560x420"]

    @Test("At rest: both pickers open on their values, the window behind the ticks, the ends faded")
    func rest() throws {
        GoldenImage.check(try render(["--screen", "wheel"] + Self.size).canvas, named: "wheel-light")
    }

    @Test("At rest, dark")
    func dark() throws {
        GoldenImage.check(try render(["--screen", "wheel", "--theme", "dark"] + Self.size).canvas, named: "wheel-dark")
    }

    @Test("Right to left: the values run from the right")
    func rightToLeft() throws {
        GoldenImage.check(try render(["--screen", "wheel", "--rtl"] + Self.size).canvas, named: "wheel-rtl")
    }

    @Test("Mid-drag: the strip under the finger, the value under the centre highlighted")
    func midDrag() throws {
        let state = try WheelInputTests.weight(arguments: Self.size)
        let strip = try state.strip
        let drag = lensDrag(from: (strip.midX, strip.midY), to: (strip.midX - 1.6 * 64, strip.midY), duration: 300, steps: 10, rest: 400)
        let result = try render(["--screen", "wheel", "--time", "330"] + Self.size, trace: drag.joined(separator: "\n") + "\n")
        GoldenImage.check(result.canvas, named: "wheel-mid-drag")
    }
}
