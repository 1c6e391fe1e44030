import Components
import Geometry
import Gestures
import Raster
import Testing
import Typeset
@testable import Viewer

/// Step Trail moves redraw only the trail's damage; every frame they leave must be the frame a
/// whole redraw gives, mid-stretch included.
@Suite("Trail partial redraw")
struct TrailPartialRedrawTests {
    func session(text: TextEngine) throws -> ViewerSession {
        let screen = try ScreenRegistry.standard.makeScreen(named: "trail", context: try exampleContext())
        return ViewerSession(screen: screen, size: Size(width: 640, height: 480), theme: Theme(), text: text)
    }

    /// The centre of stop `index`'s number in the checkout, where it rests now.
    func number(_ index: Int, in session: ViewerSession, at time: Double) throws -> Point {
        let trails = try #require(session.state(at: time)["pieces"]?["trail"]?.array)
        let stops = try #require(trails[0]["stops"]?.array)
        let stop = stops[index].array?.compactMap(\.number) ?? []
        try #require(stop.count == 4)
        return Point(x: stop[0] + stop[3] / 2, y: stop[1] + stop[3] / 2)
    }

    @Test("Taps, a drag and a refused tap, drawn in part at scale 2, match a whole redraw at every sampled frame")
    func partialMatchesWhole() throws {
        let text = try TextEngine()
        let partial = try session(text: text), whole = try session(text: text)
        var canvas = Canvas(width: 1280, height: 960, scale: 2)
        var reference = Canvas(width: 1280, height: 960, scale: 2)
        var time = 0.0
        partial.draw(into: &canvas, at: time)
        let pointer = PointerID.touch(1)
        func send(_ phase: PointerEvent.Phase, _ point: Point) {
            let event = InputEvent.pointer(PointerEvent(phase, pointer: pointer, location: point, time: Duration(seconds: time)))
            partial.handle(event)
            whole.handle(event)
        }
        var compared = 0
        func frames(_ count: Int) {
            for frame in 0..<count {
                time += 1.0 / 60
                partial.drawChanges(into: &canvas, at: time)
                if frame % 6 == 1 {
                    whole.draw(into: &reference, at: time)
                    #expect(PartialRedrawTests.largestDifference(canvas, reference) <= 2, "frame at \(Int(time * 1000)) ms")
                    compared += 1
                }
            }
        }
        // Back to Cart, on to Payment, a refused tap on Review, then a drag from Cart to Payment.
        for index in [0, 2, 3] {
            let point = try number(index, in: partial, at: time)
            send(.down, point)
            frames(3)
            send(.up, point)
            frames(40)
        }
        let start = try number(0, in: partial, at: time), end = try number(2, in: partial, at: time)
        send(.down, start)
        for step in 1...20 {
            time += 1.0 / 60
            send(.move, Point(x: start.x + (end.x - start.x) * Double(step) / 20, y: start.y))
            partial.drawChanges(into: &canvas, at: time)
        }
        frames(2)
        send(.up, end)
        frames(40)
        #expect(compared > 20)
    }
}
