import Foundation

extension ScrubChartModel {
    /// The seed's example: four ranges (1D, 1W, 1M, 1Y) ending at the same moment, formatted as US
    /// dollars. The `scrub` screen shows it when no file is given, opening on 1W.
    public static let exampleSeries: [ChartSeries] = [
        sample("1D", step: 1_800, values: [182.1, 182.6, 181.9, 183.4, 184.0, 183.2, 184.8, 185.3, 184.9, 186.1, 185.7, 186.4, 187.0]),
        sample("1W", step: 21_600, values: [176.3, 177.8, 179.1, 178.2, 180.4, 181.0, 179.7, 182.5, 183.9, 182.8, 184.6, 186.1, 185.4, 187.0]),
        sample("1M", step: 86_400, values: [191.2, 189.4, 188.0, 186.7, 184.1, 185.9, 183.3, 181.8, 180.2, 182.6, 179.5, 178.1, 180.9, 182.4, 184.7, 187.0]),
        sample("1Y", step: 86_400 * 24, values: [142.0, 150.3, 147.8, 158.2, 163.9, 160.1, 171.4, 176.0, 168.3, 179.9, 183.5, 187.0]),
    ]

    /// The moment every example range ends on.
    public static let exampleEnd = Date(timeIntervalSince1970: 1_789_560_000)

    /// The range the example opens on: 1W.
    public static let exampleRange = 1

    /// Points `step` seconds apart, the last at ``exampleEnd``.
    private static func sample(_ label: String, step: TimeInterval, values: [Double]) -> ChartSeries {
        ChartSeries(label: label, points: values.enumerated().map { offset, value in
            ChartPoint(date: exampleEnd.addingTimeInterval(-step * Double(values.count - 1 - offset)), value: value)
        })
    }

    /// The seed's example as the `scrub` screen opens on it: 1W, in US dollars, at rest.
    public static var example: ScrubChartModel {
        ScrubChartModel(series: ScrubChartModel.exampleSeries, format: .currency(code: "USD"), rangeIndex: ScrubChartModel.exampleRange)
    }
}
