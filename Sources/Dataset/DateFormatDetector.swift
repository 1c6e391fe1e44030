/// Picks the one date layout a column is written in, from a sample of its cells.
///
/// A layout with separators or month names wins when it reads most (over half) of the non-missing
/// sample; a numeric layout needs 80%, because numbers are more often just values. The rest become
/// row warnings later. Layouts with separators or month names are tried first because plain numbers
/// can also be values; those numeric layouts (`YYYYMMDD`, a year, epoch seconds or milliseconds)
/// are offered separately so the caller can require more evidence before calling numbers dates.
///
/// `3/4/2020` is the one real ambiguity. When every sample reads both ways, month-first is chosen
/// (unless `dayFirst`) and the detection carries a sentence saying so; a single `13/4/2020` in the
/// sample settles it without a warning. Dotted dates (`04.03.2020`) are day-first by convention.
enum DateFormatDetector {
    struct Detection: Sendable, Hashable {
        var layout: DateLayout
        /// Set when the column could be read another way; becomes a warning.
        var ambiguity: String?
    }

    private static let separatedLayouts: [DateLayout] = [
        .yearMonthDay(separator: ASCII.minus), .yearMonthDay(separator: ASCII.slash),
        .yearMonthDay(separator: ASCII.period), .yearMonth(separator: ASCII.minus),
        .yearMonth(separator: ASCII.slash), .quarter,
    ] + MonthNameOrder.allCases.map { .monthName($0) }

    /// True when `matched` of `total` cells is enough to call the column this layout.
    static func isEnough(_ matched: Int, of total: Int) -> Bool {
        total > 0 && matched > 0 && matched * 5 >= total * 4
    }

    /// The looser test for layouts that plain values cannot be mistaken for.
    static func isMost(_ matched: Int, of total: Int) -> Bool {
        total > 0 && matched * 2 > total
    }

    static func count(_ layout: DateLayout, in cells: [[UInt8]]) -> Int {
        var matched = 0
        for cell in cells where cell.withUnsafeBufferPointer({ layout.parse($0) != nil }) {
            matched += 1
        }
        return matched
    }

    /// A layout with separators or month names that fits the cells, or nil.
    static func detectText(_ cells: [[UInt8]], dayFirst: Bool) -> Detection? {
        guard !cells.isEmpty else { return nil }
        for layout in separatedLayouts where isMost(count(layout, in: cells), of: cells.count) {
            if layout == .monthName(.monthYear), let monthDay = monthDayReading(cells) { return monthDay }
            return Detection(layout: layout)
        }
        for separator in [ASCII.slash, ASCII.minus, ASCII.period] {
            let monthFirst = count(.monthDayYear(separator: separator), in: cells)
            let dayFirstCount = count(.dayMonthYear(separator: separator), in: cells)
            guard isMost(max(monthFirst, dayFirstCount), of: cells.count) else { continue }
            if monthFirst > dayFirstCount { return Detection(layout: .monthDayYear(separator: separator)) }
            if dayFirstCount > monthFirst { return Detection(layout: .dayMonthYear(separator: separator)) }
            if separator == ASCII.period || dayFirst {
                return Detection(layout: .dayMonthYear(separator: separator))
            }
            let example = String(decoding: cells[0], as: UTF8.self)
            return Detection(
                layout: .monthDayYear(separator: separator),
                ambiguity: "dates like \(example) read as month/day; they could be day/month (use the day-first option)")
        }
        return nil
    }

    /// `Oct18`, `Dec01`: a month and a day, unless the numbers say year. A number that cannot be a
    /// day (`Jul-91`, `Oct 2018`) makes the column month-year, and so does an order only the
    /// years explain (`Dec-19`, `Jan-20`). Minard's `Oct18` … `Dec07` are days of one winter.
    private static func monthDayReading(_ cells: [[UInt8]]) -> Detection? {
        let monthDay = DateLayout.monthName(.monthDay)
        let monthYear = DateLayout.monthName(.monthYear)
        guard count(monthDay, in: cells) >= count(monthYear, in: cells) else { return nil }
        let daysRise = isRising(cells, monthDay), yearsRise = isRising(cells, monthYear)
        if yearsRise && !daysRise { return nil }
        guard daysRise && yearsRise else { return Detection(layout: monthDay) }
        let example = String(decoding: cells[0], as: UTF8.self)
        return Detection(layout: monthDay,
                         ambiguity: "dates like \(example) read as month and day; they could be month and year (use a date format such as %b-%y)")
    }

    /// Whether the cells this layout reads never go back in time.
    private static func isRising(_ cells: [[UInt8]], _ layout: DateLayout) -> Bool {
        var last = -Double.infinity
        for cell in cells {
            guard case .wall(let seconds, _)? = cell.withUnsafeBufferPointer({ layout.parse($0) }) else { continue }
            if seconds < last { return false }
            last = seconds
        }
        return true
    }

    /// A numeric layout that fits the cells (all of which should be numbers), or nil.
    static func detectNumeric(_ cells: [[UInt8]]) -> DateLayout? {
        guard !cells.isEmpty else { return nil }
        if isEnough(count(.compactDate, in: cells), of: cells.count) { return .compactDate }
        if isYears(cells) { return .year }
        var seconds = 0
        var milliseconds = 0
        for cell in cells {
            guard let value = cell.withUnsafeBufferPointer({ NumberParser.parse($0) }) else { continue }
            if value >= 1e8 && value < 1e11 { seconds += 1 }
            if value >= 1e11 && value < 1e14 { milliseconds += 1 }
        }
        if isEnough(seconds, of: cells.count) { return .epochSeconds }
        if isEnough(milliseconds, of: cells.count) { return .epochMilliseconds }
        if isDecimalYears(cells) { return .decimalYear }
        return nil
    }

    /// Whole years: four digits in a plausible range (1000 to 2200) in all but one cell in twenty.
    /// Survival times in days (10, 30, 1400, 5565) or spending figures (2905 to 8759) are
    /// counts, not years, even where most of them have four digits.
    static func isYears(_ cells: [[UInt8]]) -> Bool {
        var years = 0
        for cell in cells {
            guard cell.withUnsafeBufferPointer({ DateLayout.year.parse($0) }) != nil,
                  let value = cell.withUnsafeBufferPointer({ NumberParser.parse($0) }), (1000...2200).contains(value) else { continue }
            years += 1
        }
        return !cells.isEmpty && years * 20 >= cells.count * 19
    }

    /// Years with fractions at an even step of less than a year, rising: the time column of a
    /// monthly or quarterly R `ts` export (1949, 1949.0833, 1949.1667, …). Whole years alone are
    /// `.year`; a column that merely falls between 1000 and 3000 is not enough.
    static func isDecimalYears(_ cells: [[UInt8]]) -> Bool {
        let values = cells.compactMap { cell in cell.withUnsafeBufferPointer { NumberParser.parse($0) } }
        guard values.count >= 3, values.count * 5 >= cells.count * 4,
              values.allSatisfy({ DateLayout.decimalYears.contains($0) }),
              values.contains(where: { $0 != $0.rounded(.down) }) else { return false }
        let steps = zip(values, values.dropFirst()).map { $1 - $0 }
        guard let step = steps.first, step > 0, step < 1 else { return false }
        return steps.allSatisfy { abs($0 - step) <= step * 0.01 + 1e-9 }
    }
}
