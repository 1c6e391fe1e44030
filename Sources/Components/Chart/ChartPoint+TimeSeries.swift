import Dataset
import Foundation

extension ChartPoint {
    /// A loaded series' samples as chart points: the one place where data becomes something a
    /// chart plots. Samples whose time or value is not finite are left out, because a chart can
    /// neither place nor read them.
    static func points(of series: TimeSeries) -> [ChartPoint] {
        var points: [ChartPoint] = []
        points.reserveCapacity(series.samples.count)
        for sample in series.samples where sample.value.isFinite && sample.time.isFinite {
            points.append(ChartPoint(date: Date(timeIntervalSince1970: sample.time), value: sample.value))
        }
        return points
    }
}
