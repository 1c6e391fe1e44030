import Dataset

extension ScrubChartModel {
    /// The scrub chart a screen opens on: the loaded file when there is one, the seed's example
    /// (from the context's examples) otherwise.
    ///
    /// A file is offered in every range its span supports (1D…5Y, then All) and opens on All, the
    /// whole file, which is what its user came to see. Its figures are plain numbers unless a
    /// currency is given. A chart waiting for a stream, or with no example loaded, starts empty
    /// ("No data yet").
    public init(context: PieceContext) {
        let format = context.currency.map { ChartNumberFormat.currency(code: $0) } ?? .number
        guard let series = context.series else {
            let example = context.examples.scrubRanges
            self = context.awaitsData || example.isEmpty
                ? ScrubChartModel(series: ChartRanges.series(from: []), format: format) : ScrubChartModel(example: example)
            return
        }
        let ranges = ChartRanges.series(from: ChartPoint.points(of: series))
        if ranges.count == 1, !series.alternatives.isEmpty {
            self.init(series: Self.measures(of: series), format: format, rangeIndex: 0)
        } else {
            self.init(series: ranges, format: format, rangeIndex: ranges.count - 1)
        }
        xAxis = ChartXAxis(series.axis)
    }

    /// A wide file with no ranges to offer: its measures, each a segment named by its column,
    /// the chosen one first.
    static func measures(of series: TimeSeries) -> [ChartSeries] {
        ([series] + series.alternatives).map { each in
            ChartSeries(label: each.valueName, points: ChartPoint.points(of: each))
        }
    }
}

extension ScrubChart: SeriesFollowing {
    /// New rows bend the line to the new points; a scrub in progress stays on its point.
    public func follow(_ series: TimeSeries, at time: Double) {
        model.xAxis = ChartXAxis(series.axis)
        replaceSeries(ChartRanges.series(from: ChartPoint.points(of: series)), at: time)
    }
}
