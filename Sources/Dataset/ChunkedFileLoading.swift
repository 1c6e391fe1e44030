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
    /// Files of `parallelMinimum` bytes or more are parsed on two threads, split at a record
    /// boundary (see ``parse(_:size:survey:chunkSize:core:into:reportSplit:)``); `reportSplit`
    /// hears whether the two parts were joined or the first parser read on alone.
    ///
    /// Returns nil, having decided nothing, whenever the whole-file path is the one to take: the
    /// file is small, not a regular file, compressed, UTF-16, not valid UTF-8 (read as Latin-1),
    /// binary, JSON, or a read fails (the whole-file path then reports it).
    static func loadInChunks(_ path: String, options: LoadOptions, chunkSize: Int = 1 << 16,
                             minimumSize: Int = 1 << 22, parallelMinimum: Int = 1 << 23,
                             reportSplit: ((Bool) -> Void)? = nil) throws(DataError) -> TimeSeries? {
        precondition(chunkSize >= 2 * TextDecoding.sniffLength, "the first chunk must hold the bytes the checks look at")
        // Only a regular file is opened here: opening a FIFO would wait for its writer, and
        // closing it unread would lose what the writer wrote (the whole-file path reads it once).
        var named = stat()
        guard stat(path, &named) == 0, named.st_mode & S_IFMT == S_IFREG else { return nil }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              Int(status.st_size) >= minimumSize
        else { return nil }
        let size = Int(status.st_size)

        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        guard let survey = survey(descriptor, chunk: chunk, splitAt: size >= parallelMinimum ? size / 2 : nil) else { return nil }

        // Second pass: parse, into one buffer sized for every record the file can hold.
        var core = ParserCore(options: options)
        var outcome: Result<SampleRun?, DataError> = .success(nil)
        let samples = SampleColumn(unsafeUninitializedCapacity: survey.lineBreaks + 2) { buffer in
            outcome = Result { () throws(DataError) -> SampleRun? in
                try parse(descriptor, size: size, survey: survey, chunkSize: chunkSize, core: &core, into: buffer,
                          reportSplit: reportSplit)
            }
            guard let run = (try? outcome.get()).flatMap({ $0 }), let base = buffer.baseAddress else { return 0..<0 }
            return run.range(from: base)
        }
        guard let run = try outcome.get(), run.count == samples.count else { return nil }
        return try finish(core, samples: samples, knownInOrder: !run.isOutOfOrder)
    }

    /// Parses the file into `buffer`, returning the stretch of it that holds the samples; nil
    /// when a read fails.
    ///
    /// A file with a split point is parsed in two parts at once. This thread decides the layout
    /// on the first chunks and parses up to the split; a second thread parses from the split to
    /// the end with a fork of the same parser (``ParserCore/forked(numberingFrom:)``), into the
    /// buffer's far stretch, which starts past the most records the first part can hold. The
    /// parts are joined when the first part ends cleanly at the split: every byte before it
    /// consumed, so the one-thread parse too would start a record there (a split inside a quoted
    /// field leaves bytes over). Otherwise the first parser reads on past the split itself and
    /// the second part's work is dropped, so the result is always the one-thread parse's.
    private static func parse(
        _ descriptor: Int32, size: Int, survey: Survey, chunkSize: Int, core: inout ParserCore,
        into buffer: UnsafeMutableBufferPointer<Sample>, reportSplit: ((Bool) -> Void)?
    ) throws(DataError) -> SampleRun? {
        guard let base = buffer.baseAddress else { return nil }
        var first = SampleRun(base: base, capacity: buffer.count)
        var feed = ChunkFeed(descriptor: descriptor, chunkSize: chunkSize, offset: survey.markLength, end: size)
        defer { feed.deallocate() }
        guard let split = survey.split else {
            return try feed.run(core: &core, into: &first) && !first.overflowed ? first : nil
        }
        feed.end = split.offset
        guard try feed.run(core: &core, into: &first, untilDecided: true) else { return nil }
        let farStart = split.lineBreaks + 1
        let startLine = core.layout?.firstDataLine ?? 1
        if feed.offset < split.offset, first.count <= farStart, farStart < buffer.count,
           let fork = core.forked(numberingFrom: startLine) {
            first = placedToMeet(first, at: farStart, survey: survey, nextLine: core.nextLine, in: buffer)
            let offset = first.base - base
            // While both threads write, the first part may not reach the second's stretch: were
            // the file rewritten between the survey and the parse, the part overflows (and the
            // file is read whole), never two threads writing one sample.
            first = first.withCapacity(farStart - offset)
            let far = SampleRun(base: base + farStart, capacity: buffer.count - farStart)
            let (theirs, mine) = SecondThread.run({
                parseRest(descriptor, from: split.offset, size: size, chunkSize: chunkSize, core: fork, into: far)
            }, alongside: {
                Result { () throws(DataError) -> Bool in try feed.run(core: &core, into: &first) }
            })
            first = first.withCapacity(buffer.count - offset)
            guard try mine.get() else { return nil }
            if let theirs, !theirs.samples.overflowed, !first.overflowed, feed.pendingCount == 0,
               (core.nextLine ?? 0) >= startLine {
                first.append(movingFrom: theirs.samples)
                core.absorb(theirs.core, numberedFrom: startLine)
                reportSplit?(true)
                return first
            }
        }
        reportSplit?(false)
        // One thread from here on: the rest of the file after the first part.
        feed.end = size
        return try feed.run(core: &core, into: &first) && !first.overflowed ? first : nil
    }

    /// The first part's samples so far, moved up so that the part is expected to end where the
    /// second part's begin (`farStart`): joining the parts then moves nothing, where moving the
    /// second half of ten million samples down cost 6 ms with the other core idle.
    ///
    /// The expectation is that every line left before the split holds a sample, which the lines
    /// of a file with only line feeds tell exactly (a file with carriage returns stays where it
    /// is). A part that falls short (a blank line, a bad row) is still joined, by a move; it can
    /// never run over, since no line holds two samples. Were the parts not joined, the first
    /// parser reads on from here with room for every sample the rest of the file can hold.
    private static func placedToMeet(_ first: SampleRun, at farStart: Int, survey: Survey, nextLine: Int?,
                                     in buffer: UnsafeMutableBufferPointer<Sample>) -> SampleRun {
        guard survey.lineBreaks == survey.lineCount, let split = survey.split, let nextLine, let base = buffer.baseAddress
        else { return first }
        let linesLeft = split.lineBreaks - (nextLine - 1)
        let shift = farStart - (first.count + linesLeft)
        guard linesLeft >= 0, shift > 0, shift <= farStart - first.count else { return first }
        return first.moved(to: base + shift, capacity: buffer.count - shift)
    }

    /// The second thread's part: the file from `offset` to its end, on `core`. Nil when a read
    /// fails or the parser throws; the first thread then reads this part itself.
    private static func parseRest(_ descriptor: Int32, from offset: Int, size: Int, chunkSize: Int, core: ParserCore,
                                  into run: SampleRun) -> (core: ParserCore, samples: SampleRun)? {
        var core = core, run = run
        var feed = ChunkFeed(descriptor: descriptor, chunkSize: chunkSize, offset: offset, end: size)
        defer { feed.deallocate() }
        guard (try? feed.run(core: &core, into: &run)) == true else { return nil }
        return (core, run)
    }

    /// What the first pass learns about a file.
    private struct Survey {
        var markLength: Int
        var lineCount: Int
        /// Line feeds and carriage returns together: at least as many as the file has records.
        var lineBreaks: Int
        /// Where a second parser may start: just after the first line feed past the middle, with
        /// the line breaks before it (at least the records the first part can hold).
        var split: (offset: Int, lineBreaks: Int)?
    }

    /// The first pass: nil unless the file is plain UTF-8 (a BOM allowed) delimited text. With
    /// `splitAt`, it also finds the first line feed at or after that offset, and surveys the two
    /// halves of the file at once.
    private static func survey(_ descriptor: Int32, chunk: UnsafeMutableBufferPointer<UInt8>, splitAt target: Int?) -> Survey? {
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

        var size = stat()
        guard fstat(descriptor, &size) == 0 else { return nil }
        let fileEnd = Int(size.st_size)
        let whole: RangeSurvey
        if let target, let middle = characterStart(descriptor, atOrAfter: target), middle > detected.markLength {
            // Both halves at once: the second from the first character at the middle, which is
            // where a line feed past the middle can be found.
            let (later, earlier) = SecondThread.run({ () -> RangeSurvey? in
                let own = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunk.count)
                defer { own.deallocate() }
                return surveyRange(descriptor, chunk: own, from: middle, to: fileEnd, splitAt: target)
            }, alongside: {
                surveyRange(descriptor, chunk: chunk, from: detected.markLength, to: middle, splitAt: nil)
            })
            guard let earlier, let later else { return nil }
            whole = earlier.followed(by: later)
        } else {
            guard let survey = surveyRange(descriptor, chunk: chunk, from: detected.markLength, to: fileEnd, splitAt: target)
            else { return nil }
            whole = survey
        }
        // A split at the very end leaves the second parser nothing to do.
        let split = whole.split.flatMap { $0.offset < fileEnd ? $0 : nil }
        return Survey(markLength: detected.markLength, lineCount: max(whole.lineFeeds, whole.carriageReturns),
                      lineBreaks: whole.lineFeeds + whole.carriageReturns, split: split)
    }

    /// What the first pass finds in one stretch of the file.
    private struct RangeSurvey {
        var lineFeeds = 0
        var carriageReturns = 0
        /// The first line feed at or after the split target, with the line breaks before it
        /// within this stretch.
        var split: (offset: Int, lineBreaks: Int)?

        /// This stretch and the one right after it, as one.
        func followed(by later: RangeSurvey) -> RangeSurvey {
            RangeSurvey(lineFeeds: lineFeeds + later.lineFeeds, carriageReturns: carriageReturns + later.carriageReturns,
                        split: split ?? later.split.map { ($0.offset, lineFeeds + carriageReturns + $0.lineBreaks) })
        }
    }

    /// The offset of the first byte at or after `offset` that starts a UTF-8 character (nil if
    /// none of the next four does, which no valid file allows).
    private static func characterStart(_ descriptor: Int32, atOrAfter offset: Int) -> Int? {
        var bytes = [UInt8](repeating: 0, count: 4)
        let count = bytes.withUnsafeMutableBufferPointer { readChunk(descriptor, into: $0, at: offset) } ?? 0
        return bytes.prefix(count).firstIndex { $0 & 0xC0 != 0x80 }.map { offset + $0 }
    }

    /// Validates and counts the bytes from `start`, a character's first byte, to `end`: nil when
    /// they are not UTF-8. A character cut at `end` is accepted only at the file's end, as the
    /// whole-file path accepts it.
    private static func surveyRange(_ descriptor: Int32, chunk: UnsafeMutableBufferPointer<UInt8>, from start: Int, to end: Int,
                                    splitAt target: Int?) -> RangeSurvey? {
        var survey = RangeSurvey()
        var size = stat()
        let isFileEnd = fstat(descriptor, &size) == 0 && end >= Int(size.st_size)
        var offset = start
        var carried = 0          // bytes of a UTF-8 sequence cut by the previous chunk's end
        while offset < end {
            let wanted = min(chunk.count - carried, end - offset)
            guard let count = readChunk(descriptor, into: chunk.extracting(carried..<(carried + wanted)), at: offset)
            else { return nil }
            if count == 0 { break }
            let bodyOffset = offset - carried   // where the chunk's bytes start in the file
            offset += count
            let body = UnsafeBufferPointer(chunk.extracting(..<(carried + count)))
            let check = TextDecoding.validateUTF8(body)
            guard check.isValid else { return nil }
            let counted = body.extracting(carried...)
            if let target, survey.split == nil, bodyOffset + body.count > target,
               let index = counted.indices.first(where: { bodyOffset + carried + $0 >= target && counted[$0] == ASCII.lineFeed }) {
                let before = lineBreakCounts(counted.extracting(...index))
                survey.split = (bodyOffset + carried + index + 1,
                                survey.lineFeeds + survey.carriageReturns + before.lineFeeds + before.carriageReturns)
            }
            let counts = lineBreakCounts(counted)
            survey.lineFeeds += counts.lineFeeds
            survey.carriageReturns += counts.carriageReturns
            // Move the cut sequence to the front and read the next chunk after it.
            carried = check.incompleteTail
            if carried > 0 {
                let tail = Array(body.extracting((body.count - carried)...))
                _ = chunk.extracting(..<carried).update(fromContentsOf: tail)
            }
        }
        guard carried == 0 || isFileEnd else { return nil }
        return survey
    }

    /// Fills `buffer` from `offset` as far as the file goes; the count read (0 at the end), or nil
    /// when reading fails.
    static func readChunk(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
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

/// Feeds a file's bytes from `offset` to `end` through a parser, a chunk at a time, keeping
/// the bytes of an unfinished record for the next chunk.
private struct ChunkFeed {
    let descriptor: Int32
    let chunkSize: Int
    var offset: Int
    /// Where this feed stops: the file's end, or the split where a second parser takes over.
    var end: Int
    private var pending: PendingBytes
    /// The parser is called again only once the unconsumed bytes have doubled: a record that
    /// spans many chunks (a huge quoted cell) or a sample slow to fill (many blank lines) is then
    /// re-read a logarithmic number of times, so the cost stays linear in the file.
    private var nextAttempt = 0
    private var lineLength = LineLengthLimit()

    init(descriptor: Int32, chunkSize: Int, offset: Int, end: Int) {
        self.descriptor = descriptor
        self.chunkSize = chunkSize
        self.offset = offset
        self.end = end
        pending = PendingBytes(capacity: 2 * chunkSize)
    }

    /// Bytes read but not consumed: the start of a record that runs past `end`.
    var pendingCount: Int { pending.count }

    /// Parses up to `end` (to the file's end, the last record final, when `end` is there), or
    /// with `untilDecided` only until the parser has decided the layout. False when a read fails.
    ///
    /// The first consume waits until the buffered prefix decides the layout exactly as the whole
    /// file would (``ParserCore/decidesAlike(onPrefix:)``).
    mutating func run<Sink: SampleSink>(core: inout ParserCore, into sink: inout Sink,
                                        untilDecided: Bool = false) throws(DataError) -> Bool {
        var size = stat()
        let fileEnd = fstat(descriptor, &size) == 0 ? Int(size.st_size) : end
        let reachesFileEnd = end >= fileEnd
        while true {
            let wanted = reachesFileEnd ? chunkSize : min(chunkSize, max(end - offset, 0))
            pending.reserve(wanted)
            guard let count = SeriesLoader.readChunk(descriptor, into: pending.spare(wanted), at: offset) else { return false }
            try lineLength.count(UnsafeBufferPointer(pending.spare(wanted).extracting(..<count)))
            offset += count
            pending.count += count
            let isFinal = reachesFileEnd && count == 0
            // A file that ends early (it shrank) ends the part too: the join then fails, and the
            // first parser reads on alone.
            let atEnd = isFinal || (!reachesFileEnd && (offset >= end || count == 0))
            if !atEnd {
                guard pending.count >= nextAttempt else { continue }
                // The first consume decides the layout: only on a prefix that decides it alike.
                if core.interpreter == nil && !core.decidesAlike(onPrefix: pending.bytes) {
                    nextAttempt = 2 * pending.count
                    continue
                }
            }
            let used = try core.consume(pending.bytes, isFinal: isFinal, into: &sink)
            pending.removeFirst(used)
            nextAttempt = 2 * pending.count
            if atEnd || (untilDecided && core.interpreter != nil) { return true }
        }
    }

    func deallocate() {
        pending.deallocate()
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
