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

    /// One bar as a voice reads it, its label then its value, as the seed's bar elements are
    /// labelled: "Monday, 12"; a bar with no caption is its value alone.
    func spokenBar(_ index: Int) -> String {
        let label = spokenLabel(index)
        return label.isEmpty ? valueText(index) : "\(label), \(valueText(index))"
    }

    /// Bar `index`'s caption with a day or month written out for a voice. Captions that run
    /// through the week or the year, however short ("M", "T", "W", "T", …), are read by their
    /// place in the run, so the second "T" is Thursday; otherwise a caption that begins only one
    /// day's or month's name ("Mon", "Sept") is read as that name. Anything else is read as it is.
    func spokenLabel(_ index: Int) -> String {
        let label = labels[index]
        if let run = Self.calendarRun(labels) { return run[index] }
        return Self.name(beginningWith: label) ?? label
    }

    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]

    /// Whether `label` (a trailing full stop aside) begins `name`, ignoring case.
    static func abbreviates(_ label: String, _ name: String) -> Bool {
        let short = label.hasSuffix(".") ? String(label.dropLast()) : label
        return !short.isEmpty && name.lowercased().hasPrefix(short.lowercased())
    }

    /// The names of consecutive days (or months) that `labels`, two or more, abbreviate in
    /// order, from whichever day (or month) the run starts on; nil when they are no such run.
    static func calendarRun(_ labels: [String]) -> [String]? {
        guard labels.count >= 2 else { return nil }
        for names in [weekdayNames, monthNames] {
            for start in names.indices where labels.indices.allSatisfy({ abbreviates(labels[$0], names[(start + $0) % names.count]) }) {
                return labels.indices.map { names[(start + $0) % names.count] }
            }
        }
        return nil
    }

    /// The one day or month name that `label`, two letters or more, begins; nil when none does
    /// or several do ("Ma" could be March or May).
    static func name(beginningWith label: String) -> String? {
        guard label.count >= 2 else { return nil }
        let matches = (weekdayNames + monthNames).filter { abbreviates(label, $0) }
        return matches.count == 1 ? matches[0] : nil
    }
}
