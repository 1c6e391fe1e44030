import Dataset
import Foundation

/// One observation on a chart: when, and how much.
///
/// It is the loader's own sample, so a chart plots the loaded column as it is, without copying
/// it row by row: ten million rows are 160 MB once, not twice. The time is kept as seconds since
/// 1970, the way the loader reads it; ``date`` gives it as a `Date`, which is the same number.
public typealias ChartPoint = Sample

extension Sample {
    /// The time as a date.
    public var date: Date {
        get { Date(timeIntervalSince1970: time) }
        set { time = newValue.timeIntervalSince1970 }
    }

    public init(date: Date, value: Double) {
        self.init(time: date.timeIntervalSince1970, value: value)
    }
}
