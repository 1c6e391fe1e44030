extension JSONReader {
    /// Reads a number as a `Double`, correctly rounded. Magnitudes beyond `Double`'s range read
    /// as ±infinity and tiny ones as ±0, as `Double("1e400")` does; integers beyond 2⁵³ round to
    /// the nearest `Double`.
    mutating func readNumber() throws(JSONError) -> Double {
        let range = try scanNumberHere()
        return Self.double(UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// Reads a number as its text, exactly as written (`NaN` and `Infinity` too, when allowed):
    /// the data loader's cells, which it parses like a CSV file's. Valid while the reader's bytes are.
    public mutating func readNumberText() throws(JSONError) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[try scanNumberHere()])
    }

    /// Reads `true` or `false`.
    public mutating func readBool() throws(JSONError) -> Bool {
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == Byte.t {
            try expectWord("true")
            return true
        }
        guard offset < bytes.count && bytes[offset] == Byte.f else {
            throw error("expected true or false, found \(describeCurrent())")
        }
        try expectWord("false")
        return false
    }

    /// Reads `null`.
    public mutating func readNull() throws(JSONError) {
        skipWhitespace()
        guard offset < bytes.count && bytes[offset] == Byte.n else { throw error("expected null, found \(describeCurrent())") }
        try expectWord("null")
    }

    private mutating func scanNumberHere() throws(JSONError) -> Range<Int> {
        guard try peek() == .number else { throw error("expected a number, found \(describeCurrent())") }
        return try scanNumber()
    }

    /// Checks the number starting at `offset` and moves past it; returns the range of its text.
    mutating func scanNumber() throws(JSONError) -> Range<Int> {
        let start = offset
        let lenient = options.isLenient
        if options.allowsNonFiniteNumbers {
            let signed = bytes[offset] == Byte.minus ? 1 : 0
            if offset + signed < bytes.count {
                switch bytes[offset + signed] {
                case Byte.capitalI:
                    offset += signed
                    try expectWord("Infinity")
                    return start..<offset
                case Byte.capitalN where signed == 0:
                    try expectWord("NaN")
                    return start..<offset
                default:
                    break
                }
            }
        }
        if bytes[offset] == Byte.minus || (lenient && bytes[offset] == Byte.plus) { offset += 1 }
        if lenient {
            var digits = skipDigits()
            if offset < bytes.count && bytes[offset] == Byte.period {
                offset += 1
                digits += skipDigits()
            }
            guard digits > 0 else { throw error("expected a digit") }
        } else {
            guard offset < bytes.count, Byte.isDigit(bytes[offset]) else { throw error("expected a digit") }
            if bytes[offset] == Byte.zero {
                offset += 1
                if offset < bytes.count && Byte.isDigit(bytes[offset]) { throw error("leading zero in a number") }
            } else {
                _ = skipDigits()
            }
            if offset < bytes.count && bytes[offset] == Byte.period {
                offset += 1
                guard skipDigits() > 0 else { throw error("expected a digit after the decimal point") }
            }
        }
        if offset < bytes.count && bytes[offset] | 0x20 == Byte.e {
            offset += 1
            if offset < bytes.count && (bytes[offset] == Byte.plus || bytes[offset] == Byte.minus) { offset += 1 }
            guard skipDigits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return start..<offset
    }

    @inline(__always)
    private mutating func skipDigits() -> Int {
        let start = offset
        while offset < bytes.count && Byte.isDigit(bytes[offset]) { offset += 1 }
        return offset - start
    }

    mutating func expectWord(_ word: StaticString) throws(JSONError) {
        let utf8 = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in utf8 {
            guard offset < bytes.count, bytes[offset] == byte else { throw error("unexpected \(describeCurrent())") }
            offset += 1
        }
    }

    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The value of number text the grammar has already checked.
    ///
    /// Short decimals, the usual case, take Clinger's fast path: a mantissa of at most 15 digits
    /// and a power of ten of at most 22 are both exact doubles, so one multiplication or division
    /// is correctly rounded. Anything longer goes to the standard library's correctly rounded
    /// conversion.
    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        var index = 0
        var negative = false
        switch text[0] {
        case Byte.minus:
            negative = true
            index = 1
        case Byte.plus:
            index = 1
        default:
            break
        }
        switch text[index] {
        case Byte.capitalN: return .nan
        case Byte.capitalI: return negative ? -.infinity : .infinity
        default: break
        }
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        while index < text.count && Byte.isDigit(text[index]) {
            if mantissa != 0 || text[index] != Byte.zero { significant += 1 }
            if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(text[index] &- Byte.zero) } else { exponent += 1 }
            index += 1
        }
        if index < text.count && text[index] == Byte.period {
            index += 1
            while index < text.count && Byte.isDigit(text[index]) {
                if mantissa != 0 || text[index] != Byte.zero { significant += 1 }
                if significant <= 19 {
                    mantissa = mantissa &* 10 &+ UInt64(text[index] &- Byte.zero)
                    exponent -= 1
                }
                index += 1
            }
        }
        if index < text.count {   // the exponent
            index += 1
            var exponentNegative = false
            if text[index] == Byte.minus || text[index] == Byte.plus {
                exponentNegative = text[index] == Byte.minus
                index += 1
            }
            var written = 0
            while index < text.count {
                if written < 100_000 { written = written * 10 + Int(text[index] &- Byte.zero) }
                index += 1
            }
            exponent += exponentNegative ? -written : written
        }
        if significant <= 15 && exponent >= -22 && exponent <= 22 {
            var value = Double(mantissa)
            if exponent < 0 {
                value /= exactPowersOfTen[-exponent]
            } else {
                value *= exactPowersOfTen[exponent]
            }
            return negative ? -value : value
        }
        // The grammar is already checked, and `Double` reads every form it allows.
        return Double(String(decoding: text, as: UTF8.self)) ?? .nan
    }
}
