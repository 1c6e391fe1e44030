import Geometry
import Gestures
import JSONText
import Typeset
@testable import Components

/// Drives a glass demo as the viewer does: each touch-down offers a gesture router the piece's
/// recognizers under the pointer, and the pointer's later events go to the router alone, which
/// passes them to whatever claimed it. Times are whole milliseconds, as traces write them.
final class GlassDemoDriver {
    static let frame = Rect(0, 0, 520, 420)

    let demo: GlassDemo
    let router = GestureRouter()
    /// The text the demo is laid out and drawn with, at the theme's scale and direction.
    let text: Typesetter

    init(theme: Theme = Theme()) throws {
        text = try TextEngine().typesetter(theme.textSettings)
        demo = GlassDemo(theme: theme)
        demo.layout(in: Self.frame, theme: theme, text: text)
    }

    func down(_ pointer: PointerID = .mouse, at point: Point, ms: Int) {
        router.handle(.down(pointer, at: point, time: .milliseconds(ms)), candidates: demo.recognizers(at: point))
    }

    func move(_ pointer: PointerID = .mouse, to point: Point, ms: Int) {
        router.handle(.move(pointer, to: point, time: .milliseconds(ms)))
    }

    func up(_ pointer: PointerID = .mouse, at point: Point, ms: Int) {
        router.handle(.up(pointer, at: point, time: .milliseconds(ms)))
    }

    func cancel(_ pointer: PointerID = .mouse, ms: Int) {
        router.handle(.cancel(pointer, time: .milliseconds(ms)))
    }

    /// A click: down, then up in place 80 ms later.
    func tap(_ pointer: PointerID = .mouse, at point: Point, ms: Int) {
        down(pointer, at: point, ms: ms)
        up(pointer, at: point, ms: ms + 80)
    }

    /// Time passes to `seconds` with no input: what falls due is carried out, as a frame's
    /// drawing does.
    func pass(to seconds: Double) {
        demo.motion.advance(to: seconds)
    }

    func state(at seconds: Double) -> JSONValue { demo.state(at: seconds) }

    /// The rectangle `[x, y, w, h]` at `key` of the state at `seconds`.
    func rect(_ key: String, at seconds: Double = 0) -> [Double] {
        Self.numbers(state(at: seconds)[key])
    }

    /// The rectangles listed at `key` of the state at `seconds`.
    func rects(_ key: String, at seconds: Double = 0) -> [[Double]] {
        (state(at: seconds)[key]?.array ?? []).map(Self.numbers)
    }

    static func numbers(_ json: JSONValue?) -> [Double] {
        json?.array?.compactMap(\.number) ?? []
    }

    static func center(_ rect: [Double]) -> Point { Point(rect[0] + rect[2] / 2, rect[1] + rect[3] / 2) }
}
