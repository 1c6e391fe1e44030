/// A label under the strip at the first sample of a year, month, week or day.
struct RangeLensMark: Sendable, Hashable {
    /// The sample the mark sits at.
    var index: Int
    var text: String
    /// The mark names a year, so thinning keeps it.
    var isYear: Bool

    /// The marks of a series: years for one longer than 800 days, months past 62 days, weeks past
    /// 6, days below that. January names its year when the series spans more than one year.
    ///
    /// It walks the calendar's boundaries and finds each one's first sample by binary search, so
    /// ten million samples cost as much as the marks they carry.
    /// The marks of ascending `times`.
    static func marks(times: [Double]) -> [RangeLensMark] { marks(count: times.count) { times[$0] } }

    static func marks(count: Int, time: (Int) -> Double) -> [RangeLensMark] {
        guard count > 0 else { return [] }
        let first = time(0), last = time(count - 1)
        let unit = ChartCadence.markUnit(forSpan: last - first)
        let crossesYear = ChartCalendar.parts(first).year != ChartCalendar.parts(last).year
        var marks: [RangeLensMark] = []
        var boundary = ChartCalendar.start(ofNext: unit, after: first)
        while boundary <= last, marks.count < 10_000 {
            // The first sample in the unit that starts here (or in the next unit that has one).
            let low = RangeLensModel.lowerBound(count: count, of: boundary, time: time)
            guard low < count else { break }
            let parts = ChartCalendar.parts(time(low))
            let text: String
            var isYear = false
            switch unit {
            case .year:
                text = String(parts.year)
                isYear = true
            case .month:
                isYear = parts.month == 1 && crossesYear
                text = isYear ? String(parts.year) : ChartCalendar.shortMonth(parts.month)
            case .week:
                text = "\(parts.day) \(ChartCalendar.shortMonth(parts.month))"
            case .day:
                text = ChartCalendar.shortWeekday(parts.weekday)
            }
            marks.append(RangeLensMark(index: low, text: text, isYear: isYear))
            boundary = ChartCalendar.start(ofNext: unit, after: time(low))
        }
        return marks
    }

    /// Which marks to draw: every one, or every second, third … whichever is the first stride
    /// at which none crowds its neighbour (14 points apart) or runs off the end, so they stay
    /// evenly spaced. The stride keeps the mark that names a new year.
    ///
    /// `x` and `width` give each mark's start along time and its label's width, in points;
    /// `limit` is where the strip ends.
    static func thinned(x: [Double], width: [Double], anchor: Int, limit: Double, gap: Double = 14) -> [Int] {
        let count = min(x.count, width.count)
        guard count > 0 else { return [] }
        for stride in 1...count {
            let phase = anchor % stride
            let picks = (0..<count).filter { $0 % stride == phase && x[$0] + width[$0] <= limit - 2 }
            let fits = zip(picks, picks.dropFirst()).allSatisfy { x[$0] + width[$0] + gap <= x[$1] }
            if fits { return picks }
        }
        return []
    }
}
