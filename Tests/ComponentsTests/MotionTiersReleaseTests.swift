import Geometry
import Gestures
import Motion
import Raster
import Testing
import Typeset
@testable import Components

@Suite("Motion tiers: the release tile")
struct MotionTiersReleaseTests {
    /// The width of the release tile's surface across its middle row at `time`, in pixels of
    /// coverage (edge pixels count their part), so a fraction of a pixel past rest shows.
    static func width(_ example: LabExample, at time: Double) -> Double {
        var canvas = Canvas(width: 140, height: 40, scale: 1)
        canvas.clear(.white)
        example.draw(into: &canvas, in: Rect(0, 0, 140, 40), at: time, palette: TiersPalette(Theme()))
        let ink = TiersPalette(Theme()).puck.red
        return (0..<140).map { (1 - canvas.color(x: $0, y: 20).red) / (1 - ink) }.reduce(0, +)
    }

    @Test("Release springs a pressed surface back through rest, not a puck along a track")
    func releaseSpringsBackThroughRest() {
        var example = LabExample(role: .release)
        let rest = Self.width(example, at: 0)
        example.play(at: 0, reduceMotion: false)
        let widths = stride(from: 0.0, through: 1.0, by: 0.008).map { Self.width(example, at: $0) }
        #expect(abs(rest - 42) < 0.2, "a 42 pt surface at rest: \(rest)")
        #expect(abs(widths[0] - 0.92 * rest) < 0.3, "it starts pressed to the seeds' depth: \(widths[0])")
        #expect(widths.max()! > rest + 0.1, "it passes rest on the release spring's bounce: \(widths.max()!)")
        #expect(abs(Self.width(example, at: 2) - rest) < 0.01)
    }

    @Test("Under Reduce Motion the release lifts a shade and never changes size")
    func releaseUnderReduceMotion() {
        var example = LabExample(role: .release)
        example.play(at: 0, reduceMotion: true)
        // Shaded, the surface is lighter but never as light as the ground: count what it covers.
        let widths = stride(from: 0.0, through: 1.0, by: 0.02).map { time -> Int in
            var canvas = Canvas(width: 140, height: 40, scale: 1)
            canvas.clear(.white)
            example.draw(into: &canvas, in: Rect(0, 0, 140, 40), at: time, palette: TiersPalette(Theme()))
            return (0..<140).filter { canvas.color(x: $0, y: 20).red < 0.9 }.count
        }
        #expect(Set(widths).count == 1, "\(Set(widths))")
    }
}
