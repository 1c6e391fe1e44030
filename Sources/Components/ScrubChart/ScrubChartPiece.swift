import Gestures
import Raster
import Typeset

/// The Scrub Chart on a screen: the `scrub` entry of the registry and a card in the gallery.
///
/// The model holds everything that is drawn; this piece only turns input into a selection. One
/// drag recognizer with minimum distance 0 claims a pointer that goes down on the plot, so a
/// touch scrubs at once, before it moves, as the seed's finger does. Holding still 0.3 s within
/// 8 pt pins the point as a range's anchor, and the rest of the drag moves the other end.
/// Letting go, or a cancelled touch, returns the chart to rest. Left and Right step the point the
/// way the seed's accessibility action does, and Escape lets go.
public final class ScrubChartPiece: Piece {
    public let kind = "scrub"
    public private(set) var frame = Rect(0, 0, 0, 0)
    /// The chart's data and selection; the readout and drawing read it.
    public private(set) var model: ScrubChartModel

    /// The card's height: the seed's 340-point chart inside 20 points of padding.
    public static let preferredHeight = 380.0
    /// How long a still finger waits before it pins a range, and how far it may drift meanwhile.
    public static let holdDuration = Duration.milliseconds(300)
    public static let holdTolerance = 8.0

    private var layout: ScrubChartLayout?
    private var theme = Theme()
    private let drag = DragRecognizer(minimumDistance: 0)

    /// Creates the piece over `model`, at rest.
    public init(model: ScrubChartModel = .example, theme: Theme = Theme()) {
        self.model = model
        self.theme = theme
        drag.holdDuration = Self.holdDuration
        drag.holdTolerance = Self.holdTolerance
        drag.onChanged = { [unowned self] value in scrub(toX: value.location.x) }
        drag.onHold = { [unowned self] value in pin(atX: value.location.x) }
        drag.onEnded = { [unowned self] _ in self.model.selection = .idle }
        drag.onCancelled = { [unowned self] in self.model.selection = .idle }
    }

    // MARK: Selection

    /// Moves the finger's point to the sample under `x` (window points). While a range is held
    /// the anchor stays and the moving end follows.
    func scrub(toX x: Double) {
        guard let index = index(atX: x) else { return }
        if case .range(let anchor, _) = model.selection {
            model.selection = .range(anchor: anchor, end: index)
        } else {
            model.selection = .scrubbing(index)
        }
    }

    /// Pins the point under the resting finger as a range's anchor. It is the point under the
    /// finger now rather than at touch-down, so a finger that drifted within the tolerance onto a
    /// neighbour keeps the point it shows.
    func pin(atX x: Double) {
        guard case .scrubbing = model.selection, let index = index(atX: x) else { return }
        model.selection = .range(anchor: index, end: index)
    }

    private func index(atX x: Double) -> Int? {
        guard let plot = layout?.plot else { return nil }
        return model.index(atX: x - plot.minX, width: plot.width)
    }

    // MARK: Piece

    public func preferredHeight(forWidth width: Double, text: TextEngine) -> Double {
        Self.preferredHeight
    }

    public func layout(in frame: Rect, theme: Theme, text: TextEngine) {
        self.frame = frame
        self.theme = theme
        layout = ScrubChartLayout(model: model, style: ScrubChartStyle(theme: theme), frame: frame, text: text)
    }

    public func recognizers(at location: GesturePoint) -> [GestureRecognizer] {
        // Only the plot scrubs: the readout above it is left to the page, so it can still scroll.
        guard let plot = layout?.plot, plot.contains(Point(location.x, location.y)), !model.isEmpty else { return [] }
        return [drag]
    }

    public func handleKey(_ event: KeyEvent) -> Bool {
        let count = model.points.count
        guard count > 0 else { return false }
        switch event.key {
        case .left, .right:
            // At rest the point sits one past the latest, so stepping past the end lets go, as a lift does.
            let current = model.activeIndex ?? count
            let next = event.key == .right ? min(current + 1, count) : max(current - 1, 0)
            model.selection = next == count ? .idle : .scrubbing(next)
            return true
        case .escape:
            guard model.selection != .idle else { return false }
            model.selection = .idle
            return true
        default:
            return false
        }
    }

    public func draw(into canvas: inout Canvas, at time: Double, text: TextEngine) {
        guard let layout else { return }
        model.draw(into: &canvas, layout: layout, theme: theme, text: text)
        model.drawSelection(into: &canvas, layout: layout, theme: theme)
    }

    public func isAnimating(at time: Double) -> Bool { false }

    public func state(at time: Double) -> StateJSON {
        .object(model.stateFields + [
            StateJSON.Field("frame", frame.stateJSON),
            StateJSON.Field("plot", layout?.plot.stateJSON ?? .null),
            // The range picker is not built yet: no segments to aim at.
            StateJSON.Field("picker", .array([])),
        ])
    }
}
