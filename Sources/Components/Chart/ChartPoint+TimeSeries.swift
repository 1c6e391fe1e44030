import Dataset
import Foundation

extension ChartPoint {
    /// A loaded series' samples as chart points: the one place where data becomes something a
    /// chart plots. Samples whose time or value is not finite are left out, because a chart can
    /// neither place nor read them. When every sample is finite, the usual case, the points are
    /// the loaded array itself, shared rather than copied.
    static func points(of series: TimeSeries) -> SampleColumn {
        let samples = series.samples
        if samples.isKnownFinite { return samples }
        let allFinite = samples.withUnsafeBufferPointer { buffer in
            // One pass of compares, no branches taken: a NaN or infinity makes the sum non-finite.
            var sum = 0.0
            for sample in buffer { sum += sample.value * 0 + sample.time * 0 }
            return sum.isFinite
        }
        guard !allFinite else { return samples }
        return samples.filter { $0.value.isFinite && $0.time.isFinite }
    }
}
