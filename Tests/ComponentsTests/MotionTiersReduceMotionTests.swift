import Geometry
import Gestures
import Motion
import Raster
import Testing
import Typeset
@testable import Components

/// Reduce Motion on the tiers demo: what the lanes say and how the reveal and dismiss tiles move.
@Suite("Motion tiers under Reduce Motion")
struct MotionTiersReduceMotionTests {
    @Test("The lanes' figures are the substitute's, 0.25 s with no overshoot, and the tight tier keeps its 0.14 s")
    func labelsGiveTheSubstitute() throws {
        var model = MotionTiersModel(reduceMotion: false)
        let changed = model.setReduceMotion(true)
        #expect(changed)
        for index in MotionTiersModel.tiers.indices {
            let tier = MotionTiersModel.tiers[index]
            let shown = model.shownMeasurement(ofLane: index)
            #expect(shown.overshoot < 1e-6, "\(tier.name)")
            if tier == .tight {
                #expect(model.spring(ofLane: index).duration == 0.14)
                #expect(shown == model.measurements[index])
            } else {
                #expect(model.spring(ofLane: index) == MotionLanguage.stillSpring)
                #expect(shown == SpringMeasurement(MotionLanguage.stillSpring))
            }
        }
        // The substitute's settle, as the label prints it, differs from the bouncier tiers'.
        let expressive = try #require(MotionTiersModel.tiers.firstIndex(of: .expressive))
        #expect(model.shownMeasurement(ofLane: expressive).settle < model.measurements[expressive].settle)
    }

    /// The width of the reveal tile's surface across its middle row, mid-reveal.
    static func revealWidth(reduceMotion: Bool) -> Int {
        var example = LabExample(role: .reveal)
        example.play(at: 0, reduceMotion: reduceMotion)
        // Early in the reveal, while it is partly shown.
        let time = reduceMotion ? 0.05 : 0.04
        var canvas = Canvas(width: 140, height: 40, scale: 1)
        canvas.clear(.white)
        example.draw(into: &canvas, in: Rect(0, 0, 140, 40), at: time, palette: TiersPalette(Theme()))
        return (0..<140).filter { canvas.color(x: $0, y: 20).red < 0.97 }.count
    }

    @Test("Under Reduce Motion the reveal tile fades in at its full size instead of growing")
    func revealFadesInstead() {
        // The dot is 14 pt in radius, the surface 4 × 14 = 56 pt wide when whole.
        #expect(Self.revealWidth(reduceMotion: true) >= 56)
        #expect(Self.revealWidth(reduceMotion: false) < 52)
    }
}
