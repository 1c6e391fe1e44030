import Geometry
import Gestures
import Motion
import Raster
import Testing
import Typeset
@testable import Components

/// The tiers demo's press tile and success pop, held against the seeds' press maths and pop.
@Suite("Motion tiers: press and pop")
struct MotionTiersPressTests {
    /// The demo laid out, and a router that offers it each touch-down, as the viewer does.
    static func demo() throws -> (MotionTiers, GestureRouter, Point) {
        let tiers = MotionTiers()
        tiers.layout(in: Rect(0, 0, 1200, 760), theme: Theme(), text: try TextEngine().typesetter(.standard))
        let index = try #require(MotionTiersModel.tiles.firstIndex(of: .role(.press)))
        let tile = tiers.layout.roleTiles[index]
        return (tiers, GestureRouter(), Point(tile.midX, tile.midY))
    }

    static func pressIndex() -> Int { MotionTiersModel.tiles.firstIndex(of: .role(.press)) ?? 0 }

    @Test("The press tile sinks from the touch's own frame and stays down until the finger lifts")
    func pressStartsOnTheTouch() throws {
        let (tiers, router, point) = try Self.demo()
        router.handle(.down(.mouse, at: point, time: .milliseconds(1000)), candidates: tiers.recognizers(at: point))
        let example = tiers.motion.tiles[Self.pressIndex()]
        #expect(example.isHeld)
        #expect(example.progress.value(at: 1.016) > 0.05, "one frame after the touch it is already sinking")
        #expect(example.progress.value(at: 1.6) > 0.99, "held, it stays down")
        router.handle(.up(.mouse, at: point, time: .milliseconds(1700)))
        let released = tiers.motion.tiles[Self.pressIndex()]
        #expect(!released.isHeld)
        #expect(released.progress.value(at: 1.7) > 0.99 && released.progress.value(at: 3) < 0.01)
    }

    /// The width of what the press tile draws across its middle row, in pixels, at `time`.
    static func dotWidth(_ example: LabExample, at time: Double) -> (width: Int, centre: Color) {
        var canvas = Canvas(width: 120, height: 40, scale: 1)
        canvas.clear(.white)
        example.draw(into: &canvas, in: Rect(0, 0, 120, 40), at: time, palette: TiersPalette(Theme()))
        let row = (0..<120).map { canvas.color(x: $0, y: 20) }
        return (row.filter { $0.red < 0.5 }.count, canvas.color(x: 60, y: 20))
    }

    @Test("Fully pressed, the tile's dot sinks to the seeds' 0.92, not further")
    func pressDepthFollowsTheSeeds() {
        var example = LabExample(role: .press)
        let rest = Self.dotWidth(example, at: 0).width
        example.pressDown(at: 0, reduceMotion: false)
        let pressed = Self.dotWidth(example, at: 1).width
        let ratio = Double(pressed) / Double(rest)
        #expect(rest == 28, "\(rest)")
        #expect(abs(ratio - 0.92) < 0.04, "pressed to \(ratio)")
        #expect(MotionLanguage.pressScale(for: Size(width: 28, height: 28)) == 0.92)
    }

    @Test("Under Reduce Motion the press shades the dot and keeps its size")
    func reduceMotionShades() {
        var example = LabExample(role: .press)
        let rest = Self.dotWidth(example, at: 0)
        example.pressDown(at: 0, reduceMotion: true)
        let pressed = Self.dotWidth(example, at: 1)
        #expect(pressed.width == rest.width)
        #expect(pressed.centre.red > rest.centre.red + 0.2, "the dark dot dims toward the card")
    }

    @Test("Success pops by the seeds' 0.08, and no pop swells past 0.25")
    func popFollowsTheSeeds() {
        var success = LabExample(role: .success)
        success.play(at: 0, reduceMotion: false)
        let peak = stride(from: 0.0, through: 0.7, by: 0.002).map { success.keyframes.value(at: $0) }.max()!
        #expect(abs(peak - 1.08) < 0.01, "peak \(peak)")
        var big = KeyframeAnimator(1.0)
        big.play(.pop(amount: 0.6), at: 0)
        let bigPeak = stride(from: 0.0, through: 0.7, by: 0.002).map { big.value(at: $0) }.max()!
        #expect(bigPeak <= 1.25 + 0.005, "peak \(bigPeak)")
    }
}
