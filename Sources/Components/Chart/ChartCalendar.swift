import Dataset
import Foundation

/// Dates as a chart reads them: the civil calendar in UTC, in English, worked out with integer
/// arithmetic so that ten million samples can be bucketed without a formatter and the same data
/// gives the same labels on every machine.
///
/// Times are seconds since 1970-01-01T00:00Z, as ``Dataset/Sample`` holds them. Weeks start on
/// Monday (ISO 8601), as European calendars and ISO week numbers do.
public enum ChartCalendar {
    /// The calendar units a chart counts in, from the finest.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case day, week, month, year
    }

    /// One date's parts.
    public struct Parts: Sendable, Hashable {
        public var year: Int
        /// 1 to 12.
        public var month: Int
        /// 1 to 31.
        public var day: Int
        /// 1 Monday … 7 Sunday.
        public var weekday: Int
        public var hour: Int
        public var minute: Int
    }

    static let secondsPerDay = 86_400.0

    /// The parts of the date at `time`.
    public static func parts(_ time: Double) -> Parts {
        let days = Int((time / secondsPerDay).rounded(.down))
        let (year, month, day) = civil(days: days)
        let seconds = Int((time - Double(days) * secondsPerDay).rounded(.down))
        // 1970-01-01 was a Thursday (ISO weekday 4).
        let weekday = ((days % 7 + 7) % 7 + 3) % 7 + 1
        return Parts(year: year, month: month, day: day, weekday: weekday, hour: seconds / 3600, minute: seconds % 3600 / 60)
    }

    /// The time at the start of the `unit` that holds `time`.
    public static func start(of unit: Unit, containing time: Double) -> Double {
        let days = Int((time / secondsPerDay).rounded(.down))
        switch unit {
        case .day:
            return Double(days) * secondsPerDay
        case .week:
            let weekday = ((days % 7 + 7) % 7 + 3) % 7  // 0 Monday
            return Double(days - weekday) * secondsPerDay
        case .month:
            let (year, month, _) = civil(days: days)
            return Double(daysFromCivil(year: year, month: month, day: 1)) * secondsPerDay
        case .year:
            let (year, _, _) = civil(days: days)
            return Double(daysFromCivil(year: year, month: 1, day: 1)) * secondsPerDay
        }
    }

    /// The start of the `unit` after the one that holds `time`.
    public static func start(ofNext unit: Unit, after time: Double) -> Double {
        let start = start(of: unit, containing: time)
        switch unit {
        case .day: return start + secondsPerDay
        case .week: return start + 7 * secondsPerDay
        case .month:
            let parts = parts(start)
            let next = parts.month == 12 ? (parts.year + 1, 1) : (parts.year, parts.month + 1)
            return Double(daysFromCivil(year: next.0, month: next.1, day: 1)) * secondsPerDay
        case .year:
            return Double(daysFromCivil(year: parts(start).year + 1, month: 1, day: 1)) * secondsPerDay
        }
    }

    /// "Jan" … "Dec".
    public static func shortMonth(_ month: Int) -> String { shortMonths[min(max(month, 1), 12) - 1] }
    /// "January" … "December".
    public static func longMonth(_ month: Int) -> String { longMonths[min(max(month, 1), 12) - 1] }
    /// "Mon" … "Sun", for ISO weekdays 1 … 7.
    public static func shortWeekday(_ weekday: Int) -> String { shortWeekdays[min(max(weekday, 1), 7) - 1] }

    private static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let longMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                                     "September", "October", "November", "December"]
    private static let shortWeekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    static func civil(days: Int) -> (year: Int, month: Int, day: Int) { CivilCalendar.date(days: days) }

    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int { CivilCalendar.days(year: year, month: month, day: day) }
}

extension ChartCalendar {
    /// Reads an ISO 8601 date, `2026-03-14`, or date and time in UTC, `2026-03-14T09:30`,
    /// `2026-03-14T09:30:15Z`, as seconds since 1970; nil for anything else. A date alone gives
    /// its first moment, or with `endOfDay` its last, so a range of dates holds both whole days.
    public static func time(iso text: String, endOfDay: Bool = false) -> Double? {
        var body = Substring(text)
        if body.hasSuffix("Z") { body = body.dropLast() }
        let halves = body.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        let date = halves[0].split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2,
              date.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(date[0]), let month = Int(date[1]), let day = Int(date[2]),
              (1...12).contains(month), day >= 1 else { return nil }
        guard day <= CivilCalendar.daysInMonth(year: year, month: month) else { return nil }
        let start = Double(daysFromCivil(year: year, month: month, day: day)) * secondsPerDay
        guard halves.count == 2 else { return endOfDay ? start + secondsPerDay - 0.001 : start }
        let clock = halves[1].split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(clock.count), clock.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isNumber) }),
              let hour = Int(clock[0]), let minute = Int(clock[1]), hour < 24, minute < 60 else { return nil }
        let second = clock.count == 3 ? Int(clock[2]) ?? 60 : 0
        guard second < 60 else { return nil }
        return start + Double(hour * 3600 + minute * 60 + second)
    }

    /// Reads `FROM..TO` as a range of times (see ``time(iso:endOfDay:)``); nil when either end is
    /// not an ISO date or the range runs backwards.
    public static func range(iso text: String) -> ClosedRange<Double>? {
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2, let from = time(iso: parts[0]), let to = time(iso: parts[1], endOfDay: true), from <= to else {
            return nil
        }
        return from...to
    }
}
