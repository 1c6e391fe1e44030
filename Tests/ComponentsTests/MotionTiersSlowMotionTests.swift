import Geometry
import Gestures
import Motion
import Raster
import Testing
import Typeset
@testable import Components

@Suite("Motion tiers: slow motion")
struct MotionTiersSlowMotionTests {
    @Test("Keys 1–4 play the whole screen at 1×, 0.5×, 0.25× and 0.1×, and the state says so", arguments: [1, 2, 3, 4])
    func keysSetTheSpeed(digit: Int) {
        let tiers = MotionTiers()
        let character = Character(String(digit))
        #expect(tiers.handleKey(KeyEvent(.character(character), time: .milliseconds(10))))
        #expect(tiers.state(at: 1)["speed"]?.number == PlaybackClock.speeds[digit - 1])
    }

    @Test("At 0.25× a fired puck is where it would be at 1× after a quarter of the time")
    func slowMotionSlowsThePucks() {
        let normal = MotionTiers(), slow = MotionTiers()
        _ = slow.handleKey(KeyEvent(.character("3"), time: .milliseconds(0)))
        normal.fire(at: 0)
        slow.fire(at: 0)
        for real in [0.05, 0.1, 0.2, 0.4] {
            let a = normal.motion.lanes[2].position(at: real / 4)
            let b = slow.motion.lanes[2].position(at: slow.clock.local(at: real))
            #expect(abs(a - b) < 1e-9, "at \(real) s")
        }
        // And it is still moving when the real-time puck has long landed.
        #expect(slow.isAnimating(at: 1.2))
        #expect(!normal.isAnimating(at: 10) && !slow.isAnimating(at: 40))
    }

    @Test("Changing the speed mid-flight moves nothing on that frame: the screen's clock runs on")
    func speedChangeIsContinuous() {
        let tiers = MotionTiers()
        tiers.fire(at: 0)
        let before = tiers.motion.lanes[3].position(at: tiers.clock.local(at: 0.1))
        _ = tiers.handleKey(KeyEvent(.character("4"), time: .milliseconds(100)))
        let after = tiers.motion.lanes[3].position(at: tiers.clock.local(at: 0.1))
        #expect(before == after)
        #expect(abs(tiers.clock.local(at: 1.1) - 0.2) < 1e-9, "a real second later, a tenth of one has passed")
    }
}

@Suite("Motion tiers: the speed picker")
struct MotionTiersSpeedPickerTests {
    @Test("Clicking a segment of the speed picker plays the screen at its speed; a key picks the segment too")
    func pickerSetsTheSpeed() throws {
        let tiers = MotionTiers()
        tiers.layout(in: Rect(0, 0, 1280, 900), theme: Theme(), text: try TextEngine().typesetter(.standard))
        let router = GestureRouter()
        let rects = tiers.motion.speedPicker.restingRects
        #expect(rects.count == 4)
        let tenth = Point(rects[3].midX, rects[3].midY)
        router.handle(.down(.mouse, at: tenth, time: .milliseconds(0)), candidates: tiers.recognizers(at: tenth))
        #expect(tiers.clock.speed == 1, "nothing changes while held")
        router.handle(.up(.mouse, at: tenth, time: .milliseconds(80)))
        #expect(tiers.clock.speed == 0.1)
        #expect(tiers.motion.speedPicker.selection == 3)
        _ = tiers.handleKey(KeyEvent(.character("2"), time: .milliseconds(200)))
        #expect(tiers.motion.speedPicker.selection == 1 && tiers.clock.speed == 0.5)
    }

    @Test("The segments read 1×, 0.5×, 0.25× and 0.1×")
    func labels() {
        #expect(PlaybackClock.speeds.map(TiersMotion.speedLabel) == ["1×", "0.5×", "0.25×", "0.1×"])
    }
}
