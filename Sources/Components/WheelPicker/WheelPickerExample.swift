import Geometry
import Gestures
import JSONText
import Raster
import Typeset

/// The `wheel` screen and its card in the gallery: the seed's preview on its sunken surface. A
/// weight from 40 to 120 kg opening on 72 (titled "72 kg", the seed's usage line), a tempo from
/// 60 to 200 by 5 opening on 120, and the caption "Opens on the selected value, every time".
///
/// Each picker is its own entry in the state dump's `wheel` list, in that order.
public final class WheelPickerExample: Piece {
    public static let kind = "wheel"
    public private(set) var frame = Rect(0, 0, 0, 0)
    var theme: Theme
    let weight: WheelPicker
    let tempo: WheelPicker
    /// The picker keys and the wheel go to: the one last touched, the weight at first.
    var active: WheelPicker
    var drawnFrame: (frame: Rect, theme: Theme)?

    /// The seed's spacing: `Space.xl` around, `Space.xxl` between.
    static let padding = 24.0
    static let spacing = 32.0
    static let caption = "Opens on the selected value, every time"

    public convenience init(context: PieceContext) {
        self.init(theme: context.theme)
    }

    init(theme: Theme = Theme(), weights: [Int] = Array(40...120), weight selection: Int = 72) {
        self.theme = theme
        weight = WheelPicker(values: weights, selection: selection, unit: "kg", theme: theme)
        tempo = WheelPicker(values: Array(stride(from: 60, through: 200, by: 5)), selection: 120, theme: theme)
        active = weight
    }

    /// The screen with a weight ruler of `count` values, opening in their middle: what
    /// `vitrine-bench wheel` drags, to show that a step costs the same for 80 values and 10,000.
    public static func longRuler(count: Int, theme: Theme = Theme()) -> WheelPickerExample {
        let values = Array(0..<max(count, 1))
        return WheelPickerExample(theme: theme, weights: values, weight: values[values.count / 2])
    }

    var pickers: [WheelPicker] { [weight, tempo] }

    public func preferredHeight(forWidth width: Double, text: Typesetter) -> Double {
        let caption = text.metrics(for: TextStyle(size: WheelPickerStyle.captionSize)).lineHeight
        return 2 * Self.padding + pickers.map { $0.preferredHeight(text: text) }.reduce(0, +) + 2 * Self.spacing + caption
    }

    public func layout(in frame: Rect, theme: Theme, text: Typesetter) {
        self.frame = frame
        self.theme = theme
        var y = frame.minY + Self.padding
        for picker in pickers {
            let height = picker.preferredHeight(text: text)
            picker.layout(in: Rect(frame.minX, y, frame.width, height), theme: theme, text: text)
            y += height + Self.spacing
        }
    }

    public func recognizers(at location: Point) -> [GestureRecognizer] {
        for picker in pickers {
            let found = picker.recognizers(at: location)
            if !found.isEmpty {
                active = picker
                return found
            }
        }
        return []
    }

    public func handleKey(_ event: KeyEvent) -> Bool { active.handleKey(event) }

    public func handleWheel(_ event: WheelEvent) -> Bool {
        for picker in pickers where picker.strip.contains(event.location) {
            active = picker
            return picker.handleWheel(event)
        }
        return false
    }

    public func advance(to time: Double) {
        for picker in pickers { picker.advance(to: time) }
    }

    public func draw(into canvas: inout Canvas, at time: Double, text: Typesetter) {
        advance(to: time)
        drawnFrame = (frame, theme)
        let style = WheelPickerStyle(theme: theme)
        // Banded: a redraw of one picker scans only the card's corner rows it crosses.
        canvas.fillRoundedRects([frame], radius: 24, style: .continuous, with: .solid(style.sunken))
        for picker in pickers { picker.draw(into: &canvas, at: time, text: text) }
        let captionStyle = TextStyle(size: WheelPickerStyle.captionSize, color: style.tertiary)
        let line = text.layout(Self.caption, style: captionStyle, maximumWidth: frame.width - 2 * Self.padding, minimumScaleFactor: 0.8)
        let top = tempo.frame.maxY + Self.spacing
        text.draw(line, into: &canvas, at: Point(frame.midX, top + text.metrics(for: captionStyle).firstBaseline), alignment: .center)
    }

    public func isAnimating(at time: Double) -> Bool { pickers.contains { $0.isAnimating(at: time) } }

    /// Only the pickers that moved; the sunken card under them is redrawn with them.
    public func damage(at time: Double) -> [Rect]? {
        guard let drawnFrame, drawnFrame.frame == frame, drawnFrame.theme == theme else { return nil }
        let changed = pickers.flatMap { $0.damage(at: time) }
        // The card's fill lies under every picker, so a picker's redraw repaints its part of it.
        return changed.isEmpty ? [] : [changed.reduce(changed[0]) { $0.union($1) }.intersection(frame)]
    }

    public func state(at time: Double) -> JSONValue {
        .array(pickers.map { $0.state(at: time) })
    }

    /// Both pickers' ticks in one list, in time order (each picker's entry lists its own).
    public var ticks: [HapticTick] { HapticTick.merged(pickers.map(\.ticks)) }

    /// What a voice reads for the picker keys go to: its title, as the seed's accessibility
    /// value, "72 kg" as the screen opens. Each picker's entry gives its own.
    public var spokenSentence: String { active.spoken }

    /// A picker is not a chart: it has no audio graph.
    public var audioGraphValues: [Double]? { nil }
}
