import Geometry
import Glass
import Gestures
import Motion
import Raster
import Typeset

/// The Range Lens on a screen: the `lens` entry of the registry, and the screen a long series
/// opens on.
///
/// Overview and detail for a long series. The readout names the window's summary over its dates;
/// the detail chart draws the window's samples as bars under a red dashed average rule; the strip
/// draws every sample, with a glass lens over the window that you drag to move and pull by its
/// handles to resize. The model holds the series, ``RangeLensMotion`` how the lens moves, and
/// this piece turns input into both, each at its event's time.
///
/// - Touch and mouse, as the seed: a horizontal drag on the slab moves the window, on a handle (or
///   within about 22 points of an edge) resizes it; a drag that starts off the lens brings the lens
///   to the finger first; a tap beside it centres it; a double tap shows everything and a second
///   one goes back; a press held 0.28 s takes hold for a careful move. Vertical swipes go to the
///   page.
/// - Beyond the seed: the wheel zooms about the pointer (Shift or a sideways wheel pans), a pinch
///   zooms about the fingers, and hovering the detail reads the bar under the pointer.
/// - Keys, when the strip has focus: Left and Right move a step, Up widens, Down narrows, Space
///   shows all and goes back, Home and End go to either end. Right to left mirrors them.
public final class RangeLens: Piece {
    public static let kind = "lens"
    public private(set) var frame = Rect(0, 0, 0, 0)
    /// The series, the summary and the minimum span.
    var model: RangeLensModel
    var motion: RangeLensMotion
    var theme: Theme
    var style: RangeLensStyle
    var text: Typesetter?
    var layout: RangeLensLayout?
    /// Drawn as quiet placeholders while the data loads (a stream not yet arrived).
    var redacted: Bool
    /// `--window` as the screen was opened with it (times in seconds), or nil for the model's own
    /// opening window. Kept as dates rather than a span: an idle reset places it on the data as it
    /// is by then, which a stream may have grown.
    let openingWindow: ClosedRange<Double>?

    /// What the pointer holds, if anything.
    var grab: RangeLensGrab?
    /// Until when a drag that began off the lens eases onto the finger rather than jumping.
    var blendUntil = -Double.infinity
    /// The window before Show all, for going back.
    var previous: RangeLensSpan?
    /// The bucket the moving edge was last in, and whether the lens presses against a limit.
    var lastBucket: Double?
    var atLimit = false
    /// The whole samples the lens last wrote as the selection.
    var selection: ClosedRange<Int>?
    public internal(set) var ticks: [HapticTick] = []
    /// Where a mouse hovers over the detail; the bar under it is worked out from the window each
    /// time, so bars sliding under a still pointer are read as they pass.
    var hoverPoint: Point?
    /// The span and anchor a pinch started from.
    var pinchStart: (span: RangeLensSpan, anchor: Double)?
    var lastTime = 0.0
    /// Bumped by new data, so a redraw can tell the picture changed.
    var dataVersion = 0
    /// What the last frame drew, for ``damage(at:)``.
    var drawn: DrawnFrame?
    /// The strip as pixels, kept from frame to frame while its data and layout stay.
    var stripLayer: RangeLensStripLayer?
    /// The average's dashed rule as pixels, kept while the plot keeps its width.
    var rule: RangeLensRule?
    /// The lens's glass as it was drawn, for the next frame that finds it the same size.
    let glassCache = GlassCache()
    /// What the wheel left over: the span a zoom would have before landing on whole samples, and
    /// the fraction of a sample a pan has yet to move, so small touchpad scrolls add up. Good only
    /// while the lens still rests where the wheel put it (`landed`).
    var wheelCarry: (landed: RangeLensSpan, exact: RangeLensSpan, pan: Double)?
    /// The readout's strings for the window and bar they were last worked out for.
    var readoutMemo: (key: ReadoutKey, strings: (caption: String, numeral: String, dates: String))?
    /// The numeral and dates fading from what they were, after a change not under the finger.
    var readoutFade: (numeral: String, dates: String, swap: BlurReplace)?

    let pan = PanRecognizer(axis: .horizontal)
    let press = LongPressRecognizer(minimumDuration: RangeLens.holdDuration, allowableMovement: RangeLens.holdTolerance)
    let tap = TapRecognizer()
    let doubleTap = DoubleTapRecognizer()
    let pinch = PinchRecognizer()

    /// How long a still press waits before it takes hold, and how far it may drift meanwhile.
    static let holdDuration = Duration.milliseconds(280)
    static let holdTolerance = 8.0
    /// After a drag brings the lens to the finger, moves ease on for this long before tracking.
    static let blendDuration = 0.24
    /// Wheel zoom per notch, and the points of a precise scroll that make a notch.
    static let wheelZoom = 1.1
    static let pointsPerNotch = 48.0

    public convenience init(context: PieceContext) {
        self.init(model: RangeLensModel(context: context), theme: context.theme, window: context.window,
                  redacted: context.awaitsData && context.series == nil)
    }

    /// Creates the lens over `model` on `window` (times in seconds, the dates of its first and last
    /// sample), or on the model's opening window when nil.
    init(model: RangeLensModel, theme: Theme = Theme(), window: ClosedRange<Double>? = nil, redacted: Bool = false) {
        self.model = model
        self.theme = theme
        self.redacted = redacted
        openingWindow = window
        style = RangeLensStyle(theme: theme)
        let span = window.map { model.span(for: $0) } ?? model.openingSpan
        motion = RangeLensMotion(span: span, top: ChartScale(peak: model.window(of: span).map { model.peak($0) } ?? 0).top,
                                 reduceMotion: theme.reduceMotion)
        selection = model.window(of: span)
        configureRecognizers()
    }

    // MARK: Reading

    /// The span the lens is heading to (where it rests once it lands).
    var span: RangeLensSpan { motion.targetSpan }

    /// The whole samples the readout describes: those the lens rests on, or is landing on.
    var window: ClosedRange<Int>? { model.window(of: span) }

    /// The detail bar under a hovering mouse.
    var hovered: Int? {
        guard let hoverPoint, let layout, grab == nil, layout.plot.contains(hoverPoint), layout.plot.width > 0 else { return nil }
        let along = theme.rightToLeft ? layout.plot.maxX - hoverPoint.x : hoverPoint.x - layout.plot.minX
        let sample = Int((span.start + along / layout.plot.width * span.width).rounded(.down))
        return (0..<model.count).contains(sample) ? sample : nil
    }

    /// Whether the lens shows the whole series.
    var showsAll: Bool { model.count > 0 && span.start <= 0 && span.end >= Double(model.count) }

    /// Whether the lens takes input: it needs two samples to choose between.
    var isInteractive: Bool { model.count > 1 && !redacted }

    /// The strip's geometry at its laid-out width.
    var geometry: RangeLensGeometry? {
        layout.map { RangeLensGeometry(width: $0.strip.width, count: model.count) }
    }

    /// The readout's three strings: caption, numeral and dates. Hovering a detail bar names its
    /// date and value instead of the summary's.
    /// They are worked out once for each window and hovered bar: drawing, damage and the fades
    /// all read them every frame.
    var readout: (caption: String, numeral: String, dates: String) {
        let key = ReadoutKey(window: window, hovered: hovered, summary: model.summary, dataVersion: dataVersion)
        if let readoutMemo, readoutMemo.key == key { return readoutMemo.strings }
        let strings: (caption: String, numeral: String, dates: String)
        if let window {
            let dates = model.dateRange(window)
            if let hovered = key.hovered, (0..<model.count).contains(hovered) {
                strings = (model.sampleDate(hovered), model.format.format(model.value(hovered)), dates)
            } else {
                strings = (model.summary.caption, model.format.format(model.value(model.summary, in: window)), dates)
            }
        } else {
            strings = (model.summary.caption, "No data yet", "")
        }
        readoutMemo = (key, strings)
        return strings
    }

    /// What the readout's strings were worked out from.
    struct ReadoutKey: Equatable {
        var window: ClosedRange<Int>?
        var hovered: Int?
        var summary: RangeLensSummary
        var dataVersion: Int
    }

    /// What a voice reads, as the seed's readout sentence: "Average 8,412 steps a day, 3 March
    /// to 14 April", or without a unit "Average 8,412, 3 March to 14 April".
    public var spokenSentence: String {
        guard let window else { return "No data yet" }
        let value = model.format.format(model.value(model.summary, in: window))
        let unit = model.unit.flatMap { $0.isEmpty ? nil : " \($0)" } ?? ""
        return "\(model.summary.caption) \(value)\(unit), \(model.spokenRange(window))"
    }

    /// The window's samples, first to last, as the detail bars draw them: what the seed plays as
    /// the detail chart's audio graph. Empty while there is no data.
    public var audioGraphValues: [Double]? {
        guard let window else { return [] }
        return window.map { model.value($0) }
    }

    // MARK: Piece

    public func preferredHeight(forWidth width: Double, text: Typesetter) -> Double {
        let (numeral, unit) = measuredReadout(text: text)
        return RangeLensLayout.preferredHeight(style: style, text: text, numeralWidth: numeral, unitWidth: unit, width: width)
    }

    public func layout(in frame: Rect, theme: Theme, text: Typesetter) {
        let changed = frame != self.frame || theme != self.theme || layout == nil
        self.frame = frame
        self.text = text
        if theme.reduceMotion != self.theme.reduceMotion { motion.reduceMotion = theme.reduceMotion }
        self.theme = theme
        style = RangeLensStyle(theme: theme)
        if changed { relayout() }
    }

    func relayout() {
        guard let text else { return }
        let (numeral, unit) = measuredReadout(text: text)
        layout = RangeLensLayout(frame: frame, style: style, text: text, numeralWidth: numeral, unitWidth: unit)
    }

    /// The widest numeral the series can show (its highest value, which bounds every summary but
    /// the total) and the unit's width: the layout decides once whether they share a line.
    func measuredReadout(text: Typesetter) -> (Double, Double?) {
        let widest = model.summary == .total ? model.value(.total, in: 0...max(model.count - 1, 0)) : model.maximum
        let numeral = text.measure(model.isEmpty ? "0" : model.format.format(widest), style: style.numeral)
        let unit = model.unit.flatMap { $0.isEmpty ? nil : text.measure($0, style: style.unit) }
        return (numeral, unit)
    }
}
