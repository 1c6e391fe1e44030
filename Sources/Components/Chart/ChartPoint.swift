import Foundation

/// One observation on a chart: when, and how much.
public struct ChartPoint: Sendable, Hashable {
    public var date: Date
    public var value: Double

    public init(date: Date, value: Double) {
        self.date = date
        self.value = value
    }
}
