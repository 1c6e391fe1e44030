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
    public internal(set) var model: ScrubChartModel
    /// What moves: the line's morph, the marks, the bubble, the readout's rolls.
    var motion: ScrubChartMotion
    var picker: SegmentRow?

    /// The card's height: the seed's 340-point chart inside 20 points of padding.
    static let preferredHeight = 380.0
    /// How long a still finger waits before it pins a range, and how far it may drift meanwhile.
    static let holdDuration = Duration.milliseconds(300)
    static let holdTolerance = 8.0

    var layout: ScrubChartLayout?
    var theme: Theme
    var text: Typesetter?
    var figures: ScrubChartReadoutFigures
    /// Pixel columns the line was fitted to, so a dense series is thinned at the drawn width.
    var columns = 0
    var lastTime = 0.0
    /// Whether the present scrub follows a hovering mouse, which leaving the plot ends.
    var followsHover = false
    /// The seed's haptics so far: a selection tick for each point a scrub reaches, a firm one
    /// (its rigid impact) when a hold pins a range, a selection tick for each range switch.
    public internal(set) var ticks: [HapticTick] = []
    let drag = DragRecognizer(minimumDistance: 0)
    let pickerDrag = DragRecognizer(minimumDistance: 0)
    var pickerPressStarted = false
    /// Bumped by new data, so a redraw can tell the plot changed.
    var dataVersion = 0
    /// What the last frame drew, for ``damage(at:)``.
    var drawn: DrawnFrame?
    /// The base layer's pixels (the card without the readout and the finger's marks) as last
    /// drawn at rest, so that a scrub step copies them back instead of drawing the plot again.
    var base: BaseLayer?
    /// The range the chart opened on, by its label (new data renumbers the ranges, as a stream's
    /// growing span offers more of them), and the look it opened in: what an idle reset returns to.
    let openingRange: String
    let openingMode: ScrubChartMode

    public convenience init(context: PieceContext) {
        self.init(model: ScrubChartModel(context: context), theme: context.theme)
    }

    /// Creates the piece over `model`, at rest; its line unfolds from the first frame's time.
    public init(model: ScrubChartModel, theme: Theme = Theme()) {
        self.model = model
        self.theme = theme
        openingRange = model.label
        openingMode = model.mode
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
                // A release, not a scrub step: it never ticks.
                setSelection(.scrubbing(index), at: time, haptic: false)
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

    func index(atX x: Double) -> Int? {
        guard let plot = layout?.plot else { return nil }
        return model.index(atX: x - plot.minX, width: plot.width)
    }

    /// Every change of selection goes through here: a change of phase animates the marks and
    /// rolls the readout, a step along the plot changes them in place. With `haptic`, reaching
    /// another point ticks and a pin gives the firm tick; letting go never ticks.
    func setSelection(_ selection: ScrubChartSelection, at time: Double, pinned: Bool = false, haptic: Bool = true) {
        lastTime = max(lastTime, time)
        let before = model
        model.selection = selection
        guard before.selection != selection else { return }
        if haptic {
            if let reached = model.activeIndex, reached != before.activeIndex { addTick(.selection, at: time) }
            if pinned { addTick(.firm, at: time) }
        }
        motion.select(model, pinned: pinned, at: time)
        if before.selection.phase != selection.phase {
            // Touching down and pinning snap in; letting go clears firmly.
            rollReadout(from: before, glass: selection.phase == .idle ? motion.language.dismiss : motion.language.snap, at: time)
        } else {
            motion.settleReadout()
            moveChip(from: nil, glass: nil, at: time)
        }
        motion.tintChip(chipTint, animated: before.selection.phase != selection.phase, at: time)
    }

    /// Picks the range at `index`, as a click on its segment does. A new range ends any scrub,
    /// since its points are other points, and the line bends to it. With `haptic` (input, not an
    /// idle reset) the switch ticks.
    func pickRange(_ index: Int, at time: Double, haptic: Bool = true) {
        guard model.series.indices.contains(index), index != model.rangeIndex else { return }
        lastTime = max(lastTime, time)
        if haptic { addTick(.selection, at: time) }
        let before = model
        model.rangeIndex = index
        model.selection = .idle
        followsHover = false
        picker?.pick(index, at: time, motion: motion.language)
        motion.select(model, pinned: false, at: time)
        rollReadout(from: before, glass: motion.language.snap, at: time)
        motion.tintChip(chipTint, animated: true, at: time)
        refitLine(animated: true, at: time)
    }

    func addTick(_ kind: HapticTick.Kind, at time: Double) {
        ticks.append(HapticTick(time: time, kind: kind))
        if ticks.count > 256 { ticks.removeFirst(ticks.count - 256) }
    }

    var chipTint: Color? {
        guard let chip = model.deltaChip else { return nil }
        let style = ScrubChartStyle(theme: theme)
        switch chip.trend {
        case .up: return style.up
        case .down: return style.down
        case .flat: return nil
        }
    }

    /// Starts the readout rolling from what `before` showed to what the model shows now, the
    /// chip's glass moving on `glass`.
    func rollReadout(from before: ScrubChartModel, glass: Animation, at time: Double) {
        let old = before.numeral.text, new = model.numeral.text
        let rises = (model.numeralValue ?? 0) >= (before.numeralValue ?? 0)
        motion.roll(numeral: (old, new), rises: rises, meta: (before.metaLine, model.metaLine), at: time)
        moveChip(from: before.deltaChip, glass: glass, at: time)
    }

    /// Moves the chip to what the model shows: from `before` on `glass`, or at once without one.
    /// Its figures are measured here, so it waits for the first layout to bring a text engine.
    func moveChip(from before: ScrubChartDeltaChip?, glass: Animation?, at time: Double) {
        guard let text, let layout else { return }
        let styles = layout.styles
        let metrics = layout.chip
        let measure = { (figure: String) in text.measure(figure, style: styles.chip) }
        if let glass {
            motion.chip.move(to: model.deltaChip, from: before, metrics: metrics, measure: measure, glass: glass,
                             figures: motion.language.value, crossFades: motion.reduceMotion, at: time)
        } else {
            motion.chip.place(model.deltaChip, metrics: metrics, measure: measure)
        }
    }

    // MARK: Data

    /// Takes new datasets (a live stream's appended points). The range shown and the selection
    /// stay; the line bends to the new points and the labels return once it lands.
    /// `figures` and `fitted` (a line and what it was fitted for) are what a stream's follow
    /// built for these series beforehand; a line fitted for another range, look or width is
    /// fitted again here.
    func replaceSeries(_ series: [ChartSeries], figures: ScrubChartReadoutFigures? = nil,
                       fitted: (curve: ChartCurve, fit: ScrubChartFit)? = nil, at time: Double) {
        lastTime = max(lastTime, time)
        let shownLabel = model.label
        let labels = model.series.map(\.label)
        model.replaceSeries(series)
        dataVersion += 1
        self.figures = figures ?? ScrubChartReadoutFigures(series: series, format: model.format)
        if model.label != shownLabel { model.selection = .idle }
        // The marks follow the selection clamped to the new points.
        motion.select(model, pinned: false, at: time)
        if series.map(\.label) != labels {
            picker = series.count > 1
                ? SegmentRow(labels: series.map(\.label), selection: model.rangeIndex, reduceMotion: theme.reduceMotion) : nil
        }
        relayout()
        let fit = ScrubChartFit(label: model.label, mode: model.mode, columns: columns)
        refitLine(animated: true, at: time, curve: fitted.flatMap { $0.fit == fit ? $0.curve : nil })
        motion.tintChip(chipTint, animated: false, at: time)
        moveChip(from: nil, glass: nil, at: time)
    }

    /// Fits the line to the model at the current width (or takes `curve`, fitted for it
    /// already); a change of data or range animates.
    func refitLine(animated: Bool, at time: Double, curve fitted: ChartCurve? = nil) {
        let curve = fitted ?? (model.mode == .line ? ChartCurve.line(for: model, columns: columns) : ChartCurve.bars(for: model))
        motion.morph(to: curve, extremes: model.extremes, mode: model.mode, animated: animated, at: time)
    }

    // MARK: Piece

    /// The seed's card, grown by as much as larger text takes from the plot, so that the plot
    /// keeps the height it has at text scale 1, and tall enough for the min label to hang under
    /// the lowest point without meeting the line (the page scrolls when the card outgrows it).
    public func preferredHeight(forWidth width: Double, text: Typesetter) -> Double {
        guard text.textScale > 1 else { return Self.preferredHeight }
        let frame = Rect(0, 0, width, Self.preferredHeight)
        let style = ScrubChartStyle(theme: theme)
        let scaled = ScrubChartLayout(model: model, figures: figures, style: style, frame: frame, text: text)
        let plain = ScrubChartLayout(model: model, figures: figures, style: style, frame: frame, text: text, textScaleLimit: 1)
        // The value domain leaves 0.16 of its 1.46 under the lowest point for the label, 6 points off.
        let values = ScrubChartModel.valueDomain
        let below = -values.lowerBound / (values.upperBound - values.lowerBound)
        let label = (6 + text.metrics(for: scaled.styles.marker).lineHeight) / below
        return Self.preferredHeight + max(max(plain.plot.height, label) - scaled.plot.height, 0)
    }

    public func layout(in frame: Rect, theme: Theme, text: Typesetter) {
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

    func relayout() {
        guard let text else { return }
        let first = layout == nil
        let built = ScrubChartLayout(model: model, figures: figures, style: ScrubChartStyle(theme: theme), frame: frame, text: text,
                                     rightToLeft: theme.rightToLeft)
        layout = built
        picker?.frame = built.picker ?? Rect(0, 0, 0, 0)
        picker?.rightToLeft = theme.rightToLeft
        // A new text scale re-measures the chip; anything else leaves its motion alone.
        if motion.chip.metrics != built.chip { moveChip(from: nil, glass: nil, at: lastTime) }
        if first {
            // The first data unfolds from the moment the piece is placed, the session's start.
            columns = max(Int(built.plot.width.rounded()), 1)
            refitLine(animated: true, at: lastTime)
        }
    }
}
