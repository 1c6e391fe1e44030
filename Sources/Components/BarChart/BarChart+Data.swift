import Dataset

extension BarChart: SeriesFollowing {
    /// A stream of categories that changes redraws the chart as any change does: the bars drop and
    /// rise again. Rows that change nothing leave it alone.
    public func followWork() -> @Sendable (TimeSeries) -> any Sendable {
        { series in BarChartModel.bars(for: series) }
    }

    public func follow(_ series: TimeSeries, built: any Sendable, at time: Double) {
        lastTime = max(lastTime, time)
        let next = built as? BarChartBars ?? BarChartModel.bars(for: series)
        guard next.model != model else { return }
        if !series.valueName.isEmpty { heading = series.valueName }
        show(next.model, subtitle: next.subtitle ?? subtitle, at: time)
    }
}

/// A series' bars and what they are, when they are not a bar per row.
struct BarChartBars: Sendable {
    var model: BarChartModel
    var subtitle: String?
}

extension BarChartModel {
    /// The bars a series gives: a bar per row for categories (``TimeSeries/aggregated(_:)``
    /// groups repeated labels) and for a short series; means per period for a series longer
    /// than a bar chart can show (``ChartPeriods``).
    static func bars(for series: TimeSeries) -> BarChartBars {
        if series.kind != .categories, let periods = ChartPeriods(series) {
            return BarChartBars(model: BarChartModel(labels: periods.labels, values: periods.means), subtitle: periods.subtitle)
        }
        return BarChartBars(model: BarChartModel(labels: series.labels, values: series.samples.map(\.value)), subtitle: nil)
    }
}
