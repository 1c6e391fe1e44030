import Dataset
import Foundation

/// The ranges a file's series is offered in: 1D, 1W, 1M, 3M, 1Y, 5Y and All, each the points
/// from that long before the latest one to the latest.
///
/// A range is offered only when the series runs longer than it (otherwise it would show the same
/// points as All) and when it holds at least 2 points, which a line needs. All is always offered.
/// Months and years are calendar months and years in UTC, so "1M" from March 31 starts on
/// February 28 or 29, as a price chart's user reads it.
public enum ChartRanges {
    /// A range's label and how far back from the latest point it reaches.
    struct Window: Sendable, Hashable {
        var label: String
        var component: Calendar.Component
        var amount: Int
    }

    static let windows = [
        Window(label: "1D", component: .day, amount: 1),
        Window(label: "1W", component: .day, amount: 7),
        Window(label: "1M", component: .month, amount: 1),
        Window(label: "3M", component: .month, amount: 3),
        Window(label: "1Y", component: .year, amount: 1),
        Window(label: "5Y", component: .year, amount: 5),
    ]

    static let allLabel = "All"

    /// The series for each offered range, shortest first, All last. `points` must be in date
    /// order; an empty series gives All alone, empty.
    public static func series(from points: SampleColumn) -> [ChartSeries] {
        // Summarized once (or already, as a loaded file is), the ranges' windows share it.
        var points = points
        points.summarize()
        let all = ChartSeries(label: allLabel, sortedPoints: points)
        let offered = offeredStarts(in: points).map { window, from in
            ChartSeries(label: window.label, sortedPoints: points.shared(from..<points.count))
        }
        return offered + [all]
    }

    /// Whether a loaded series has a range of its own beside All. A wide file without one offers
    /// its measures in the picker instead, so the viewer reads them only then.
    public static func offersRanges(_ series: TimeSeries) -> Bool {
        !offeredStarts(in: ChartPoint.points(of: series)).isEmpty
    }

    /// Each range offered for `points`, with the index of its first point.
    private static func offeredStarts(in points: SampleColumn) -> [(Window, Int)] {
        guard let first = points.first, let last = points.last else { return [] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        var offered: [(Window, Int)] = []
        for window in windows {
            guard let start = calendar.date(byAdding: window.component, value: -window.amount, to: last.date),
                  start > first.date else { continue }
            let from = firstIndex(onOrAfter: start, in: points)
            guard points.count - from >= 2 else { continue }
            offered.append((window, from))
        }
        return offered
    }

    /// The first point at or after `date`, by binary search.
    static func firstIndex(onOrAfter date: Date, in points: SampleColumn) -> Int {
        var low = 0, high = points.count
        while low < high {
            let middle = (low + high) / 2
            if points[middle].date < date { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
