/// A time as read from a cell: either a wall-clock reading or an instant.
///
/// `wall` is seconds since 1970-01-01T00:00 *on the clock of the writer*; with an `offset` it is
/// fixed, without one it is read in the caller's time zone (see ``WallClock``).
enum ParsedTime: Sendable, Equatable {
    case wall(seconds: Double, offset: Int?)
    case instant(Double)

    init(days: Int, secondOfDay: Double = 0, offset: Int? = nil) {
        self = .wall(seconds: Double(days * CivilCalendar.secondsPerDay) + secondOfDay, offset: offset)
    }
}

/// Reads what may follow a date: a time of day, AM/PM, and an offset.
///
/// Accepted after the date: nothing; or `T`/spaces/`,` then `H:MM`, `HH:MM:SS`, `HH:MM:SS.ffffff`
/// (`.` or `,` before the fraction), an optional `AM`/`PM`, then an optional `Z`, `±HH:MM`,
/// `±HHMM`, `±HH`, `UTC` or `GMT`. Anything else left over fails the cell, so a format that only
/// matched a prefix never wins detection.
enum TimeOfDay {
    static func parseTail(_ scanner: inout ByteScanner) -> (secondOfDay: Double, offset: Int?)? {
        if scanner.isAtEnd { return (0, nil) }
        let separator = scanner.current!
        if separator == ASCII.letterT || separator == ASCII.letterT | 0x20 {
            scanner.advance()
        } else if separator == ASCII.space || separator == ASCII.comma || separator == ASCII.tab {
            scanner.advance()
            scanner.skipSpaces()
            if scanner.isAtEnd { return (0, nil) }
        } else if let offset = scanner.readOffset(), scanner.isAtEnd {
            return (0, offset)
        } else {
            return nil
        }
        return parseClock(&scanner)
    }

    /// Reads `H:MM[:SS[.f]] [AM|PM] [offset]` up to the end of the cell.
    static func parseClock(_ scanner: inout ByteScanner) -> (secondOfDay: Double, offset: Int?)? {
        guard var hour = scanner.digits(minimum: 1, maximum: 2)?.value,
              scanner.skip(ASCII.colon),
              let minute = scanner.fixedDigits(2), minute < 60
        else { return nil }
        var second = 0.0
        if scanner.skip(ASCII.colon) {
            guard let whole = scanner.fixedDigits(2), whole <= 60 else { return nil }
            second = Double(whole)
            if scanner.current == ASCII.period || scanner.current == ASCII.comma,
               let next = scanner.peek(1), ASCII.isDigit(next) {
                scanner.advance()
                var scale = 0.1
                while let byte = scanner.current, ASCII.isDigit(byte) {
                    second += Double(byte - ASCII.zero) * scale
                    scale *= 0.1
                    scanner.advance()
                }
            }
        }
        scanner.skipSpaces()
        let meridiemStart = scanner.position
        let word = scanner.letters()
        if scanner.range(word, equals: "am") || scanner.range(word, equals: "pm") {
            guard hour >= 1 && hour <= 12 else { return nil }
            let afternoon = scanner.range(word, equals: "pm")
            hour = hour % 12 + (afternoon ? 12 : 0)
            scanner.skipSpaces()
        } else {
            scanner.position = meridiemStart
        }
        guard hour < 24 || (hour == 24 && minute == 0 && second == 0) else { return nil }
        var offset: Int?
        if !scanner.isAtEnd {
            guard let value = scanner.readOffset() else { return nil }
            offset = value
            scanner.skipSpaces()
            guard scanner.isAtEnd else { return nil }
        }
        return (Double(hour * 3600 + minute * 60) + second, offset)
    }
}

/// English month and weekday names, matched case-insensitively on bytes.
enum MonthNames {
    private static let months: [[UInt8]] = [
        "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
    ].map { Array($0.utf8) }

    private static let weekdays: [[UInt8]] = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ].map { Array($0.utf8) }

    /// 1...12 for `Jan`, `jan.`, `January`, `Sept`; nil otherwise. The range is lowercase-compared.
    static func month(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard range.count >= 3 else { return nil }
        for (index, name) in months.enumerated() where range.count <= name.count {
            if matchesPrefix(bytes, range, of: name) { return index + 1 }
        }
        return nil
    }

    static func isWeekday(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count >= 3 else { return false }
        return weekdays.contains { range.count <= $0.count && matchesPrefix(bytes, range, of: $0) }
    }

    /// True when the bytes are a prefix (of at least three letters) of the full name.
    private static func matchesPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, of name: [UInt8]) -> Bool {
        let bytes = bytes.span   // bounds-checked reads
        for (offset, index) in range.enumerated() where ASCII.lowercased(bytes[index]) != name[offset] {
            return false
        }
        return true
    }
}
