import Testing
@testable import Gestures

@Suite("Tap and double tap")
struct TapTests {
    @Test("A tap alone fires when the finger lifts")
    func tapAloneFiresAtLift() {
        let h = GestureHarness()
        let tap = TapRecognizer()
        h.logTaps(tap)
        h.down(at: [10, 10], ms: 0, on: [tap])
        h.up(at: [12, 11], ms: 80)
        #expect(h.log == ["tap (12,11) @80"])
    }

    @Test("A tap competing with a double tap waits for it to fail: touch-up + 0.35 s")
    func tapWaitsForDoubleTapToFail() {
        let h = GestureHarness()
        let tap = TapRecognizer()
        let doubleTap = DoubleTapRecognizer()
        h.logTaps(tap)
        h.logDoubleTaps(doubleTap)
        h.down(at: [10, 10], ms: 0, on: [doubleTap, tap])
        h.up(at: [10, 10], ms: 100)
        #expect(h.log.isEmpty)
        #expect(h.router.nextDeadline == .milliseconds(450))
        h.advance(to: 449)
        #expect(h.log.isEmpty)
        h.advance(to: 1000)
        #expect(h.log == ["tap (10,10) @450"])
        #expect(h.router.nextDeadline == nil)
    }

    @Test("The tap still waits when it is listed before the double tap")
    func tapWaitsWhateverTheCandidateOrder() {
        let h = GestureHarness()
        let tap = TapRecognizer()
        let doubleTap = DoubleTapRecognizer()
        h.logTaps(tap)
        h.logDoubleTaps(doubleTap)
        h.down(at: [10, 10], ms: 0, on: [tap, doubleTap])
        h.up(at: [10, 10], ms: 60)
        h.advance(to: 2000)
        #expect(h.log == ["tap (10,10) @410"])
    }

    @Test("A second tap in time is a double tap, and the single tap never fires")
    func doubleTapWinsAndSingleTapNeverFires() {
        let h = GestureHarness()
        let tap = TapRecognizer()
        let doubleTap = DoubleTapRecognizer()
        h.logTaps(tap)
        h.logDoubleTaps(doubleTap)
        h.down(at: [10, 10], ms: 0, on: [doubleTap, tap])
        h.up(at: [10, 10], ms: 80)
        h.down(at: [14, 12], ms: 400, on: [doubleTap, tap])  // 320 ms after the lift: in time
        h.up(at: [14, 12], ms: 470)
        h.advance(to: 3000)
        #expect(h.log == ["double (14,12) @470"])
    }

    @Test("A second press after 0.35 s is two single taps")
    func secondPressTooLateIsTwoTaps() {
        let h = GestureHarness()
        let tap = TapRecognizer()
        let doubleTap = DoubleTapRecognizer()
        h.logTaps(tap)
        h.logDoubleTaps(doubleTap)
        h.down(at: [10, 10], ms: 0, on: [doubleTap, tap])
        h.up(at: [10, 10], ms: 80)
        h.down(at: [10, 10], ms: 431, on: [doubleTap, tap])  // the first tap fired at 430
        h.up(at: [10, 10], ms: 500)
        h.advance(to: 3000)
        #expect(h.log == ["tap (10,10) @430", "tap (10,10) @850"])
    }

    @Test("A second press more than 45 pt away ends the wait at once")
    func distantSecondPressEndsTheWait() {
        let h = GestureHarness()
        let tap = TapRecognizer()
        let doubleTap = DoubleTapRecognizer()
        h.logTaps(tap)
        h.logDoubleTaps(doubleTap)
        h.down(at: [10, 10], ms: 0, on: [doubleTap, tap])
        h.up(at: [10, 10], ms: 80)
        h.down(at: [100, 10], ms: 200, on: [doubleTap, tap])
        #expect(h.log == ["tap (10,10) @200"])
        h.up(at: [100, 10], ms: 260)
        h.advance(to: 3000)
        #expect(h.log == ["tap (10,10) @200", "tap (100,10) @610"])
    }

    @Test("Moving more than 45 pt cancels a tap; 45 pt is still a tap")
    func distanceCancelsTap() {
        let h = GestureHarness()
        let tap = TapRecognizer()
        h.logTaps(tap)
        h.down(at: [0, 0], ms: 0, on: [tap])
        h.move(to: [46, 0], ms: 30)
        h.move(to: [0, 0], ms: 60)
        h.up(at: [0, 0], ms: 90)
        #expect(h.log.isEmpty)

        h.down(at: [0, 0], ms: 200, on: [tap])
        h.move(to: [27, 36], ms: 230)  // exactly 45 pt away
        h.up(at: [27, 36], ms: 260)
        #expect(h.log == ["tap (27,36) @260"])
    }

    @Test("Moving more than 45 pt during the second press cancels the double tap")
    func distanceCancelsDoubleTap() {
        let h = GestureHarness()
        let doubleTap = DoubleTapRecognizer()
        h.logDoubleTaps(doubleTap)
        h.down(at: [10, 10], ms: 0, on: [doubleTap])
        h.up(at: [10, 10], ms: 50)
        h.down(at: [10, 10], ms: 150, on: [doubleTap])
        h.move(to: [10, 60], ms: 180)
        h.up(at: [10, 60], ms: 200)
        h.advance(to: 2000)
        #expect(h.log.isEmpty)
    }

    @Test("A mouse double click reuses pointer id 0 and still double-taps")
    func mouseDoubleClick() {
        let h = GestureHarness()
        let tap = TapRecognizer()
        let doubleTap = DoubleTapRecognizer()
        h.logTaps(tap)
        h.logDoubleTaps(doubleTap)
        h.down(.mouse, at: [300, 200], ms: 0, on: [doubleTap, tap])
        h.up(.mouse, at: [300, 200], ms: 90)
        h.down(.mouse, at: [301, 200], ms: 250, on: [doubleTap, tap])
        h.up(.mouse, at: [301, 200], ms: 330)
        h.advance(to: 2000)
        #expect(h.log == ["double (301,200) @330"])
    }

    @Test("A right click does not tap")
    func secondaryButtonDoesNotTap() {
        let h = GestureHarness()
        let tap = TapRecognizer()
        h.logTaps(tap)
        h.down(.mouse, at: [5, 5], ms: 0, on: [tap], buttons: .secondary)
        h.up(.mouse, at: [5, 5], ms: 50)
        #expect(h.log.isEmpty)
        h.down(.mouse, at: [5, 5], ms: 100, on: [tap])
        h.up(.mouse, at: [5, 5], ms: 150)
        #expect(h.log == ["tap (5,5) @150"])
    }

    @Test("A cancelled touch taps nothing, and the double tap's timer is gone")
    func cancelledTouchTapsNothing() {
        let h = GestureHarness()
        let tap = TapRecognizer()
        let doubleTap = DoubleTapRecognizer()
        h.logTaps(tap)
        h.logDoubleTaps(doubleTap)
        h.down(at: [10, 10], ms: 0, on: [doubleTap, tap])
        h.cancel(ms: 50)
        #expect(h.router.nextDeadline == nil)
        h.advance(to: 2000)
        #expect(h.log.isEmpty)
        // Both recognizers are ready again afterwards.
        h.down(at: [10, 10], ms: 2100, on: [doubleTap, tap])
        h.up(at: [10, 10], ms: 2150)
        h.advance(to: 3000)
        #expect(h.log == ["tap (10,10) @2500"])
    }
}
