/// One way of writing dates, detected once per column and then applied to every row.
///
/// Applying a single layout (rather than trying every format per row) is what makes parsing fast
/// and predictable: `03/04/2020` means the same thing on every line of a file, and a row that does
/// not fit the column's layout is reported instead of being silently read another way.
enum DateLayout: Sendable, Hashable {
    /// `2024-03-01`, `2024/03/01`, `2024.03.01`, each with an optional time and offset.
    case yearMonthDay(separator: UInt8)
    /// `2024-03`, `2024/03`: the first day of the month.
    case yearMonth(separator: UInt8)
    /// `20240301`, as text or as a number (also `20240301.0`).
    case compactDate
    /// US order, `3/1/2024` or `3/1/24`, with an optional time and AM/PM.
    case monthDayYear(separator: UInt8)
    /// Day first, `1/3/2024` or `01.03.2024`.
    case dayMonthYear(separator: UInt8)
    /// Dates with an English month name, in one of several orders.
    case monthName(MonthNameOrder)
    /// `1970 Q1`, `1974Q1`, `1974-Q2`, `Q3 1980`: the first day of the quarter.
    case quarter
    /// `1998`: 1 January of that year.
    case year
    /// Seconds since 1970-01-01T00:00Z.
    case epochSeconds
    /// Milliseconds since 1970-01-01T00:00Z.
    case epochMilliseconds
    /// An explicit `--date-format` pattern.
    case pattern(DatePattern)
    /// Years with a fraction, as R's `ts` exports write monthly and quarterly series:
    /// `1949.08333` is February 1949.
    case decimalYear
    /// A clock reading written as a number, `930` or `1545`: hours and minutes of one day, which
    /// a counter of traffic or a timetable writes without a date.
    case clockTime

    /// Is this a layout for plain numbers (which could also just be values)?
    var isNumeric: Bool {
        switch self {
        case .compactDate, .year, .epochSeconds, .epochMilliseconds, .decimalYear, .clockTime: return true
        default: return false
        }
    }

    /// How the layout is named in reports, e.g. `YYYY-MM-DD` or `M/D/YYYY`.
    var name: String {
        switch self {
        case .yearMonthDay(let separator): return "YYYY\(Self.text(separator))MM\(Self.text(separator))DD"
        case .yearMonth(let separator): return "YYYY\(Self.text(separator))MM"
        case .compactDate: return "YYYYMMDD"
        case .monthDayYear(let separator): return "M\(Self.text(separator))D\(Self.text(separator))YYYY"
        case .dayMonthYear(let separator): return "D\(Self.text(separator))M\(Self.text(separator))YYYY"
        case .monthName(let order): return order.name
        case .quarter: return "YYYY Qn"
        case .year: return "YYYY"
        case .epochSeconds: return "epoch seconds"
        case .epochMilliseconds: return "epoch milliseconds"
        case .pattern(let pattern): return pattern.text
        case .decimalYear: return "decimal years"
        case .clockTime: return "HHMM"
        }
    }

    private static func text(_ separator: UInt8) -> String {
        String(UnicodeScalar(separator))
    }

    /// Reads one trimmed, non-empty cell.
    func parse(_ cell: UnsafeBufferPointer<UInt8>) -> ParsedTime? {
        var scanner = ByteScanner(cell)
        switch self {
        case .yearMonthDay(let separator):
            // The hot path for ISO dates: fixed positions first.
            if cell.count >= 10, cell.span[4] == separator, cell.span[7] == separator,
               let year = scanner.fixedDigits(4), scanner.skip(separator),
               let month = scanner.fixedDigits(2), scanner.skip(separator),
               let day = scanner.fixedDigits(2) {
                return Self.finish(year: year, month: month, day: day, &scanner)
            }
            scanner.position = 0
            guard let year = scanner.fixedDigits(4), scanner.skip(separator),
                  let month = scanner.digits(minimum: 1, maximum: 2)?.value, scanner.skip(separator),
                  let day = scanner.digits(minimum: 1, maximum: 2)?.value
            else { return nil }
            return Self.finish(year: year, month: month, day: day, &scanner)

        case .yearMonth(let separator):
            guard let year = scanner.fixedDigits(4), scanner.skip(separator),
                  let month = scanner.digits(minimum: 1, maximum: 2)?.value,
                  scanner.isAtEnd, month >= 1, month <= 12
            else { return nil }
            return ParsedTime(days: CivilCalendar.days(year: year, month: month, day: 1))

        case .compactDate:
            guard let year = scanner.fixedDigits(4), let month = scanner.fixedDigits(2),
                  let day = scanner.fixedDigits(2), Self.skipZeroFraction(&scanner),
                  CivilCalendar.isValid(year: year, month: month, day: day)
            else { return nil }
            return ParsedTime(days: CivilCalendar.days(year: year, month: month, day: day))

        case .monthDayYear(let separator), .dayMonthYear(let separator):
            guard let first = scanner.digits(minimum: 1, maximum: 2)?.value, scanner.skip(separator),
                  let second = scanner.digits(minimum: 1, maximum: 2)?.value, scanner.skip(separator),
                  let yearDigits = scanner.digits(minimum: 2, maximum: 4), yearDigits.count != 3
            else { return nil }
            let year = yearDigits.count == 2 ? Self.fullYear(yearDigits.value) : yearDigits.value
            if case .monthDayYear = self {
                return Self.finish(year: year, month: first, day: second, &scanner)
            }
            return Self.finish(year: year, month: second, day: first, &scanner)

        case .monthName(let order):
            return order.parse(&scanner)

        case .quarter:
            return Self.parseQuarter(&scanner)

        case .year:
            guard let year = scanner.fixedDigits(4), Self.skipZeroFraction(&scanner) else { return nil }
            return ParsedTime(days: CivilCalendar.days(year: year, month: 1, day: 1))

        case .epochSeconds:
            guard let value = NumberParser.parse(cell), abs(value) < Self.epochLimit else { return nil }
            return .instant(value)

        case .epochMilliseconds:
            guard let value = NumberParser.parse(cell), abs(value) < Self.epochLimit * 1000 else { return nil }
            return .instant(value / 1000)

        case .pattern(let pattern):
            return pattern.parse(cell)

        case .decimalYear:
            guard let value = NumberParser.parse(cell) else { return nil }
            return Self.decimalYear(value)

        case .clockTime:
            guard let digits = scanner.digits(minimum: 3, maximum: 4), scanner.isAtEnd,
                  digits.value / 100 < 24, digits.value % 100 < 60 else { return nil }
            let secondOfDay = Double(digits.value / 100 * 3600 + digits.value % 100 * 60)
            return ParsedTime(days: CivilCalendar.days(year: MonthNameOrder.yearOfDatesWithout, month: 1, day: 1), secondOfDay: secondOfDay)
        }
    }

    /// The plausible years a fraction of a year is read in.
    static let decimalYears = 1000.0..<3000.0

    /// `value` as a time: the year its whole part names, and its fraction of that year. A
    /// fraction on a twelfth (a monthly series, or a quarterly one) is the start of that month,
    /// as R writes them; any other is that share of the year's length.
    static func decimalYear(_ value: Double) -> ParsedTime? {
        guard value.isFinite, decimalYears.contains(value) else { return nil }
        let year = Int(value.rounded(.down))
        let fraction = value - Double(year)
        let twelfths = fraction * 12
        if abs(twelfths - twelfths.rounded()) < 0.01, twelfths.rounded() < 12 {
            return ParsedTime(days: CivilCalendar.days(year: year, month: Int(twelfths.rounded()) + 1, day: 1))
        }
        let start = CivilCalendar.days(year: year, month: 1, day: 1)
        let length = Double(CivilCalendar.days(year: year + 1, month: 1, day: 1) - start)
        return .instant((Double(start) + fraction * length) * 86_400)
    }

    /// Epoch values beyond ±1e12 seconds (year 33658) are not times anyone means.
    static let epochLimit = 1e12

    /// Validates the date and reads whatever time follows it.
    @inline(__always)
    private static func finish(year: Int, month: Int, day: Int, _ scanner: inout ByteScanner) -> ParsedTime? {
        guard CivilCalendar.isValid(year: year, month: month, day: day),
              let tail = TimeOfDay.parseTail(&scanner)
        else { return nil }
        return ParsedTime(days: CivilCalendar.days(year: year, month: month, day: day),
                          secondOfDay: tail.secondOfDay, offset: tail.offset)
    }

    /// Numbers written by spreadsheets as floats: `19580329.0`.
    private static func skipZeroFraction(_ scanner: inout ByteScanner) -> Bool {
        if scanner.skip(ASCII.period) {
            while scanner.current == ASCII.zero { scanner.advance() }
        }
        return scanner.isAtEnd
    }

    /// Two-digit years the POSIX way (`strptime %y`): 69...99 → 1900s, 00...68 → 2000s.
    static func fullYear(_ twoDigits: Int) -> Int {
        twoDigits >= 69 ? 1900 + twoDigits : 2000 + twoDigits
    }

    private static func parseQuarter(_ scanner: inout ByteScanner) -> ParsedTime? {
        var year: Int?
        var quarter: Int?
        if scanner.current.map({ $0 | 0x20 }) == ASCII.letterQ | 0x20 {
            scanner.advance()
            quarter = scanner.fixedDigits(1)
            scanner.skipSpaces()
            _ = scanner.skip(ASCII.minus) || scanner.skip(ASCII.slash)
            scanner.skipSpaces()
            year = scanner.fixedDigits(4)
        } else {
            year = scanner.fixedDigits(4)
            scanner.skipSpaces()
            _ = scanner.skip(ASCII.minus) || scanner.skip(ASCII.slash)
            scanner.skipSpaces()
            guard scanner.current.map({ $0 | 0x20 }) == ASCII.letterQ | 0x20 else { return nil }
            scanner.advance()
            quarter = scanner.fixedDigits(1)
        }
        guard let year, let quarter, quarter >= 1, quarter <= 4, scanner.isAtEnd else { return nil }
        return ParsedTime(days: CivilCalendar.days(year: year, month: (quarter - 1) * 3 + 1, day: 1))
    }
}

/// The order of the parts in a date that spells its month (`Jan 1 2000`, `19-Sep-03`, `1991 Jul`).
enum MonthNameOrder: Sendable, Hashable, CaseIterable {
    case monthDayYear   // Jan 1 2000, January 1, 2000
    case dayMonthYear   // 1 Jan 2000, 19-Sep-03
    case yearMonthDay   // 2000-Jan-01
    case monthYear      // Jul 1991, Jul-91
    case yearMonth      // 1991 Jul
    case monthDay       // Oct18, Dec 01: no year
    case dayMonth       // 18 Oct: no year

    var name: String {
        switch self {
        case .monthDayYear: return "Mon D YYYY"
        case .dayMonthYear: return "D Mon YYYY"
        case .yearMonthDay: return "YYYY Mon D"
        case .monthYear: return "Mon YYYY"
        case .yearMonth: return "YYYY Mon"
        case .monthDay: return "Mon D"
        case .dayMonth: return "D Mon"
        }
    }

    /// Splits the cell into a month name and numbers (separators: space `-` `/` `,` `.`; weekday
    /// names and ordinal suffixes skipped), reads a trailing clock, and accepts the cell only if
    /// its parts come in this order.
    func parse(_ scanner: inout ByteScanner) -> ParsedTime? {
        var month = 0
        var monthPosition = -1
        var numbers: [(value: Int, count: Int)] = []
        numbers.reserveCapacity(3)
        var clock: (secondOfDay: Double, offset: Int?) = (0, nil)
        partLoop: while let byte = scanner.current {
            if byte == ASCII.space || byte == ASCII.minus || byte == ASCII.slash || byte == ASCII.comma
                || byte == ASCII.period || byte == ASCII.tab {
                scanner.advance()
            } else if ASCII.isDigit(byte) {
                let start = scanner.position
                guard let number = scanner.digits(minimum: 1, maximum: 4) else { return nil }
                if scanner.current == ASCII.colon {
                    scanner.position = start
                    guard let time = TimeOfDay.parseClock(&scanner) else { return nil }
                    clock = time
                    break partLoop
                }
                if let next = scanner.current, ASCII.isDigit(next) { return nil }
                let suffix = scanner.letters()
                if !suffix.isEmpty && !(scanner.range(suffix, equals: "st") || scanner.range(suffix, equals: "nd")
                    || scanner.range(suffix, equals: "rd") || scanner.range(suffix, equals: "th")) {
                    return nil
                }
                numbers.append(number)
                if numbers.count > 2 { return nil }
            } else if ASCII.isLetter(byte) {
                let word = scanner.letters()
                if let value = MonthNames.month(scanner.bytes, word) {
                    guard month == 0 else { return nil }
                    month = value
                    monthPosition = numbers.count
                } else if !MonthNames.isWeekday(scanner.bytes, word) {
                    return nil
                }
            } else {
                return nil
            }
        }
        guard month != 0 else { return nil }
        let year: Int
        var day = 1
        switch self {
        case .monthDayYear:
            guard monthPosition == 0, numbers.count == 2, numbers[0].count <= 2, numbers[1].count != 3,
                  numbers[1].count != 1 else { return nil }
            day = numbers[0].value
            year = Self.year(numbers[1])
        case .dayMonthYear:
            guard monthPosition == 1, numbers.count == 2, numbers[0].count <= 2, numbers[1].count != 3,
                  numbers[1].count != 1 else { return nil }
            day = numbers[0].value
            year = Self.year(numbers[1])
        case .yearMonthDay:
            guard monthPosition == 1, numbers.count == 2, numbers[0].count == 4, numbers[1].count <= 2 else { return nil }
            year = numbers[0].value
            day = numbers[1].value
        case .monthYear:
            guard monthPosition == 0, numbers.count == 1, numbers[0].count == 4 || numbers[0].count == 2 else { return nil }
            year = Self.year(numbers[0])
        case .yearMonth:
            guard monthPosition == 1, numbers.count == 1, numbers[0].count == 4 else { return nil }
            year = numbers[0].value
        case .monthDay, .dayMonth:
            guard monthPosition == (self == .monthDay ? 0 : 1), numbers.count == 1, numbers[0].count <= 2 else { return nil }
            day = numbers[0].value
            year = Self.yearOfDatesWithout
        }
        guard CivilCalendar.isValid(year: year, month: month, day: day) else { return nil }
        return ParsedTime(days: CivilCalendar.days(year: year, month: month, day: day),
                          secondOfDay: clock.secondOfDay, offset: clock.offset)
    }

    /// The year given to dates written without one (`Oct18`): a leap year, so 29 February reads.
    /// Only the order and spacing of such dates mean anything, and labels over less than a year
    /// show no year.
    static let yearOfDatesWithout = 2000

    private static func year(_ number: (value: Int, count: Int)) -> Int {
        number.count == 2 ? DateLayout.fullYear(number.value) : number.value
    }
}
