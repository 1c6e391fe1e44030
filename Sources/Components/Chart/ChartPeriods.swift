import Dataset

/// A long series summed up as a few bars: one per calendar period (day, week, month or year,
/// the finest that gives at most ``maximumBars``), each the mean of its finite values. A period
/// with no finite value has no bar: there is nothing to stand for.
///
/// A bar chart draws one bar per row, which is right for a week of workouts and wrong for two
/// years of minute prices: a million bars are neither readable nor cheap. So a series longer than
/// a bar chart can show is grouped the way a person would ask for it: "the mean price per month".
/// Times that are not dates (a row number, a plain number) are grouped in equal runs of rows.
public struct ChartPeriods: Sendable, Hashable {
    /// How one bar was made.
    public enum Grouping: Sendable, Hashable {
        case calendar(ChartCalendar.Unit)
        /// Equal runs of this many rows.
        case rows(Int)
    }

    /// The most bars a grouped series gives: a bar stays wider than its label at any window a
    /// bar chart is drawn in.
    public static let maximumBars = 24

    public let grouping: Grouping
    /// Each bar's caption: "Mar 2", "Mar", "Mar 2025", "2025", or "1–500" for runs of rows.
    public let labels: [String]
    /// Each bar's mean.
    public let means: [Double]

    /// The bars for `series`, or nil when it has few enough rows to be a bar each.
    public init?(_ series: TimeSeries, maximumBars: Int = maximumBars) {
        let samples = series.samples
        guard samples.count > maximumBars, maximumBars > 0 else { return nil }
        var first = Double.infinity, last = -Double.infinity
        if series.axis == .time {
            for sample in samples where sample.time.isFinite {
                first = min(first, sample.time)
                last = max(last, sample.time)
            }
        }
        guard first < last else {
            self.init(rowsOf: samples, maximumBars: maximumBars)
            return
        }
        // Past that many years, the latest years.
        self.init(samples, unit: Self.unit(from: first, to: last, maximumBars: maximumBars) ?? .year, maximumBars: maximumBars)
    }

    /// The finest unit whose periods between `first` and `last` number at most `maximumBars`.
    static func unit(from first: Double, to last: Double, maximumBars: Int) -> ChartCalendar.Unit? {
        ChartCalendar.Unit.allCases.first { unit in
            var count = 1
            var start = ChartCalendar.start(of: unit, containing: first)
            while count <= maximumBars {
                start = ChartCalendar.start(ofNext: unit, after: start)
                if start > last { return true }
                count += 1
            }
            return false
        }
    }

    /// Means per calendar period. Rows arrive in time order, so a period ends when a time passes
    /// its end; a row out of order starts its own period's bar again only if it is a new period,
    /// and is otherwise counted where it falls.
    private init(_ samples: SampleColumn, unit: ChartCalendar.Unit, maximumBars: Int) {
        var starts: [Double] = []
        var sums: [Double] = []
        var counts: [Int] = []
        var current = -1
        var periodStart = Double.infinity, periodEnd = -Double.infinity
        for sample in samples {
            let time = sample.time
            guard time.isFinite else { continue }
            if time < periodStart || time >= periodEnd {
                periodStart = ChartCalendar.start(of: unit, containing: time)
                periodEnd = ChartCalendar.start(ofNext: unit, after: periodStart)
                if let found = starts.firstIndex(of: periodStart) {
                    current = found
                } else {
                    starts.append(periodStart)
                    sums.append(0)
                    counts.append(0)
                    current = starts.count - 1
                }
            }
            if sample.value.isFinite {
                sums[current] += sample.value
                counts[current] += 1
            }
        }
        let order = starts.indices.filter { counts[$0] > 0 }.sorted { starts[$0] < starts[$1] }.suffix(maximumBars)
        let spansYears = ChartCalendar.parts(starts.min() ?? 0).year != ChartCalendar.parts(starts.max() ?? 0).year
        grouping = .calendar(unit)
        labels = order.map { Self.label(starts[$0], unit: unit, withYear: spansYears) }
        means = order.map { sums[$0] / Double(counts[$0]) }
    }

    /// Means of equal runs of rows, captioned by their row numbers from 1.
    private init(rowsOf samples: SampleColumn, maximumBars: Int) {
        let run = (samples.count + maximumBars - 1) / maximumBars
        var labels: [String] = []
        var means: [Double] = []
        var start = 0
        while start < samples.count {
            let end = min(start + run, samples.count)
            var sum = 0.0, count = 0
            for index in start..<end where samples[index].value.isFinite {
                sum += samples[index].value
                count += 1
            }
            if count > 0 {
                labels.append("\(start + 1)–\(end)")
                means.append(sum / Double(count))
            }
            start = end
        }
        grouping = .rows(run)
        self.labels = labels
        self.means = means
    }

    static func label(_ start: Double, unit: ChartCalendar.Unit, withYear: Bool) -> String {
        let parts = ChartCalendar.parts(start)
        let month = ChartCalendar.shortMonth(parts.month)
        switch unit {
        case .day, .week: return withYear ? "\(month) \(parts.day) \(parts.year)" : "\(month) \(parts.day)"
        case .month: return withYear ? "\(month) \(parts.year)" : month
        case .year: return "\(parts.year)"
        }
    }

    /// What each bar is, for the chart's subtitle: "Mean per month".
    public var subtitle: String {
        switch grouping {
        case .calendar(let unit): "Mean per \(unit.rawValue)"
        case .rows(let run): "Mean per \(run) rows"
        }
    }
}
