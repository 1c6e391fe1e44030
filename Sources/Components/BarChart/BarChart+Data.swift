import Dataset

extension BarChart: SeriesFollowing {
    /// A stream of categories that changes redraws the chart as any change does: the bars drop and
    /// rise again. Rows that change nothing leave it alone.
    public func follow(_ series: TimeSeries, at time: Double) {
        lastTime = max(lastTime, time)
        let next = BarChartModel(labels: series.labels, values: series.samples.map(\.value))
        guard next != model else { return }
        if !series.valueName.isEmpty { heading = series.valueName }
        show(next, subtitle: subtitle, at: time)
    }
}
