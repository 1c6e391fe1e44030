/// A value axis from zero: a ceiling with a little headroom over the highest value, and gridlines
/// on round values (1, 2 or 5 of a power of ten), at most four of them.
///
/// A peak of 13,240 gives a ceiling of 14,299.2 and gridlines 5,000 apart. Nothing above zero
/// (or a peak that is not finite) gives a ceiling of 1 and no gridlines, so the chart draws only
/// its zero line.
public struct ChartScale: Sendable, Hashable {
    /// The value at the top of the plot.
    public var top: Double
    /// The distance between gridlines; 0 for none.
    public var step: Double

    /// The headroom over the peak, so the highest bar never touches the top.
    static let headroom = 1.08
    /// The most gridlines above zero.
    static let maximumLines = 4.0

    public init(peak: Double) {
        guard peak.isFinite, peak > 0 else {
            top = 1
            step = 0
            return
        }
        let top = peak * Self.headroom
        self.top = top
        let magnitude = Self.power(of: top)
        step = [0.1, 0.2, 0.5, 1, 2, 5, 10].map { $0 * magnitude }.first { top / $0 <= Self.maximumLines } ?? magnitude * 10
    }

    /// The gridline values above zero that lie at or under `top`.
    public func lines(under top: Double) -> [Double] {
        guard step > 0, top > 0 else { return [] }
        var values: [Double] = []
        var index = 1.0
        while index * step <= top * 1.0001, values.count < 64 {
            values.append(index * step)
            index += 1
        }
        return values
    }

    /// 10 to the power of the value's whole number of digits less one: 1,000 for 4,300.
    static func power(of value: Double) -> Double {
        var magnitude = 1.0
        while magnitude * 10 <= value { magnitude *= 10 }
        while magnitude > value { magnitude /= 10 }
        return magnitude
    }
}
