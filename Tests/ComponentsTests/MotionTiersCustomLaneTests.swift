import Geometry
import Gestures
import JSONText
import Motion
import Testing
import Typeset
@testable import Components

/// The custom lane: a spring of your own on two wheels, live under the finger.
@Suite("Motion tiers: the custom lane")
struct MotionTiersCustomLaneTests {
    static func lab(_ custom: CustomSpring = .opening) throws -> MotionTiers {
        let tiers = MotionTiers(custom: custom)
        tiers.layout(in: Rect(0, 0, 1232, 1000), theme: Theme(), text: try TextEngine().typesetter(.standard))
        return tiers
    }

    @Test("The lab opens the custom lane on the spring it is given, with its figures measured")
    func opensOnTheGivenSpring() throws {
        let spring = try CustomSpring(parsing: "0.6,0.5")
        let tiers = try Self.lab(spring)
        #expect(tiers.model.custom == spring)
        #expect(tiers.model.customMeasurement == SpringMeasurement(Spring(duration: 0.6, bounce: 0.5)))
        #expect(tiers.durationWheel.title == "0.60 s" && tiers.bounceWheel.title == "0.50")
    }

    @Test("Dragging the duration wheel retunes the spring as each value passes, before the finger lifts")
    func durationWheelRetunesLive() throws {
        let tiers = try Self.lab()
        let router = GestureRouter()
        let strip = tiers.durationWheel.strip
        let start = Point(strip.midX, strip.midY)
        router.handle(.down(.touch(1), at: start, time: .milliseconds(0)), candidates: tiers.recognizers(at: start))
        var seen: Set<Int> = []
        for step in 1...8 {
            router.handle(.move(.touch(1), to: Point(start.x - Double(step) * 16, start.y), time: .milliseconds(step * 16)))
            seen.insert(tiers.model.custom.durationHundredths)
        }
        // Half a slot per step: two slots in, the spring is already 0.44 s.
        #expect(tiers.model.custom.durationHundredths == 44, "\(tiers.model.custom)")
        #expect(seen.count > 1, "the figure changed while the finger was still down")
        #expect(tiers.curves[MotionTiersModel.customLane].spring == Spring(duration: 0.44, bounce: 0.38))
        #expect(tiers.model.customMeasurement == SpringMeasurement(Spring(duration: 0.44, bounce: 0.38)))
    }

    @Test("A wheel notch over the bounce wheel moves the bounce by one hundredth")
    func bounceNotch() throws {
        let tiers = try Self.lab()
        let strip = tiers.bounceWheel.strip
        let handled = tiers.handleWheel(WheelEvent(at: strip.center, delta: Point(0, -1), time: .milliseconds(10)))
        #expect(handled)
        #expect(tiers.model.custom.bounceHundredths == 39)
    }

    @Test("The arrows turn the wheel last touched")
    func arrowsTurnTheActiveWheel() throws {
        let tiers = try Self.lab()
        #expect(tiers.handleKey(KeyEvent(.right, time: .milliseconds(10))))
        #expect(tiers.model.custom.durationHundredths == 43)
        _ = tiers.handleWheel(WheelEvent(at: tiers.bounceWheel.strip.center, delta: Point(0, 1), time: .milliseconds(20)))
        #expect(tiers.handleKey(KeyEvent(.left, time: .milliseconds(30))))
        #expect(tiers.model.custom.bounceHundredths == 36)
    }

    @Test("Firing plays the custom lane beside the tiers, on its own spring")
    func customFiresWithTheTiers() throws {
        let tiers = try Self.lab(try CustomSpring(parsing: "1.00,0.90"))
        tiers.fire(at: 0)
        let lane = tiers.motion.lanes[MotionTiersModel.customLane]
        #expect(lane.target == 1)
        // The slow, bouncy spring is still swinging after a second; the tiers have landed.
        #expect(abs(lane.position(at: 1.2) - 1) > 0.05)
        #expect(tiers.motion.lanes[0].position(at: 1.2) == 1)
    }

    @Test("The state dump gives the custom spring's figures, its SwiftUI line and the wheels' rectangles")
    func stateGivesTheCustomFigures() throws {
        let tiers = try Self.lab(try CustomSpring(parsing: "0.3,-0.2"))
        let state = tiers.state(at: 0)
        let custom = try #require(state["custom"])
        let measured = SpringMeasurement(Spring(duration: 0.3, bounce: -0.2))
        #expect(custom["duration"]?.number == 0.3 && custom["bounce"]?.number == -0.2)
        #expect(custom["overshoot"]?.number == measured.overshoot)
        #expect(custom["t90"]?.number == measured.t90 && custom["settle"]?.number == measured.settle)
        #expect(custom["swiftUI"]?.string == ".spring(duration: 0.30, bounce: -0.20)")
        let wheels = try #require(state["wheels"]?.array)
        #expect(wheels.count == 2)
        #expect(wheels[0].array?.compactMap(\.number) == tiers.durationWheel.strip.stateJSON.array?.compactMap(\.number))
    }

    @Test("Under Reduce Motion the custom lane plays the still substitute, as every lane does")
    func reduceMotionSubstitutes() throws {
        let tiers = try Self.lab()
        tiers.setReduceMotion(true, at: 0)
        #expect(tiers.model.spring(ofLane: MotionTiersModel.customLane) == MotionLanguage.stillSpring)
        #expect(tiers.model.measurement(ofLane: MotionTiersModel.customLane) == SpringMeasurement(Tier.elastic.spring))
    }

    @Test("An idle reset spins the wheels back to the spring the lab opened on")
    func idleResetReturnsTheWheels() throws {
        let tiers = try Self.lab()
        _ = tiers.handleKey(KeyEvent(.right, time: .milliseconds(10)))
        _ = tiers.handleKey(KeyEvent(.right, time: .milliseconds(400)))
        #expect(tiers.model.custom.durationHundredths == 44)
        tiers.returnToOpening(at: 5)
        #expect(tiers.model.custom == .opening)
    }
}

@Suite("Motion tiers: the wheels' ticks")
struct MotionTiersWheelTickTests {
    @Test("A wheel notch ticks as a Wheel Picker does, and the lab's ticks carry it")
    func wheelNotchTicks() throws {
        let tiers = try MotionTiersCustomLaneTests.lab()
        #expect(tiers.ticks.isEmpty)
        _ = tiers.handleWheel(WheelEvent(at: tiers.durationWheel.strip.center, delta: Point(0, -1), time: .milliseconds(10)))
        #expect(tiers.ticks.count == 1)
    }
}
