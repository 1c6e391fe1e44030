import Dataset
import Foundation

/// Everything a scrub chart knows and derives, with no pixels and no clock: the datasets, the
/// range picked, the selection, and what follows from them (the plotted curve, its domain, the
/// extremes, the index under a pointer). The readout's strings are in `ScrubChartModel+Readout`.
///
/// It is a value: the interaction state writes `rangeIndex` and `selection`, the painter reads
/// the rest. Line mode resamples every dataset to ``sampleCount`` points evenly spaced in time, so
/// that a change of range or of data can bend one curve into another point for point.
public struct ScrubChartModel: Sendable, Hashable {
    /// Samples per line, whatever the series' length: the seed's 64.
    public static let sampleCount = 64
    /// The plot's vertical domain over normalized values (lowest 0, highest 1): room under the
    /// lowest point for the min label and over the highest for the max label and the flag.
    public static let valueDomain: ClosedRange<Double> = -0.16...1.3
    /// Where bars stand, just under the lowest value so that the smallest bar still shows.
    static let barFloor = -0.1

    public var series: [ChartSeries]
    public var mode: ScrubChartMode
    public var format: ChartNumberFormat
    /// What x stands for: dates for most files, numbers or rows for a series without dates.
    public var xAxis: ChartXAxis = .dates
    /// The selection as the input left it. It may point past the end after new data arrives;
    /// ``activeIndex`` and ``rangeSpan`` read it clamped to the points.
    public var selection: ScrubChartSelection
    private var requestedRange: Int

    public init(
        series: [ChartSeries], mode: ScrubChartMode = .line, format: ChartNumberFormat = .number,
        rangeIndex: Int = 0, selection: ScrubChartSelection = .idle
    ) {
        self.series = series
        self.mode = mode
        self.format = format
        self.requestedRange = rangeIndex
        self.selection = selection
    }

    // MARK: The shown series

    /// The range shown, always a valid index into `series` (0 when there is none).
    public var rangeIndex: Int {
        get { min(max(requestedRange, 0), max(series.count - 1, 0)) }
        set { requestedRange = newValue }
    }

    public var points: SampleColumn { series.isEmpty ? [] : series[rangeIndex].points }
    public var isEmpty: Bool { points.isEmpty }
    public var label: String { series.isEmpty ? "" : series[rangeIndex].label }
    var dateLabels: ChartDateLabels { ChartDateLabels(points: points, axis: xAxis) }

    /// The lowest and highest values, widened by 1 each way when the series is flat, so that a
    /// flat line sits in the middle of the plot instead of dividing by zero.
    public var valueBounds: ClosedRange<Double> { series.isEmpty ? 0...1 : series[rangeIndex].valueBounds }

    /// `value` on the 0 (lowest) to 1 (highest) scale the plot's domain is written in.
    public func normalized(_ value: Double) -> Double {
        let bounds = valueBounds
        return bounds.fraction(of: value)
    }

    // MARK: Horizontal placement

    /// How far through the series' time span a point lies: 0 at the first point, 1 at the last.
    public func fraction(ofIndex index: Int) -> Double {
        Self.fraction(of: points[index], in: points)
    }

    private static func fraction(of point: ChartPoint, in points: SampleColumn) -> Double {
        guard let first = points.first, let last = points.last, last.date > first.date else { return 0 }
        return point.date.timeIntervalSince(first.date) / last.date.timeIntervalSince(first.date)
    }

    /// Where a point sits across the plot, 0 at the leading edge and 1 at the trailing.
    public func plotFraction(ofIndex index: Int) -> Double {
        mode == .line ? fraction(ofIndex: index) : (Double(index) + 0.5) / Double(max(points.count, 1))
    }

    /// Where the axis's start, middle and end labels stand across the plot (0 leading, 1
    /// trailing): its edges and middle in line mode, and in bars mode the centres of the first,
    /// middle and last bars, so that each label sits under the bar it names.
    var axisFractions: [Double] {
        guard mode == .bars else { return [0, 0.5, 1] }
        let count = Double(max(points.count, 1))
        return [0, (count - 1) / 2, count - 1].map { ($0 + 0.5) / count }
    }

    /// The point under `x` points from the plot's leading edge in a plot `width` points wide.
    ///
    /// In line mode it is the point nearest in time, the earlier one on a tie, found by binary
    /// search so that a million points cost twenty comparisons per pointer move.
    public func index(atX x: Double, width: Double) -> Int? {
        let points = points
        guard !points.isEmpty else { return nil }
        let target = min(max(x / max(width, 1), 0), 1)
        if mode == .bars {
            return min(max(Int((target * Double(points.count) - 0.5).rounded()), 0), points.count - 1)
        }
        // The first point at or after the target, then whichever neighbour is nearer.
        var low = 0, high = points.count
        while low < high {
            let middle = (low + high) / 2
            if Self.fraction(of: points[middle], in: points) < target { low = middle + 1 } else { high = middle }
        }
        var best = min(low, points.count - 1)
        if low > 0 {
            let before = Self.fraction(of: points[low - 1], in: points)
            if low == points.count || abs(before - target) <= abs(Self.fraction(of: points[low], in: points) - target) {
                best = low - 1
            }
        }
        // Points sharing a date share a place; the first of them wins, as a scan would find it.
        while best > 0, points[best - 1].date == points[best].date { best -= 1 }
        return best
    }

    // MARK: Selection

    /// An index clamped to the points: new data can shorten the series under a resting finger.
    func clamped(_ index: Int) -> Int { min(max(index, 0), max(points.count - 1, 0)) }

    /// The point the finger is on (the moving end of a range), or nil at rest.
    public var activeIndex: Int? {
        guard !isEmpty else { return nil }
        switch selection {
        case .idle: return nil
        case .scrubbing(let index): return clamped(index)
        case .range(_, let end): return clamped(end)
        }
    }

    /// A held range's ends in date order, or nil when no range is held.
    public var rangeSpan: ClosedRange<Int>? {
        guard !isEmpty, case .range(let anchor, let end) = selection else { return nil }
        return clamped(min(anchor, end))...clamped(max(anchor, end))
    }

    // MARK: Extremes and new data

    /// The shown series' lowest and highest points, which the min and max labels mark. The first
    /// of equal values wins.
    public var extremes: ScrubChartExtremes? {
        guard !series.isEmpty, let low = series[rangeIndex].lowIndex, let high = series[rangeIndex].highIndex else { return nil }
        return ScrubChartExtremes(range: rangeIndex, low: low, high: high)
    }

    /// Takes new datasets, as a live stream or a reload delivers them. The range shown stays the
    /// one with the same label when there still is one, and the selection stays where it is:
    /// ``activeIndex`` and ``rangeSpan`` read it clamped to the new points, so a scrub in progress
    /// stays on its point through a refresh.
    public mutating func replaceSeries(_ newSeries: [ChartSeries]) {
        let shown = label
        series = newSeries
        // The same range when it is still offered; otherwise the whole series.
        requestedRange = newSeries.firstIndex { $0.label == shown } ?? max(newSeries.count - 1, 0)
    }
}

/// Where a range's lowest and highest points are, by index. The range is part of it so that a
/// switch to a range whose extremes fall on the same indices still counts as a change.
public struct ScrubChartExtremes: Sendable, Hashable {
    var range: Int
    var low: Int
    var high: Int

    public init(range: Int, low: Int, high: Int) {
        self.range = range
        self.low = low
        self.high = high
    }
}
