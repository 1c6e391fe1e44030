/// Splits delimited text into records, following RFC 4180, one buffer at a time.
///
/// The tokenizer works on UTF-8 bytes in place and hands each record to a closure as a list of
/// byte spans into the buffer, so a row costs no allocation. Rules:
///
/// - A field in double quotes may hold delimiters, quotes written as `""`, and line breaks (kept
///   exactly as written, CRLF included).
/// - Records end at LF, CRLF or a lone CR (old Mac files). The last record needs no line break.
/// - A line starting with `#` outside quotes is a comment and yields no record.
/// - Text after a closing quote up to the next delimiter is dropped (`"a"b` reads as `a`); a quote
///   inside an unquoted field is an ordinary character.
///
/// For streams, `tokenize` stops at the first record that the buffer's end might still extend and
/// returns its offset; the caller keeps those bytes and calls again when more arrive. Line numbers
/// carry over between calls.
struct CSVTokenizer: Sendable {
    var delimiter: UInt8
    var skipsComments = true
    /// The line number at which the next record starts.
    private(set) var line = 1
    /// The current record's fields, reused from record to record.
    private var spans: [Span] = []

    init(delimiter: UInt8) {
        self.delimiter = delimiter
    }

    /// A field's location in the buffer. Escaped quotes (`""`) are undone only when the field is
    /// read, so the buffer stays untouched and can be the caller's own file bytes.
    struct Span: Sendable, Hashable {
        var start: Int
        var end: Int
        var hasEscapedQuotes: Bool
    }

    /// A record lent to the callback; valid only during the call.
    struct Record: FieldRecord {
        let buffer: UnsafeBufferPointer<UInt8>
        let spans: [Span]
        let line: Int

        var fieldCount: Int { spans.count }

        @inline(__always)
        func withField<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
            let span = spans[index]
            let bytes = buffer.extracting(span.start..<span.end)
            guard span.hasEscapedQuotes else { return try body(bytes) }
            var unescaped: [UInt8] = []
            unescaped.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                unescaped.append(bytes[index])
                index += bytes[index] == ASCII.quote ? 2 : 1
            }
            return try unescaped.withUnsafeBufferPointer(body)
        }
    }

    /// Calls `onRecord` for every complete record in `buffer` and returns how many bytes were
    /// consumed. With `isFinal`, everything is consumed and an unterminated last record counts.
    @discardableResult
    mutating func tokenize(_ buffer: UnsafeBufferPointer<UInt8>, isFinal: Bool,
                           _ onRecord: (Record) throws -> Void) rethrows -> Int {
        var index = 0
        while index < buffer.count {
            guard let next = try nextRecord(buffer, from: index, isFinal: isFinal, onRecord) else { return index }
            index = next
        }
        return buffer.count
    }

    /// Numbers the next record `line`: a second parser starting partway through a file.
    mutating func restart(atLine line: Int) {
        self.line = line
    }

    /// Counts lines that a caller read itself (the fast path of ``ParserCore``), so the line
    /// numbers of later records stay right.
    @inline(__always)
    mutating func skipLines(_ count: Int) {
        line += count
    }

    /// Reads the one record, or comment line, that starts at `recordStart` (which must be inside
    /// the buffer), calls `onRecord` for a record, and returns the offset just after it. Returns
    /// nil when the buffer's end might still extend the record (only without `isFinal`).
    ///
    /// Unchecked: it reads `buffer` (an unsafe buffer) directly, each read after comparing the
    /// index with `count`; this loop is every record of a delimited file on the general path, and
    /// every line the fast path declines.
    mutating func nextRecord(_ buffer: UnsafeBufferPointer<UInt8>, from recordStart: Int, isFinal: Bool,
                             _ onRecord: (Record) throws -> Void) rethrows -> Int? {
        let count = buffer.count
        let delimiter = self.delimiter
        var index = recordStart
        var currentLine = line
        // Comment lines.
        if skipsComments && buffer[index] == ASCII.hash {
            while index < count && buffer[index] != ASCII.lineFeed && buffer[index] != ASCII.carriageReturn {
                index += 1
            }
            if index == count {
                if !isFinal { return nil }
                return count
            }
            if buffer[index] == ASCII.carriageReturn {
                if index + 1 == count && !isFinal { return nil }
                if index + 1 < count && buffer[index + 1] == ASCII.lineFeed { index += 1 }
            }
            index += 1
            line += 1
            return index
        }
        // The field list is kept between records (cleared, not freed): no allocation per row.
        spans.removeAll(keepingCapacity: true)
        fieldLoop: while true {
            if index < count && buffer[index] == ASCII.quote {
                // Quoted field.
                index += 1
                let fieldStart = index
                var escaped = false
                while true {
                    guard index < count else {
                        if !isFinal { return nil }
                        // Unterminated quote at the end: the field runs to the end.
                        spans.append(Span(start: fieldStart, end: count, hasEscapedQuotes: escaped))
                        try onRecord(Record(buffer: buffer, spans: spans, line: line))
                        line = currentLine + 1
                        return count
                    }
                    let byte = buffer[index]
                    if byte == ASCII.quote {
                        if index + 1 < count {
                            if buffer[index + 1] == ASCII.quote {
                                escaped = true
                                index += 2
                                continue
                            }
                        } else if !isFinal {
                            return nil
                        }
                        break
                    }
                    if byte == ASCII.lineFeed {
                        currentLine += 1
                    } else if byte == ASCII.carriageReturn {
                        if index + 1 < count {
                            if buffer[index + 1] != ASCII.lineFeed { currentLine += 1 }
                        } else if !isFinal {
                            return nil
                        } else {
                            currentLine += 1
                        }
                    }
                    index += 1
                }
                spans.append(Span(start: fieldStart, end: index, hasEscapedQuotes: escaped))
                index += 1
                // Stray text after the closing quote.
                while index < count {
                    let byte = buffer[index]
                    if byte == delimiter || byte == ASCII.lineFeed || byte == ASCII.carriageReturn { break }
                    index += 1
                }
            } else {
                let fieldStart = index
                while index < count {
                    let byte = buffer[index]
                    if byte == delimiter || byte == ASCII.lineFeed || byte == ASCII.carriageReturn { break }
                    index += 1
                }
                spans.append(Span(start: fieldStart, end: index, hasEscapedQuotes: false))
            }
            // At a delimiter, a line break, or the end.
            guard index < count else {
                if !isFinal { return nil }
                try onRecord(Record(buffer: buffer, spans: spans, line: line))
                line = currentLine + 1
                return count
            }
            let byte = buffer[index]
            if byte == delimiter {
                index += 1
                continue fieldLoop
            }
            if byte == ASCII.carriageReturn {
                if index + 1 < count {
                    index += buffer[index + 1] == ASCII.lineFeed ? 2 : 1
                } else if !isFinal {
                    return nil
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
            try onRecord(Record(buffer: buffer, spans: spans, line: line))
            line = currentLine + 1
            return index
        }
    }
}
