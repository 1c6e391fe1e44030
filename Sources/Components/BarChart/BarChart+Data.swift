import Dataset

extension BarChart: SeriesFollowing {
    /// A stream of categories that changes redraws the chart as any change does: the bars drop and
    /// rise again. Rows that change nothing leave it alone.
    public func followWork() -> @Sendable (TimeSeries) -> any Sendable {
        { series in BarChartModel(labels: series.labels, values: series.samples.map(\.value)) }
    }

    public func follow(_ series: TimeSeries, built: any Sendable, at time: Double) {
        lastTime = max(lastTime, time)
        let next = built as? BarChartModel ?? BarChartModel(labels: series.labels, values: series.samples.map(\.value))
        guard next != model else { return }
        if !series.valueName.isEmpty { heading = series.valueName }
        show(next, subtitle: subtitle, at: time)
    }
}
