/// The one JSON reader: a cursor over UTF-8 bytes that reads a value a piece at a time.
///
/// Everything in Vitrine that reads JSON goes through it. ``JSONValue/init(parsing:options:)``
/// builds whole values with it (trace lines, tests); the data loader reads rows of cells with it
/// directly and never builds values, because a large data file is mostly numbers and dates that
/// it only needs as text.
///
/// Reading is a loop, not a recursion: the reader keeps the open arrays and objects on a stack of
/// its own, so a hostile `[[[[…` is a clear error at ``JSONReadingOptions/maximumDepth``, never a
/// stack overflow.
///
///     var reader = JSONReader(buffer)
///     try reader.beginArray()
///     while try reader.nextElement() {
///         let line = reader.line          // where this element starts
///         let value = try reader.readNumber()
///     }
///     try reader.finish()
///
/// The reader points into `bytes`, so it is valid only while they are: use it inside
/// `withUnsafeBufferPointer`. Errors name the line and column where reading stopped.
public struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// What this reader accepts.
    let options: JSONReadingOptions
    /// The byte offset of the next byte to read.
    var offset = 0
    /// The line of the next byte to read; after ``nextElement()`` or ``peek()``, the line the
    /// value starts on.
    public internal(set) var line: Int

    /// One entry per open array or object, innermost last.
    private var open: [Frame] = []

    private struct Frame {
        var kind: Kind
        /// The keys read so far, kept only when duplicates are refused.
        var keys: Set<String>?

        enum Kind {
            case arrayStart, array, objectStart, object
        }
    }

    /// A reader at the start of `bytes`, whose first line is numbered `firstLine` (a line of a
    /// larger file passes its own number, so errors and ``line`` name the file's lines).
    public init(_ bytes: UnsafeBufferPointer<UInt8>, options: JSONReadingOptions = .strict, firstLine: Int = 1) {
        self.bytes = bytes
        self.options = options
        self.line = firstLine
    }

    // MARK: Structure

    /// The kind of the next value, after skipping whitespace; an error when none can start here.
    public mutating func peek() throws(JSONError) -> JSONKind {
        skipWhitespace()
        guard offset < bytes.count else { throw error("unexpected end of input") }
        switch bytes[offset] {
        case Byte.leftBrace: return .object
        case Byte.leftBracket: return .array
        case Byte.quote: return .string
        case Byte.t, Byte.f: return .bool
        case Byte.n: return .null
        case Byte.minus, Byte.zero...Byte.nine: return .number
        case Byte.capitalN where options.allowsNonFiniteNumbers, Byte.capitalI where options.allowsNonFiniteNumbers:
            return .number
        case Byte.plus where options.isLenient, Byte.period where options.isLenient:
            return .number
        default:
            throw error("unexpected \(describeCurrent())")
        }
    }

    /// Reads the `[` that opens an array.
    public mutating func beginArray() throws(JSONError) {
        try open(Byte.leftBracket, as: .arrayStart)
    }

    /// Reads the `{` that opens an object.
    public mutating func beginObject() throws(JSONError) {
        try open(Byte.leftBrace, as: .objectStart)
    }

    /// In an array: moves to the next element and returns true, or reads the closing `]` and
    /// returns false.
    public mutating func nextElement() throws(JSONError) -> Bool {
        skipWhitespace()
        let top = open.count - 1
        if open[top].kind == .arrayStart {
            if offset < bytes.count && bytes[offset] == Byte.rightBracket { return close() }
            open[top].kind = .array
            return true
        }
        guard offset < bytes.count else { throw error("unclosed array: expected \"]\"") }
        switch bytes[offset] {
        case Byte.comma:
            offset += 1
            skipWhitespace()
            if options.allowsTrailingCommas && offset < bytes.count && bytes[offset] == Byte.rightBracket {
                return close()
            }
            return true
        case Byte.rightBracket:
            return close()
        default:
            throw error("expected \",\" or \"]\", found \(describeCurrent())")
        }
    }

    /// In an object: reads the next key and its `:` and returns the key, or reads the closing
    /// `}` and returns nil.
    public mutating func nextKey() throws(JSONError) -> String? {
        guard try moveToKey() else { return nil }
        let key = try readString()
        if options.duplicateKeys == .reject {
            // Taken out and put back, so the set is mutated in place rather than copied per key.
            var keys = open[open.count - 1].keys.take() ?? []
            let isNew = keys.insert(key).inserted
            open[open.count - 1].keys = keys
            guard isNew else { throw error("field \(JSONText.quoted(key)) appears twice") }
        }
        try readColon(after: key)
        return key
    }

    /// After the value: only whitespace may follow.
    public mutating func finish() throws(JSONError) {
        skipWhitespace()
        guard offset == bytes.count else { throw error("unexpected \(describeCurrent()) after the value") }
    }

    /// Reads past the next value, whatever it is, checking it as strictly as reading it would.
    public mutating func skipValue() throws(JSONError) {
        let base = open.count
        while true {
            switch try peek() {
            case .array:
                try beginArray()
                if try nextElement() { continue }
            case .object:
                try beginObject()
                if try skipToValue() { continue }
            case .string:
                _ = try scanString()
            case .number:
                _ = try scanNumber()
            case .bool:
                _ = try readBool()
            case .null:
                try readNull()
            }
            // A value has ended: close every container it was the last of.
            while open.count > base {
                let more = open[open.count - 1].kind == .array ? try nextElement() : try skipToValue()
                if more { break }
            }
            if open.count == base { return }
        }
    }

    /// In an object: moves past the next key and its `:`; false after the closing `}`.
    private mutating func skipToValue() throws(JSONError) -> Bool {
        if options.duplicateKeys == .reject { return try nextKey() != nil }
        guard try moveToKey() else { return false }
        let key = try scanString()
        try readColon(after: String(decoding: UnsafeBufferPointer(rebasing: bytes[key.start..<key.end]), as: UTF8.self))
        return true
    }

    private mutating func open(_ opener: UInt8, as kind: Frame.Kind) throws(JSONError) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == opener else {
            throw error("expected \"\(Unicode.Scalar(opener))\", found \(describeCurrent())")
        }
        guard open.count < options.maximumDepth else {
            throw error("nested more than \(options.maximumDepth) levels deep")
        }
        offset += 1
        open.append(Frame(kind: kind, keys: kind == .objectStart && options.duplicateKeys == .reject ? [] : nil))
    }

    private mutating func close() -> Bool {
        offset += 1
        open.removeLast()
        return false
    }

    /// Moves to the opening quote of the next key; false after reading the closing `}`.
    private mutating func moveToKey() throws(JSONError) -> Bool {
        skipWhitespace()
        let top = open.count - 1
        if open[top].kind == .objectStart {
            if offset < bytes.count && bytes[offset] == Byte.rightBrace { return close() }
            open[top].kind = .object
        } else {
            guard offset < bytes.count else { throw error("unclosed object: expected \"}\"") }
            switch bytes[offset] {
            case Byte.comma:
                offset += 1
                skipWhitespace()
                if options.allowsTrailingCommas && offset < bytes.count && bytes[offset] == Byte.rightBrace {
                    return close()
                }
            case Byte.rightBrace:
                return close()
            default:
                throw error("expected \",\" or \"}\", found \(describeCurrent())")
            }
        }
        guard offset < bytes.count, bytes[offset] == Byte.quote else {
            throw error("expected a quoted field name, found \(describeCurrent())")
        }
        return true
    }

    private mutating func readColon(after key: String) throws(JSONError) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == Byte.colon else {
            throw error("expected \":\" after \(JSONText.quoted(key)), found \(describeCurrent())")
        }
        offset += 1
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == Byte.lineFeed {
                line += 1
            } else if byte != Byte.space && byte != Byte.tab && byte != Byte.carriageReturn {
                return
            }
            offset += 1
        }
    }
}
