import Components
import Geometry
import Gestures
import Raster
import Testing
import Typeset
@testable import Viewer

/// A scrub step redraws only what it changed; the frame it leaves must be the frame a whole
/// redraw gives.
@Suite struct PartialRedrawTests {
    /// The largest difference in any channel between two canvases of one size.
    static func largestDifference(_ a: Canvas, _ b: Canvas) -> UInt32 {
        var largest: UInt32 = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            for shift in stride(from: 0, to: 32, by: 8) {
                let x = (p >> UInt32(shift)) & 0xFF, y = (q >> UInt32(shift)) & 0xFF
                largest = max(largest, x > y ? x - y : y - x)
            }
        }
        return largest
    }

    static func differingBounds(_ a: Canvas, _ b: Canvas) -> String {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for (i, (p, q)) in zip(a.pixels, b.pixels).enumerated() where p != q {
            let x = i % a.width, y = i / a.width
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        let first = zip(a.pixels, b.pixels).first { $0 != $1 }.map { String($0.0, radix: 16) + " vs " + String($0.1, radix: 16) } ?? ""
        return "\(minX),\(minY)-\(maxX),\(maxY) \(first)"
    }

    func session(_ size: Size, text: TextEngine) throws -> ViewerSession {
        let screen = try ScreenRegistry.standard.makeScreen(named: "scrub", context: try exampleContext())
        return ViewerSession(screen: screen, size: size, theme: Theme(), text: text)
    }

    @Test("Hover steps redrawn in part leave the same pixels as a whole redraw, in line and bars mode",
          arguments: ["line", "bars"])
    func partialMatchesWhole(mode: String) throws {
        let text = try TextEngine()
        let size = Size(width: 1024, height: 640)
        let partial = try session(size, text: text)
        let whole = try session(size, text: text)
        if mode == "bars" {
            for session in [partial, whole] { session.handle(.key(KeyEvent(.character("b"), time: .zero))) }
        }
        var canvas = Canvas(width: 1024, height: 640)
        var time = 0.0
        while time < 2.5 {
            partial.draw(into: &canvas, at: time)
            time += 1.0 / 60
        }
        let state = partial.state(at: time)
        let plot = try #require(state["pieces"]?["scrub"]?["plot"]?.array).compactMap { $0.number }
        var x = plot[0] + 5
        var steps = 0
        for step in 0..<200 {
            time += 1.0 / 60
            x = min(x + 11, plot[0] + plot[2] - 1)
            let event = InputEvent.hover(HoverEvent(at: Point(x: x, y: plot[1] + 40), time: Duration(seconds: time)))
            partial.handle(event)
            whole.handle(event)
            partial.drawChanges(into: &canvas, at: time)
            steps = step
            if x >= plot[0] + plot[2] - 1 { break }
        }
        var reference = Canvas(width: 1024, height: 640)
        whole.draw(into: &reference, at: time)
        #expect(steps > 50)
        #expect(Self.largestDifference(canvas, reference) <= 2)
    }

    @Test("Hover steps back and forth at scale 2 in dark, across the chip and the plot's edges, match a whole redraw at every tenth step")
    func partialMatchesWholeBackAndForth() throws {
        let text = try TextEngine()
        let size = Size(width: 900, height: 560)
        func dark() throws -> ViewerSession {
            let screen = try ScreenRegistry.standard.makeScreen(named: "scrub", context: try exampleContext())
            return ViewerSession(screen: screen, size: size, theme: Theme(scheme: .dark), text: text)
        }
        let partial = try dark(), whole = try dark()
        var canvas = Canvas(width: 1800, height: 1120, scale: 2)
        var reference = Canvas(width: 1800, height: 1120, scale: 2)
        var time = 0.0
        while time < 2.5 {
            partial.draw(into: &canvas, at: time)
            time += 1.0 / 60
        }
        let plot = try #require(partial.state(at: time)["pieces"]?["scrub"]?["plot"]?.array).compactMap { $0.number }
        // Near the plot's top, where the flag meets the readout's band, then lower down; out to
        // both edges, where the flag is held inside the plot, and back.
        var x = plot[0] + 2, direction = 1.0, compared = 0
        for step in 0..<240 {
            time += 1.0 / 60
            x += direction * 23
            if x > plot[0] + plot[2] - 2 || x < plot[0] + 2 {
                direction = -direction
                x = min(max(x, plot[0] + 2), plot[0] + plot[2] - 2)
            }
            let y = plot[1] + (step < 120 ? 4 : plot[3] * 0.6)
            let event = InputEvent.hover(HoverEvent(at: Point(x: x, y: y), time: Duration(seconds: time)))
            partial.handle(event)
            whole.handle(event)
            partial.drawChanges(into: &canvas, at: time)
            if step % 10 == 9 {
                whole.draw(into: &reference, at: time)
                let difference = Self.largestDifference(canvas, reference)
                #expect(difference <= 2, "step \(step) at x \(x): differs by \(difference) \(Self.differingBounds(canvas, reference))")
                compared += 1
            }
        }
        #expect(compared == 24)
    }

    @Test("A step that changes nothing redraws nothing")
    func stillPointerDrawsNothing() throws {
        let text = try TextEngine()
        let partial = try session(Size(width: 800, height: 500), text: text)
        var canvas = Canvas(width: 800, height: 500)
        partial.draw(into: &canvas, at: 3)
        let piece = try #require(partial.screen.pieces.first)
        #expect(piece.damage(at: 3.1) == [])
    }
}

extension PartialRedrawTests {
    @Test("Once a range is released and everything has landed, the scrub screen stops animating")
    func settlesToIdle() throws {
        let text = try TextEngine()
        let session = try session(Size(width: 1024, height: 640), text: text)
        var canvas = Canvas(width: 1024, height: 640)
        let events: [InputEvent] = [
            .pointer(PointerEvent(.down, pointer: .touch(1), location: Point(x: 400, y: 400), time: .milliseconds(100))),
            .pointer(PointerEvent(.move, pointer: .touch(1), location: Point(x: 700, y: 400), time: .milliseconds(600))),
            .pointer(PointerEvent(.up, pointer: .touch(1), location: Point(x: 700, y: 400), time: .milliseconds(900))),
            .key(KeyEvent(.character("2"), time: .milliseconds(1000))),
        ]
        for event in events {
            session.advance(to: event.time.inSeconds)
            session.handle(event)
            session.draw(into: &canvas, at: event.time.inSeconds)
        }
        #expect(session.isAnimating(at: 1.2))
        // The frame loop draws while anything moves; what falls due (a bubble removed once home)
        // is carried out by those frames.
        var time = 1.0
        while time < 4 {
            time += 1.0 / 60
            session.advance(to: time)
            if session.isAnimating(at: time) { session.draw(into: &canvas, at: time) }
        }
        #expect(!session.isAnimating(at: time))
    }
}

extension PartialRedrawTests {
    @Test("The gallery comes to rest even while the scrub card is scrolled out of sight")
    func offscreenPieceSettles() throws {
        let text = try TextEngine()
        let screen = try ScreenRegistry.standard.makeScreen(named: "gallery", context: try exampleContext())
        let session = ViewerSession(screen: screen, size: Size(width: 1280, height: 800), theme: Theme(), text: text)
        var canvas = Canvas(width: 1280, height: 800)
        var time = 0.0
        while time < 3 {
            time += 1.0 / 60
            session.advance(to: time)
            if session.isAnimating(at: time) { session.draw(into: &canvas, at: time) }
        }
        let scrub = try #require(screen.pieces.first { $0.kind == "scrub" })
        #expect(scrub.frame.minY > 800, "the scrub card starts below the window")
        #expect(!session.isAnimating(at: time))
    }
}
