import Dataset

/// What a chart's horizontal position stands for, which decides how its labels read.
public enum ChartXAxis: Sendable, Hashable {
    /// Instants, read as dates and times.
    case dates
    /// Plain numbers along x, such as seconds or steps under a column named `t`.
    case numbers
    /// Row positions from 0, for a series with no time column.
    case rows

    /// The axis a loaded series is drawn along.
    public init(_ axis: TimeSeries.Axis) {
        switch axis {
        case .time: self = .dates
        case .number: self = .numbers
        case .rowNumber: self = .rows
        }
    }
}
