/// Parses a decimal number from a cell's bytes, exactly as `Double("...")` would round it.
///
/// Most cells in real files are short decimals (`316.1`, `-4.25e3`). For those the mantissa fits in
/// 2^53 and the power of ten is at most 22, so one multiplication or division of two exact doubles
/// is correctly rounded (Clinger's fast path); nothing is allocated. Anything longer falls back to
/// the standard library's correctly rounded conversion.
///
/// Accepted: optional sign, digits with an optional fraction, an optional exponent, and the
/// infinities `inf`, `infinity` (any case, signed). `nan` is not a number here: it is one of the
/// ``MissingValues`` markers. With `decimalComma`, a single `,` acts as the decimal point
/// (`1,5` in semicolon-separated European files); without it, commas may group thousands
/// (`"1,234.50"`, as bank exports quote them) when every group has three digits.
enum NumberParser {
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    @inline(__always)
    static func parse(_ cell: UnsafeBufferPointer<UInt8>, decimalComma: Bool = false) -> Double? {
        if let value = parsePlain(cell, decimalComma: decimalComma) { return value }
        return decimalComma ? nil : parseGrouped(trimmed(cell))
    }

    private static func parsePlain(_ cell: UnsafeBufferPointer<UInt8>, decimalComma: Bool) -> Double? {
        let bytes = trimmed(cell)
        let count = bytes.count
        guard count > 0 else { return nil }
        var index = 0
        var negative = false
        if bytes[0] == ASCII.minus || bytes[0] == ASCII.plus {
            negative = bytes[0] == ASCII.minus
            index = 1
        }
        // unchecked: `bytes` is read only below `count`, and the mantissa takes at most 19 digits,
        // which fit in 64 bits; this is every number cell of the general path.
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var digitCount = 0
        var exponent = 0
        // Integer part.
        while index < count, ASCII.isDigit(bytes[index]) {
            if significantDigits < 19 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- ASCII.zero)
                if mantissa != 0 { significantDigits += 1 }
            } else {
                exponent += 1
                significantDigits += 1
            }
            digitCount += 1
            index += 1
        }
        // Fraction.
        if index < count, bytes[index] == ASCII.period || (decimalComma && bytes[index] == ASCII.comma) {
            index += 1
            while index < count, ASCII.isDigit(bytes[index]) {
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- ASCII.zero)
                    if mantissa != 0 { significantDigits += 1 }
                    exponent -= 1
                } else {
                    significantDigits += 1
                }
                digitCount += 1
                index += 1
            }
        }
        if digitCount == 0 {
            return parseInfinity(bytes, from: index, negative: negative)
        }
        // Exponent.
        if index < count, bytes[index] | 0x20 == 0x65 {
            index += 1
            var exponentNegative = false
            if index < count, bytes[index] == ASCII.minus || bytes[index] == ASCII.plus {
                exponentNegative = bytes[index] == ASCII.minus
                index += 1
            }
            var value = 0
            var exponentDigits = 0
            while index < count, ASCII.isDigit(bytes[index]) {
                if value < 100_000 { value = value * 10 + Int(bytes[index] &- ASCII.zero) }
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return nil }
            exponent += exponentNegative ? -value : value
        }
        guard index == count else { return nil }
        if significantDigits <= 15 && exponent >= -22 && exponent <= 22 {
            var value = Double(mantissa)
            if exponent < 0 {
                value /= exactPowersOfTen[-exponent]
            } else {
                value *= exactPowersOfTen[exponent]
            }
            return negative ? -value : value
        }
        return slowParse(bytes, decimalComma: decimalComma)
    }

    /// `1,234,567.5`: commas between groups of three digits, then a plain number's tail.
    private static func parseGrouped(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard bytes.contains(ASCII.comma) else { return nil }
        var digits: [UInt8] = []
        var index = 0
        if index < bytes.count, bytes[index] == ASCII.minus || bytes[index] == ASCII.plus {
            digits.append(bytes[index])
            index += 1
        }
        var groupLength = 0
        var groups = 0
        while index < bytes.count, ASCII.isDigit(bytes[index]) || bytes[index] == ASCII.comma {
            if bytes[index] == ASCII.comma {
                guard groups == 0 ? (1...3).contains(groupLength) : groupLength == 3 else { return nil }
                groups += 1
                groupLength = 0
            } else {
                digits.append(bytes[index])
                groupLength += 1
            }
            index += 1
        }
        guard groups > 0, groupLength == 3 else { return nil }
        digits.append(contentsOf: bytes.extracting(index...))
        return digits.withUnsafeBufferPointer { parsePlain($0, decimalComma: false) }
    }

    private static func parseInfinity(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int, negative: Bool) -> Double? {
        let rest = bytes.extracting(index...)
        var scanner = ByteScanner(rest)
        let word = scanner.letters()
        guard scanner.isAtEnd, scanner.range(word, equals: "inf") || scanner.range(word, equals: "infinity") else {
            return nil
        }
        return negative ? -.infinity : .infinity
    }

    private static func slowParse(_ bytes: UnsafeBufferPointer<UInt8>, decimalComma: Bool) -> Double? {
        var text = String(decoding: bytes, as: UTF8.self)
        if decimalComma { text = text.replacingOccurrences(of: ",", with: ".") }
        return Double(text)
    }
}

private extension String {
    func replacingOccurrences(of target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
