/// A parsed JSON value, kept close to the text: numbers stay as their digits (so they are read by
/// the same ``NumberParser`` as CSV cells and keep their exact value), strings as UTF-8 bytes.
///
/// Array elements remember the line they start on, so warnings about a JSON row name a line just
/// as they do for CSV.
indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number([UInt8])
    case string([UInt8])
    case array([JSONValue], lines: [Int])
    case object([Member])

    struct Member: Sendable, Hashable {
        var key: String
        var value: JSONValue
    }
}

/// A small recursive-descent JSON reader over bytes.
///
/// Lenient where real exports are sloppy (`NaN`, `Infinity`, a trailing comma), strict where it
/// matters (unterminated strings, garbage after the value), and bounded: nesting deeper than 512
/// levels is an error rather than a stack overflow.
struct JSONParser {
    private let bytes: CheckedBytes
    private(set) var index = 0
    private(set) var line: Int
    private var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, firstLine: Int = 1) {
        self.bytes = CheckedBytes(base: bytes)
        self.line = firstLine
    }

    /// Parses one complete document; only whitespace may follow it.
    static func parseDocument(_ bytes: UnsafeBufferPointer<UInt8>, firstLine: Int = 1) throws(DataError) -> JSONValue {
        var parser = JSONParser(bytes, firstLine: firstLine)
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    mutating func parseValue() throws(DataError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw failure("the JSON ends early") }
        switch bytes[index] {
        case ASCII.leftBrace: return try parseObject()
        case ASCII.leftBracket: return try parseArray()
        case ASCII.quote: return .string(try parseString())
        case 0x74: try expectWord("true"); return .bool(true)
        case 0x66: try expectWord("false"); return .bool(false)
        case 0x6E: try expectWord("null"); return .null
        case 0x4E: try expectWord("NaN"); return .number(Array("NaN".utf8))
        case 0x49: try expectWord("Infinity"); return .number(Array("inf".utf8))
        default: return .number(try parseNumber())
        }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.lineFeed {
                line += 1
            } else if byte != ASCII.space && byte != ASCII.tab && byte != ASCII.carriageReturn {
                return
            }
            index += 1
        }
    }

    func failure(_ reason: String) -> DataError {
        DataError(.malformed, "invalid JSON on line \(line): \(reason)")
    }

    private mutating func nest() throws(DataError) {
        depth += 1
        guard depth <= 512 else { throw failure("nested more than 512 levels deep") }
    }

    private mutating func parseObject() throws(DataError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == 0x7D {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            if index < bytes.count && bytes[index] == 0x7D && !members.isEmpty {   // trailing comma
                index += 1
                return .object(members)
            }
            guard index < bytes.count, bytes[index] == ASCII.quote else { throw failure("expected a key in quotes") }
            let key = String(decoding: try parseString(), as: UTF8.self)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == ASCII.colon else { throw failure("expected : after a key") }
            index += 1
            members.append(JSONValue.Member(key: key, value: try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw failure("the JSON ends inside an object") }
            if bytes[index] == ASCII.comma {
                index += 1
            } else if bytes[index] == 0x7D {
                index += 1
                return .object(members)
            } else {
                throw failure("expected , or } in an object")
            }
        }
    }

    private mutating func parseArray() throws(DataError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        var lines: [Int] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == 0x5D {
            index += 1
            return .array(elements, lines: lines)
        }
        while true {
            skipWhitespace()
            if index < bytes.count && bytes[index] == 0x5D && !elements.isEmpty {   // trailing comma
                index += 1
                return .array(elements, lines: lines)
            }
            lines.append(line)
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw failure("the JSON ends inside an array") }
            if bytes[index] == ASCII.comma {
                index += 1
            } else if bytes[index] == 0x5D {
                index += 1
                return .array(elements, lines: lines)
            } else {
                throw failure("expected , or ] in an array")
            }
        }
    }

    private mutating func parseString() throws(DataError) -> [UInt8] {
        index += 1
        var output: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == ASCII.quote { return output }
            if byte == ASCII.lineFeed { line += 1 }
            guard byte == 0x5C else {   // backslash
                output.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case 0x6E: output.append(ASCII.lineFeed)
            case 0x74: output.append(ASCII.tab)
            case 0x72: output.append(ASCII.carriageReturn)
            case 0x62: output.append(0x08)
            case 0x66: output.append(0x0C)
            case 0x75:
                var scalar = try parseHex4()
                if scalar >= 0xD800 && scalar < 0xDC00, index + 1 < bytes.count,
                   bytes[index] == 0x5C, bytes[index + 1] == 0x75 {
                    index += 2
                    let low = try parseHex4()
                    scalar = low >= 0xDC00 && low < 0xE000 ? 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                }
                let unicode = UnicodeScalar(scalar) ?? "\u{FFFD}"
                output.append(contentsOf: Array(String(unicode).utf8))
            default: output.append(escape)
            }
        }
        throw failure("a string is not closed")
    }

    private mutating func parseHex4() throws(DataError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("a \\u escape is cut off") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw failure("a \\u escape is not hexadecimal")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(DataError) -> [UInt8] {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            guard ASCII.isDigit(byte) || byte == ASCII.minus || byte == ASCII.plus || byte == ASCII.period
                    || byte | 0x20 == 0x65 else { break }
            index += 1
        }
        let text = bytes.base.extracting(start..<index)
        guard !text.isEmpty, NumberParser.parse(text) != nil else {
            throw failure("unexpected character \(Self.describe(bytes[start]))")
        }
        return Array(text)
    }

    private mutating func expectWord(_ word: String) throws(DataError) {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count,
              bytes[index..<(index + utf8.count)].elementsEqual(utf8) else {
            throw failure("unexpected character \(Self.describe(bytes[index]))")
        }
        index += utf8.count
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(UnicodeScalar(byte))'" : "0x" + String(byte, radix: 16)
    }
}

/// The document's bytes, read with bounds checks: the reader walks text from strangers, and an
/// `UnsafeBufferPointer` checks nothing in a release build.
private struct CheckedBytes {
    let base: UnsafeBufferPointer<UInt8>

    var count: Int { base.count }

    subscript(index: Int) -> UInt8 { base.span[index] }

    subscript(range: Range<Int>) -> UnsafeBufferPointer<UInt8> { base.extracting(range) }
}
