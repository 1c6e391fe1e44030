import Geometry
import Gestures
import Motion
import Raster
import Typeset

/// The Scrub Chart on a screen: the `scrub` entry of the registry and a card in the gallery.
///
/// The model holds what is shown and the motion how it moves; this piece turns input into
/// changes of both, each at its event's time.
///
/// - Touch, as the seed: one drag with minimum distance 0 claims a finger that lands on the plot,
///   so it scrubs at once, before it moves. Holding still 0.3 s within 8 pt pins the point as a
///   range's anchor and the rest of the drag moves the other end. Lifting, or a cancelled touch,
///   returns the chart to rest.
/// - Mouse, as a desktop expects: hovering scrubs and leaving the plot returns to rest; a press
///   scrubs and holding it 0.3 s pins a range that dragging extends; releasing ends the range and
///   keeps scrubbing where the pointer rests.
/// - Keys: Left and Right step the point (at rest it sits one past the latest, as the seed's
///   accessibility action has it), Shift with an arrow stretches a range, Escape lets go, 1–9 pick
///   a range and B switches between the line and bars.
/// - The range picker's segments press in lightly and pick on release over the same segment.
public final class ScrubChart: Piece {
    public static let kind = "scrub"
    public private(set) var frame = Rect(0, 0, 0, 0)
    /// The chart's data and selection; the readout and drawing read it.
    public private(set) var model: ScrubChartModel
    /// What moves: the line's morph, the marks, the bubble, the readout's rolls.
    public private(set) var motion: ScrubChartMotion
    var picker: SegmentRow?

    /// The card's height: the seed's 340-point chart inside 20 points of padding.
    public static let preferredHeight = 380.0
    /// How long a still finger waits before it pins a range, and how far it may drift meanwhile.
    public static let holdDuration = Duration.milliseconds(300)
    public static let holdTolerance = 8.0

    private var layout: ScrubChartLayout?
    private var theme: Theme
    private var text: TextEngine?
    private var figures: ScrubChartReadoutFigures
    /// Pixel columns the line was fitted to, so a dense series is thinned at the drawn width.
    private var columns = 0
    private var lastTime = 0.0
    /// Whether the present scrub follows a hovering mouse, which leaving the plot ends.
    private var followsHover = false
    private let drag = DragRecognizer(minimumDistance: 0)
    private let pickerDrag = DragRecognizer(minimumDistance: 0)
    private var pickerPressStarted = false
    /// Bumped by new data, so a redraw can tell the plot changed.
    private var dataVersion = 0
    /// What the last frame drew, for ``damage(at:)``.
    private var drawn: DrawnFrame?
    /// The base layer's pixels (the card without the readout and the finger's marks) as last
    /// drawn at rest, so that a scrub step copies them back instead of drawing the plot again.
    private var base: BaseLayer?

    private struct BaseLayer {
        var key: PlotKey
        var scale: Double
        var image: PixelImage
        var origin: (x: Int, y: Int)
    }

    /// The parts of a frame a scrub step can change, and what decides whether anything else did.
    private struct DrawnFrame: Equatable {
        var time: Double
        var plotKey: PlotKey
        var readout: [String]
        var markedIndex: Int?
    }

    /// Everything but the finger's point that a frame depends on: when any of it changes, the
    /// whole card is redrawn.
    private struct PlotKey: Equatable {
        var frame: Rect
        var theme: Theme
        var rangeIndex: Int
        var mode: ScrubChartMode
        var dataVersion: Int
        var columns: Int
        var phase: ScrubChartPhase
        var span: ClosedRange<Int>?
        var activeBar: Int?
    }

    private var plotKey: PlotKey {
        // Bars highlight the finger's bar in the base layer, so there every step redraws the card.
        PlotKey(frame: frame, theme: theme, rangeIndex: model.rangeIndex, mode: model.mode, dataVersion: dataVersion,
                columns: columns, phase: model.selection.phase, span: model.rangeSpan,
                activeBar: model.mode == .bars ? model.activeIndex : nil)
    }

    private var readoutStrings: [String] {
        [model.metaLine, model.numeral.text, model.deltaChip?.text ?? ""]
    }

    public convenience init(context: PieceContext) {
        self.init(model: ScrubChartModel(context: context), theme: context.theme)
    }

    /// Creates the piece over `model`, at rest; its line unfolds from the first frame's time.
    public init(model: ScrubChartModel = .example, theme: Theme = Theme()) {
        self.model = model
        self.theme = theme
        motion = ScrubChartMotion(reduceMotion: theme.reduceMotion)
        figures = ScrubChartReadoutFigures(series: model.series, format: model.format)
        if model.series.count > 1 {
            picker = SegmentRow(labels: model.series.map(\.label), selection: model.rangeIndex, reduceMotion: theme.reduceMotion)
        }
        motion.tintChip(chipTint, animated: false, at: 0)
        drag.holdDuration = Self.holdDuration
        drag.holdTolerance = Self.holdTolerance
        drag.onChanged = { [unowned self] value in
            followsHover = false
            scrub(toX: value.location.x, at: value.time.inSeconds)
        }
        drag.onHold = { [unowned self] value in pin(atX: value.location.x, at: value.time.inSeconds) }
        drag.onEnded = { [unowned self] value in
            let time = value.time.inSeconds
            // A mouse that lets go over the plot keeps scrubbing where it rests; a finger leaves.
            if value.pointer.device == .mouse, let plot = layout?.plot, plot.contains(value.location),
               let index = index(atX: value.location.x) {
                followsHover = true
                setSelection(.scrubbing(index), at: time)
            } else {
                setSelection(.idle, at: time)
            }
        }
        drag.onCancelled = { [unowned self] in setSelection(.idle, at: lastTime) }
        pickerDrag.onChanged = { [unowned self] value in pressPicker(at: value.location, time: value.time.inSeconds) }
        pickerDrag.onEnded = { [unowned self] value in releasePicker(at: value.location, time: value.time.inSeconds) }
        pickerDrag.onCancelled = { [unowned self] in
            pickerPressStarted = false
            picker?.endPress(at: lastTime)
        }
    }

    // MARK: Selection

    /// Moves the finger's point to the sample under `x` (window points). While a range is held
    /// the anchor stays and the moving end follows.
    func scrub(toX x: Double, at time: Double) {
        guard let index = index(atX: x) else { return }
        if case .range(let anchor, _) = model.selection {
            setSelection(.range(anchor: anchor, end: index), at: time)
        } else {
            setSelection(.scrubbing(index), at: time)
        }
    }

    /// Pins the point under the resting finger as a range's anchor. It is the point under the
    /// finger now rather than at touch-down, so a finger that drifted within the tolerance onto a
    /// neighbour keeps the point it shows.
    func pin(atX x: Double, at time: Double) {
        guard case .scrubbing = model.selection, let index = index(atX: x) else { return }
        setSelection(.range(anchor: index, end: index), at: time, pinned: true)
    }

    private func index(atX x: Double) -> Int? {
        guard let plot = layout?.plot else { return nil }
        return model.index(atX: x - plot.minX, width: plot.width)
    }

    /// Every change of selection goes through here: a change of phase animates the marks and
    /// rolls the readout, a step along the plot changes them in place.
    func setSelection(_ selection: ScrubChartSelection, at time: Double, pinned: Bool = false) {
        lastTime = max(lastTime, time)
        let before = model
        model.selection = selection
        guard before.selection != selection else { return }
        motion.select(model, pinned: pinned, at: time)
        if before.selection.phase != selection.phase {
            rollReadout(from: before, at: time)
        } else {
            motion.settleReadout()
        }
        motion.tintChip(chipTint, animated: before.selection.phase != selection.phase, at: time)
    }

    /// Picks the range at `index`, as a click on its segment does. A new range ends any scrub,
    /// since its points are other points, and the line bends to it.
    public func pickRange(_ index: Int, at time: Double) {
        guard model.series.indices.contains(index), index != model.rangeIndex else { return }
        lastTime = max(lastTime, time)
        let before = model
        model.rangeIndex = index
        model.selection = .idle
        followsHover = false
        picker?.pick(index, at: time, motion: motion.language)
        motion.select(model, pinned: false, at: time)
        rollReadout(from: before, at: time)
        motion.tintChip(chipTint, animated: true, at: time)
        refitLine(animated: true, at: time)
    }

    private var chipTint: Color? {
        guard let chip = model.deltaChip else { return nil }
        let style = ScrubChartStyle(theme: theme)
        switch chip.trend {
        case .up: return style.up
        case .down: return style.down
        case .flat: return nil
        }
    }

    /// Starts the readout rolling from what `before` showed to what the model shows now.
    private func rollReadout(from before: ScrubChartModel, at time: Double) {
        let old = before.numeral.text, new = model.numeral.text
        let rises = (model.numeralValue ?? 0) >= (before.numeralValue ?? 0)
        var chip: [(from: String, to: String, rises: Bool)?] = []
        if let now = model.deltaChip {
            let then = before.deltaChip
            if let amount = now.amount {
                chip.append(then?.amount.map { (from: $0, to: amount, rises: now.delta >= (then?.delta ?? 0)) })
            }
            chip.append(then.map { (from: $0.percentText, to: now.percentText, rises: abs(now.percent) >= abs($0.percent)) })
        }
        motion.roll(numeral: (old, new), rises: rises, chip: chip, meta: (before.metaLine, model.metaLine), at: time)
    }

    // MARK: Data

    /// Takes new datasets (a live stream's appended points). The range shown and the selection
    /// stay; the line bends to the new points and the labels return once it lands.
    public func replaceSeries(_ series: [ChartSeries], at time: Double) {
        lastTime = max(lastTime, time)
        let shownLabel = model.label
        let labels = model.series.map(\.label)
        model.replaceSeries(series)
        dataVersion += 1
        figures = ScrubChartReadoutFigures(series: series, format: model.format)
        if model.label != shownLabel { model.selection = .idle }
        // The marks follow the selection clamped to the new points.
        motion.select(model, pinned: false, at: time)
        if series.map(\.label) != labels {
            picker = series.count > 1
                ? SegmentRow(labels: series.map(\.label), selection: model.rangeIndex, reduceMotion: theme.reduceMotion) : nil
        }
        relayout()
        refitLine(animated: true, at: time)
        motion.tintChip(chipTint, animated: false, at: time)
    }

    /// Fits the line to the model at the current width; a change of data or range animates.
    private func refitLine(animated: Bool, at time: Double) {
        let curve = model.mode == .line ? ChartCurve.line(for: model, columns: columns) : ChartCurve.bars(for: model)
        motion.morph(to: curve, extremes: model.extremes, mode: model.mode, animated: animated, at: time)
    }

    // MARK: Piece

    public func preferredHeight(forWidth width: Double, text: TextEngine) -> Double {
        Self.preferredHeight
    }

    public func layout(in frame: Rect, theme: Theme, text: TextEngine) {
        let moved = frame != self.frame || theme != self.theme
        self.frame = frame
        self.text = text
        if theme.reduceMotion != self.theme.reduceMotion {
            motion.reduceMotion = theme.reduceMotion
            picker?.press.reduceMotion = theme.reduceMotion
        }
        self.theme = theme
        if moved { motion.tintChip(chipTint, animated: false, at: lastTime) }
        if moved || layout == nil { relayout() }
    }

    private func relayout() {
        guard let text else { return }
        let first = layout == nil
        let built = ScrubChartLayout(model: model, figures: figures, style: ScrubChartStyle(theme: theme), frame: frame, text: text)
        layout = built
        picker?.frame = built.picker ?? Rect(0, 0, 0, 0)
        if first {
            // The first data unfolds from the moment the piece is placed, the session's start.
            columns = max(Int(built.plot.width.rounded()), 1)
            refitLine(animated: true, at: lastTime)
        }
    }

    public func recognizers(at location: Point) -> [GestureRecognizer] {
        let point = location
        if let picker, picker.frame.insetBy(dx: 0, dy: -4).contains(point) { return [pickerDrag] }
        // Only the plot scrubs: the readout above it is left to the page, so it can still scroll.
        guard let plot = layout?.plot, plot.contains(point), !model.isEmpty else { return [] }
        return [drag]
    }

    public func handleHover(_ event: HoverEvent) {
        let time = event.time.inSeconds
        let point = event.location
        guard let plot = layout?.plot, !model.isEmpty, model.selection.phase != .range else { return }
        if plot.contains(point), let index = index(atX: point.x) {
            followsHover = true
            setSelection(.scrubbing(index), at: time)
        } else if followsHover {
            followsHover = false
            setSelection(.idle, at: time)
        }
    }

    public func handleKey(_ event: KeyEvent) -> Bool {
        let time = event.time.inSeconds
        let count = model.points.count
        switch event.key {
        case .left, .right:
            guard count > 0 else { return false }
            followsHover = false
            let step = event.key == .right ? 1 : -1
            if event.modifiers.contains(.shift) {
                extendRange(by: step, at: time)
                return true
            }
            // At rest the point sits one past the latest, so stepping past the end lets go, as a lift does.
            let current = model.activeIndex ?? count
            let next = min(max(current + step, 0), count)
            setSelection(next == count ? .idle : .scrubbing(next), at: time)
            return true
        case .escape:
            guard model.selection != .idle else { return false }
            followsHover = false
            setSelection(.idle, at: time)
            return true
        case .character(let character):
            if let digit = character.wholeNumberValue, (1...9).contains(digit) {
                guard model.series.indices.contains(digit - 1) else { return false }
                pickRange(digit - 1, at: time)
                return true
            }
            if character == "b" || character == "B" {
                setMode(model.mode == .line ? .bars : .line, at: time)
                return true
            }
            return false
        default:
            return false
        }
    }

    /// Shift with an arrow: a range grows from the point shown (the latest at rest) one step at
    /// a time, its anchor staying where it started.
    private func extendRange(by step: Int, at time: Double) {
        let count = model.points.count
        switch model.selection {
        case .range(let anchor, let end):
            setSelection(.range(anchor: anchor, end: min(max(model.clamped(end) + step, 0), count - 1)), at: time)
        case .scrubbing, .idle:
            let anchor = model.activeIndex ?? count - 1
            // At an end there is nothing to stretch toward: no empty range.
            guard (0..<count).contains(anchor + step) else { return }
            setSelection(.range(anchor: anchor, end: anchor + step), at: time, pinned: true)
        }
    }

    /// Switches between the line and bars: the selection stays, the plot is redrawn at once.
    public func setMode(_ mode: ScrubChartMode, at time: Double) {
        guard mode != model.mode else { return }
        model.mode = mode
        relayout()
        refitLine(animated: false, at: time)
    }

    // MARK: Picker input

    private func pressPicker(at point: Point, time: Double) {
        lastTime = max(lastTime, time)
        guard var row = picker else { return }
        if pickerPressStarted {
            if let pressed = row.pressed { row.press.move(to: point, in: row.rects(at: time)[pressed]) }
        } else if let index = row.index(at: point, time: time) {
            pickerPressStarted = true
            row.beginPress(index, at: point, time: time)
        }
        picker = row
    }

    private func releasePicker(at point: Point, time: Double) {
        lastTime = max(lastTime, time)
        guard pickerPressStarted, var row = picker else { return }
        pickerPressStarted = false
        row.endPress(at: time)
        let pressed = row.pressed
        picker = row
        if let pressed, row.index(at: point, time: time) == pressed { pickRange(pressed, at: time) }
    }

    // MARK: Drawing

    public func draw(into canvas: inout Canvas, at time: Double, text: TextEngine) {
        guard let layout else { return }
        let wanted = max(Int((layout.plot.width * canvas.scale).rounded()), 1)
        if wanted != columns {
            columns = wanted
            // A new width re-fits a dense line at once; a sparse one has the same samples at any width.
            let curve = model.mode == .line ? ChartCurve.line(for: model, columns: columns) : ChartCurve.bars(for: model)
            // A morph in flight (the first unfold on a HiDPI canvas) keeps its timing.
            if curve != motion.target { motion.refit(to: curve, extremes: model.extremes, at: time) }
        }
        motion.advance(to: time)
        let painter = ScrubChartPainter(model: model, layout: layout, theme: theme, motion: motion, picker: picker, text: text, time: time)
        let key = plotKey
        let whole = canvas.clipBounds == canvas.pixelBounds
        if !whole, let base, base.key == key, base.scale == canvas.scale {
            // A partial redraw at rest: the base as it was, then the overlay where it changed.
            canvas.replacePixels(with: base.image, atPixelX: base.origin.x, y: base.origin.y)
            let clip = canvas.clipBounds
            let region = Rect(Double(clip.minX) / canvas.scale, Double(clip.minY) / canvas.scale,
                              Double(clip.width) / canvas.scale, Double(clip.height) / canvas.scale)
            painter.drawOverlay(into: &canvas, region: region)
        } else {
            painter.drawBase(into: &canvas)
            if whole, base?.key != key || base?.scale != canvas.scale, !isAnimating(at: time) {
                let card = layout.card
                let area = PixelBounds(covering: Rect(card.minX * canvas.scale, card.minY * canvas.scale,
                                                      card.width * canvas.scale, card.height * canvas.scale))
                    .intersection(canvas.pixelBounds)
                self.base = BaseLayer(key: key, scale: canvas.scale, image: canvas.snapshot(of: area),
                                      origin: (area.minX, area.minY))
            }
            painter.drawOverlay(into: &canvas)
        }
        drawn = DrawnFrame(time: time, plotKey: plotKey, readout: readoutStrings, markedIndex: motion.markedIndex)
    }

    /// A scrub step changes the readout and the marks at the old and the new point; anything
    /// else (motion in flight, a change of phase, range, data, size or theme) redraws the card.
    public func damage(at time: Double) -> [Rect]? {
        guard let layout, let text, let drawn, drawn.plotKey == plotKey,
              !isAnimating(at: drawn.time), !isAnimating(at: time) else { return nil }
        var regions: [Rect] = []
        if drawn.readout != readoutStrings {
            // The readout down to where the chip's lift shadow fades, inside the plot's top.
            regions.append(Rect(layout.card.minX, layout.card.minY, layout.card.width, layout.plot.minY + 20 - layout.card.minY))
        }
        if drawn.markedIndex != motion.markedIndex {
            if model.selection.phase == .range {
                // The band grows or shrinks with the moving end: the plot under the readout.
                regions.append(layout.plot.insetBy(dx: -40, dy: -40).intersection(layout.card))
            } else {
                let painter = ScrubChartPainter(model: model, layout: layout, theme: theme, motion: motion, picker: picker,
                                                text: text, time: time)
                for index in [drawn.markedIndex, motion.markedIndex].compactMap({ $0 }) where index < model.points.count {
                    let x = painter.plotX(ofIndex: index)
                    // The rule and the dot (with its ring and a pixel of antialiasing), and the flag.
                    regions.append(Rect(x - 10, layout.plot.minY, 20, layout.plot.height))
                    regions.append(painter.flagArea(index: index))
                }
            }
        }
        return Rect.merged(regions.map { $0.intersection(layout.card) }.filter { !$0.isEmpty })
    }

    public func isAnimating(at time: Double) -> Bool {
        motion.isAnimating(at: time) || (picker?.isAnimating(at: time) ?? false)
    }

    public func advance(to time: Double) {
        motion.advance(to: time)
    }

    public func state(at time: Double) -> StateJSON {
        .object(model.stateFields + [
            StateJSON.Field("frame", frame.stateJSON),
            StateJSON.Field("plot", layout?.plot.stateJSON ?? .null),
            StateJSON.Field("picker", .array((picker?.restingRects ?? []).map(\.stateJSON))),
            StateJSON.Field("ranges", .array(model.series.map { .string($0.label) })),
            StateJSON.Field("bubble", .bool(motion.buds.isOut(ScrubChartMotion.bubble))),
            StateJSON.Field("labelsShown", .bool(motion.labelOpacity(at: time, current: model.extremes) > 0.99)),
        ])
    }
}
