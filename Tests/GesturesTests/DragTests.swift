import Testing
@testable import Gestures

@Suite("Drag")
struct DragTests {
    @Test("A drag with minimum distance 0 begins at touch-down")
    func dragWithMinimumDistanceZeroBeginsAtOnce() {
        let h = GestureHarness()
        let drag = DragRecognizer(minimumDistance: 0)
        h.logDrag(drag)
        h.down(at: [50, 60], ms: 0, on: [drag])
        #expect(h.log == ["drag changed (50,60) @0"])
        h.move(to: [51, 60], ms: 16)
        h.up(at: [51, 60], ms: 32)
        #expect(h.log == ["drag changed (50,60) @0", "drag changed (51,60) @16", "drag ended (51,60) @32"])
    }

    @Test("A drag with minimum distance 0 takes the pointer from a tap")
    func zeroDistanceDragBeatsTap() {
        let h = GestureHarness()
        let drag = DragRecognizer(minimumDistance: 0)
        let tap = TapRecognizer()
        h.logDrag(drag)
        h.logTaps(tap)
        h.down(at: [50, 60], ms: 0, on: [tap, drag])
        h.up(at: [50, 60], ms: 40)
        h.advance(to: 1000)
        #expect(h.log == ["drag changed (50,60) @0", "drag ended (50,60) @40"])
    }

    @Test("SwiftUI's default drag begins 10 pt from the start, with the full translation")
    func defaultDragBeginsAfterTenPoints() {
        let h = GestureHarness()
        let drag = DragRecognizer()
        var values: [DragValue] = []
        drag.onChanged = { values.append($0) }
        h.down(at: [0, 0], ms: 0, on: [drag])
        h.move(to: [6, 7], ms: 16)  // 9.2 pt
        #expect(values.isEmpty)
        h.move(to: [6, 8], ms: 32)  // 10 pt
        #expect(values.map(\.translation) == [[6, 8]])
    }

    @Test("A cancelled drag reports cancelled and leaves nothing behind")
    func cancelledDragLeavesNothingBehind() {
        let h = GestureHarness()
        let drag = DragRecognizer(minimumDistance: 0)
        h.logDrag(drag)
        h.down(at: [50, 60], ms: 0, on: [drag])
        h.move(to: [70, 60], ms: 16)
        h.cancel(ms: 20)
        h.advance(to: 1000)
        #expect(h.log == ["drag changed (50,60) @0", "drag changed (70,60) @16", "drag cancelled @20"])
        #expect(h.router.activeSequences.isEmpty)
        #expect(h.router.nextDeadline == nil)
        // Moves after the cancel go nowhere; a new touch starts a fresh drag.
        h.move(to: [90, 60], ms: 1030)
        h.down(at: [10, 10], ms: 1040, on: [drag])
        #expect(h.log.last == "drag changed (10,10) @1040")
    }

    @Test("A drag held still for 0.3 s reports a hold where the finger rests now")
    func dragHoldFiresAfterStillness() {
        let h = GestureHarness()
        let drag = DragRecognizer(minimumDistance: 0)
        drag.holdDuration = .milliseconds(300)
        h.logDrag(drag)
        drag.onHold = { [unowned h] value in h.record("hold \(format(value.location))") }
        h.down(at: [100, 50], ms: 1000, on: [drag])
        h.move(to: [106, 50], ms: 1100)  // drifts, but stays within 8 pt
        h.advance(to: 1299)
        #expect(!h.log.contains { $0.hasPrefix("hold") })
        h.advance(to: 1400)
        h.up(at: [106, 50], ms: 1500)
        #expect(h.log == [
            "drag changed (100,50) @1000", "drag changed (106,50) @1100", "hold (106,50) @1300",
            "drag ended (106,50) @1500",
        ])
    }

    @Test("Moving more than 8 pt, lifting or cancelling before 0.3 s means no hold")
    func dragHoldNeedsStillness() {
        let h = GestureHarness()
        let drag = DragRecognizer(minimumDistance: 0)
        drag.holdDuration = .milliseconds(300)
        var holds = 0
        drag.onHold = { _ in holds += 1 }
        h.down(at: [100, 50], ms: 0, on: [drag])
        h.move(to: [108.5, 50], ms: 100)
        h.move(to: [100, 50], ms: 150)
        h.advance(to: 1000)
        h.up(at: [100, 50], ms: 1000)
        h.down(at: [100, 50], ms: 2000, on: [drag])
        h.up(at: [100, 50], ms: 2100)
        h.down(at: [100, 50], ms: 3000, on: [drag])
        h.cancel(ms: 3100)
        h.advance(to: 5000)
        #expect(holds == 0)
        #expect(h.router.nextDeadline == nil)
    }

    @Test("The predicted end is a quarter second ahead at the drag's velocity")
    func predictedEndIsAQuarterSecondAhead() {
        let h = GestureHarness()
        let drag = DragRecognizer(minimumDistance: 1)
        var ended: DragValue?
        drag.onEnded = { ended = $0 }
        h.down(at: [0, 0], ms: 0, on: [drag])
        for step in 1...10 {
            h.move(to: [Double(step) * 8, 0], ms: step * 16)  // 500 pt/s
        }
        h.up(at: [80, 0], ms: 160)
        #expect(abs((ended?.velocity.x ?? 0) - 500) < 1e-9)
        #expect(abs((ended?.predictedEndLocation.x ?? 0) - 205) < 1e-9)
        #expect(abs((ended?.predictedEndTranslation.x ?? 0) - 205) < 1e-9)
    }
}
