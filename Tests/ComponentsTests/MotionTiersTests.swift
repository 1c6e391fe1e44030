import Geometry
import Gestures
import Motion
import Raster
import Testing
import Typeset
@testable import Components

@Suite("Motion tiers")
struct MotionTiersTests {
    @Test("Measured overshoot and settle match the reference table for every tier")
    func measurements() {
        let expected: [Tier: (overshoot: Double, settle: Double)] = [
            .tight: (0, 0.15), .responsive: (0.028, 0.34), .elastic: (0.084, 0.42),
            .expressive: (0.148, 0.67), .calm: (0.015, 0.51),
        ]
        for tier in Tier.allCases {
            let measured = SpringMeasurement(tier.spring)
            let quoted = expected[tier]!
            #expect(abs(measured.overshoot - quoted.overshoot) < 0.002, "\(tier) overshoot \(measured.overshoot)")
            #expect(abs(measured.settle - quoted.settle) < 0.01, "\(tier) settle \(measured.settle)")
            #expect((measured.peakTime == nil) == (tier == .tight))
        }
    }

    @Test("The motion trace remembers the past as it was, after later changes")
    func traceKeepsThePast() {
        var animator = Animator(0.0)
        var trace = MotionTrace(animator)
        animator.animate(to: 1, with: .spring(.tight), at: 1)
        trace.record(animator, at: 1)
        let midway = trace.value(at: 1.05)
        animator.animate(to: 0, with: .spring(.tight), at: 2)
        trace.record(animator, at: 2)
        #expect(trace.value(at: 1.05) == midway)
        #expect(trace.value(at: 0.5) == 0)
        #expect(trace.value(at: 1.9) == 1)
        #expect(trace.value(at: 5) == 0)
    }

    @Test("Firing sends every puck, the custom one too, to the far end on its own spring, and back on the next fire")
    func fire() {
        let tiers = MotionTiers()
        tiers.fire(at: 0)
        #expect(tiers.motion.lanes.allSatisfy { $0.target == 1 })
        #expect(tiers.motion.lanes.map { $0.position(at: 3) } == [1, 1, 1, 1, 1, 1])
        #expect(tiers.motion.lanes[3].position(at: 0.3) > tiers.motion.lanes[4].position(at: 0.3) || tiers.motion.lanes[3].position(at: 0.5) > 1.05)
        tiers.fire(at: 3)
        #expect(tiers.motion.lanes.map { $0.position(at: 6) } == [0, 0, 0, 0, 0, 0])
        #expect(tiers.model.fireCount == 2)
    }

    @Test("Under Reduce Motion every lane moves without overshoot")
    func reduceMotion() {
        let tiers = MotionTiers(theme: Theme(reduceMotion: true))
        tiers.fire(at: 0)
        for step in 0...200 {
            for lane in tiers.motion.lanes {
                #expect(lane.position(at: Double(step) * 0.005) <= 1 + 1e-9)
            }
        }
    }

    @Test("A flicked puck settles on the end it was thrown towards, at the release speed")
    func flick() {
        var lane = TierLane(tier: .expressive)
        lane.beginDrag(at: 0)
        lane.drag(by: 0.3, trackLength: 400, at: 0.1)
        lane.endDrag(velocity: 4, trackLength: 400, spring: lane.tier!.spring, reduceMotion: false, at: 0.1)
        #expect(lane.target == 1)
        #expect(abs(lane.trace.current.velocity(at: 0.1) - 4) < 0.5)
        #expect(lane.position(at: 3) == 1)

        var slow = TierLane(tier: .calm)
        slow.beginDrag(at: 0)
        slow.drag(by: 0.2, trackLength: 400, at: 0.1)
        slow.endDrag(velocity: 0, trackLength: 400, spring: slow.tier!.spring, reduceMotion: false, at: 0.1)
        #expect(slow.target == 0)
    }

    @Test("Dragging past the end of the track meets rubber-band resistance")
    func rubberBandPastTheEnd() {
        var lane = TierLane(tier: .elastic)
        lane.beginDrag(at: 0)
        lane.drag(by: 2, trackLength: 400, at: 0.1)
        let shown = lane.position(at: 0.1)
        #expect(shown > 1 && shown < 1 + TierLane.bandLimit / 400)
    }

    @Test("A 100 pt pull past the end moves the puck by the seeds' band: 18.6 pt, under the 28 pt limit")
    func rubberBandInPoints() {
        var lane = TierLane(tier: .elastic)
        lane.beginDrag(at: 0)
        lane.drag(by: 1 + 100.0 / 594, trackLength: 594, at: 0.1)
        let past = (lane.position(at: 0.1) - 1) * 594
        // (1 − 1/(100·0.55/28 + 1))·28
        #expect(abs(past - 18.55) < 0.05, "moved \(past) pt")
    }

    @Test("Let go a third of the way at 0.9 tracks a second, the puck coasts with the seeds' momentum and comes home")
    func flickProjectsWithSeedsMomentum() {
        var lane = TierLane(tier: .responsive)
        lane.beginDrag(at: 0)
        lane.drag(by: 1.0 / 3, trackLength: 594, at: 0.1)
        lane.endDrag(velocity: 0.9, trackLength: 594, spring: lane.tier!.spring, reduceMotion: false, at: 0.1)
        #expect(lane.target == 0, "0.333 + 0.9 × 0.099 = 0.42 lands nearer home")
        var hard = TierLane(tier: .responsive)
        hard.beginDrag(at: 0)
        hard.drag(by: 1.0 / 3, trackLength: 594, at: 0.1)
        hard.endDrag(velocity: 2, trackLength: 594, spring: hard.tier!.spring, reduceMotion: false, at: 0.1)
        #expect(hard.target == 1, "0.333 + 2 × 0.099 = 0.53 goes on")
    }

    @Test("Every tile plays its example, and the examples come to rest once the ambient loop is stopped")
    func tilesPlay() {
        let tiers = MotionTiers()
        for tile in MotionTiersModel.tiles {
            tiers.playTile(tile, at: 1)
        }
        #expect(tiers.model.plays.allSatisfy { $0 == 1 })
        #expect(tiers.isAnimating(at: 1.1))
        #expect(tiers.isAnimating(at: 10), "the ambient loop still breathes")
        tiers.playTile(.role(.ambient), at: 10)
        #expect(!tiers.isAnimating(at: 13))
    }

    @Test("Shake and pop play on their keyframes")
    func keyframes() throws {
        var error = LabExample(role: .error)
        error.play(at: 0, reduceMotion: false)
        #expect(abs(error.keyframes.value(at: 0.06) + 8) < 1e-6)
        var success = LabExample(role: .success)
        #expect(success.keyframes.value(at: 0) == 1)
        success.play(at: 0, reduceMotion: false)
        #expect(success.keyframes.value(at: 0.08) < 1)
        #expect(success.keyframes.value(at: 0.22) > 1)
        var still = LabExample(role: .error)
        still.play(at: 0, reduceMotion: true)
        #expect(still.keyframes.value(at: 0.06) == 0)
    }

    @Test("R toggles Reduce Motion and Space fires, from the keyboard")
    func keys() {
        let tiers = MotionTiers()
        #expect(tiers.handleKey(KeyEvent(.character("r"), time: .milliseconds(10))))
        #expect(tiers.model.reduceMotion)
        #expect(tiers.handleKey(KeyEvent(.space, time: .milliseconds(20))))
        #expect(tiers.model.fireCount == 1)
        #expect(!tiers.handleKey(KeyEvent(.pageUp, time: .milliseconds(30))))
    }

    @Test("Lanes, role tiles and the switch are hit where they are drawn")
    func hitTesting() throws {
        let tiers = MotionTiers()
        tiers.layout(in: Rect(0, 0, 1200, 760), theme: Theme(), text: try TextEngine().typesetter(.standard))
        let lane = tiers.layout.lanes[1].row
        #expect(tiers.recognizers(at: Point(x: lane.midX, y: lane.midY)).count == 2)
        let tile = tiers.layout.roleTiles[0]
        #expect(tiers.recognizers(at: Point(x: tile.midX, y: tile.midY)).count == 1)
        #expect(tiers.recognizers(at: Point(x: 5, y: 5)).isEmpty)
    }
}

@Suite("Motion tiers, right to left")
struct MotionTiersRightToLeftTests {
    @Test("Right to left, labels lead from the right edge and pucks start at the right end")
    func mirrored() throws {
        let tiers = MotionTiers()
        let frame = Rect(0, 0, 1200, 760)
        tiers.layout(in: frame, theme: Theme(rightToLeft: true), text: try TextEngine().typesetter(.standard))
        let lane = tiers.layout.lanes[0]
        #expect(lane.label.maxX == frame.maxX - TiersLayout.padding)
        #expect(lane.plot.minX == frame.minX + TiersLayout.padding)
        #expect(lane.puckCenter(0, rightToLeft: true).x > lane.puckCenter(1, rightToLeft: true).x)
        #expect(tiers.trackTravel(0) < 0, "a drag to the left moves the puck forward")
    }
}
