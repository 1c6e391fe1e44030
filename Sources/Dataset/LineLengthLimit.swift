/// Refuses a source whose line runs past ``maximum`` bytes without a line break.
///
/// No table has a row of 16 MiB (100,000 columns of numbers are about 1 MiB), but a file of one
/// endless line would otherwise be held whole while the parser waits for its end, then sniffed,
/// detected and tokenized over its full length: a 1 GB line took more than 10 s. Every way bytes
/// reach the parser (a file in chunks, a whole buffer, a stream) passes them through this count,
/// which looks only at each piece's last line break, so it costs nothing on ordinary files.
struct LineLengthLimit {
    /// 16 MiB.
    static let maximum = 1 << 24

    let maximum: Int
    /// Bytes seen since the last line break (or the start).
    private(set) var run = 0
    /// Bytes seen in all, to say where the long line started.
    private var seen = 0

    init(maximum: Int = Self.maximum) {
        self.maximum = maximum
    }

    /// Counts the next bytes of the source in order; throws once a line has run past the limit.
    mutating func count(_ bytes: UnsafeBufferPointer<UInt8>) throws(DataError) {
        guard !bytes.isEmpty else { return }
        defer { seen += bytes.count }
        if let last = Self.lastLineBreak(bytes) {
            run = bytes.count - last - 1
        } else {
            run += bytes.count
        }
        if run > maximum {
            let start = seen + bytes.count - run
            throw DataError(.noSeries, "a line of more than \(maximum >> 20) MiB starts at byte \(start): "
                            + "this is not a table of rows")
        }
    }

    /// Counts a whole buffer, in pieces, so a long line is found wherever it is.
    static func check(_ text: UnsafeBufferPointer<UInt8>, maximum: Int = Self.maximum) throws(DataError) {
        guard text.count > maximum else { return }
        var limit = LineLengthLimit(maximum: maximum)
        var start = 0
        let piece = max(maximum / 4, 1)
        while start < text.count {
            try limit.count(UnsafeBufferPointer(rebasing: text[start..<min(start + piece, text.count)]))
            start += piece
        }
    }

    /// The index of the last line feed or carriage return, searched from the end (an ordinary
    /// piece has one in its last few bytes).
    private static func lastLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let span = bytes.span
        var index = span.count
        while index > 0 {
            index -= 1
            let byte = span[index]
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { return index }
        }
        return nil
    }
}
