import Geometry
import Gestures
import Raster
import Testing
@testable import Viewer

@Suite("Window input mapping")
struct InputMapperTests {
    var mapper = InputMapper(windowSize: Size(width: 1280, height: 800))

    @Test("SDL's mouse copies of touches and touch copies of the mouse are dropped")
    mutating func synthesizedCopiesDropped() {
        #expect(mapper.map(.mouseButton(button: 1, isDown: true, x: 10, y: 10, isFromTouch: true), at: .zero).isEmpty)
        #expect(mapper.map(.mouseMotion(x: 12, y: 10, isFromTouch: true), at: .zero).isEmpty)
        #expect(mapper.map(.mouseWheel(dx: 0, dy: 1, isFromTouch: true), at: .zero).isEmpty)
        #expect(mapper.map(.finger(.down, id: 0, x: 0.5, y: 0.5, isFromMouse: true), at: .zero).isEmpty)
        #expect(mapper.heldButtons.isEmpty)
    }

    @Test("Finger positions are rounded to points, not truncated")
    mutating func fingersRound() {
        let events = mapper.map(.finger(.down, id: 7, x: 0.7, y: 0.5, isFromMouse: false), at: .milliseconds(5))
        guard case .pointer(let event) = events.first else {
            Issue.record("no pointer event")
            return
        }
        #expect(event.location == Point(x: 896, y: 400))
        #expect(event.pointer == .touch(7) && event.phase == .down)
    }

    @Test("Mouse buttons fold into one pointer: first down starts it, last up ends it")
    mutating func buttonsFold() {
        let phases = [
            mapper.map(.mouseButton(button: 1, isDown: true, x: 5, y: 5, isFromTouch: false), at: .zero),
            mapper.map(.mouseButton(button: 3, isDown: true, x: 5, y: 5, isFromTouch: false), at: .zero),
            mapper.map(.mouseButton(button: 1, isDown: false, x: 6, y: 5, isFromTouch: false), at: .zero),
            mapper.map(.mouseButton(button: 3, isDown: false, x: 6, y: 5, isFromTouch: false), at: .zero),
        ].map { events -> PointerEvent.Phase? in
            if case .pointer(let event) = events.first { return event.phase }
            return nil
        }
        #expect(phases == [.down, .move, .move, .up])
    }

    @Test("Motion with no button is hover; with a button it moves the pointer")
    mutating func hoverOrMove() {
        guard case .hover = mapper.map(.mouseMotion(x: 3, y: 4, isFromTouch: false), at: .zero).first else {
            Issue.record("not hover")
            return
        }
        _ = mapper.map(.mouseButton(button: 1, isDown: true, x: 3, y: 4, isFromTouch: false), at: .zero)
        guard case .pointer(let event) = mapper.map(.mouseMotion(x: 9, y: 4, isFromTouch: false), at: .zero).first else {
            Issue.record("not a move")
            return
        }
        #expect(event.phase == .move && event.buttons == .primary)
    }

    @Test("Wheel events happen where the mouse last was, in notches")
    mutating func wheel() {
        _ = mapper.map(.mouseMotion(x: 300, y: 200, isFromTouch: false), at: .zero)
        guard case .wheel(let event) = mapper.map(.mouseWheel(dx: 0, dy: -1.5, isFromTouch: false), at: .zero).first else {
            Issue.record("no wheel")
            return
        }
        #expect(event.location == Point(x: 300, y: 200) && event.delta.y == -1.5 && !event.isPrecise)
    }

    @Test("Losing focus cancels every finger and the held mouse, once")
    mutating func focusLost() {
        _ = mapper.map(.finger(.down, id: 2, x: 0.1, y: 0.1, isFromMouse: false), at: .zero)
        _ = mapper.map(.finger(.down, id: 1, x: 0.2, y: 0.1, isFromMouse: false), at: .zero)
        _ = mapper.map(.mouseButton(button: 1, isDown: true, x: 5, y: 5, isFromTouch: false), at: .zero)
        let cancels = mapper.map(.focusLost, at: .milliseconds(9)).compactMap { event -> PointerID? in
            if case .pointer(let pointer) = event, pointer.phase == .cancel { return pointer.pointer }
            return nil
        }
        #expect(cancels == [.touch(1), .touch(2), .mouse])
        #expect(mapper.map(.focusLost, at: .milliseconds(10)).isEmpty)
        #expect(mapper.map(.finger(.up, id: 1, x: 0.2, y: 0.1, isFromMouse: false), at: .milliseconds(11)).isEmpty)
    }
}

@Suite("Cursor")
struct CursorTests {
    @Test("On the desktop a touch hides the cursor and the mouse moving shows it again")
    func touchHidesCursorUntilTheMouseMoves() {
        var mapper = InputMapper(windowSize: Size(width: 800, height: 600))
        #expect(mapper.showsCursor)
        _ = mapper.map(.finger(.down, id: 1, x: 0.5, y: 0.5, isFromMouse: false), at: .zero)
        #expect(!mapper.showsCursor)
        // SDL's mouse copy of that touch is not the mouse moving.
        _ = mapper.map(.mouseMotion(x: 400, y: 300, isFromTouch: true), at: .zero)
        #expect(!mapper.showsCursor)
        _ = mapper.map(.mouseMotion(x: 410, y: 300, isFromTouch: false), at: .zero)
        #expect(mapper.showsCursor)
    }

    @Test("A kiosk never shows the cursor, whatever moves")
    func kioskNeverShowsCursor() {
        var mapper = InputMapper(windowSize: Size(width: 800, height: 600), kiosk: true)
        #expect(!mapper.showsCursor)
        _ = mapper.map(.mouseMotion(x: 10, y: 10, isFromTouch: false), at: .zero)
        _ = mapper.map(.mouseButton(button: 1, isDown: true, x: 10, y: 10, isFromTouch: false), at: .zero)
        #expect(!mapper.showsCursor)
    }
}
