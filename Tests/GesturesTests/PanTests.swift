import Testing
@testable import Gestures

@Suite("Pan")
struct PanTests {
    @Test("A pan begins only once the finger is 10 pt away along an axis")
    func panBeginsAfterTenPoints() {
        let h = GestureHarness()
        let pan = PanRecognizer()
        h.logPan(pan)
        h.down(at: [100, 100], ms: 0, on: [pan])
        h.move(to: [103, 100], ms: 16)
        h.move(to: [106, 107], ms: 32)  // 9.2 pt away, but under 10 on each axis
        h.move(to: [109.9, 109.9], ms: 48)
        #expect(h.log.isEmpty)
        h.move(to: [110, 104], ms: 64)
        #expect(h.log == ["pan began (0,0) @64"])
        h.move(to: [125, 104], ms: 80)
        #expect(h.log.last == "pan changed (15,0) @80")
    }

    @Test("On begin the translation leaves out the hysteresis on each axis, as UIKit's does")
    func translationLeavesOutHysteresis() {
        let h = GestureHarness()
        let pan = PanRecognizer()
        h.logPan(pan)
        h.down(at: [0, 0], ms: 0, on: [pan])
        h.move(to: [-16, 4], ms: 16)
        h.move(to: [-20, 30], ms: 32)
        h.up(at: [-20, 30], ms: 40)
        #expect(h.log == ["pan began (-6,0) @16", "pan changed (-10,26) @32", "pan ended (-10,26) @40"])
    }

    @Test("A horizontal-only pan begins for a sideways drag")
    func horizontalPanBeginsSideways() {
        let h = GestureHarness()
        let pan = PanRecognizer(axis: .horizontal)
        h.logPan(pan)
        h.down(at: [100, 100], ms: 0, on: [pan])
        h.move(to: [105, 102], ms: 16)
        h.move(to: [112, 105], ms: 32)
        #expect(h.log == ["pan began (2,0) @32"])
    }

    @Test("A vertical swipe skips a horizontal-only pan and goes to the page underneath")
    func verticalSwipeGoesToThePage() {
        let h = GestureHarness()
        let strip = PanRecognizer(axis: .horizontal)
        let page = PanRecognizer(axis: .vertical)
        h.logPan(strip, as: "strip")
        h.logPan(page, as: "page")
        h.down(at: [100, 100], ms: 0, on: [strip, page])
        h.move(to: [103, 106], ms: 16)
        h.move(to: [106, 114], ms: 32)
        h.move(to: [107, 140], ms: 48)
        h.up(at: [107, 140], ms: 60)
        #expect(h.log == ["page began (0,4) @32", "page changed (1,30) @48", "page ended (1,30) @60"])
    }

    @Test("The direction test reads velocity, not the path so far")
    func directionComesFromVelocity() {
        let h = GestureHarness()
        let pan = PanRecognizer(axis: .horizontal)
        h.logPan(pan)
        h.down(at: [0, 0], ms: 0, on: [pan])
        h.move(to: [0, 9], ms: 100)  // a slow drift down...
        h.move(to: [10, 9], ms: 108)  // ...then a quick sideways flick crosses 10 pt along x
        // Intervals: (0, 90) then (1250, 0) pt/s; 0.2·newest + 0.8·previous = (250, 72): sideways wins.
        #expect(h.log == ["pan began (0,0) @108"])
    }

    @Test("A pan alone under the finger still waits for its hysteresis")
    func loneWinnerStillWaits() {
        let h = GestureHarness()
        let pan = PanRecognizer()
        h.logPan(pan)
        h.down(at: [0, 0], ms: 0, on: [pan])
        h.move(to: [5, 0], ms: 16)
        h.up(at: [5, 0], ms: 32)
        #expect(h.log.isEmpty)
    }

    @Test("A pan ends with UIKit's velocity: 0.2 of the newest interval, 0.8 of the one before")
    func panEndsWithUIKitVelocity() {
        let h = GestureHarness()
        let pan = PanRecognizer()
        var ended: DragValue?
        pan.onEnded = { ended = $0 }
        h.down(at: [0, 0], ms: 0, on: [pan])
        h.move(to: [20, 0], ms: 20)
        h.move(to: [30, 0], ms: 40)  // 500 pt/s
        h.move(to: [50, 10], ms: 50)  // 2000, 1000 pt/s
        h.up(at: [50, 10], ms: 50)
        #expect(abs((ended?.velocity.x ?? 0) - (0.2 * 2000 + 0.8 * 500)) < 1e-9)
        #expect(abs((ended?.velocity.y ?? 0) - (0.2 * 1000 + 0.8 * 0)) < 1e-9)
    }

    @Test("A pan released after resting reports no velocity")
    func restingReleaseHasNoVelocity() {
        let h = GestureHarness()
        let pan = PanRecognizer()
        var ended: DragValue?
        pan.onEnded = { ended = $0 }
        h.down(at: [0, 0], ms: 0, on: [pan])
        h.move(to: [20, 0], ms: 16)
        h.move(to: [40, 0], ms: 32)
        h.up(at: [40, 0], ms: 300)
        #expect(ended?.velocity == .zero)
    }

    @Test("A disabled pan ignores new pointers")
    func disabledPanIgnoresPointers() {
        let h = GestureHarness()
        let pan = PanRecognizer()
        h.logPan(pan)
        pan.isEnabled = false
        h.down(at: [0, 0], ms: 0, on: [pan])
        h.move(to: [40, 0], ms: 16)
        h.up(at: [40, 0], ms: 32)
        #expect(h.log.isEmpty)
    }
}
