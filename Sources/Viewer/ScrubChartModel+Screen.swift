import Components
import Dataset
import Foundation

extension ScrubChartModel {
    /// The scrub chart a screen opens on: the loaded file when there is one, the seed's example
    /// otherwise.
    ///
    /// A file gives one series, labelled "All", in plain numbers: deriving the 1D…5Y ranges a
    /// span supports is the range picker's job, which is not built yet. Values that are not finite
    /// are left out, because the chart can neither place nor read them.
    static func screen(for series: TimeSeries?) -> ScrubChartModel {
        guard let series else { return .example }
        let points = series.samples.filter(\.value.isFinite).map {
            ScrubChartPoint(date: Date(timeIntervalSince1970: $0.time), value: $0.value)
        }
        return ScrubChartModel(series: [ScrubChartSeries(label: "All", points: points)], format: .number)
    }
}
