import Dataset

extension ScrubChartModel {
    /// The seed's four ranges, in the picker's order; they end at the same moment.
    static let exampleRangeLabels = ["1D", "1W", "1M", "1Y"]

    /// The range the example opens on: 1W.
    public static let exampleRange = 1

    /// The example's figures are US dollars.
    static let exampleFormat = ChartNumberFormat.currency(code: "USD")

    /// The seed's example as the `scrub` screen opens on it: `ranges` (as loaded from the assets),
    /// opening on 1W, in US dollars, at rest.
    public init(example ranges: [ChartSeries]) {
        self.init(series: ranges, format: Self.exampleFormat, rangeIndex: Self.exampleRange)
    }
}

extension PieceExamples {
    /// The Scrub Chart's example file in `Assets/`: one long-format table, a row per point
    /// (`range`, `time`, `price`), whose `range` column names the segment each row belongs to.
    /// Each range is read from it as `--where range=LABEL` reads it for a person.
    public static let scrubFileName = "prices.csv"

    /// The example's ranges, each read from ``scrubFileName`` through `read`.
    static func scrubRanges<Failure: Error>(
        reading read: (_ file: String, _ options: LoadOptions) throws(Failure) -> TimeSeries
    ) throws(Failure) -> [ChartSeries] {
        var ranges: [ChartSeries] = []
        for label in ScrubChartModel.exampleRangeLabels {
            let options = LoadOptions(x: "time", y: "price", filter: RowFilter(column: "range", value: label))
            ranges.append(ChartSeries(label: label, points: ChartPoint.points(of: try read(scrubFileName, options))))
        }
        return ranges
    }
}
