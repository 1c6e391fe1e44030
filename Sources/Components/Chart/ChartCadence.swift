/// How far apart a series' samples are, and what follows from it: the bucket a tick counts, the
/// step a key moves, and the unit of the marks under an overview.
///
/// The typical gap is the median of the gaps between neighbours. It is read from at most
/// ``sampledGaps`` evenly spread gaps, so a series of ten million samples costs no more than one
/// of four thousand.
public struct ChartCadence: Sendable, Hashable {
    /// The median gap between neighbouring samples, in seconds (a day when there is no gap).
    public var gap: Double
    /// The calendar unit whose boundaries a moving edge ticks at: a week for daily samples, a
    /// month for weekly ones, a year for monthly ones, a day for anything finer.
    public var bucket: ChartCalendar.Unit
    /// How many samples a key step moves: 7 daily, 4 weekly, 3 monthly (a quarter), and a day's
    /// worth of anything finer.
    public var step: Int

    static let sampledGaps = 4096

    /// The cadence of `count` ascending times, read through `time`.
    init(count: Int, time: (Int) -> Double) {
        let day = ChartCalendar.secondsPerDay
        var gaps: [Double] = []
        if count > 1 {
            let stride = max((count - 1) / Self.sampledGaps, 1)
            var index = 1
            while index < count {
                gaps.append(time(index) - time(index - 1))
                index += stride
            }
        }
        gaps.sort()
        let gap = gaps.isEmpty ? day : gaps[gaps.count / 2]
        self.gap = gap
        switch gap {
        case ..<(day * 0.5):
            bucket = .day
            step = max(Int((day / max(gap, 1)).rounded()), 1)
        case ..<(day * 3):
            bucket = .week
            step = 7
        case ..<(day * 20):
            bucket = .month
            step = 4
        default:
            bucket = .year
            step = 3
        }
    }

    /// The cadence of ascending `times`.
    public init(times: [Double]) {
        self.init(count: times.count) { times[$0] }
    }

    /// Samples closer than half a day: the dates need their times.
    public var isFinerThanDaily: Bool { gap < ChartCalendar.secondsPerDay * 0.5 }

    /// The marks an overview of a series running `span` seconds names: years past 800 days,
    /// months past 62, weeks past 6, days below that.
    static func markUnit(forSpan span: Double) -> ChartCalendar.Unit {
        let day = ChartCalendar.secondsPerDay
        return span > day * 800 ? .year : span > day * 62 ? .month : span > day * 6 ? .week : .day
    }

    /// How many samples of this cadence make `days` days (at least one): the span an opening
    /// window of six weeks of daily samples covers in another cadence.
    public func samples(forDays days: Double) -> Int {
        max(Int((days * ChartCalendar.secondsPerDay / max(gap, 1)).rounded()), 1)
    }
}
