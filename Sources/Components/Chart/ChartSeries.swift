import Dataset
import Foundation

/// One dataset of a chart, such as the points one range segment ("1D", "1W", …) shows.
///
/// Points are kept in date order whatever order they arrive in: resampling, the nearest index and
/// a readout all walk the series forwards in time. The lowest and highest points are found once
/// here, because every plotted value is read against them and a million-point series cannot be
/// scanned again on every scrub step.
public struct ChartSeries: Sendable, Hashable {
    /// The dataset's name: a range segment's label ("1M"), which the readout's meta line repeats.
    public var label: String
    public private(set) var points: SampleColumn
    /// The index of the lowest and of the highest value, the first of equals; nil when empty.
    private(set) var lowIndex: Int?
    private(set) var highIndex: Int?

    public init(label: String, points: SampleColumn) {
        self.init(label: label, sortedPoints: Self.isSorted(points) ? points : SampleColumn(points.sorted { $0.date < $1.date }))
    }

    /// Points already in date order (checked only in debug builds), as a loader delivers them.
    public init(label: String, sortedPoints points: SampleColumn) {
        assert(Self.isSorted(points), "points must be in date order")
        self.label = label
        self.points = points
        // From the points' summary when they have one (a loaded file's, a range's window on it):
        // bounds for every range of a hundred million points without reading them.
        guard let (low, high) = points.extremes(in: points.indices) else { return }
        lowIndex = low
        highIndex = high
    }

    /// The lowest and highest values, widened by 1 each way when the series is flat, so that a
    /// flat line sits in the middle of the plot instead of dividing by zero.
    var valueBounds: ClosedRange<Double> {
        guard let lowIndex, let highIndex else { return 0...1 }
        let low = points[lowIndex].value, high = points[highIndex].value
        return high - low < .ulpOfOne ? (low - 1)...(high + 1) : low...high
    }

    private static func isSorted(_ points: SampleColumn) -> Bool {
        points.count < 2 || !(1..<points.count).contains { points[$0].date < points[$0 - 1].date }
    }
}

extension ClosedRange<Double> {
    /// Where `value` falls from the lower bound (0) to the upper (1). Computed on halves, which
    /// is exact in binary floating point, so bounds of ±1e308 still give a finite fraction rather
    /// than an overflowed span and NaN.
    func fraction(of value: Double) -> Double {
        (value / 2 - lowerBound / 2) / (upperBound / 2 - lowerBound / 2)
    }
}
