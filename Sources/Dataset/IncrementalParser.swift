/// Reads a source as its bytes arrive and hands back the new samples of each chunk.
///
/// This is how stdin is charted live (`tail -f log.csv | vitrine -`): feed each read, draw what
/// comes back. The first chunk(s) are held until there is enough to decide the layout
/// (`LoadOptions.sampleLineCount` lines), so a slow stream may want a small sample. A record cut by
/// a chunk boundary waits for the rest. Whole files go through the same parser, so a file and the
/// same bytes piped in read identically.
///
///     var parser = IncrementalParser(options: options)
///     var series: TimeSeries?
///     while let chunk = read() {
///         let rows = try parser.feed(chunk)
///         if series == nil { series = parser.summary }
///         series?.insert(contentsOf: rows)
///     }
///     series?.insert(contentsOf: try parser.finish())
///
/// Rows come back in file order; ``TimeSeries/insert(contentsOf:)`` keeps them sorted.
/// gzip-compressed streams are recognised by their first two bytes and inflated on the way.
public struct IncrementalParser {
    private var core: ParserCore
    private var decoder = StreamingTextDecoder()
    private var pending: [UInt8] = []
    private var finished = false
    /// The first byte, held until the second shows whether the stream is gzip.
    private var leadingBytes: [UInt8] = []
    private var compression: Compression = .undecided
    private var lineLength = LineLengthLimit()

    private enum Compression {
        case undecided
        case none
        case gzip(GzipStreamDecoder)
    }

    /// A parser that will read with `options`; nothing is decided until bytes arrive.
    public init(options: LoadOptions = LoadOptions()) {
        core = ParserCore(options: options)
    }

    /// Takes the next bytes of the source and returns the samples they completed.
    public mutating func feed(_ bytes: [UInt8]) throws(DataError) -> ParsedRows {
        try bytes.withUnsafeBufferPointer { buffer throws(DataError) in try feed(buffer) }
    }

    /// Takes the next bytes of the source and returns the samples they completed.
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) throws(DataError) -> ParsedRows {
        precondition(!finished, "feed after finish")
        try decompress(bytes)
        return try run(isFinal: false)
    }

    /// Decides on compression from the first two bytes, then passes bytes through (inflated
    /// when needed) to the text decoder.
    private mutating func decompress(_ bytes: UnsafeBufferPointer<UInt8>) throws(DataError) {
        if case .undecided = compression {
            leadingBytes.append(contentsOf: bytes)
            guard leadingBytes.count >= 2 else { return }
            let held = leadingBytes
            leadingBytes = []
            if held.withUnsafeBufferPointer(Gzip.isCompressed) {
                compression = .gzip(try GzipStreamDecoder())
            } else {
                compression = .none
            }
            try held.withUnsafeBufferPointer { buffer throws(DataError) in try passOn(buffer) }
            return
        }
        try passOn(bytes)
    }

    private mutating func passOn(_ bytes: UnsafeBufferPointer<UInt8>) throws(DataError) {
        let text: [UInt8]
        switch compression {
        case .gzip(var gzip):
            compression = .undecided   // drop the reference so the decoder stays unique
            var inflated: [UInt8] = []
            defer { compression = .gzip(gzip) }
            try gzip.decompress(bytes, into: &inflated)
            text = try inflated.withUnsafeBufferPointer { buffer throws(DataError) in try decoder.decode(buffer, isFinal: false) }
        default:
            text = try decoder.decode(bytes, isFinal: false)
        }
        // A line is held whole until it ends, so an endless one is refused rather than kept
        // growing; a JSON document, read whole anyway, may be one line.
        if !core.readsDocument {
            try text.withUnsafeBufferPointer { buffer throws(DataError) in try lineLength.count(buffer) }
        }
        pending.append(contentsOf: text)
    }

    /// Ends the source: the last record (with or without a final line break) is read, and a
    /// source that never showed a series throws.
    public mutating func finish() throws(DataError) -> ParsedRows {
        guard !finished else { return ParsedRows() }
        if case .undecided = compression, !leadingBytes.isEmpty {
            compression = .none
            let held = leadingBytes
            leadingBytes = []
            try held.withUnsafeBufferPointer { buffer throws(DataError) in try passOn(buffer) }
        }
        if case .gzip(let gzip) = compression { try gzip.finish() }
        let text = try decoder.decode(UnsafeBufferPointer(start: nil, count: 0), isFinal: true)
        pending.append(contentsOf: text)
        let samples = try run(isFinal: true)
        finished = true
        if core.interpreter == nil {
            throw DataError(.noSeries, "the input is empty")
        }
        return samples
    }

    private mutating func run(isFinal: Bool) throws(DataError) -> ParsedRows {
        var samples: [Sample] = []
        // Move the core out (leaving a blank one) so its arrays stay uniquely owned while the
        // pending bytes are lent out: no copy-on-write copies per chunk.
        var core = self.core
        self.core = ParserCore(options: core.options)
        defer { self.core = core }
        let consumed = try pending.withUnsafeBufferPointer { buffer throws(DataError) in
            try core.consume(buffer, isFinal: isFinal, into: &samples)
        }
        let gaps = core.takeGaps()
        let labels = core.takeLabels()
        pending.removeFirst(consumed)
        return ParsedRows(samples: samples, gaps: gaps, labels: labels)
    }

    /// What has been understood so far: an empty series carrying the column names, date format,
    /// skipped count and warnings. Nil until the layout is decided.
    public var summary: TimeSeries? {
        core.series(samples: [])
    }
}

extension ParserCore {
    /// The series for the given samples, labelled with what this parser decided and counted.
    func series(samples: SampleColumn, gaps: [Double] = [], labels: [String] = []) -> TimeSeries? {
        guard let interpreter else { return nil }
        let layout = interpreter.layout
        let axis: TimeSeries.Axis
        let dateFormat: String?
        switch layout.x {
        case .time(_, let dateLayout):
            axis = .time
            dateFormat = dateLayout.name
        case .number:
            axis = .number
            dateFormat = nil
        case .rowNumber:
            axis = .rowNumber
            dateFormat = nil
        }
        var series = TimeSeries(
            samples: samples, gaps: gaps, axis: axis, timeName: layout.xName, valueName: layout.valueName,
            dateFormat: dateFormat, format: format ?? .delimited,
            delimiter: delimiter.map { String(UnicodeScalar($0)) },
            skipped: interpreter.skipped, warnings: interpreter.warnings.kept,
            omittedWarningCount: interpreter.warnings.omittedCount, timeZone: options.timeZone,
            labels: labels, labelName: layout.labelName)
        series.valueIsIndex = layout.valueIsIndex
        series.columns = layout.columns
        series.otherMeasureNames = layout.otherMeasures.map { layout.columnNames[$0] }
        return series
    }
}

/// What one chunk of a stream completed: new samples, and the times of rows that had no value.
public struct ParsedRows: Sendable, Hashable {
    /// In file order.
    public var samples: [Sample]
    /// Times of rows whose value was missing or unreadable, in file order.
    public var gaps: [Double]
    /// In a file of categories, each sample's label, in step with `samples`; otherwise empty.
    var labels: [String]

    /// Rows as the parser returns them; public so callers can build them in tests.
    public init(samples: [Sample] = [], gaps: [Double] = [], labels: [String] = []) {
        self.samples = samples
        self.gaps = gaps
        self.labels = labels
    }
}
