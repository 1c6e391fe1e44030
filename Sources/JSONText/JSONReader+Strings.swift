extension JSONReader {
    /// Reads a string as text. Under lenient options, bytes that are not UTF-8 become U+FFFD.
    mutating func readString() throws(JSONError) -> String {
        let string = try scanQuotedString()
        guard string.isEscaped else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[string.start..<string.end]), as: UTF8.self)
        }
        return String(decoding: unescaped(string.start..<string.end), as: UTF8.self)
    }

    /// Reads a string as its UTF-8 bytes, escapes decoded: the data loader's cells, which it reads
    /// as bytes like a CSV file's.
    public mutating func readStringBytes() throws(JSONError) -> [UInt8] {
        let string = try scanQuotedString()
        guard string.isEscaped else { return Array(UnsafeBufferPointer(rebasing: bytes[string.start..<string.end])) }
        return unescaped(string.start..<string.end)
    }

    private mutating func scanQuotedString() throws(JSONError) -> (start: Int, end: Int, isEscaped: Bool) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == Byte.quote else {
            throw error("expected a string, found \(describeCurrent())")
        }
        return try scanString()
    }

    /// Checks the string whose opening quote is at `offset` and moves past its closing quote.
    /// Returns the range of its content and whether that holds escapes.
    mutating func scanString() throws(JSONError) -> (start: Int, end: Int, isEscaped: Bool) {
        offset += 1
        let start = offset
        let lenient = options.isLenient
        var isEscaped = false
        var isASCII = true
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == Byte.quote {
                let end = offset
                if !isASCII && !lenient, let bad = UTF8Validation.firstInvalid(bytes, in: start..<end) {
                    offset = bad
                    throw error("invalid UTF-8 in a string")
                }
                offset += 1
                return (start, end, isEscaped)
            }
            if byte == Byte.backslash {
                isEscaped = true
                try scanEscape()
                continue
            }
            if byte < 0x20 {
                guard lenient else { throw error("control character in a string") }
                if byte == Byte.lineFeed { line += 1 }
            } else if byte >= 0x80 {
                isASCII = false
            }
            offset += 1
        }
        throw error("unclosed string")
    }

    /// Checks the escape whose backslash is at `offset` and moves past it.
    private mutating func scanEscape() throws(JSONError) {
        offset += 1
        guard offset < bytes.count else { throw error("unclosed string") }
        switch bytes[offset] {
        case Byte.quote, Byte.backslash, Byte.slash, Byte.b, Byte.f, Byte.n, Byte.r, Byte.t:
            offset += 1
        case Byte.u:
            offset += 1
            let value = try readHexQuad()
            if (0xD800..<0xDC00).contains(value) {
                if followsLowSurrogate() {
                    offset += 6
                } else if !options.isLenient {
                    throw error("unpaired surrogate in \\u escape")
                }
            } else if (0xDC00..<0xE000).contains(value) && !options.isLenient {
                throw error("unpaired surrogate in \\u escape")
            }
        default:
            guard options.isLenient else {
                // A control or space character is named, not printed: a message is one line.
                if let found = scalar(at: offset), !Self.needsNaming(found) {
                    throw error("unknown escape \"\\\(found)\"")
                }
                throw error("unknown escape: backslash before \(describeCurrent())")
            }
            if bytes[offset] == Byte.lineFeed { line += 1 }
            offset += 1
        }
    }

    /// Whether `\uDC00`…`\uDFFF` comes next, completing a surrogate pair.
    private func followsLowSurrogate() -> Bool {
        guard offset + 6 <= bytes.count, bytes[offset] == Byte.backslash, bytes[offset + 1] == Byte.u else { return false }
        guard let low = Self.hexQuad(bytes, at: offset + 2) else { return false }
        return (0xDC00..<0xE000).contains(low)
    }

    private mutating func readHexQuad() throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = Self.hexDigit(bytes[offset]) else {
                throw error("expected four hex digits in \\u escape")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private static func hexQuad(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> UInt32? {
        var value: UInt32 = 0
        for index in position..<(position + 4) {
            guard let digit = hexDigit(bytes[index]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    @inline(__always)
    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    /// The content of an already checked string with its escapes decoded, as UTF-8.
    private func unescaped(_ range: Range<Int>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == Byte.backslash else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case Byte.b: output.append(0x08)
            case Byte.f: output.append(0x0C)
            case Byte.n: output.append(Byte.lineFeed)
            case Byte.r: output.append(Byte.carriageReturn)
            case Byte.t: output.append(Byte.tab)
            case Byte.u:
                var value = Self.hexQuad(bytes, at: index)!
                index += 4
                if (0xD800..<0xDC00).contains(value), index + 6 <= range.upperBound, bytes[index] == Byte.backslash,
                   bytes[index + 1] == Byte.u, let low = Self.hexQuad(bytes, at: index + 2), (0xDC00..<0xE000).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                // Only lenient reading lets a lone surrogate through; it becomes U+FFFD.
                Unicode.UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { output.append($0) }
            default:
                // `"`, `\`, `/`, and under lenient options any other escaped byte, stand for themselves.
                output.append(escape)
            }
        }
        return output
    }
}
