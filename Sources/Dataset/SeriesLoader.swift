#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Loads a whole file (or a whole buffer) into a ``TimeSeries``: the entry point for
/// `vitrine FILE`, `vitrine inspect FILE` and `render --data FILE`.
///
/// A file is read once into memory and, when it is valid UTF-8 (nearly always), tokenized in
/// place: no decoded copy, no per-row allocation. Compressed files are inflated first; UTF-16 and
/// Latin-1 files are converted to UTF-8 first. Parsing then runs through the same ``ParserCore``
/// a live stream uses, with the whole file as one final chunk. Large plain UTF-8 delimited files
/// are instead read through a small buffer, in chunks, to the same result (see
/// ``loadInChunks(_:options:chunkSize:minimumSize:)``).
///
///     let series = try SeriesLoader.load(file: "weather.csv", options: options)
///     print(InspectReport(series).json)
public enum SeriesLoader {
    /// Reads and parses a file. Throws a ``DataError`` whose message is the one line to print.
    public static func load(file path: String, options: LoadOptions = LoadOptions()) throws(DataError) -> TimeSeries {
        var options = options
        options.sourceName = sourceName(of: path)
        let cache = options.columnCache
        options.columnCache = nil
        let key = cache?.key(path, options: options)
        if let cache, let key, let series = cache.read(key) { return series }
        var series = try parseFile(path, options: options)
        // Every chart of a file asks for extremes (each range's bounds, each pixel column's
        // lowest and highest point): summarized once here, they are shared by all of them and
        // kept in the column cache.
        series.samples.summarize()
        if let cache, let key {
            let kept = series
            series.cacheWrite = ColumnCacheWrite { cache.write(kept, key: key) }
        }
        return series
    }

    private static func parseFile(_ path: String, options: LoadOptions) throws(DataError) -> TimeSeries {
        do {
            if let series = try loadInChunks(path, options: options) { return series }
        } catch {
            throw DataError(error.kind, "\(path): \(error.message)")
        }
        let bytes = try readFile(path)
        do {
            return try load(bytes: bytes, options: options)
        } catch {
            throw DataError(error.kind, "\(path): \(error.message)")
        }
    }

    /// Parses the bytes of a whole source.
    public static func load(bytes: [UInt8], options: LoadOptions = LoadOptions()) throws(DataError) -> TimeSeries {
        if bytes.withUnsafeBufferPointer(Gzip.isCompressed) {
            let inflated = try bytes.withUnsafeBufferPointer { buffer throws(DataError) in try Gzip.decompress(buffer) }
            return try loadText(inflated, options: options)
        }
        return try loadText(bytes, options: options)
    }

    /// `AirPassengers` for `data/AirPassengers.csv.gz`.
    static func sourceName(of path: String) -> String? {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? file
        return stem.isEmpty ? nil : stem
    }

    /// The JSON report of `vitrine inspect FILE`.
    static func inspect(file path: String, options: LoadOptions = LoadOptions()) throws(DataError) -> String {
        InspectReport(try load(file: path, options: options)).json
    }

    private static func loadText(_ bytes: [UInt8], options: LoadOptions) throws(DataError) -> TimeSeries {
        try bytes.withUnsafeBufferPointer { raw throws(DataError) -> TimeSeries in
            let detected = TextDecoding.detect(raw)
            let body = raw.extracting(detected.markLength...)
            switch detected.encoding {
            case .utf8, .latin1:
                try TextDecoding.rejectBinary(body)
                if TextDecoding.validateUTF8(body).isValid {
                    return try parse(body, options: options)
                }
                var converted: [UInt8] = []
                TextDecoding.latin1ToUTF8(body, into: &converted)
                return try converted.withUnsafeBufferPointer { buffer throws(DataError) in try parse(buffer, options: options) }
            case .utf16LittleEndian, .utf16BigEndian:
                var converted: [UInt8] = []
                TextDecoding.utf16ToUTF8(body, bigEndian: detected.encoding == .utf16BigEndian, isFinal: true, into: &converted)
                return try converted.withUnsafeBufferPointer { buffer throws(DataError) in try parse(buffer, options: options) }
            }
        }
    }

    private static func parse(_ text: UnsafeBufferPointer<UInt8>, options: LoadOptions) throws(DataError) -> TimeSeries {
        // A JSON document may be one line of any length; rows may not.
        if let first = text.first(where: { !ASCII.isSpace($0) && $0 != ASCII.lineFeed && $0 != ASCII.carriageReturn }),
           first != ASCII.leftBracket && first != ASCII.leftBrace {
            try LineLengthLimit.check(text)
        }
        var core = ParserCore(options: options)
        var samples = SampleColumn()
        // One sample per line at most: reserving up front keeps the array from doubling past the
        // memory goal (24 bytes per row) on large files.
        samples.reserveCapacity(lineCount(text) + 1)
        _ = try core.consume(text, isFinal: true, into: &samples)
        return try finish(core, samples: samples)
    }

    /// The sorted series once every byte was consumed, or the error for a source without one.
    /// `knownInOrder` says the parser saw every time at or after the one before it, so no pass
    /// over the samples need look again.
    static func finish(_ core: ParserCore, samples: SampleColumn, knownInOrder: Bool = false) throws(DataError) -> TimeSeries {
        var core = core
        guard var series = core.series(samples: samples, gaps: core.takeGaps(), labels: core.takeLabels()) else {
            throw DataError(.noSeries, "the file is empty")
        }
        guard !series.samples.isEmpty else {
            var message = "no rows with both a time and a \(series.valueName) value"
            if series.skipped > 0 { message += " (\(series.skipped) skipped" }
            if let first = series.warnings.first(where: { $0.line > 0 }) { message += (series.skipped > 0 ? "; " : " (") + "\(first)" }
            if series.skipped > 0 || !series.warnings.isEmpty { message += ")" }
            throw DataError(.noSeries, message)
        }
        if !knownInOrder { series.sortStably() } else { series.sortGaps() }
        return series
    }

    /// Line feeds or carriage returns, whichever is more (CRLF, LF and old-Mac CR files all count
    /// once per line). Eight bytes at a time: this pass runs over every byte of the file, and a
    /// byte loop cost 5% of the 10-million-row benchmark.
    private static func lineCount(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        let counts = lineBreakCounts(text)
        return max(counts.lineFeeds, counts.carriageReturns)
    }

    /// The line feeds and carriage returns in `text`.
    static func lineBreakCounts(_ text: UnsafeBufferPointer<UInt8>) -> (lineFeeds: Int, carriageReturns: Int) {
        guard let base = text.baseAddress else { return (0, 0) }
        var lineFeeds = 0
        var carriageReturns = 0
        var index = 0
        // unchecked: each load reads 8 bytes at `index`, and `index + 8 <= text.count` (the sums
        // count bytes, so they cannot overflow either); this loop reads every byte of a large
        // file, measured by vitrine-bench data, and with checks it no longer runs in lanes.
        while index &+ 8 <= text.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            lineFeeds &+= zeroByteCount(word ^ 0x0A0A_0A0A_0A0A_0A0A)
            carriageReturns &+= zeroByteCount(word ^ 0x0D0D_0D0D_0D0D_0D0D)
            index &+= 8
        }
        while index < text.count {
            if text[index] == ASCII.lineFeed { lineFeeds += 1 } else if text[index] == ASCII.carriageReturn { carriageReturns += 1 }
            index += 1
        }
        return (lineFeeds, carriageReturns)
    }

    /// How many of the eight bytes of `word` are zero, exactly (no borrow between bytes: the low
    /// seven bits of each byte are added separately from its top bit).
    @inline(__always)
    private static func zeroByteCount(_ word: UInt64) -> Int {
        let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let nonZero = ((word & lowBits) &+ lowBits) | word
        return (~(nonZero | lowBits)).nonzeroBitCount
    }

    /// The whole file, or an error naming why it cannot be read.
    static func readFile(_ path: String) throws(DataError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw DataError(.unreadable, "\(path): cannot open: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw DataError(.unreadable, "\(path): cannot read: \(String(cString: strerror(errno)))")
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw DataError(.unreadable, "\(path): is a directory, not a file")
        }
        // A device such as /dev/zero or /dev/urandom never ends: reading it whole would fill
        // memory. (A FIFO or a pipe, `<(command)`, ends when its writer closes it.)
        if status.st_mode & S_IFMT == S_IFCHR || status.st_mode & S_IFMT == S_IFBLK {
            throw DataError(.unreadable, "\(path): is a device, not a data file")
        }
        // Read straight into the array for the size the file has now (one copy fewer than going
        // through a chunk: 250 MB less to move in the benchmark); the loop below takes whatever
        // is left, for files that grow while read and for sizes `stat` does not know (pipes, /proc).
        let expected = Int(max(status.st_size, 0)) + 1
        var readError: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            while initialized < buffer.count {
                let count = read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 && errno == EINTR { continue }
                if count < 0 { readError = errno }
                if count <= 0 { break }
                initialized += count
            }
        }
        if readError != 0 {
            throw DataError(.unreadable, "\(path): cannot read: \(String(cString: strerror(readError)))")
        }
        if bytes.count < expected { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw DataError(.unreadable, "\(path): cannot read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }
}
