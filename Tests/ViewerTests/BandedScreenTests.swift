import Components
import Geometry
import Gestures
import Raster
import Testing
import Typeset
@testable import Viewer

/// The window draws each full frame on both cores (issue 21): every screen, in every look the
/// goldens take, must come out pixel for pixel as one core draws it, in motion and at rest.
@Suite("Screens drawn on both cores")
struct BandedScreenTests {
    static let looks: [(String, Theme)] = [
        ("light", Theme()),
        ("dark", Theme(scheme: .dark)),
        ("right to left, large text, solid", Theme(reduceTransparency: true, rightToLeft: true, textScale: 2)),
    ]

    @Test("Every screen draws the same pixels on two cores as on one", arguments: ["gallery", "tiers", "glass", "scrub", "lens", "trail", "wheel", "bars"])
    func screenMatches(name: String) throws {
        let text = try TextEngine()
        let size = Size(width: 720, height: 450)
        for (look, theme) in Self.looks {
            let context = try exampleContext()
            let one = ViewerSession(screen: try ScreenRegistry.standard.makeScreen(named: name, context: context), size: size, theme: theme, text: text)
            let two = ViewerSession(screen: try ScreenRegistry.standard.makeScreen(named: name, context: context), size: size, theme: theme, text: text)
            let worker = BandWorker()
            for session in [one, two] { session.handle(.key(KeyEvent(.space, time: .zero))) }
            // In motion just after a key, midway, and at rest.
            for time in [0.1, 0.3, 1.5] {
                for session in [one, two] { session.advance(to: time) }
                var single = Canvas(width: 1440, height: 900, scale: 2)
                var banded = single
                banded.bandWorker = worker
                one.draw(into: &single, at: time)
                two.draw(into: &banded, at: time)
                let differing = zip(single.pixels, banded.pixels).filter { $0 != $1 }.count
                #expect(differing == 0, "\(name), \(look), at \(time) s: \(differing) pixels differ")
            }
            #expect(worker.handoffCount > 0, "\(name), \(look): nothing was shared")
        }
    }

    @Test("A trail tap's partial redraws, smaller than a band, hand the second core nothing and match a whole redraw")
    func smallRedrawStaysOnOneThread() throws {
        let text = try TextEngine()
        let size = Size(width: 640, height: 480)
        let partial = ViewerSession(
            screen: try ScreenRegistry.standard.makeScreen(named: "trail", context: try exampleContext()), size: size, theme: Theme(), text: text)
        let whole = ViewerSession(
            screen: try ScreenRegistry.standard.makeScreen(named: "trail", context: try exampleContext()), size: size, theme: Theme(), text: text)
        var canvas = Canvas(width: 1280, height: 960, scale: 2)
        let worker = BandWorker()
        canvas.bandWorker = worker
        var time = 0.0
        partial.draw(into: &canvas, at: time)
        let shared = worker.handoffCount
        #expect(shared > 0, "a whole frame is shared")
        let stops = try #require(partial.state(at: time)["pieces"]?["trail"]?.array?.first?["stops"]?.array)
        let stop = (stops.first?.array ?? []).compactMap { $0.number }
        try #require(stop.count == 4)
        let point = Point(x: stop[0] + stop[3] / 2, y: stop[1] + stop[3] / 2)
        for phase in [PointerEvent.Phase.down, .up] {
            let event = InputEvent.pointer(PointerEvent(phase, pointer: .touch(1), location: point, time: Duration(seconds: time)))
            partial.handle(event)
            whole.handle(event)
            for _ in 0..<20 {
                time += 1.0 / 60
                partial.drawChanges(into: &canvas, at: time)
            }
        }
        #expect(worker.handoffCount == shared, "the tap's frames are partial and small, so none is shared")
        var reference = Canvas(width: 1280, height: 960, scale: 2)
        whole.draw(into: &reference, at: time)
        #expect(PartialRedrawTests.largestDifference(canvas, reference) <= 2)
    }
}
