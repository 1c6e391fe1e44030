import Foundation
import Geometry
import Gestures
import JSONText
import Raster
import Typeset

/// The glass demo on a screen: the `glass` entry of the registry and a card in the gallery.
///
/// One drag recognizer with minimum distance 0 claims the pointer at touch-down, as the demo's
/// presses need: the first change is the press, later ones move it, the end releases it.
public final class GlassDemoPiece: Piece {
    public static let kind = "glass"
    public private(set) var demo: GlassDemo
    private let drag = DragRecognizer(minimumDistance: 0)
    private var pressing = false
    private var lastTime = 0.0

    public convenience init(context: PieceContext) {
        self.init(theme: context.theme)
    }

    public init(theme: Theme) {
        demo = GlassDemo(theme: theme)
        drag.onChanged = { [unowned self] value in
            let point = value.location
            lastTime = value.time.inSeconds
            if pressing {
                demo.drag(to: point, time: lastTime)
            } else {
                pressing = true
                demo.press(at: point, time: lastTime)
            }
        }
        drag.onEnded = { [unowned self] value in
            lastTime = value.time.inSeconds
            pressing = false
            demo.release(at: value.location, time: lastTime)
        }
        drag.onCancelled = { [unowned self] in
            pressing = false
            demo.cancel(at: lastTime)
        }
    }

    public var frame: Rect { demo.frame }

    public func preferredHeight(forWidth width: Double, text: TextEngine) -> Double {
        GlassDemo.preferredHeight
    }

    public func layout(in frame: Rect, theme: Theme, text: TextEngine) {
        demo.setTheme(theme)
        demo.layout(in: frame)
    }

    public func recognizers(at location: Point) -> [GestureRecognizer] {
        frame.contains(location) ? [drag] : []
    }

    public func draw(into canvas: inout Canvas, at time: Double, text: TextEngine) {
        demo.advance(to: time)
        demo.draw(into: &canvas, at: time, text: text)
    }

    public func isAnimating(at time: Double) -> Bool {
        demo.isAnimating(at: time)
    }

    public func state(at time: Double) -> JSONValue {
        let values = demo.stateJSON(at: time)
        return .object(GlassDemo.stateKeys.compactMap { key in values[key].map { JSONValue.Field(key, Self.json($0)) } })
    }

    /// The demo's JSON-ready values (numbers, strings, booleans, arrays, null) as `JSONValue`.
    private static func json(_ value: Any) -> JSONValue {
        switch value {
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .number(Double(number))
        case let number as Double: return .number(number)
        case let text as String: return .string(text)
        case let list as [Double]: return .array(list.map { .number($0) })
        case let list as [[Double]]: return .array(list.map { .array($0.map { .number($0) }) })
        case let list as [Any]: return .array(list.map(json))
        default: return .null
        }
    }
}
