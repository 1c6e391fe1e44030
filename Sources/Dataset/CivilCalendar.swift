/// Proleptic Gregorian calendar arithmetic on plain integers.
///
/// Days are counted from 1970-01-01 (negative before), using Howard Hinnant's `days_from_civil`
/// algorithm: exact for every year, branch-light, and far cheaper than a `Calendar` per row.
/// The charts' calendar (Components' `ChartCalendar`) counts its days here too.
public enum CivilCalendar {
    static let secondsPerDay = 86_400

    /// Days since 1970-01-01 of the given civil date. `month` is 1...12.
    public static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day count from 1970-01-01.
    public static func date(days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func isValid(year: Int, month: Int, day: Int) -> Bool {
        month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year: year, month: month)
    }

    /// `YYYY-MM-DDTHH:MM:SS[.mmm]±HH:MM` for an instant shown at a fixed offset.
    ///
    /// Milliseconds appear only when the instant has them, so whole-second data stays short.
    static func iso8601(seconds: Double, offset: Int) -> String {
        let totalMilliseconds = (seconds * 1000).rounded()
        let local = totalMilliseconds + Double(offset) * 1000
        let wholeSeconds = Int((local / 1000).rounded(.down))
        let milliseconds = Int(local - Double(wholeSeconds) * 1000)
        let days = wholeSeconds >= 0 ? wholeSeconds / secondsPerDay : (wholeSeconds - secondsPerDay + 1) / secondsPerDay
        let secondOfDay = wholeSeconds - days * secondsPerDay
        let date = CivilCalendar.date(days: days)
        var text = pad(date.year, 4) + "-" + pad(date.month, 2) + "-" + pad(date.day, 2)
        text += "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if milliseconds != 0 { text += "." + pad(milliseconds, 3) }
        let sign = offset < 0 ? "-" : "+"
        text += sign + pad(abs(offset) / 3600, 2) + ":" + pad(abs(offset) / 60 % 60, 2)
        return text
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
