import Testing
@testable import Viewer

/// The `trail` screen's pictures at 400x460, compared with `GoldenImage` (every channel within 2
/// of 255). The opening picture shows every status at once: a done step, the current one, one
/// reached ahead and one not reached yet.
@Suite("Trail goldens")
struct TrailGoldenTests {
    static let size = ["--size", "400x460"]

    /// Continue clicked at 0 ms (lifted at 80).
    static func continueClick() throws -> [String] {
        let next = try TrailState(renderTrail(Self.size)).control("continue")
        return click(x: next.midX, y: next.midY, at: 0)
    }

    @Test("At rest, light: done, current, reached and not reached; a narrow verification; a finished flow, disabled")
    func light() throws {
        GoldenImage.check(try renderTrail(Self.size).canvas, named: "trail-light")
    }

    @Test("At rest, dark")
    func dark() throws {
        GoldenImage.check(try renderTrail(Self.size + ["--theme", "dark"]).canvas, named: "trail-dark")
    }

    @Test("Right to left: the trail starts at the right and the number sits at the capsule's right end")
    func rightToLeft() throws {
        GoldenImage.check(try renderTrail(Self.size + ["--rtl"]).canvas, named: "trail-rtl")
    }

    @Test("At text scale 2 the stops and titles grow, and the narrow trail shrinks its stops to fit")
    func largeText() throws {
        GoldenImage.check(try renderTrail(["--size", "560x640", "--text-scale", "2"]).canvas, named: "trail-large-text")
    }

    @Test("Too narrow for titles: the capsule keeps its number and the caption names the step")
    func narrow() throws {
        let result = try renderTrail(["--size", "250x460"])
        let state = try TrailState(result)
        #expect(state.titled == false)
        #expect(state.caption == "Address Step 2 of 4")
        GoldenImage.check(result.canvas, named: "trail-narrow")
    }

    @Test("Mid-stretch, 120 ms after Continue: the red reaches over the neck toward Payment")
    func stretchEarly() throws {
        GoldenImage.check(try renderTrail(Self.size, lines: Self.continueClick(), time: 200).canvas, named: "trail-stretch-120ms")
    }

    @Test("Mid-stretch, 240 ms after Continue: the red gathers on Payment and its title blurs in")
    func stretchLate() throws {
        GoldenImage.check(try renderTrail(Self.size, lines: Self.continueClick(), time: 320).canvas, named: "trail-stretch-240ms")
    }

    @Test("Complete: every stop carries a check, the red has drained and the caption reads Complete")
    func complete() throws {
        let next = try TrailState(renderTrail(Self.size)).control("continue")
        let lines = (0..<3).flatMap { click(x: next.midX, y: next.midY, at: Double($0) * 600) }
        GoldenImage.check(try renderTrail(Self.size, lines: lines).canvas, named: "trail-complete")
    }

    @Test("Reduce Motion, 100 ms after Continue: the red cross-fades between the stops, with no stretch")
    func reduceMotionCrossFade() throws {
        GoldenImage.check(try renderTrail(Self.size + ["--reduce-motion"], lines: Self.continueClick(), time: 180).canvas,
                          named: "trail-reduce-motion-100ms")
    }

    @Test("Reduce Transparency: solid stops on their own")
    func reduceTransparency() throws {
        GoldenImage.check(try renderTrail(Self.size + ["--reduce-transparency"]).canvas, named: "trail-reduce-transparency")
    }
}
