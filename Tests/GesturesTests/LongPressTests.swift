import Testing
@testable import Gestures

@Suite("Long press")
struct LongPressTests {
    /// The Range Lens's press: 0.28 s held within 8 pt.
    func lensPress() -> LongPressRecognizer {
        LongPressRecognizer(minimumDuration: .milliseconds(280), allowableMovement: 8)
    }

    @Test("A long press begins at 0.28 s when the finger strays 8 pt or less")
    func longPressBeginsAt280Milliseconds() {
        let h = GestureHarness()
        let press = lensPress()
        h.logPress(press)
        h.down(at: [100, 100], ms: 0, on: [press])
        h.move(to: [106, 104], ms: 100)  // 7.2 pt
        h.advance(to: 279)
        #expect(h.log.isEmpty)
        h.advance(to: 280)
        #expect(h.log == ["press began (106,104) @280"])
    }

    @Test("Exactly 8 pt of movement still begins")
    func eightPointsIsAllowed() {
        let h = GestureHarness()
        let press = lensPress()
        h.logPress(press)
        h.down(at: [100, 100], ms: 0, on: [press])
        h.move(to: [108, 100], ms: 100)
        h.advance(to: 500)
        #expect(h.log == ["press began (108,100) @280"])
    }

    @Test("More than 8 pt before 0.28 s makes the long press fail")
    func longPressFailsWithMoreMovement() {
        let h = GestureHarness()
        let press = lensPress()
        h.logPress(press)
        h.down(at: [100, 100], ms: 0, on: [press])
        h.move(to: [108.1, 100], ms: 100)
        h.move(to: [100, 100], ms: 150)  // coming back does not revive it
        h.advance(to: 1000)
        h.up(at: [100, 100], ms: 1100)
        #expect(h.log.isEmpty)
        #expect(h.router.nextDeadline == nil)
    }

    @Test("Once begun, the press carries on as a drag with free movement")
    func longPressCarriesOnAsDrag() {
        let h = GestureHarness()
        let press = lensPress()
        h.logPress(press)
        var ended: DragValue?
        press.onEnded = { ended = $0 }
        h.down(at: [100, 100], ms: 0, on: [press])
        h.advance(to: 300)
        h.move(to: [140, 100], ms: 316)
        h.move(to: [180, 100], ms: 332)
        h.up(at: [180, 100], ms: 340)
        #expect(h.log == ["press began (100,100) @280", "press changed (40,0) @316", "press changed (80,0) @332"])
        #expect(ended?.translation == [80, 0])
        // The Range Lens's rule: first to last since the press began, (100 @280) to (180 @332).
        #expect(abs((ended?.velocity.x ?? 0) - 80 / 0.052) < 1e-6)
    }

    @Test("A released press keeps only its six newest positions, and rest zeroes its velocity")
    func pressVelocityUsesSixNewestPositions() {
        let h = GestureHarness()
        let press = lensPress()
        var velocities: [Double] = []
        press.onEnded = { velocities.append($0.velocity.x) }
        h.down(at: [0, 0], ms: 0, on: [press])
        h.advance(to: 280)
        for step in 1...7 {  // 100 pt/s for a while, then 1000 pt/s for the last step
            h.move(to: [Double(step < 7 ? step : 15), 0], ms: 280 + step * 10)
        }
        h.up(at: [15, 0], ms: 359)
        // Kept: x = 2, 3, 4, 5, 6 and 15 at 300...350 ms: 13 pt over 50 ms.
        #expect(velocities.count == 1 && abs(velocities[0] - 260) < 1e-6)

        h.down(at: [0, 0], ms: 1000, on: [press])
        h.advance(to: 1280)
        h.move(to: [40, 0], ms: 1300)
        h.up(at: [40, 0], ms: 1380)  // rested 80 ms
        #expect(velocities.count == 2 && velocities[1] == 0)
    }

    @Test("Lifting before the duration is no press at all")
    func liftBeforeDurationIsNoPress() {
        let h = GestureHarness()
        let press = lensPress()
        h.logPress(press)
        h.down(at: [100, 100], ms: 0, on: [press])
        h.up(at: [100, 100], ms: 279)
        h.advance(to: 1000)
        #expect(h.log.isEmpty)
    }

    @Test("UIKit's defaults are 0.5 s and 10 pt")
    func uiKitDefaults() {
        let h = GestureHarness()
        let press = LongPressRecognizer()
        h.logPress(press)
        h.down(at: [0, 0], ms: 0, on: [press])
        h.move(to: [10, 0], ms: 200)
        h.advance(to: 499)
        #expect(h.log.isEmpty)
        h.advance(to: 500)
        #expect(h.log == ["press began (10,0) @500"])
    }

    @Test("A press cancelled after it began reports cancelled, not ended")
    func cancelledPressReportsCancelled() {
        let h = GestureHarness()
        let press = lensPress()
        h.logPress(press)
        h.down(at: [100, 100], ms: 0, on: [press])
        h.advance(to: 290)
        h.cancel(ms: 400)
        h.advance(to: 1000)
        #expect(h.log == ["press began (100,100) @280", "press cancelled @400"])
    }
}
