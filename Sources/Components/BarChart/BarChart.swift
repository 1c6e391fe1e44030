import Geometry
import Gestures
import Motion
import Raster
import Typeset

/// The Animated Bar Chart: one bar per category, rising from the baseline one after another each
/// time the data changes, with each value over its bar and each caption under it.
///
/// The `bars` screen opens on a file of categories (one bar per row, in file order, titled by the
/// value column) or, with no data, on the seed's demo, which switches weeks every 2.6 s
/// (``BarChartDemo``; its gallery card shows the first week only). ``BarChartModel`` holds the heights and ``BarChartGrowth`` how they rise.
///
/// Beyond the seed, a readout over the chart names one bar and its value: the bar under a
/// hovering mouse, the one a finger taps or drags across, or the one Left and Right step to
/// (mirrored right to left). It slides between bars on the snap role. Escape puts it away.
public final class BarChart: Piece {
    public static let kind = "bars"
    public private(set) var frame = Rect(0, 0, 0, 0)
    var model: BarChartModel
    var theme: Theme
    var style: BarChartStyle
    var growth: BarChartGrowth
    /// The large title: "Workouts", or the file's value column.
    var heading: String
    /// The quiet line under it ("This week"), nil on a file.
    var subtitle: String?
    /// Whether the chart plays the seed's demo, switching weeks as time passes: on the `bars`
    /// screen with no data, not as a gallery card (which grows once, so the page can rest) nor
    /// under Reduce Motion.
    let isDemo: Bool
    /// The demo's switches so far (see ``BarChartDemo/round(at:reduceMotion:)``).
    var round = 0

    var layout: BarChartLayout?
    /// The typesetter of the last layout, for laying out again when the data changes.
    var text: Typesetter?
    /// Lines of text laid out for the current data and layout.
    var lines: BarChartLines?

    /// The bar the readout names.
    var selected: Int?
    /// Whether a hovering mouse chose it, so moving off the chart puts it away again.
    var selectedByHover = false
    /// The readout's centre, sliding from bar to bar.
    var readoutX = Animator(0.0)
    /// A selection tick each time a tap, a drag or a key moves the readout to another bar.
    public internal(set) var ticks: [HapticTick] = []
    var lastTime = 0.0
    /// Bumped by every change that alters the picture other than time passing.
    var version = 0
    /// What the last frame drew from.
    var drawn: (version: Int, time: Double)?

    let tap = TapRecognizer()
    let pan = PanRecognizer(axis: .horizontal)

    public convenience init(context: PieceContext) {
        if let series = context.series {
            let bars = BarChartModel.bars(for: series)
            self.init(model: bars.model, heading: series.valueName.isEmpty ? "Values" : series.valueName,
                      subtitle: bars.subtitle, theme: context.theme)
        } else if context.awaitsData {
            self.init(model: BarChartModel(labels: [], values: []), heading: "Values", theme: context.theme)
        } else {
            let week = BarChartDemo.week(0)
            self.init(model: BarChartModel(labels: BarChartDemo.labels, values: week.values), heading: BarChartDemo.heading,
                      subtitle: week.title, theme: context.theme, isDemo: !context.inGallery)
        }
    }

    /// A chart of `model` whose data arrived at time 0, when the screen opened.
    init(model: BarChartModel, heading: String, subtitle: String? = nil, theme: Theme = Theme(), isDemo: Bool = false) {
        self.model = model
        self.heading = heading
        self.subtitle = subtitle
        self.theme = theme
        self.isDemo = isDemo
        style = BarChartStyle(theme: theme)
        growth = BarChartGrowth(count: model.count, changeTime: 0, reduceMotion: theme.reduceMotion)
        configureRecognizers()
    }

    var rtl: Bool { theme.rightToLeft }
    var language: MotionLanguage { MotionLanguage(reduceMotion: theme.reduceMotion) }

    /// The title the state dump and the voice name: the week on the demo, else the heading.
    var title: String { subtitle ?? heading }

    // MARK: Data

    /// New data at `time`: the bars drop to the baseline and rise again after the pause.
    func show(_ next: BarChartModel, subtitle: String?, at time: Double) {
        model = next
        self.subtitle = subtitle
        growth.restart(count: next.count, at: time)
        if let selected, selected >= next.count { self.selected = nil }
        version += 1
        relayout()
    }

    /// Plays the demo up to `time`: each switch takes effect at its own scheduled time, whenever
    /// the frame that notices it comes, so a skipped frame changes nothing.
    func catchUp(to time: Double) {
        guard isDemo else { return }
        let next = BarChartDemo.round(at: time, reduceMotion: theme.reduceMotion)
        guard next > round else { return }
        round = next
        let week = BarChartDemo.week(next)
        show(BarChartModel(labels: BarChartDemo.labels, values: week.values), subtitle: week.title, at: BarChartDemo.start(of: next))
    }

    // MARK: Layout

    public func preferredHeight(forWidth width: Double, text: Typesetter) -> Double {
        let measures = self.measures(text: text)
        return measures.headingHeight + (subtitle == nil ? 0 : BarChartStyle.headerSpacing + measures.titleHeight)
            + BarChartStyle.headerSpacing + BarChartStyle.chartTopPadding + 260
    }

    public func layout(in frame: Rect, theme: Theme, text: Typesetter) {
        self.frame = frame
        if theme.reduceMotion != growth.reduceMotion { growth.reduceMotion = theme.reduceMotion }
        self.theme = theme
        style = BarChartStyle(theme: theme)
        self.text = text
        relayout()
    }

    /// Lays the chart out again in its frame, for new data or a new frame.
    func relayout() {
        guard let text else { return }
        layout = BarChartLayout(frame: frame, count: model.count, measures: measures(text: text), rightToLeft: rtl)
        lines = nil
        if let selected, let layout { readoutX.set(layout.columns[selected].midX) }
        version += 1
    }

    /// The text sizes the layout depends on.
    func measures(text: Typesetter) -> BarChartLayout.Measures {
        let widest = { (strings: [String], style: TextStyle) in strings.map { text.measure($0, style: style) }.max() ?? 0 }
        return BarChartLayout.Measures(
            headingHeight: text.metrics(for: style.heading).lineHeight,
            titleHeight: subtitle == nil ? 0 : text.metrics(for: style.title).lineHeight,
            captionHeight: text.metrics(for: style.caption).lineHeight,
            valueScale: text.effectiveSize(of: style.value) / style.value.size,
            widestCaption: widest(model.labels, style.caption),
            widestValue: widest(model.values.indices.map(model.valueText), style.value))
    }

    // MARK: Time

    /// The chart moves while a bar rises or the readout slides. Between the demo's switches it
    /// rests, and ``nextChange(after:)`` wakes the frame loop for the next one.
    public func isAnimating(at time: Double) -> Bool {
        catchUp(to: time)
        return growth.isAnimating(at: time) || time < readoutX.restTime
    }

    /// The demo switches weeks for as long as the screen is open.
    public var isLooping: Bool { isDemo && !theme.reduceMotion }

    /// The demo's next switch of weeks.
    public func nextChange(after time: Double) -> Double? {
        guard isDemo, !theme.reduceMotion, time.isFinite else { return nil }
        return BarChartDemo.start(of: BarChartDemo.round(at: time, reduceMotion: false) + 1)
    }

    public func advance(to time: Double) {
        catchUp(to: time)
        lastTime = max(lastTime, time)
    }

    /// How tall bar `index` is drawn at `time`, as a fraction of the tallest bar's room: its
    /// ratio times its progress, so briefly past the ratio on the overshoot.
    func height(of index: Int, at time: Double) -> Double {
        model.ratios[index] * growth.progress(of: index, at: time)
    }

    /// Nothing while the chart is still; the whole frame after a change of data, layout or
    /// selection; otherwise, while bars rise, only each moving bar's column from its value label
    /// down to the baseline (the gradient follows the bar, so all of it changes), and the
    /// readout's band while it slides. All of it lies inside the chart's frame.
    public func damage(at time: Double) -> [Rect]? {
        catchUp(to: time)
        guard let drawn, let layout else { return nil }
        if drawn.version != version { return [frame] }
        var rects: [Rect] = []
        if drawn.time < readoutX.restTime || time < readoutX.restTime {
            let half = layout.captionHeight / 2 + 4
            rects.append(Rect(frame.minX, layout.readoutMidY - half, frame.width, 2 * half))
        }
        let labelRoom = BarChartStyle.labelGap + (lines?.values.lazy.compactMap { $0?.metrics.lineHeight }.first ?? 20) + 2
        let labelWidth = layout.labelWidth(stride: layout.valueStride)
        for (index, column) in layout.columns.enumerated() {
            let then = growth.progress(of: index, at: drawn.time), now = growth.progress(of: index, at: time)
            guard then != now else { continue }
            let top = layout.baseline - max(then, now, 0) * model.ratios[index] * layout.barRoom - labelRoom
            let left = min(column.minX, column.midX - labelWidth / 2) - 1, right = max(column.maxX, column.midX + labelWidth / 2) + 1
            rects.append(Rect(left, top, right - left, layout.baseline + 1 - top).intersection(frame))
        }
        return rects
    }
}
