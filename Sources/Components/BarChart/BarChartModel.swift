/// What a bar chart shows: one bar per category, in the order given, each as tall as its value
/// compared with the tallest.
///
/// Heights are worked out once, when the values arrive: drawing, the state dump and the voice
/// all read them on every frame.
struct BarChartModel: Sendable, Hashable {
    /// Each bar's caption, in step with ``values``.
    let labels: [String]
    let values: [Double]
    /// Each bar's height as a fraction of the plot, 0...1 (see ``ratio(of:highest:)``).
    let ratios: [Double]

    /// Bars for `values`, captioned by `labels`; a missing caption is empty, an extra one dropped.
    init(labels: [String], values: [Double]) {
        self.values = values
        self.labels = values.indices.map { labels.indices.contains($0) ? labels[$0] : "" }
        let highest = Self.highest(in: values)
        ratios = values.map { Self.ratio(of: $0, highest: highest) }
    }

    var count: Int { values.count }
    var isEmpty: Bool { values.isEmpty }

    /// The largest finite value, or nil when there is none: infinities and NaN say nothing
    /// about how tall the others are.
    static func highest(in values: [Double]) -> Double? {
        values.lazy.filter(\.isFinite).max()
    }

    /// How tall a bar of `value` is next to the tallest, from 0 to 1. A value that is not a
    /// finite number above zero, or a chart whose tallest is not above zero, draws no bar; an
    /// infinite value is not the tallest, so it is capped at a full bar.
    static func ratio(of value: Double, highest: Double?) -> Double {
        guard value.isFinite, value > 0, let highest, highest > 0 else { return 0 }
        return min(value / highest, 1)
    }

    /// The ratio of `value` among `values`.
    static func ratio(of value: Double, in values: [Double]) -> Double {
        ratio(of: value, highest: highest(in: values))
    }

    /// A bar's value as its label shows it: whole numbers grouped, at most one decimal below 100.
    func valueText(_ index: Int) -> String {
        ChartNumberFormat.rounded(values[index])
    }

    /// Every bar read out in order after `title`: "Workouts, This week: M 12, T 19, W 8".
    func spoken(title: String) -> String {
        let bars = values.indices.map { "\(labels[$0]) \(valueText($0))" }.joined(separator: ", ")
        return bars.isEmpty ? title : "\(title): \(bars)"
    }
}
