import JSONText

/// The little JSON a trace line needs: one flat object of numbers, strings, booleans and arrays.
///
/// Gestures keeps its own reader rather than Foundation's so that errors can say exactly what is
/// wrong and where, so that booleans never pass for numbers, and so that `NaN` and `Infinity`
/// (which some writers emit) are reported as non-finite numbers rather than as a syntax error.
enum TraceJSON: Equatable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([TraceJSON])
    case object([(key: String, value: TraceJSON)])

    static func == (lhs: TraceJSON, rhs: TraceJSON) -> Bool {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The JSON kind, as error messages name it.
    var kindName: String {
        switch self {
        case .number: "a number"
        case .string: "a string"
        case .bool: "a boolean"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A syntax error, with the 1-based column (in characters) where reading stopped.
    struct SyntaxError: Error, Equatable {
        var column: Int
        var reason: String
    }

    /// Reads one complete JSON value from `text`; anything but whitespace after it is an error.
    static func parse(_ text: String) throws(SyntaxError) -> TraceJSON {
        var reader = Reader(characters: Array(text.unicodeScalars))
        reader.skipWhitespace()
        let value = try reader.readValue(depth: 0)
        reader.skipWhitespace()
        if reader.index < reader.characters.count {
            throw reader.error("unexpected \(reader.describeCurrent()) after the value")
        }
        return value
    }

    // MARK: Writing

    /// Writes a number the way traces show them: integers without a fraction, others in Swift's
    /// shortest form that reads back to the same value.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }

    /// Writes a number as a JSON value: ``format(_:)`` when finite, otherwise `null`, since
    /// JSON has no way to write NaN or infinity.
    static func formatValue(_ number: Double) -> String {
        number.isFinite ? format(number) : "null"
    }

    /// Writes a string with JSON's escapes.
    static func quote(_ string: String) -> String {
        JSONText.quoted(string)
    }

    private struct Reader {
        let characters: [Unicode.Scalar]
        var index = 0

        /// Deep nesting is never a trace; refusing it keeps recursion bounded on hostile input.
        static let maximumDepth = 32

        func error(_ reason: String) -> SyntaxError { SyntaxError(column: index + 1, reason: reason) }

        func describeCurrent() -> String {
            guard index < characters.count else { return "end of line" }
            return "character \"\(characters[index])\""
        }

        mutating func skipWhitespace() {
            while index < characters.count, [" ", "\t", "\r", "\n"].contains(characters[index]) { index += 1 }
        }

        mutating func readValue(depth: Int) throws(SyntaxError) -> TraceJSON {
            guard depth < Self.maximumDepth else { throw error("nesting too deep") }
            guard index < characters.count else { throw error("unexpected end of line") }
            switch characters[index] {
            case "{": return try readObject(depth: depth)
            case "[": return try readArray(depth: depth)
            case "\"": return .string(try readString())
            case "t": try expectWord("true"); return .bool(true)
            case "f": try expectWord("false"); return .bool(false)
            case "n": try expectWord("null"); return .null
            case "N": try expectWord("NaN"); return .number(.nan)
            case "I": try expectWord("Infinity"); return .number(.infinity)
            case "-", "0"..."9": return .number(try readNumber())
            default: throw error("unexpected \(describeCurrent())")
            }
        }

        mutating func expectWord(_ word: String) throws(SyntaxError) {
            for scalar in word.unicodeScalars {
                guard index < characters.count, characters[index] == scalar else {
                    throw error("unexpected \(describeCurrent())")
                }
                index += 1
            }
        }

        mutating func readObject(depth: Int) throws(SyntaxError) -> TraceJSON {
            index += 1
            var members: [(key: String, value: TraceJSON)] = []
            skipWhitespace()
            if index < characters.count, characters[index] == "}" {
                index += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard index < characters.count, characters[index] == "\"" else {
                    throw error("expected a quoted field name, found \(describeCurrent())")
                }
                let key = try readString()
                if members.contains(where: { $0.key == key }) {
                    throw error("field \"\(key)\" appears twice")
                }
                skipWhitespace()
                guard index < characters.count, characters[index] == ":" else {
                    throw error("expected \":\" after \"\(key)\", found \(describeCurrent())")
                }
                index += 1
                skipWhitespace()
                members.append((key, try readValue(depth: depth + 1)))
                skipWhitespace()
                guard index < characters.count else { throw error("unclosed object: expected \"}\"") }
                if characters[index] == "," {
                    index += 1
                } else if characters[index] == "}" {
                    index += 1
                    return .object(members)
                } else {
                    throw error("expected \",\" or \"}\", found \(describeCurrent())")
                }
            }
        }

        mutating func readArray(depth: Int) throws(SyntaxError) -> TraceJSON {
            index += 1
            var elements: [TraceJSON] = []
            skipWhitespace()
            if index < characters.count, characters[index] == "]" {
                index += 1
                return .array(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try readValue(depth: depth + 1))
                skipWhitespace()
                guard index < characters.count else { throw error("unclosed array: expected \"]\"") }
                if characters[index] == "," {
                    index += 1
                } else if characters[index] == "]" {
                    index += 1
                    return .array(elements)
                } else {
                    throw error("expected \",\" or \"]\", found \(describeCurrent())")
                }
            }
        }

        mutating func readString() throws(SyntaxError) -> String {
            index += 1
            var result = String.UnicodeScalarView()
            while true {
                guard index < characters.count else { throw error("unclosed string") }
                let scalar = characters[index]
                index += 1
                switch scalar {
                case "\"":
                    return String(result)
                case "\\":
                    guard index < characters.count else { throw error("unclosed string") }
                    let escape = characters[index]
                    index += 1
                    switch escape {
                    case "\"": result.append("\"")
                    case "\\": result.append("\\")
                    case "/": result.append("/")
                    case "b": result.append("\u{8}")
                    case "f": result.append("\u{C}")
                    case "n": result.append("\n")
                    case "r": result.append("\r")
                    case "t": result.append("\t")
                    case "u": result.append(try readUnicodeEscape())
                    default:
                        index -= 1
                        throw error("unknown escape \"\\\(escape)\"")
                    }
                case _ where scalar.value < 0x20:
                    index -= 1
                    throw error("control character in a string")
                default:
                    result.append(scalar)
                }
            }
        }

        mutating func readUnicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
            let high = try readHexQuad()
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < characters.count, characters[index] == "\\", characters[index + 1] == "u" else {
                    throw error("unpaired surrogate in \\u escape")
                }
                index += 2
                let low = try readHexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape") }
            return scalar
        }

        mutating func readHexQuad() throws(SyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard index < characters.count, let digit = UInt32(String(characters[index]), radix: 16) else {
                    throw error("expected four hex digits in \\u escape")
                }
                value = value * 16 + digit
                index += 1
            }
            return value
        }

        mutating func readNumber() throws(SyntaxError) -> Double {
            let start = index
            if characters[index] == "-" {
                index += 1
                if index < characters.count, characters[index] == "I" {
                    try expectWord("Infinity")
                    return -.infinity
                }
            }
            guard index < characters.count, isDigit(characters[index]) else { throw error("expected a digit") }
            if characters[index] == "0" {
                index += 1
                if index < characters.count, isDigit(characters[index]) { throw error("leading zero in a number") }
            } else {
                while index < characters.count, isDigit(characters[index]) { index += 1 }
            }
            if index < characters.count, characters[index] == "." {
                index += 1
                guard index < characters.count, isDigit(characters[index]) else {
                    throw error("expected a digit after the decimal point")
                }
                while index < characters.count, isDigit(characters[index]) { index += 1 }
            }
            if index < characters.count, characters[index] == "e" || characters[index] == "E" {
                index += 1
                if index < characters.count, characters[index] == "+" || characters[index] == "-" { index += 1 }
                guard index < characters.count, isDigit(characters[index]) else {
                    throw error("expected a digit in the exponent")
                }
                while index < characters.count, isDigit(characters[index]) { index += 1 }
            }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: characters[start..<index])
            // The grammar is checked above, so this only fails for nothing; an overflow reads as ±inf.
            return Double(String(text)) ?? .nan
        }

        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    }
}
