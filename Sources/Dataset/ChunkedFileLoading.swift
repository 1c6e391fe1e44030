#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SeriesLoader {
    /// Large plain UTF-8 delimited files are read in small chunks instead of whole.
    ///
    /// Reading a 270 MB file whole into fresh memory costs the kernel a zeroed page and a fault
    /// for every 4 KiB before it copies the bytes in: on the benchmark file that was a third of the
    /// load. Here one small buffer (it stays in the CPU's cache) is refilled instead, twice:
    ///
    /// 1. the first pass does what the whole-file path does before parsing: the gzip, encoding and
    ///    binary checks on the first bytes, UTF-8 validation of every byte, and the line count
    ///    that sizes the sample array;
    /// 2. the second pass feeds the bytes to the same ``ParserCore``, chunk after chunk, as a
    ///    stream is fed. Its first `consume` waits until the buffered prefix decides the layout
    ///    exactly as the whole file would (``ParserCore/decidesAlike(onPrefix:)``), so the result
    ///    is the same series, warnings and counts as reading the file whole.
    ///
    /// Returns nil, having decided nothing, whenever the whole-file path is the one to take: the
    /// file is small, not a regular file, compressed, UTF-16, not valid UTF-8 (read as Latin-1),
    /// binary, JSON, or a read fails (the whole-file path then reports it).
    static func loadInChunks(_ path: String, options: LoadOptions, chunkSize: Int = 1 << 16,
                             minimumSize: Int = 1 << 22) throws(DataError) -> TimeSeries? {
        precondition(chunkSize >= 2 * TextDecoding.sniffLength, "the first chunk must hold the bytes the checks look at")
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              Int(status.st_size) >= minimumSize
        else { return nil }

        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        guard let survey = survey(descriptor, chunk: chunk) else { return nil }

        // Second pass: parse.
        var core = ParserCore(options: options)
        var samples: [Sample] = []
        samples.reserveCapacity(survey.lineCount + 1)
        var pending = PendingBytes(capacity: 2 * chunkSize)
        defer { pending.deallocate() }
        var offset = survey.markLength
        // The parser is called again only once the unconsumed bytes have doubled: a record that
        // spans many chunks (a huge quoted cell) or a sample slow to fill (many blank lines) is
        // then re-read a logarithmic number of times, so the cost stays linear in the file.
        var nextAttempt = 0
        while true {
            pending.reserve(chunkSize)
            guard let count = readChunk(descriptor, into: pending.spare(chunkSize), at: offset) else { return nil }
            offset += count
            pending.count += count
            let isFinal = count == 0
            if !isFinal {
                guard pending.count >= nextAttempt else { continue }
                // The first consume decides the layout: only on a prefix that decides it alike.
                if core.interpreter == nil && !core.decidesAlike(onPrefix: pending.bytes) {
                    nextAttempt = 2 * pending.count
                    continue
                }
            }
            let used = try core.consume(pending.bytes, isFinal: isFinal, into: &samples)
            pending.removeFirst(used)
            nextAttempt = 2 * pending.count
            if isFinal { break }
        }
        return try finish(core, samples: samples)
    }

    /// What the first pass learns about a file.
    private struct Survey {
        var markLength: Int
        var lineCount: Int
    }

    /// The first pass: nil unless the file is plain UTF-8 (a BOM allowed) delimited text.
    private static func survey(_ descriptor: Int32, chunk: UnsafeMutableBufferPointer<UInt8>) -> Survey? {
        guard let firstCount = readChunk(descriptor, into: chunk, at: 0) else { return nil }
        let first = UnsafeBufferPointer(chunk.extracting(..<firstCount))
        guard !Gzip.isCompressed(first) else { return nil }
        let detected = TextDecoding.detect(first)
        guard detected.encoding == .utf8 else { return nil }
        let firstBody = first.extracting(detected.markLength...)
        do {
            try TextDecoding.rejectBinary(firstBody)
        } catch {
            return nil
        }
        // JSON documents and NDJSON are parsed whole; so is a file with no text in its first chunk.
        guard let firstText = firstBody.first(where: { !(ASCII.isSpace($0) || $0 == ASCII.lineFeed || $0 == ASCII.carriageReturn) }),
              firstText != ASCII.leftBracket && firstText != ASCII.leftBrace
        else { return nil }

        var lineFeeds = 0
        var carriageReturns = 0
        var offset = firstCount
        var carried = 0          // bytes of a UTF-8 sequence cut by the previous chunk's end
        var body = firstBody
        while true {
            let check = TextDecoding.validateUTF8(body)
            guard check.isValid else { return nil }
            let counts = lineBreakCounts(body.extracting(carried...))
            lineFeeds += counts.lineFeeds
            carriageReturns += counts.carriageReturns
            // Move the cut sequence to the front and read the next chunk after it. At the end of
            // the file it stays cut, which the whole-file path also accepts.
            carried = check.incompleteTail
            if carried > 0 {
                let tail = Array(body.extracting((body.count - carried)...))
                _ = chunk.extracting(..<carried).update(fromContentsOf: tail)
            }
            guard let count = readChunk(descriptor, into: chunk.extracting(carried...), at: offset)
            else { return nil }
            if count == 0 { break }
            offset += count
            body = UnsafeBufferPointer(chunk.extracting(..<(carried + count)))
        }
        return Survey(markLength: detected.markLength, lineCount: max(lineFeeds, carriageReturns))
    }

    /// Fills `buffer` from `offset` as far as the file goes; the count read (0 at the end), or nil
    /// when reading fails.
    private static func readChunk(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        var filled = 0
        while filled < buffer.count {
            let count = pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}

/// The bytes read but not yet consumed, in one growable buffer that is reused chunk after chunk.
///
/// Unsafe: it is raw memory that `pread` fills (the loader of large files, vitrine-bench data,
/// moves every byte through it); its views are taken with `extracting`, which checks bounds.
private struct PendingBytes {
    private var storage: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    init(capacity: Int) {
        storage = .allocate(capacity: capacity)
    }

    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(storage.extracting(..<count))
    }

    /// Room for `extra` more bytes after the pending ones.
    mutating func reserve(_ extra: Int) {
        guard count + extra > storage.count else { return }
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(2 * storage.count, count + extra))
        _ = larger.initialize(fromContentsOf: storage[..<count])
        storage.deallocate()
        storage = larger
    }

    /// The `extra` bytes after the pending ones, to read into.
    func spare(_ extra: Int) -> UnsafeMutableBufferPointer<UInt8> {
        storage.extracting(count..<(count + extra))
    }

    mutating func removeFirst(_ used: Int) {
        guard used > 0 else { return }
        precondition(used <= count, "removing more bytes than are pending")
        let base = storage.baseAddress!
        memmove(base, base + used, count - used)   // the regions may overlap
        count -= used
    }

    func deallocate() {
        storage.deallocate()
    }
}
