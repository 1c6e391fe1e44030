/// The fast path for the commonest large file: one ISO-style date column then one number column,
/// `2000-01-01T00:00:00,57.31`, read straight from the bytes without building field records.
///
/// It is an accelerator, not a second parser. ``ParserCore`` offers it each line first; it accepts
/// a line only in a strict shape for which the general path (``CSVTokenizer`` then
/// ``RowInterpreter``) is known to give this exact sample, and declines everything else (a quote,
/// a space, an offset, a fraction of a second, an exponent, a missing value, a lone CR, a line
/// the buffer's end may cut…), which the general path then reads as before, with its warnings and
/// skipped counts. The shape it accepts:
///
///     YYYY s MM s DD [ (T|t|space) HH:MM [:SS] ] DELIM [-]digits[.digits] [DELIM fields] (LF | CRLF)
///
/// where `s` is the column's date separator, the date is valid, the hour is below 24 (or
/// `24:00[:00]`), minutes below 60, seconds at most 60, the number has at most 15 digits, and the
/// optional trailing fields hold no quote and no CR. Under those conditions the general path reads
/// the same fields (no quotes, no trimming to do), the same date fields (``DateLayout/parse(_:)``'s
/// fixed-position branch and ``TimeOfDay/parseClock(_:)``) and the same number (the exact
/// mantissa over a power of ten at most 10¹⁵, ``NumberParser``'s fast path), so the sample is
/// bit-for-bit identical; `ISORowReaderTests` checks that on real and generated files.
///
/// Consecutive rows nearly always share their date, so the day number is cached per date text
/// (the ten bytes `YYYY-MM-DD`): one comparison instead of validating and converting the date.
struct ISORowReader {
    let delimiter: UInt8
    let separator: UInt8

    private var hasCachedDate = false
    private var cachedHead: UInt64 = 0
    private var cachedTail: UInt16 = 0
    private var cachedSeconds = 0

    /// A reader for `layout`, or nil when the layout is not one this fast path covers: the time
    /// in the first column as `YYYY-MM-DD` (any of its separators), the value in the second, no
    /// row filter, and a delimiter that cannot occur inside such a date or number.
    init?(layout: TableLayout, delimiter: UInt8) {
        guard case .time(column: 0, layout: .yearMonthDay(let separator)) = layout.x,
              layout.valueColumn == 1, layout.filter == nil,
              delimiter == ASCII.comma || delimiter == ASCII.semicolon || delimiter == ASCII.tab
                || delimiter == ASCII.pipe,
              delimiter != separator
        else { return nil }
        self.delimiter = delimiter
        self.separator = separator
    }

    /// 10^exponent for 0...15, exact. A switch compiles to a constant table; a tuple copied to the
    /// stack on every row stalled the load that read it back.
    @inline(__always)
    private static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: return 1e0
        case 1: return 1e1
        case 2: return 1e2
        case 3: return 1e3
        case 4: return 1e4
        case 5: return 1e5
        case 6: return 1e6
        case 7: return 1e7
        case 8: return 1e8
        case 9: return 1e9
        case 10: return 1e10
        case 11: return 1e11
        case 12: return 1e12
        case 13: return 1e13
        case 14: return 1e14
        default: return 1e15
        }
    }

    /// Reads the line at `start`. Returns the wall-clock seconds (since 1970-01-01T00:00 on the
    /// writer's clock, no offset written), the value, and the offset just past the line break; or
    /// nil to hand the line to the general path.
    @inline(__always)
    mutating func read(_ base: UnsafePointer<UInt8>, at start: Int, count: Int)
        -> (wallSeconds: Int, value: Double, next: Int)? {
        // unchecked: every read through `line` is at an offset below `end`, compared just before
        // (13 bytes for the shortest line, 19 or 22 with a time, `index < end` in the loops), and
        // the sums stay far below overflow (at most 15 digits, seconds of a day); this is the whole
        // per-row cost of vitrine-bench data.
        // The shortest accepted line is `YYYY-MM-DD,0\n`: 13 bytes.
        guard count &- start >= 13 else { return nil }
        let line = base + start
        let end = count &- start   // bytes available from `line`

        // Date: ten bytes, converted once per distinct date text.
        let head = UnsafeRawPointer(line).loadUnaligned(as: UInt64.self)
        let tail = UnsafeRawPointer(line + 8).loadUnaligned(as: UInt16.self)
        var seconds: Int
        if hasCachedDate && head == cachedHead && tail == cachedTail {
            seconds = cachedSeconds
        } else {
            guard let days = dateDays(line) else { return nil }
            seconds = days &* CivilCalendar.secondsPerDay
            hasCachedDate = true
            cachedHead = head
            cachedTail = tail
            cachedSeconds = seconds
        }

        // Optional time of day.
        var index = 10
        let afterDate = line[10]
        if afterDate != delimiter {
            guard afterDate == ASCII.letterT || afterDate == ASCII.letterT | 0x20 || afterDate == ASCII.space,
                  end >= 19   // `THH:MM,0\n` after the date
            else { return nil }
            let hour = Self.twoDigits(line + 11)
            let minute = Self.twoDigits(line + 14)
            guard hour >= 0, line[13] == ASCII.colon, minute >= 0, minute < 60 else { return nil }
            var second = 0
            index = 16
            if line[16] == ASCII.colon {
                guard end >= 22 else { return nil }
                second = Self.twoDigits(line + 17)
                guard second >= 0, second <= 60 else { return nil }
                index = 19
            }
            guard hour < 24 || (hour == 24 && minute == 0 && second == 0) else { return nil }
            guard line[index] == delimiter else { return nil }
            seconds &+= hour &* 3600 &+ minute &* 60 &+ second
        }
        index &+= 1

        // Value: [-]digits[.digits], at most 15 digits.
        guard index < end else { return nil }
        let negative = line[index] == ASCII.minus
        if negative { index &+= 1 }
        var mantissa: UInt64 = 0
        let integerStart = index
        while index < end {
            let digit = line[index] &- ASCII.zero
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index &+= 1
        }
        let integerDigits = index &- integerStart
        guard integerDigits > 0, index < end else { return nil }
        var fractionDigits = 0
        if line[index] == ASCII.period {
            index &+= 1
            let fractionStart = index
            while index < end {
                let digit = line[index] &- ASCII.zero
                guard digit < 10 else { break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                index &+= 1
            }
            fractionDigits = index &- fractionStart
            guard fractionDigits > 0, index < end else { return nil }
        }
        guard integerDigits &+ fractionDigits <= 15 else { return nil }
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= Self.powerOfTen(fractionDigits) }
        if negative { value = -value }

        // End of the line, after any further fields.
        var byte = line[index]
        if byte == delimiter {
            repeat {
                index &+= 1
                guard index < end else { return nil }
                byte = line[index]
            } while byte != ASCII.lineFeed && byte != ASCII.carriageReturn && byte != ASCII.quote
        }
        if byte == ASCII.lineFeed { return (seconds, value, start &+ index &+ 1) }
        guard byte == ASCII.carriageReturn, index &+ 1 < end, line[index &+ 1] == ASCII.lineFeed else { return nil }
        return (seconds, value, start &+ index &+ 2)
    }

    /// Two ASCII digits as a number, or a negative number when either is not a digit.
    @inline(__always)
    private static func twoDigits(_ bytes: UnsafePointer<UInt8>) -> Int {
        let tens = bytes[0] &- ASCII.zero
        let ones = bytes[1] &- ASCII.zero
        guard tens < 10, ones < 10 else { return -1 }
        return Int(tens) &* 10 &+ Int(ones)
    }

    /// Days since 1970 of the valid date `YYYY s MM s DD` at `line`, or nil.
    private func dateDays(_ line: UnsafePointer<UInt8>) -> Int? {
        guard line[4] == separator, line[7] == separator else { return nil }
        let century = Self.twoDigits(line)
        let yearInCentury = Self.twoDigits(line + 2)
        let month = Self.twoDigits(line + 5)
        let day = Self.twoDigits(line + 8)
        guard century >= 0, yearInCentury >= 0, month >= 0, day >= 0 else { return nil }
        let year = century * 100 + yearInCentury
        guard CivilCalendar.isValid(year: year, month: month, day: day) else { return nil }
        return CivilCalendar.days(year: year, month: month, day: day)
    }
}
