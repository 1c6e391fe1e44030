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

/// What a stream's follow builds off the frame loop for the Scrub Chart: the ranges, their
/// readout figures, and the line of the range it will show at the width it is drawn at.
struct ScrubChartFollow: Sendable {
    var ranges: [ChartSeries]
    var figures: ScrubChartReadoutFigures
    /// The shown range's curve, and what it was fitted for: the range, the look and the columns.
    var curve: ChartCurve
    var fitted: ScrubChartFit
}

/// What a fitted curve depends on besides the points: when any differs on arrival, the curve is
/// fitted again.
struct ScrubChartFit: Sendable, Hashable {
    var label: String
    var mode: ScrubChartMode
    var columns: Int
}

extension ScrubChart: SeriesFollowing {
    /// Builds the ranges, the figures and the shown line from the grown series, with what the
    /// chart holds now (its model, the drawn width) taken by value.
    public func followWork() -> @Sendable (TimeSeries) -> any Sendable {
        let model = model, columns = columns
        return { series in
            let ranges = ChartRanges.series(from: ChartPoint.points(of: series))
            var next = model
            next.replaceSeries(ranges)
            let curve = next.mode == .line ? ChartCurve.line(for: next, columns: columns) : ChartCurve.bars(for: next)
            return ScrubChartFollow(
                ranges: ranges, figures: ScrubChartReadoutFigures(series: ranges, format: model.format),
                curve: curve, fitted: ScrubChartFit(label: next.label, mode: next.mode, columns: columns))
        }
    }

    /// New rows bend the line to the new points; a scrub in progress stays on its point.
    public func follow(_ series: TimeSeries, built: any Sendable, at time: Double) {
        model.xAxis = ChartXAxis(series.axis)
        guard let built = built as? ScrubChartFollow else {
            replaceSeries(ChartRanges.series(from: ChartPoint.points(of: series)), at: time)
            return
        }
        replaceSeries(built.ranges, figures: built.figures, fitted: (built.curve, built.fitted), at: time)
    }
}
