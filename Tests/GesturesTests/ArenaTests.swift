import Testing
@testable import Gestures

/// A member that only logs what the arena tells it.
final class ArenaProbe: GestureArenaMember {
    let name: String
    var log: [String]

    init(_ name: String) {
        self.name = name
        log = []
    }

    func acceptGesture(for sequence: PointerSequence) { log.append("\(name) won") }
    func rejectGesture(for sequence: PointerSequence) { log.append("\(name) lost") }
}

@Suite("Gesture arena")
struct ArenaTests {
    let sequence = PointerSequence(pointer: .touch(1), number: 1)

    @Test("The first member to accept wins and every other member is rejected")
    func firstToAcceptWins() {
        let arena = GestureArena()
        let a = ArenaProbe("a"), b = ArenaProbe("b"), c = ArenaProbe("c")
        for member in [a, b, c] { arena.add(member, to: sequence) }
        arena.close(sequence)
        #expect(arena.isUndecided(sequence))
        arena.resolve(b, for: sequence, as: .accepted)
        arena.resolve(c, for: sequence, as: .accepted)  // too late: already decided
        #expect(a.log == ["a lost"] && b.log == ["b won"] && c.log == ["c lost"])
        #expect(!arena.isUndecided(sequence))
    }

    @Test("An acceptance while the arena is open wins when it closes")
    func eagerAcceptanceWinsAtClose() {
        let arena = GestureArena()
        let a = ArenaProbe("a"), b = ArenaProbe("b")
        arena.add(a, to: sequence)
        arena.add(b, to: sequence)
        arena.resolve(b, for: sequence, as: .accepted)
        #expect(a.log.isEmpty && b.log.isEmpty)
        arena.close(sequence)
        #expect(a.log == ["a lost"] && b.log == ["b won"])
    }

    @Test("A lone member wins when the arena closes, or when the others give up")
    func lastMemberLeftWins() {
        let arena = GestureArena()
        let a = ArenaProbe("a")
        arena.add(a, to: sequence)
        arena.close(sequence)
        #expect(a.log == ["a won"])

        let other = PointerSequence(pointer: .touch(1), number: 2)
        let b = ArenaProbe("b"), c = ArenaProbe("c")
        arena.add(b, to: other)
        arena.add(c, to: other)
        arena.close(other)
        arena.resolve(b, for: other, as: .rejected)
        #expect(b.log == ["b lost"] && c.log == ["c won"])
    }

    @Test("On lift the first member still in wins")
    func sweepPicksTheFirstMember() {
        let arena = GestureArena()
        let a = ArenaProbe("a"), b = ArenaProbe("b")
        arena.add(a, to: sequence)
        arena.add(b, to: sequence)
        arena.close(sequence)
        arena.sweep(sequence)
        #expect(a.log == ["a won"] && b.log == ["b lost"])
    }

    @Test("A held arena sweeps only when released")
    func heldArenaWaitsForRelease() {
        let arena = GestureArena()
        let a = ArenaProbe("a"), b = ArenaProbe("b")
        arena.add(a, to: sequence)
        arena.add(b, to: sequence)
        arena.close(sequence)
        arena.hold(sequence)
        arena.sweep(sequence)
        #expect(a.log.isEmpty && b.log.isEmpty)
        arena.release(sequence)
        #expect(a.log == ["a won"] && b.log == ["b lost"])
    }

    @Test("Dismissing an arena rejects everyone, as a cancelled pointer must")
    func dismissRejectsEveryone() {
        let arena = GestureArena()
        let a = ArenaProbe("a"), b = ArenaProbe("b")
        arena.add(a, to: sequence)
        arena.add(b, to: sequence)
        arena.close(sequence)
        arena.dismiss(sequence)
        #expect(a.log == ["a lost"] && b.log == ["b lost"])
        arena.resolve(a, for: sequence, as: .accepted)
        #expect(a.log == ["a lost"])
    }

    // MARK: Recognizers in conflict

    @Test("A horizontal pan takes the pointer from a tap")
    func panBeatsTap() {
        let h = GestureHarness()
        let tap = TapRecognizer()
        let pan = PanRecognizer(axis: .horizontal)
        h.logTaps(tap)
        h.logPan(pan)
        h.down(at: [0, 0], ms: 0, on: [tap, pan])
        h.move(to: [12, 0], ms: 16)
        h.up(at: [12, 0], ms: 32)
        h.advance(to: 1000)
        #expect(h.log == ["pan began (2,0) @16", "pan ended (2,0) @32"])
    }

    @Test("The Range Lens strip: a quick tap waits out the double tap despite press and pan")
    func lensTapWaitsForDoubleTap() {
        let h = GestureHarness()
        let lens = LensStrip(h)
        h.down(at: [200, 40], ms: 0, on: lens.recognizers)
        h.up(at: [201, 40], ms: 90)
        h.advance(to: 2000)
        #expect(h.log == ["tap (201,40) @440"])
    }

    @Test("The Range Lens strip: a press held still begins at 0.28 s and the taps never fire")
    func lensPressBeatsTaps() {
        let h = GestureHarness()
        let lens = LensStrip(h)
        h.down(at: [200, 40], ms: 0, on: lens.recognizers)
        h.move(to: [204, 41], ms: 120)
        h.advance(to: 280)
        h.move(to: [260, 41], ms: 400)
        h.up(at: [260, 41], ms: 420)
        h.advance(to: 2000)
        #expect(h.log == ["press began (204,41) @280", "press changed (60,1) @400", "press ended (60,1) @420"])
    }

    @Test("The Range Lens strip: a sideways drag goes to the pan, a vertical swipe to nobody there")
    func lensPanAndVerticalSwipe() {
        let h = GestureHarness()
        let lens = LensStrip(h)
        h.down(at: [200, 40], ms: 0, on: lens.recognizers)
        h.move(to: [215, 42], ms: 30)
        h.up(at: [215, 42], ms: 60)
        h.advance(to: 1000)
        #expect(h.log == ["pan began (5,0) @30", "pan ended (5,0) @60"])

        let page = PanRecognizer(axis: .vertical)
        h.logPan(page, as: "page")
        h.down(at: [200, 40], ms: 1100, on: lens.recognizers + [page])
        h.move(to: [202, 55], ms: 1130)
        h.up(at: [202, 55], ms: 1160)
        h.advance(to: 3000)
        #expect(Array(h.log.dropFirst(2)) == ["page began (0,5) @1130", "page ended (0,5) @1160"])
    }

    @Test("The Range Lens strip: two quick taps are a double tap only")
    func lensDoubleTap() {
        let h = GestureHarness()
        let lens = LensStrip(h)
        h.down(at: [200, 40], ms: 0, on: lens.recognizers)
        h.up(at: [200, 40], ms: 80)
        h.down(at: [203, 41], ms: 250, on: lens.recognizers)
        h.up(at: [203, 41], ms: 320)
        h.advance(to: 2000)
        #expect(h.log == ["double (203,41) @320"])
    }

    @Test("A touch-down observer reports press and release without claiming the touch")
    func observerNeverClaims() {
        let h = GestureHarness()
        let observer = TouchDownObserver()
        let tap = TapRecognizer()
        h.logObserver(observer)
        h.logTaps(tap)
        h.down(at: [30, 30], ms: 0, on: [observer, tap])
        h.up(at: [30, 30], ms: 70)
        #expect(h.log == ["observer press (30,30) @0", "observer release @70", "tap (30,30) @70"])
    }

    @Test("A touch-down observer lets go once the finger travels more than 12 pt")
    func observerReleasesOnTravel() {
        let h = GestureHarness()
        let observer = TouchDownObserver()
        let pan = PanRecognizer(axis: .horizontal)
        h.logObserver(observer)
        h.logPan(pan)
        h.down(at: [30, 30], ms: 0, on: [observer, pan])
        h.move(to: [42, 30], ms: 16)
        h.move(to: [43, 30], ms: 32)
        h.up(at: [43, 30], ms: 48)
        #expect(h.log == [
            "observer press (30,30) @0", "pan began (2,0) @16", "observer release @32", "pan changed (3,0) @32",
            "pan ended (3,0) @48",
        ])
    }

    @Test("Mouse and touch are tracked apart, each with its own arena")
    func mouseAndTouchTogether() {
        let h = GestureHarness()
        let drag = DragRecognizer(minimumDistance: 0)
        let tap = TapRecognizer()
        h.logDrag(drag)
        h.logTaps(tap)
        h.down(.mouse, at: [10, 10], ms: 0, on: [drag, tap])
        h.down(.touch(0), at: [500, 500], ms: 5, on: [drag, tap])  // the drag is busy with the mouse
        h.move(.mouse, to: [20, 10], ms: 16)
        h.up(.touch(0), at: [500, 500], ms: 40)
        h.move(.mouse, to: [30, 10], ms: 48)
        h.up(.mouse, at: [30, 10], ms: 60)
        #expect(h.log == [
            "drag changed (10,10) @0", "drag changed (20,10) @16", "tap (500,500) @40", "drag changed (30,10) @48",
            "drag ended (30,10) @60",
        ])
    }

    @Test("Mouse 0 and touch 0 are different pointers")
    func sameNumberDifferentDevice() {
        let h = GestureHarness()
        let first = TapRecognizer(), second = TapRecognizer()
        h.logTaps(first, as: "mouse tap")
        h.logTaps(second, as: "touch tap")
        h.down(.mouse, at: [1, 1], ms: 0, on: [first])
        h.down(.touch(0), at: [2, 2], ms: 10, on: [second])
        h.up(.mouse, at: [1, 1], ms: 20)
        h.up(.touch(0), at: [2, 2], ms: 30)
        #expect(h.log == ["mouse tap (1,1) @20", "touch tap (2,2) @30"])
    }

    @Test("Losing focus cancels every pointer and leaves nothing pressed")
    func cancelAllPointers() {
        let h = GestureHarness()
        let drag = DragRecognizer(minimumDistance: 0)
        let press = LongPressRecognizer(minimumDuration: .milliseconds(280), allowableMovement: 8)
        let observer = TouchDownObserver()
        h.logDrag(drag)
        h.logPress(press)
        h.logObserver(observer)
        h.down(.mouse, at: [10, 10], ms: 0, on: [drag])
        h.down(.touch(4), at: [300, 300], ms: 0, on: [observer, press])
        h.advance(to: 100)
        h.router.cancelAllPointers()
        h.advance(to: 1000)
        #expect(h.log == ["drag changed (10,10) @0", "observer press (300,300) @0", "drag cancelled @100", "observer release @100"])
        #expect(h.router.activeSequences.isEmpty)
        #expect(h.router.nextDeadline == nil)
    }

    @Test("A touch-down without the previous up ends the old sequence first")
    func lostUpIsRecovered() {
        let h = GestureHarness()
        let drag = DragRecognizer(minimumDistance: 0)
        h.logDrag(drag)
        h.down(.mouse, at: [10, 10], ms: 0, on: [drag])
        h.down(.mouse, at: [50, 50], ms: 100, on: [drag])
        #expect(h.log == ["drag changed (10,10) @0", "drag cancelled @100", "drag changed (50,50) @100"])
    }
}

/// The Range Lens strip's recognizers, set up as the seed does: a 0.28 s / 8 pt press, a
/// horizontal pan, a double tap, and a tap that waits for the double tap to fail.
struct LensStrip {
    let press = LongPressRecognizer(minimumDuration: .milliseconds(280), allowableMovement: 8)
    let pan = PanRecognizer(axis: .horizontal)
    let doubleTap = DoubleTapRecognizer()
    let tap = TapRecognizer()

    init(_ harness: GestureHarness) {
        harness.logPress(press)
        harness.logPan(pan)
        harness.logDoubleTaps(doubleTap)
        harness.logTaps(tap)
    }

    var recognizers: [GestureRecognizer] { [press, pan, doubleTap, tap] }
}
