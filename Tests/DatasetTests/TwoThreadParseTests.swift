import Foundation
import Testing
@testable import Dataset

/// Large files are parsed on two threads, split at a record boundary (issue 21). The result must
/// be the one-thread parse's exactly: samples bit for bit, gaps, skipped rows, warnings with
/// their line numbers, and the omitted count.
@Suite("Two-thread parse")
struct TwoThreadParseTests {
    typealias Outcome = FastPathTests.Outcome

    /// The chunked two-thread load of `bytes` written to a file, and whether its parts were
    /// joined (false: the first parser read on alone; nil: no split was tried).
    static func twoThread(_ bytes: [UInt8], _ options: LoadOptions, chunkSize: Int = 8_192) throws
        -> (result: FastPathTests.Result?, joined: Bool?) {
        let url = try FileReadingTests.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        var joined: Bool?
        do {
            guard let series = try SeriesLoader.loadInChunks(url.path, options: options, chunkSize: chunkSize, minimumSize: 0,
                                                             parallelMinimum: 0, reportSplit: { joined = $0 })
            else { return (nil, joined) }
            return (.loaded(Outcome(series)), joined)
        } catch {
            return (.failed(error.message), joined)
        }
    }

    /// Expects the two-thread load to equal the whole-file load; returns whether it was joined.
    @discardableResult
    static func expectSame(_ label: String, _ bytes: [UInt8], options: LoadOptions = Fixtures.options(), chunkSize: Int = 8_192,
                           sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool? {
        let (result, joined) = try twoThread(bytes, options, chunkSize: chunkSize)
        #expect(result != nil, "\(label): chunked loading declined", sourceLocation: sourceLocation)
        #expect(result == ChunkedLoadingTests.whole(bytes, options), "\(label)", sourceLocation: sourceLocation)
        return joined
    }

    @Test("Every shared data file parses on two threads exactly as on one")
    func sharedData() throws {
        for path in FastPathTests.sharedFiles {
            let bytes = try SeriesLoader.readFile(path)
            let options = Fixtures.options()
            let (result, _) = try Self.twoThread(bytes, options)
            if let result { #expect(result == ChunkedLoadingTests.whole(bytes, options), "\(path)") }
        }
        // The two real series are split and joined, not read on alone.
        #expect(try Self.expectSame("co2", try SeriesLoader.readFile(RealDataTests.co2)) == true)
        #expect(try Self.expectSame("seattle", try SeriesLoader.readFile(RealDataTests.seattle)) == true)
    }

    @Test("Generated quirky files parse on two threads exactly as on one", arguments: 0..<12)
    func generated(seed: Int) throws {
        let delimiters = [",", ";", "\t", "|"]
        var bytes = FastPathTests.quirkyFile(seed: UInt64(seed) &+ 2_000, rows: 3_000, delimiter: delimiters[seed % 4],
                                             finalNewline: seed % 3 != 0)
        if seed % 4 == 1 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        let options = Fixtures.options { $0.warningLimit = seed % 2 == 0 ? 5 : 100_000 }
        try Self.expectSame("seed \(seed)", bytes, options: options, chunkSize: [8_192, 9_001, 16_384][seed % 3])
    }

    /// A CSV with quoted cells holding delimiters, doubled quotes and line breaks, blank lines,
    /// comments, missing values and broken rows, with LF, CRLF or lone-CR line ends.
    static func quotedFile(seed: UInt64, rows: Int) -> [UInt8] {
        var random = seed
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        let end = ["\n", "\r\n", "\r"][Int(seed % 3)]
        var text = "time,note,value" + end
        for row in 0..<rows {
            let day = 1 + row / 1_440 % 28, minute = row % 1_440
            let time = String(format: "2023-05-%02dT%02d:%02d:00", day, minute / 60, minute % 60)
            let note: String
            switch next(8) {
            case 0: note = "\"a, b\(end)c \"\"quoted\"\"\""
            case 1: note = "\"\(end)\(end)\""
            case 2: note = "\"plain\""
            case 3: note = "caf\u{E9}"
            default: note = "n\(row % 10)"
            }
            let value: String
            switch next(40) {
            case 0: value = "NA"
            case 1: value = "abc"
            case 2: value = ""
            default: value = "\(next(10_000)).\(next(100))"
            }
            switch next(60) {
            case 0: text += end
            case 1: text += "# a comment, \"unbalanced" + end
            case 2: text += "\(time)" + end
            default: break
            }
            text += "\(time),\(note),\(value)" + end
        }
        return Array(text.utf8)
    }

    @Test("Random quoted CSVs parse on two threads exactly as on one", arguments: 0..<24)
    func randomQuoted(seed: Int) throws {
        let bytes = Self.quotedFile(seed: UInt64(seed) &* 7_919 &+ 11, rows: 2_000 + 150 * seed)
        let options = Fixtures.options { $0.warningLimit = [3, 50, 100_000][seed % 3] }
        try Self.expectSame("seed \(seed)", bytes, options: options, chunkSize: [8_192, 12_345][seed % 2])
    }

    @Test("Most random quoted files are split and joined, not read on alone")
    func randomQuotedAreJoined() throws {
        var joined = 0
        for seed in 0..<12 {
            let (_, wasJoined) = try Self.twoThread(Self.quotedFile(seed: UInt64(seed) &+ 500, rows: 4_000), Fixtures.options())
            if wasJoined == true { joined += 1 }
        }
        #expect(joined >= 6, "joined \(joined) of 12")
    }

    @Test("A split that falls inside a quoted cell is not joined, and the file still parses as on one thread")
    func splitInsideQuotes() throws {
        // The middle of the file is a long quoted cell with line breaks, so the first line feed
        // past the middle is inside it.
        var text = "date,note,value\n"
        for day in 1...20 { text += "2020-01-\(String(format: "%02d", day)),short,\(day)\n" }
        text += "2020-01-21,\"" + String(repeating: "a line\n", count: 3_000) + "\",21\n"
        for day in 22...28 { text += "2020-01-\(String(format: "%02d", day)),short,\(day)\n" }
        #expect(try Self.expectSame("quoted middle", Array(text.utf8)) == false)
    }

    /// Rows of `date,value` at the minutes `order` gives, one per row.
    static func minutes(_ order: [Int]) -> [UInt8] {
        var text = "date,value\n"
        for (row, minute) in order.enumerated() {
            text += String(format: "2021-03-%02dT%02d:%02d:00,%d\n", 1 + minute / 1_440, minute / 60 % 24, minute % 60, row)
        }
        return Array(text.utf8)
    }

    @Test("A file whose second half comes earlier than its first is sorted as on one thread")
    func outOfOrderAcrossTheSplit() throws {
        // Each half is in order on its own: only the join can tell.
        let bytes = Self.minutes(Array(2_000..<4_000) + Array(0..<2_000))
        #expect(try Self.expectSame("halves swapped", bytes) == true)
        guard case .loaded(let outcome)? = try Self.twoThread(bytes, Fixtures.options()).result else {
            Issue.record("the file did not load")
            return
        }
        #expect(outcome.values.first == Double(2_000).bitPattern)
    }

    @Test("A row out of order inside either half is sorted as on one thread", arguments: [100, 3_900])
    func outOfOrderInsideAHalf(row: Int) throws {
        var order = Array(0..<4_000)
        order.swapAt(row, row + 1)
        let bytes = Self.minutes(order)
        #expect(try Self.expectSame("swapped at \(row)", bytes) == true)
        guard case .loaded(let outcome)? = try Self.twoThread(bytes, Fixtures.options()).result else {
            Issue.record("the file did not load")
            return
        }
        let times = outcome.times.map(Double.init(bitPattern:))
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("A clean file's first part is placed to end where the second begins, so joining moves nothing")
    func cleanHalvesMeetInPlace() throws {
        let url = try FileReadingTests.temporaryFile(Self.minutes(Array(0..<4_000)))
        defer { try? FileManager.default.removeItem(at: url) }
        var joined: Bool?
        let series = try #require(try SeriesLoader.loadInChunks(url.path, options: Fixtures.options(), chunkSize: 8_192,
                                                                minimumSize: 0, parallelMinimum: 0, reportSplit: { joined = $0 }))
        #expect(joined == true)
        #expect(series.samples.count == 4_000)
        let memory = try #require(series.samples.memory)
        let first = series.samples.withUnsafeBufferPointer { $0.baseAddress }
        // Two slots before the first sample: the header line's, and the one the split's count keeps spare.
        #expect(first == UnsafePointer(memory.base + 2))
    }

    @Test("A first part with blank lines and bad rows falls short of the second, and is joined as on one thread")
    func shortFirstPartIsJoined() throws {
        var text = "date,value\n"
        for row in 0..<4_000 {
            text += row % 97 == 0 ? "\n" : row % 89 == 0 ? "2021-01-01T00:00:00,bad\n" : ""
            text += String(format: "2021-02-%02dT%02d:%02d:00,%d\n", 1 + row / 1_440 % 28, row / 60 % 24, row % 60, row)
        }
        #expect(try Self.expectSame("short", Array(text.utf8)) == true)
    }

    @Test("A stretch handed more samples than its room writes none past it and says it overflowed")
    func stretchOverflowIsReported() {
        let buffer = UnsafeMutableBufferPointer<Sample>.allocate(capacity: 4)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: Sample(time: -1, value: -1))
        var run = SampleRun(base: buffer.baseAddress!, capacity: 3)
        for index in 0..<5 { run.append(Sample(time: Double(index), value: 0)) }
        #expect(run.count == 3)
        #expect(run.overflowed)
        #expect(buffer[3].time == -1, "the slot past the stretch was written")
        var joined = SampleRun(base: buffer.baseAddress!, capacity: 4)
        joined.append(movingFrom: SampleRun(base: buffer.baseAddress!, capacity: 0).withCapacity(0))
        #expect(!joined.overflowed)
        joined = run.withCapacity(4)
        #expect(joined.overflowed, "widening a run forgets that it overflowed")
    }

    @Test("Equal times keep their file order on two threads")
    func equalTimesKeepFileOrder() throws {
        let bytes = Self.minutes((0..<4_000).map { $0 / 7 })
        #expect(try Self.expectSame("sevens", bytes) == true)
    }

    @Test("Warnings after the split carry the line numbers of the whole file")
    func warningLinesAcrossTheSplit() throws {
        var text = "date,value\n"
        for row in 0..<4_000 {
            let value = row % 500 == 499 ? "oops" : "\(row)"
            text += String(format: "2021-02-%02dT%02d:%02d:00,", 1 + row / 1_440 % 28, row / 60 % 24, row % 60) + value + "\n"
        }
        let bytes = Array(text.utf8)
        #expect(try Self.expectSame("bad values", bytes) == true)
        let series = try SeriesLoader.load(bytes: bytes, options: Fixtures.options())
        #expect(series.warnings.map(\.line) == stride(from: 501, through: 4_001, by: 500).map { $0 })
    }

    @Test("The survey's two halves meet at a character: a multi-byte one at the middle reads alike, a broken one in either half declines")
    func surveyHalves() throws {
        var cutAtTheMiddle = 0
        for shift in 0..<6 {
            var text = String(repeating: "x", count: shift) + "date,note,value\n"
            var row = 0
            while text.utf8.count < 120_000 {
                text += String(format: "2021-04-%02dT00:%02d:00,", 1 + row % 28, row % 60) + "€€€€€€€€€€,\(row % 90)\n"
                row += 1
            }
            let bytes = Array(text.utf8)
            if bytes[bytes.count / 2] & 0xC0 == 0x80 { cutAtTheMiddle += 1 }
            #expect(try Self.expectSame("shift \(shift)", bytes) == true)
            var broken = Array(text.utf8)
            for place in [broken.count / 4, 3 * broken.count / 4] {
                var copy = broken
                copy[place] = 0xFF
                #expect(try Self.twoThread(copy, Fixtures.options()).result == nil, "shift \(shift), a bad byte at \(place)")
            }
            broken.removeAll()
        }
        #expect(cutAtTheMiddle > 0, "some shift puts the middle inside a character")
    }
}
