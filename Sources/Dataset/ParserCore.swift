import JSONText

/// The state machine shared by whole files and streams: decide the layout once, then interpret
/// every record.
///
/// It consumes UTF-8 bytes and reports how many it used, leaving the owner of the buffer to keep
/// the rest (a stream) or nothing (a whole file, read with `isFinal`). Until the layout is decided
/// it consumes nothing: it waits for `sampleLineCount` lines, 1 MiB, or the end.
struct ParserCore {
    let options: LoadOptions

    private enum Stage {
        case undecided
        case delimited(CSVTokenizer, delimiter: UInt8, fastPath: ISORowReader?)
        case lines(columns: [String: Int], width: Int, nextLine: Int)
        case document
    }

    private var stage = Stage.undecided
    private(set) var interpreter: RowInterpreter?
    private(set) var format: SourceFormat?
    private(set) var delimiter: UInt8?

    init(options: LoadOptions) {
        self.options = options
    }

    var layout: TableLayout? { interpreter?.layout }

    /// True once the source is known to be one JSON document, which is read whole at its end.
    var readsDocument: Bool {
        if case .document = stage { return true }
        return false
    }

    /// Gap times found since the last call (see ``TimeSeries/gaps``).
    mutating func takeGaps() -> [Double] {
        interpreter?.takeGaps() ?? []
    }

    /// Labels of the samples given out since the last call (see ``TimeSeries/labels``).
    mutating func takeLabels() -> [String] {
        interpreter?.takeLabels() ?? []
    }

    /// Interprets the complete records in `buffer`, appending samples; returns the bytes used.
    mutating func consume<Sink: SampleSink>(_ buffer: UnsafeBufferPointer<UInt8>, isFinal: Bool,
                                            into samples: inout Sink) throws(DataError) -> Int {
        if case .undecided = stage {
            guard isFinal || hasEnoughSample(buffer) else { return 0 }
            try decide(buffer, isFinal: isFinal)
        }
        switch stage {
        case .undecided:
            return 0
        case .delimited(var tokenizer, let delimiter, var fastPath):
            var interpreter = self.interpreter!
            self.interpreter = nil   // keep the moved-out copy uniquely owned
            stage = .undecided       // and the tokenizer's field list too
            let consumed: Int
            if fastPath != nil {
                consumed = Self.consumeFast(buffer, isFinal: isFinal, reader: &fastPath!, tokenizer: &tokenizer,
                                            interpreter: &interpreter, samples: &samples)
            } else {
                consumed = tokenizer.tokenize(buffer, isFinal: isFinal) { record in
                    if let sample = interpreter.interpret(record) { samples.append(sample) }
                }
            }
            self.interpreter = interpreter
            stage = .delimited(tokenizer, delimiter: delimiter, fastPath: fastPath)
            return consumed
        case .lines(let columns, let width, var nextLine):
            var interpreter = self.interpreter!
            self.interpreter = nil
            var start = 0
            var index = 0
            let bytes = buffer.span   // bounds-checked reads
            while index < buffer.count {
                guard bytes[index] == ASCII.lineFeed else {
                    index += 1
                    continue
                }
                interpretLine(buffer.extracting(start..<index), line: nextLine,
                              columns: columns, width: width, interpreter: &interpreter, samples: &samples)
                nextLine += 1
                index += 1
                start = index
            }
            if isFinal && start < buffer.count {
                interpretLine(buffer.extracting(start...), line: nextLine,
                              columns: columns, width: width, interpreter: &interpreter, samples: &samples)
                start = buffer.count
            }
            self.interpreter = interpreter
            stage = .lines(columns: columns, width: width, nextLine: nextLine)
            return start
        case .document:
            guard isFinal else { return 0 }
            let table = try JSONSeries.table(document: buffer)
            let layout = try TableLayoutDetector.detect(table.records, names: table.names, preferredTime: table.preferredTime,
                                                        options: options, decimalComma: false)
            var interpreter = RowInterpreter(layout: layout, options: options)
            for record in table.records {
                if let sample = interpreter.interpret(record) { samples.append(sample) }
            }
            self.interpreter = interpreter
            return buffer.count
        }
    }

    /// The delimited loop with ``ISORowReader`` in front: each data line is offered to the fast
    /// reader first, and anything it declines goes through the tokenizer and the interpreter as one
    /// record, exactly as in the general loop. Returns the bytes used.
    private static func consumeFast<Sink: SampleSink>(
        _ buffer: UnsafeBufferPointer<UInt8>, isFinal: Bool, reader: inout ISORowReader, tokenizer: inout CSVTokenizer,
        interpreter: inout RowInterpreter, samples: inout Sink
    ) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        let count = buffer.count
        let firstDataLine = interpreter.layout.firstDataLine
        var index = 0
        while index < count {
            if tokenizer.line >= firstDataLine {
                // Lines the fast reader takes are counted here and added to the tokenizer's line
                // number in one go before it reads the next record itself.
                var fastLines = 0
                // unchecked: `fastLines` counts lines of the buffer, so it cannot overflow; this
                // loop is vitrine-bench data's parse (see ``ISORowReader/read(_:at:count:)``).
                while let row = reader.read(base, at: index, count: count) {
                    samples.append(Sample(time: interpreter.instant(wallSeconds: row.wallSeconds), value: row.value))
                    index = row.next
                    fastLines &+= 1
                }
                tokenizer.skipLines(fastLines)
                guard index < count else { break }
            }
            guard let next = tokenizer.nextRecord(buffer, from: index, isFinal: isFinal, { record in
                if let sample = interpreter.interpret(record) { samples.append(sample) }
            }) else { return index }
            index = next
        }
        return count
    }

    private func interpretLine<Sink: SampleSink>(_ text: UnsafeBufferPointer<UInt8>, line: Int, columns: [String: Int],
                                                 width: Int, interpreter: inout RowInterpreter, samples: inout Sink) {
        let content = trimmedLine(text)
        guard !content.isEmpty else { return }
        guard let record = JSONSeries.record(content, line: line, columns: columns, width: width) else {
            interpreter.skip(line: line, reason: "not a JSON value")
            return
        }
        if let sample = interpreter.interpret(record) { samples.append(sample) }
    }

    // MARK: - Two parsers of one file

    /// The line the next record starts on, for a delimited source; nil otherwise.
    // Not inlined: Swift 6.3.1's optimizer (CopyPropagation) aborts on this switch inlined into
    // `SeriesLoader.loadInChunks`; it is read twice a load.
    var nextLine: Int? {
        @inline(never) get {
            if case .delimited(let tokenizer, _, _) = stage { return tokenizer.line }
            return nil
        }
    }

    /// A parser for a later part of the same file, starting at a record's first byte: the same
    /// layout and delimiter, with nothing counted yet, numbering lines from `line` for now
    /// (``absorb(_:numberedFrom:)`` moves them to where they are). Nil unless this source is
    /// delimited text whose rows do not depend on the rows before them: not row numbers, which
    /// count from the top, and not a file of categories.
    func forked(numberingFrom line: Int) -> ParserCore? {
        guard case .delimited(var tokenizer, let delimiter, let fastPath) = stage, let interpreter else { return nil }
        let layout = interpreter.layout
        if case .rowNumber = layout.x { return nil }
        guard layout.labelColumn == nil, line >= layout.firstDataLine else { return nil }
        var fork = ParserCore(options: options)
        fork.format = format
        fork.delimiter = delimiter
        tokenizer.restart(atLine: line)
        fork.stage = .delimited(tokenizer, delimiter: delimiter,
                                fastPath: fastPath == nil ? nil : ISORowReader(layout: layout, delimiter: delimiter))
        fork.interpreter = interpreter.fresh()
        return fork
    }

    /// Takes on what `later`, a fork that parsed the rest of the file from where this parser
    /// stopped, found, as if this parser had read it: its lines renumbered from this parser's
    /// next line, its warnings after these, its counts added.
    mutating func absorb(_ later: ParserCore, numberedFrom line: Int) {
        guard case .delimited(var tokenizer, let delimiter, let fastPath) = stage, var interpreter,
              let laterInterpreter = later.interpreter, let laterLine = later.nextLine else { return }
        let shift = tokenizer.line - line
        interpreter.absorb(laterInterpreter, lineShift: shift)
        tokenizer.restart(atLine: laterLine + shift)
        self.interpreter = interpreter
        stage = .delimited(tokenizer, delimiter: delimiter, fastPath: fastPath)
    }

    private func hasEnoughSample(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        if buffer.count >= 1 << 20 { return true }
        // The header and `sampleLineCount` lines; CRLF counts once, a lone CR (old Mac) too.
        var lines = 0
        let bytes = buffer.span   // bounds-checked reads
        for index in buffer.indices {
            let byte = bytes[index]
            if byte == ASCII.lineFeed
                || (byte == ASCII.carriageReturn && index + 1 < bytes.count && bytes[index + 1] != ASCII.lineFeed) {
                lines += 1
                if lines > options.sampleLineCount { return true }
            }
        }
        return false
    }

    // MARK: - Deciding the layout

    /// How many line breaks (LF and CR bytes) the detection sample of a delimited source spans.
    private var sampleLineBreaks: Int { 2 * options.sampleLineCount + 64 }
    /// How many lines with text the delimiter sniffer reads.
    private var sniffedLines: Int { options.sampleLineCount + 20 }

    /// True when deciding the layout of a delimited source on `prefix`, its first bytes but not all
    /// of them, gives the layout deciding on the whole source would: the detection sample and the
    /// delimiter sniffer both end inside the prefix. A file read in chunks waits for this before
    /// its first `consume`, so it is understood exactly as the same file read whole.
    func decidesAlike(onPrefix prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        var lineBreaks = 0
        for byte in prefix where byte == ASCII.lineFeed || byte == ASCII.carriageReturn { lineBreaks += 1 }
        guard lineBreaks > sampleLineBreaks else { return false }
        return options.delimiter != nil
            || DelimiterSniffer.sniffReportingCompleteness(prefix, maximumLines: sniffedLines).isComplete
    }

    private mutating func decide(_ buffer: UnsafeBufferPointer<UInt8>, isFinal: Bool) throws(DataError) {
        var firstByte: UInt8?
        for byte in buffer where !(ASCII.isSpace(byte) || byte == ASCII.lineFeed || byte == ASCII.carriageReturn) {
            firstByte = byte
            break
        }
        guard let firstByte else {
            if isFinal { throw DataError(.noSeries, "the file is empty") }
            return
        }
        if firstByte == ASCII.leftBracket || firstByte == ASCII.leftBrace {
            if try decideLines(buffer, isFinal: isFinal) { return }
            format = .json
            stage = .document
            return
        }
        format = .delimited
        let delimiter = options.delimiter ?? DelimiterSniffer.sniff(buffer, maximumLines: sniffedLines)
        self.delimiter = delimiter
        // Tokenize a sample of the first lines only, however large the buffer is.
        let sampleEnd = endOfLines(buffer, count: sampleLineBreaks)
        let region = buffer.extracting(..<sampleEnd)
        var sampler = CSVTokenizer(delimiter: delimiter)
        var records: [OwnedRecord] = []
        let sampleLimit = options.sampleLineCount + 32
        sampler.tokenize(region, isFinal: isFinal && sampleEnd == buffer.count) { record in
            if records.count < sampleLimit && !record.isBlank { records.append(record.owned()) }
        }
        let layout = try TableLayoutDetector.detect(records, names: nil, options: options,
                                                    decimalComma: delimiter != ASCII.comma)
        interpreter = RowInterpreter(layout: layout, options: options)
        stage = .delimited(CSVTokenizer(delimiter: delimiter), delimiter: delimiter,
                           fastPath: options.generalPathOnly ? nil : ISORowReader(layout: layout, delimiter: delimiter))
    }

    /// NDJSON when the first non-blank line is a complete object or array on its own, followed by
    /// another line (or the end). Returns false for a JSON document spread over lines.
    private mutating func decideLines(_ buffer: UnsafeBufferPointer<UInt8>, isFinal: Bool) throws(DataError) -> Bool {
        var lines: [(text: UnsafeBufferPointer<UInt8>, line: Int)] = []
        var start = 0
        var lineNumber = 1
        let bytes = buffer.span   // bounds-checked reads
        for index in 0...buffer.count where index == buffer.count || bytes[index] == ASCII.lineFeed {
            if index == buffer.count && !isFinal { break }
            let text = trimmedLine(buffer.extracting(start..<index))
            if !text.isEmpty { lines.append((text, lineNumber)) }
            lineNumber += 1
            start = index + 1
            if lines.count >= options.sampleLineCount { break }
        }
        guard let first = lines.first, let outline = JSONSeries.outline(first.text, line: first.line) else {
            return false
        }
        if lines.count == 1 {
            // A single line holding the whole document: parallel arrays or a wrapper, or rows.
            if outline.kind == .object && outline.children.contains(.array) { return false }
            if outline.kind == .array && (outline.children.contains(.array) || outline.children.contains(.object)) {
                return false
            }
        }
        let table = try JSONSeries.table(lines: lines)
        var columns: [String: Int] = [:]
        for (index, name) in table.names.enumerated() { columns[name] = index }
        let layout = try TableLayoutDetector.detect(table.records, names: table.names, preferredTime: table.preferredTime,
                                                    options: options, decimalComma: false)
        interpreter = RowInterpreter(layout: layout, options: options)
        format = .ndjson
        stage = .lines(columns: columns, width: table.names.count, nextLine: 1)
        return true
    }

    private func endOfLines(_ buffer: UnsafeBufferPointer<UInt8>, count: Int) -> Int {
        var lines = 0
        let bytes = buffer.span   // bounds-checked reads
        for index in 0..<buffer.count where bytes[index] == ASCII.lineFeed || bytes[index] == ASCII.carriageReturn {
            lines += 1
            if lines >= count { return index + 1 }
        }
        return buffer.count
    }

    private func trimmedLine(_ text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let bytes = text.span   // bounds-checked reads
        var end = bytes.count
        while end > 0, bytes[end - 1] == ASCII.carriageReturn || ASCII.isSpace(bytes[end - 1]) { end -= 1 }
        var start = 0
        while start < end, ASCII.isSpace(bytes[start]) { start += 1 }
        return text.extracting(start..<end)
    }
}
