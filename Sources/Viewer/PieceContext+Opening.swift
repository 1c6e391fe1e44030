import Components
import Dataset

extension PieceContext {
    /// The context a screen opens with: the appearance and the data given and, when there is no
    /// data to show, the examples read once from `Assets/`.
    ///
    /// The assets are read only then, so a missing `Assets/` never stops a file or a stream from
    /// being shown; without data it is a broken install, reported like missing fonts.
    ///
    /// - Throws: a ``UsageError`` (one line, exit 2) when the examples are needed and cannot be read.
    public static func opening(
        _ appearance: AppearanceOptions, series: TimeSeries?, awaitsData: Bool = false, assets: AssetLocator
    ) throws(UsageError) -> PieceContext {
        let examples = series == nil && !awaitsData ? try assets.loadExamples() : PieceExamples()
        // Repeated labels become one bar each, the mean unless `--aggregate` says otherwise.
        var shown = series
        // A file that only names its rows shows how many rows each name has.
        if let series, series.kind == .categories, appearance.aggregate != nil || series.hasRepeatedLabels || series.valueIsIndex {
            shown = series.aggregated(appearance.aggregate ?? (series.valueIsIndex ? .count : .mean))
        }
        if appearance.sortsByValue { shown = shown?.sortedByValue() }
        var context = PieceContext(
            theme: appearance.theme, series: shown, currency: appearance.currency, awaitsData: awaitsData,
            examples: examples, window: appearance.window)
        context.spring = appearance.spring
        return context
    }
}
