@testable import Components
import Testing

/// Where the Step Trail's stops sit for a frame of openness, the red puck between its two edges,
/// the mirror for right to left, and which stop a point on the trail falls on.
@Suite("Step Trail geometry")
struct StepTrailGeometryTests {
    /// Four titled stops: d 34, gap 4, open widths 73, 94, 113 and 83, natural width 227.
    static func metrics(rtl: Bool = false) -> StepTrailMetrics {
        StepTrailMetrics(titleWidths: [30, 50.2, 70, 40], style: StepTrailStyle(theme: Theme()), textScale: 1,
                         titled: true, rtl: rtl, gap: StepTrail.gap)
    }

    /// The second stop open: x 0, 38, 136, 174 and w 34, 94, 34, 34.
    static func secondOpen(rtl: Bool = false) -> StepTrailGeometry {
        StepTrailGeometry(metrics: metrics(rtl: rtl), openness: [0, 1, 0, 0])
    }

    // MARK: Stops

    @Test("With one stop open it is its capsule and the others are circles, each after the last and its gap")
    func oneStopOpen() {
        let geometry = Self.secondOpen()
        #expect(geometry.w == [34, 94, 34, 34])
        #expect(geometry.x == [0, 38, 136, 174])
    }

    @Test("A stop's width grows with its openness from the circle to the capsule")
    func stopWidthFollowsOpenness() {
        let geometry = StepTrailGeometry(metrics: Self.metrics(), openness: [0.5, 0.5, 0, 0.25])
        // 34 + 39 / 2, 34 + 60 / 2, 34, 34 + 49 / 4.
        #expect(geometry.w == [53.5, 64, 34, 46.25])
        #expect(geometry.x == [0, 57.5, 125.5, 163.5])
    }

    @Test("A stop with no openness given, or a negative one, is a circle")
    func missingOrNegativeOpennessIsACircle() {
        let geometry = StepTrailGeometry(metrics: Self.metrics(), openness: [-0.5, 1])
        #expect(geometry.w == [34, 94, 34, 34])
        #expect(geometry.x == [0, 38, 136, 174])
    }

    @Test("The target layout opens only the given stop")
    func targetOpensOneStop() {
        let geometry = StepTrailGeometry.target(metrics: Self.metrics(), open: 2)
        #expect(geometry.openness == [0, 0, 1, 0])
        #expect(geometry.w == [34, 34, 113, 34])
        #expect(geometry.x == [0, 38, 76, 193])
    }

    @Test("The target layout for Complete leaves every stop a circle")
    func targetForCompleteIsAllCircles() {
        let geometry = StepTrailGeometry.target(metrics: Self.metrics(), open: 4)
        #expect(geometry.w == [34, 34, 34, 34])
        #expect(geometry.x == [0, 38, 76, 114])
    }

    @Test("A stop's openness reads clamped to 0...1, and 0 past the values given")
    func opennessIsClamped() {
        let geometry = StepTrailGeometry(metrics: Self.metrics(), openness: [-0.2, 1.3, 0.5])
        #expect(geometry.open(0) == 0)
        #expect(geometry.open(1) == 1)
        #expect(geometry.open(2) == 0.5)
        #expect(geometry.open(3) == 0)
    }

    @Test("Left to right a stop's screen x is its leading x")
    func screenXLeftToRight() {
        let geometry = Self.secondOpen()
        #expect(geometry.screenX(0) == 0)
        #expect(geometry.screenX(1) == 38)
        #expect(geometry.screenX(3) == 174)
    }

    @Test("Right to left a stop's screen x is mirrored in the frame: its width, less its x and width")
    func screenXRightToLeft() {
        let geometry = Self.secondOpen(rtl: true)
        #expect(geometry.metrics.frameWidth == 227)
        #expect(geometry.screenX(0) == 193)
        #expect(geometry.screenX(1) == 95)
        #expect(geometry.screenX(2) == 57)
        #expect(geometry.screenX(3) == 19)
    }

    // MARK: Edges

    @Test("An edge at a whole step position is that stop's leading or trailing edge")
    func edgeAtAStop() {
        let geometry = Self.secondOpen()
        #expect(geometry.edge(at: 1, trailing: false) == 38)
        #expect(geometry.edge(at: 1, trailing: true) == 132)
        #expect(geometry.edge(at: 3, trailing: false) == 174)
        #expect(geometry.edge(at: 3, trailing: true) == 208)
    }

    @Test("Between stops an edge runs in a straight line from one stop's edge to the next one's")
    func edgeBetweenStops() {
        let geometry = Self.secondOpen()
        // Leading 38 → 136, trailing 132 → 170.
        #expect(geometry.edge(at: 1.5, trailing: false) == 87)
        #expect(geometry.edge(at: 1.5, trailing: true) == 151)
        #expect(geometry.edge(at: 0.25, trailing: false) == 9.5)
    }

    @Test("Past the last stop an edge carries on at the last spacing")
    func edgePastTheEnd() {
        let geometry = Self.secondOpen()
        // The last spacing is 174 − 136 = 38.
        #expect(geometry.edge(at: 3.5, trailing: false) == 193)
        #expect(geometry.edge(at: 3.5, trailing: true) == 227)
    }

    @Test("Before the first stop an edge carries on at the first spacing")
    func edgeBeforeTheStart() {
        let geometry = Self.secondOpen()
        // Leading 0 → 38, trailing 34 → 132.
        #expect(geometry.edge(at: -0.5, trailing: false) == -19)
        #expect(geometry.edge(at: -0.5, trailing: true) == -15)
    }

    @Test("With one stop an edge moves a pitch per step from it")
    func edgeOfASingleStop() {
        let metrics = StepTrailMetrics(titleWidths: [40], style: StepTrailStyle(theme: Theme()), textScale: 1,
                                       titled: false, rtl: false, gap: StepTrail.gap)
        let geometry = StepTrailGeometry(metrics: metrics, openness: [1])
        #expect(geometry.edge(at: 0, trailing: true) == 34)
        #expect(geometry.edge(at: 0.5, trailing: false) == 19)
        #expect(geometry.edge(at: -1, trailing: true) == -4)
    }

    // MARK: Puck

    @Test("A puck with both edges on one stop covers exactly that stop")
    func puckOnAStop() {
        let geometry = Self.secondOpen()
        #expect(geometry.puck(lower: 1, upper: 1, pull: 0) == 38...132)
        #expect(geometry.puck(lower: 3, upper: 3, pull: 0) == 174...208)
    }

    @Test("A stretched puck runs from the lower stop's leading edge to the upper stop's trailing edge")
    func stretchedPuck() {
        let geometry = Self.secondOpen()
        #expect(geometry.puck(lower: 1, upper: 2, pull: 0) == 38...170)
        #expect(geometry.puck(lower: 0, upper: 3, pull: 0) == 0...208)
    }

    @Test("A puck whose edges cross still runs from the lower position to the higher")
    func crossedEdges() {
        let geometry = Self.secondOpen()
        #expect(geometry.puck(lower: 2, upper: 1, pull: 0) == 38...170)
    }

    @Test("A pull backwards moves only the puck's low edge")
    func pullBackMovesLowEdge() {
        #expect(Self.secondOpen().puck(lower: 1, upper: 1, pull: -10) == 28...132)
    }

    @Test("A pull forwards moves only the puck's high edge")
    func pullOnMovesHighEdge() {
        #expect(Self.secondOpen().puck(lower: 1, upper: 1, pull: 10) == 38...142)
    }

    @Test("A puck never gets narrower than a stop, widening about its middle")
    func puckIsNeverNarrowerThanAStop() {
        // Before the start the edges are −19 and −15, 4 apart around −17.
        let puck = Self.secondOpen().puck(lower: -0.5, upper: -0.5, pull: 0)
        #expect(puck == -34...0)
        #expect(puck.upperBound - puck.lowerBound == 34)
    }

    @Test("Left to right a range is drawn where it is")
    func screenRangeLeftToRight() {
        #expect(Self.secondOpen().screen(38...132) == 38...132)
    }

    @Test("Right to left a range is mirrored in the frame")
    func screenRangeRightToLeft() {
        let geometry = Self.secondOpen(rtl: true)
        #expect(geometry.screen(38...132) == 95...189)
        #expect(geometry.screen(geometry.puck(lower: 1, upper: 1, pull: 0)) == geometry.screenX(1)...(geometry.screenX(1) + 94))
    }

    // MARK: stop(at:)

    @Test("A point on a stop falls on that stop")
    func pointOnAStop() {
        let geometry = Self.secondOpen()
        #expect(geometry.stop(at: 0) == 0)
        #expect(geometry.stop(at: 17) == 0)
        #expect(geometry.stop(at: 90) == 1)
        #expect(geometry.stop(at: 150) == 2)
        #expect(geometry.stop(at: 190) == 3)
    }

    @Test("The neck between two stops is split at its middle")
    func neckSplitsAtItsMiddle() {
        let geometry = Self.secondOpen()
        // The necks' middles: 34 + 2, 132 + 2, 170 + 2.
        #expect(geometry.stop(at: 35.9) == 0)
        #expect(geometry.stop(at: 36.1) == 1)
        #expect(geometry.stop(at: 133.9) == 1)
        #expect(geometry.stop(at: 134.1) == 2)
        #expect(geometry.stop(at: 171.9) == 2)
        #expect(geometry.stop(at: 172.1) == 3)
    }

    @Test("The middle of a neck itself belongs to the stop after it")
    func neckMiddleBelongsToTheNextStop() {
        #expect(Self.secondOpen().stop(at: 36) == 1)
    }

    @Test("A point past the last stop falls on it, and one before the first on the first")
    func pointsOutsideTheTrail() {
        let geometry = Self.secondOpen()
        #expect(geometry.stop(at: 500) == 3)
        #expect(geometry.stop(at: 210) == 3)
        #expect(geometry.stop(at: -20) == 0)
    }

    @Test("A trail with no stops puts every point on stop 0")
    func noStops() {
        let metrics = StepTrailMetrics(titleWidths: [], style: StepTrailStyle(theme: Theme()), textScale: 1,
                                       titled: false, rtl: false, gap: StepTrail.gap)
        let geometry = StepTrailGeometry(metrics: metrics, openness: [])
        #expect(geometry.stop(at: 10) == 0)
        #expect(geometry.edge(at: 1, trailing: true) == 0)
    }
}
