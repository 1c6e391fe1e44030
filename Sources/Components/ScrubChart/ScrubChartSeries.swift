import Foundation

/// One observation of a scrub chart: when, and how much.
public struct ScrubChartPoint: Sendable, Hashable {
    public var date: Date
    public var value: Double

    public init(date: Date, value: Double) {
        self.date = date
        self.value = value
    }
}

/// One dataset of a scrub chart, shown by one range segment ("1D", "1W", …).
///
/// Points are kept in date order whatever order they arrive in: resampling, the nearest index and
/// the readout all walk the series forwards in time.
public struct ScrubChartSeries: Sendable, Hashable {
    /// The range segment's label, and the tail of the meta line at rest ("LATEST · 1M").
    public var label: String
    public private(set) var points: [ScrubChartPoint]

    public init(label: String, points: [ScrubChartPoint]) {
        self.label = label
        self.points = points.sorted { $0.date < $1.date }
    }
}

/// How the chart plots a series: a smoothed line over a fixed number of time samples, or one bar
/// per point.
public enum ScrubChartMode: String, Sendable, Hashable {
    case line
    case bars
}
