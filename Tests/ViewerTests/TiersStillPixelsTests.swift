import Components
import Geometry
import Gestures
import Raster
import Testing
import Typeset
@testable import Viewer

/// The motion lab keeps the pixels of what holds still (curves, plots, the glass controls at rest)
/// and copies them back frame after frame; every frame must still be the frame a fresh draw gives.
@Suite("Tiers still pixels")
struct TiersStillPixelsTests {
    static func session(text: TextEngine, size: Size) throws -> ViewerSession {
        let screen = try ScreenRegistry.standard.makeScreen(named: "tiers", context: try exampleContext())
        return ViewerSession(screen: screen, size: size, theme: Theme(), text: text)
    }

    /// Plays `events` into a session that draws every 60 Hz frame, and into one that draws only
    /// the frames named; the kept-pixel frames must match the fresh ones exactly.
    static func check(_ events: [InputEvent], frames: [Double], size: Size = Size(width: 1280, height: 900)) throws {
        let text = try TextEngine()
        let running = try session(text: text, size: size)
        var canvas = Canvas(width: Int(size.width), height: Int(size.height))
        var pending = events
        var time = 0.0
        var checked = 0
        while time <= (frames.max() ?? 0) + 1e-9 {
            while let next = pending.first, next.time.inSeconds <= time {
                running.handle(next)
                pending.removeFirst()
            }
            running.advance(to: time)
            running.draw(into: &canvas, at: time)
            if let frame = frames.first(where: { abs($0 - time) < 1e-6 }) {
                let fresh = try session(text: text, size: size)
                for event in events where event.time.inSeconds <= frame { fresh.handle(event) }
                fresh.advance(to: frame)
                var expected = Canvas(width: Int(size.width), height: Int(size.height))
                fresh.draw(into: &expected, at: frame)
                let differing = zip(canvas.pixels, expected.pixels).filter { $0 != $1 }.count
                #expect(differing == 0, "\(differing) pixels differ at \(frame) s")
                checked += 1
            }
            time = (time * 60 + 1).rounded() / 60
        }
        #expect(checked == frames.count)
    }

    @Test("Fired lanes over kept curves draw the frames a fresh draw gives, in flight and landed")
    func firedLanesMatchAFreshDraw() throws {
        try Self.check([.key(KeyEvent(.space, time: .milliseconds(100)))], frames: [10.0 / 60, 20.0 / 60, 120.0 / 60])
    }

    @Test("In a narrow window, where tracks and plots crowd each other, kept pixels still match a fresh draw")
    func narrowWindowMatchesAFreshDraw() throws {
        try Self.check([.key(KeyEvent(.space, time: .zero))], frames: [6.0 / 60, 24.0 / 60], size: Size(width: 240, height: 320))
    }

    @Test("Compare mode, a speed change and a turned wheel draw the frames a fresh draw gives")
    func controlsAndCompareMatchAFreshDraw() throws {
        let events: [InputEvent] = [
            .key(KeyEvent(.character("c"), time: .milliseconds(50))),
            .key(KeyEvent(.space, time: .milliseconds(100))),
            .key(KeyEvent(.character("2"), time: .milliseconds(300))),
            .key(KeyEvent(.right, time: .milliseconds(600))),
            .key(KeyEvent(.character("c"), time: .milliseconds(1500))),
        ]
        try Self.check(events, frames: [12.0 / 60, 30.0 / 60, 60.0 / 60, 85.0 / 60, 150.0 / 60])
    }
}
