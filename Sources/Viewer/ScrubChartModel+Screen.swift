import Components
import Dataset
import Foundation

extension ScrubChartModel {
    /// The scrub chart a screen opens on: the loaded file when there is one, the seed's example
    /// otherwise.
    ///
    /// A file is offered in every range its span supports (1D…5Y, then All) and opens on All, the
    /// whole file, which is what its user came to see. Its figures are plain numbers unless a
    /// currency is given. A chart waiting for a stream starts empty ("No data yet").
    static func screen(for series: TimeSeries?, currency: String? = nil, awaitsData: Bool = false) -> ScrubChartModel {
        guard let series else {
            guard awaitsData else { return .example }
            return ScrubChartModel(series: ScrubChartRanges.series(from: []), format: currency.map { .currency(code: $0) } ?? .number)
        }
        let ranges = ScrubChartRanges.series(from: chartPoints(of: series))
        return ScrubChartModel(
            series: ranges, format: currency.map { .currency(code: $0) } ?? .number, rangeIndex: ranges.count - 1)
    }

    /// The series' samples as chart points. Values that are not finite are left out, because the
    /// chart can neither place nor read them.
    static func chartPoints(of series: TimeSeries) -> [ScrubChartPoint] {
        var points: [ScrubChartPoint] = []
        points.reserveCapacity(series.samples.count)
        for sample in series.samples where sample.value.isFinite && sample.time.isFinite {
            points.append(ScrubChartPoint(date: Date(timeIntervalSince1970: sample.time), value: sample.value))
        }
        return points
    }
}

/// A piece that shows the session's data series and follows it as a live stream grows it.
protocol SeriesFollowing: AnyObject {
    /// The series after new rows arrived at `time` (seconds on the session clock).
    func follow(_ series: TimeSeries, at time: Double)
}

extension ScrubChartPiece: SeriesFollowing {
    /// New rows bend the line to the new points; a scrub in progress stays on its point.
    func follow(_ series: TimeSeries, at time: Double) {
        replaceSeries(ScrubChartRanges.series(from: ScrubChartModel.chartPoints(of: series)), at: time)
    }
}
