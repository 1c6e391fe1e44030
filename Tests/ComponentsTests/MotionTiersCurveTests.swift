import Geometry
import Motion
import Testing
@testable import Components

/// Each lane's curve, whole, and the playhead that runs along it.
@Suite("Motion tiers: curves and playheads")
struct MotionTiersCurveTests {
    @Test("Each lane's curve runs from 0 to its spring's settle time and ends within 1% of the target",
          arguments: Tier.allCases)
    func curveEndsAtTheSettleTime(tier: Tier) {
        let curve = SpringCurve(tier.spring)
        #expect(curve.span == SpringMeasurement(tier.spring).settle)
        #expect(curve.samples.first == 0)
        #expect(abs((curve.samples.last ?? 0) - 1) <= SpringMeasurement.settleBand)
    }

    @Test("The curve's peak is the measured overshoot, and its 90% crossing the measured t90",
          arguments: Tier.allCases)
    func curveMarksAreTheMeasuredFigures(tier: Tier) {
        let curve = SpringCurve(tier.spring)
        #expect(abs(curve.highest - 1 - curve.measurement.overshoot) < 0.002)
        #expect(curve.value(at: curve.measurement.t90) >= 0.9)
        #expect(curve.value(at: curve.measurement.t90 - 0.002) < 0.9)
    }

    @Test("The lab's curves carry the same figures as the state dump and the motion bench")
    func curvesAgreeWithTheMeasurement() {
        let tiers = MotionTiers()
        for (index, tier) in Tier.allCases.enumerated() {
            #expect(tiers.curves[index].measurement == SpringMeasurement(tier.spring))
            #expect(tiers.model.measurement(ofLane: index) == SpringMeasurement(tier.spring))
        }
    }

    @Test("Fired from rest, the playhead rides exactly on the lane's curve")
    func playheadRidesTheCurve() throws {
        let tiers = MotionTiers()
        tiers.fire(at: 1)
        for index in 0..<MotionTiersModel.laneCount {
            let curve = tiers.curves[index]
            for elapsed in stride(from: 0.0, through: curve.span, by: 0.02) {
                let head = try #require(tiers.motion.lanes[index].playhead(at: 1 + elapsed))
                #expect(abs(head.elapsed - elapsed) < 1e-9)
                #expect(abs(head.progress - curve.value(at: elapsed)) < 1e-9, "lane \(index) at \(elapsed)")
            }
        }
    }

    @Test("Fired home again, the playhead climbs the same curve: progress is toward the end it heads for")
    func playheadHomeClimbsTheCurve() throws {
        var lane = TierLane(tier: .elastic)
        lane.fire(on: Tier.elastic.spring, at: 0)
        lane.fire(on: Tier.elastic.spring, at: 3)
        let head = try #require(lane.playhead(at: 3.1))
        #expect(abs(head.progress - SpringCurve(Tier.elastic.spring).value(at: 0.1)) < 1e-9)
    }

    @Test("A retarget mid-flight carries the same playhead on: its time runs on and its path has no step")
    func retargetKeepsThePlayhead() throws {
        var lane = TierLane(tier: .elastic)
        lane.fire(on: Tier.elastic.spring, at: 0)
        let before = try #require(lane.playhead(at: 0.12))
        lane.fire(on: Tier.elastic.spring, at: 0.12)
        let after = try #require(lane.playhead(at: 0.12))
        #expect(after.elapsed == before.elapsed)
        #expect(abs(after.progress - before.progress) < 0.5 / 594, "a step under half a pixel on the track")
        let later = try #require(lane.playhead(at: 0.2))
        #expect(later.elapsed > after.elapsed)
    }

    @Test("No playhead before a lane first moves, nor while a finger holds its puck")
    func noPlayheadAtRestOrHeld() {
        var lane = TierLane(tier: .calm)
        #expect(lane.playhead(at: 1) == nil)
        lane.fire(on: Tier.calm.spring, at: 1)
        #expect(lane.playhead(at: 1.1) != nil)
        lane.beginDrag(at: 2)
        #expect(lane.playhead(at: 2.1) == nil)
    }

    @Test("Under Reduce Motion the curves are the still substitute's, except the press's tight tier")
    func reduceMotionCurves() {
        let tiers = MotionTiers()
        tiers.setReduceMotion(true, at: 0)
        for index in 0..<MotionTiersModel.laneCount {
            let expected = index == 0 ? Tier.tight.spring : MotionLanguage.stillSpring
            #expect(tiers.curves[index].spring == expected, "lane \(index)")
        }
        tiers.setReduceMotion(false, at: 1)
        #expect(tiers.curves[2].spring == Tier.elastic.spring)
    }

    @Test("The lab comes to rest as soon as its pucks do: the curves are still")
    func restsWithThePucks() {
        let tiers = MotionTiers()
        #expect(!tiers.isAnimating(at: 0))
        tiers.fire(at: 0)
        #expect(tiers.isAnimating(at: 0.3))
        let rest = tiers.motion.lanes.map(\.restTime).max() ?? 0
        #expect(!tiers.isAnimating(at: rest + 0.001))
    }

    @Test("A time axis labels four to eight round times from 0")
    func gridTimes() {
        let plot = CurvePlot(area: Rect(0, 0, 300, 100), span: 0.67, lowest: 0, highest: 1.15)
        #expect(plot.gridTimes == [0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001])
        #expect(plot.gridDigits == 1)
        let long = CurvePlot(area: Rect(0, 0, 300, 100), span: 7.4, lowest: 0, highest: 1.7)
        #expect(long.gridTimes.count == 8 && long.gridDigits == 0)
    }
}
