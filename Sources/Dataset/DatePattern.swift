/// An explicit date format given with `--date-format`, in strftime notation.
///
/// strftime is what pandas (`format=`), Python, R and `date` users already know, so the option
/// accepts it unchanged: `%Y %y %m %d %e %j %H %I %M %S %f %p %b %B %h %a %A %z %Z %s %%`. A space
/// in the pattern matches any run of spaces; every other character must match itself.
///
///     let pattern = try DatePattern("%d.%m.%Y %H:%M")   // 31.12.1999 23:59
struct DatePattern: Sendable, Hashable {
    enum Part: Sendable, Hashable {
        case literal(UInt8)
        case spaces
        case year, twoDigitYear, month, day, dayOfYear, hour, hour12, minute, second, fraction
        case meridiem, monthName, weekdayName, offset, zoneName, epochSeconds
    }

    let text: String
    let parts: [Part]

    init(_ text: String) throws(DataError) {
        var parts: [Part] = []
        var bytes = Array(text.utf8).makeIterator()
        while let byte = bytes.next() {
            if byte == ASCII.space {
                if parts.last != .spaces { parts.append(.spaces) }
                continue
            }
            guard byte == 0x25 else {   // %
                parts.append(.literal(byte))
                continue
            }
            guard let code = bytes.next() else {
                throw DataError(.badOption, "date format \"\(text)\" ends with a lone %")
            }
            switch UnicodeScalar(code) {
            case "Y": parts.append(.year)
            case "y": parts.append(.twoDigitYear)
            case "m": parts.append(.month)
            case "d", "e": parts.append(.day)
            case "j": parts.append(.dayOfYear)
            case "H": parts.append(.hour)
            case "I": parts.append(.hour12)
            case "M": parts.append(.minute)
            case "S": parts.append(.second)
            case "f": parts.append(.fraction)
            case "p": parts.append(.meridiem)
            case "b", "B", "h": parts.append(.monthName)
            case "a", "A": parts.append(.weekdayName)
            case "z": parts.append(.offset)
            case "Z": parts.append(.zoneName)
            case "s": parts.append(.epochSeconds)
            case "%": parts.append(.literal(0x25))
            default:
                throw DataError(.badOption, "date format \"\(text)\" uses %\(UnicodeScalar(code)), which is not supported")
            }
        }
        guard parts.contains(where: { [.year, .twoDigitYear, .epochSeconds].contains($0) }) else {
            throw DataError(.badOption, "date format \"\(text)\" has no year (%Y, %y) or epoch (%s)")
        }
        self.text = text
        self.parts = parts
    }

    func parse(_ cell: UnsafeBufferPointer<UInt8>) -> ParsedTime? {
        var scanner = ByteScanner(cell)
        var year = 1970, month = 1, day = 1, dayOfYear: Int?
        var hour = 0, minute = 0, second = 0.0
        var afternoon: Bool?
        var offset: Int?
        for part in parts {
            switch part {
            case .literal(let byte):
                guard scanner.skip(byte) else { return nil }
            case .spaces:
                scanner.skipSpaces()
            case .year:
                guard let value = scanner.digits(minimum: 4, maximum: 4) else { return nil }
                year = value.value
            case .twoDigitYear:
                guard let value = scanner.fixedDigits(2) else { return nil }
                year = DateLayout.fullYear(value)
            case .month:
                guard let value = scanner.digits(minimum: 1, maximum: 2) else { return nil }
                month = value.value
            case .day:
                scanner.skipSpaces()
                guard let value = scanner.digits(minimum: 1, maximum: 2) else { return nil }
                day = value.value
            case .dayOfYear:
                guard let value = scanner.digits(minimum: 1, maximum: 3), value.value >= 1 else { return nil }
                dayOfYear = value.value
            case .hour, .hour12:
                guard let value = scanner.digits(minimum: 1, maximum: 2) else { return nil }
                hour = value.value
            case .minute:
                guard let value = scanner.fixedDigits(2), value < 60 else { return nil }
                minute = value
            case .second:
                guard let value = scanner.fixedDigits(2), value <= 60 else { return nil }
                second += Double(value)
            case .fraction:
                var scale = 0.1
                var any = false
                while let byte = scanner.current, ASCII.isDigit(byte) {
                    second += Double(byte - ASCII.zero) * scale
                    scale *= 0.1
                    any = true
                    scanner.advance()
                }
                guard any else { return nil }
            case .meridiem:
                let word = scanner.letters()
                if scanner.range(word, equals: "am") {
                    afternoon = false
                } else if scanner.range(word, equals: "pm") {
                    afternoon = true
                } else {
                    return nil
                }
            case .monthName:
                let word = scanner.letters()
                guard let value = MonthNames.month(scanner.bytes, word) else { return nil }
                month = value
            case .weekdayName:
                let word = scanner.letters()
                guard MonthNames.isWeekday(scanner.bytes, word) else { return nil }
            case .offset:
                guard let value = scanner.readOffset() else { return nil }
                offset = value
            case .zoneName:
                let start = scanner.position
                if let value = scanner.readOffset() {
                    offset = value
                } else {
                    scanner.position = start
                    _ = scanner.letters()
                }
            case .epochSeconds:
                let start = scanner.position
                if scanner.current == ASCII.minus { scanner.advance() }
                guard scanner.digits(minimum: 1, maximum: 18) != nil else { return nil }
                let digits = cell.extracting(start..<scanner.position)
                guard let value = NumberParser.parse(digits), abs(value) < DateLayout.epochLimit else { return nil }
                return scanner.isAtEnd ? .instant(value) : nil
            }
        }
        guard scanner.isAtEnd else { return nil }
        if let afternoon {
            guard hour >= 1 && hour <= 12 else { return nil }
            hour = hour % 12 + (afternoon ? 12 : 0)
        }
        guard hour < 24 else { return nil }
        let days: Int
        if let dayOfYear {
            guard dayOfYear <= (CivilCalendar.isLeapYear(year) ? 366 : 365) else { return nil }
            days = CivilCalendar.days(year: year, month: 1, day: 1) + dayOfYear - 1
        } else {
            guard CivilCalendar.isValid(year: year, month: month, day: day) else { return nil }
            days = CivilCalendar.days(year: year, month: month, day: day)
        }
        return ParsedTime(days: days, secondOfDay: Double(hour * 3600 + minute * 60) + second, offset: offset)
    }
}
