import Geometry
import Gestures
import Motion
import Raster
import Testing
import Typeset
@testable import Components

@Suite("Motion tiers: retargeting mid-flight")
struct MotionTiersRetargetTests {
    @Test("A lane clicked while its puck moves turns it for the other end with no kink: position and velocity run on",
          arguments: Tier.allCases)
    func retargetIsContinuous(tier: Tier) {
        let track = 594.0
        var lane = TierLane(tier: tier)
        lane.fire(on: tier.spring, at: 0)
        let switchTime = tier.spring.duration * 0.3
        // The motion as it was, and as it is once turned, both read at the instant of the click.
        let flying = lane.trace.current
        lane.fire(on: tier.spring, at: switchTime)
        let turned = lane.trace.current
        #expect(lane.target == 0, "turned for home")
        let step = abs(turned.value(at: switchTime) - flying.value(at: switchTime)) * track
        #expect(step < 0.5, "step \(step) px")
        let before = flying.velocity(at: switchTime), after = turned.velocity(at: switchTime)
        #expect(abs(after - before) / max(abs(before), 1e-9) < 0.01, "velocity \(before) → \(after)")
        // A frame either side, the curve bends smoothly: no corner at the click.
        let frame = 1.0 / 60
        let slopeIn = (flying.value(at: switchTime) - flying.value(at: switchTime - frame)) / frame
        let slopeOut = (turned.value(at: switchTime + frame / 100) - turned.value(at: switchTime)) / (frame / 100)
        #expect(abs(slopeOut - before) / max(abs(before), 1e-9) < 0.02, "slope in \(slopeIn), out \(slopeOut)")
        #expect(abs(lane.position(at: 10)) < 1e-6, "and it lands home")
    }
}
