extension ChartCurve {
    /// The line for `model`'s shown series in a plot `columns` pixels wide: the seed's 64 samples
    /// for a sparse series, every point or M4 for a dense one.
    public static func line(for model: ScrubChartModel, columns: Int) -> ChartCurve {
        line(through: model.points, bounds: model.valueBounds, sampleCount: ScrubChartModel.sampleCount, columns: columns)
    }

    /// One bar per point of `model`'s shown series.
    static func bars(for model: ScrubChartModel) -> ChartCurve {
        bars(for: model.points, bounds: model.valueBounds)
    }

    /// Where a series unfolds from when data first arrives: the line flat on its first value,
    /// bars on the floor.
    func unfoldStart(mode: ScrubChartMode) -> [Double] {
        guard let first = values.first else { return [] }
        return Array(repeating: mode == .line ? first : ScrubChartModel.barFloor, count: count)
    }
}
