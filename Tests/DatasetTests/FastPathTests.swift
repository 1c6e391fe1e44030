import Foundation
import Testing
@testable import Dataset

/// The fast path for `YYYY-MM-DD…,number` lines (``ISORowReader``) must be invisible: every file
/// loads to exactly what the general path (tokenizer, then row interpreter) gives, sample for
/// sample (bit for bit), with the same gaps, skipped count and warnings.
@Suite("Fast path")
struct FastPathTests {
    /// Everything a load produces that a user or a piece can see.
    struct Outcome: Equatable, CustomStringConvertible {
        var times: [UInt64]
        var values: [UInt64]
        var gaps: [UInt64]
        var skipped: Int
        var warnings: [DataWarning]
        var omitted: Int
        var names: [String?]
        var dateFormat: String?

        init(_ series: TimeSeries) {
            times = series.samples.map(\.time.bitPattern)
            values = series.samples.map(\.value.bitPattern)
            gaps = series.gaps.map(\.bitPattern)
            skipped = series.skipped
            warnings = series.warnings
            omitted = series.omittedWarningCount
            names = [series.timeName, series.valueName, series.delimiter]
            dateFormat = series.dateFormat
        }

        var description: String {
            "\(times.count) samples, skipped \(skipped), \(warnings.count)+\(omitted) warnings, format \(dateFormat ?? "-")"
        }
    }

    enum Result: Equatable {
        case loaded(Outcome)
        case failed(String)
    }

    static func load(_ bytes: [UInt8], general: Bool, _ configure: (inout LoadOptions) -> Void = { _ in }) -> Result {
        var options = Fixtures.options(configure)
        options.generalPathOnly = general
        do {
            return .loaded(Outcome(try SeriesLoader.load(bytes: bytes, options: options)))
        } catch {
            return .failed(error.message)
        }
    }

    /// Loads through the stream parser in chunks of `chunk` bytes.
    static func streamed(_ bytes: [UInt8], chunk: Int, general: Bool,
                         _ configure: (inout LoadOptions) -> Void = { _ in }) -> Result {
        var options = Fixtures.options(configure)
        options.generalPathOnly = general
        var parser = IncrementalParser(options: options)
        var series: TimeSeries?
        do {
            var start = 0
            while start < bytes.count {
                let end = min(start + chunk, bytes.count)
                let rows = try parser.feed(Array(bytes[start..<end]))
                if series == nil { series = parser.summary }
                series?.insert(contentsOf: rows)
                start = end
            }
            let rows = try parser.finish()
            if series == nil { series = parser.summary }
            series?.insert(contentsOf: rows)
            guard var whole = series else { return .failed("no series") }
            // The stream's summary is taken at the start; counts and warnings come at the end.
            let summary = parser.summary!
            whole.skipped = summary.skipped
            whole.warnings = summary.warnings
            whole.omittedWarningCount = summary.omittedWarningCount
            return .loaded(Outcome(whole))
        } catch {
            return .failed(error.message)
        }
    }

    /// Every file in shared/data, csv-spectrum included.
    static let sharedFiles: [String] = {
        let enumerator = FileManager.default.enumerator(at: Fixtures.sharedData, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if ["csv", "json", "tsv", "txt"].contains(url.pathExtension) { paths.append(url.path) }
        }
        return paths.sorted()
    }()

    @Test("The shared data files load the same with and without the fast path")
    func sharedData() throws {
        #expect(Self.sharedFiles.count >= 3)
        for path in Self.sharedFiles {
            let bytes = try SeriesLoader.readFile(path)
            let fast = Self.load(bytes, general: false)
            let general = Self.load(bytes, general: true)
            #expect(fast == general, "\(path)")
        }
    }

    @Test("The fast path is taken for the benchmark's shape of file")
    func fastPathIsTaken() throws {
        let layout = TableLayout(columnNames: ["date", "value"], firstDataLine: 2,
                                 x: .time(column: 0, layout: .yearMonthDay(separator: ASCII.minus)),
                                 valueColumn: 1, filter: nil, decimalComma: false, notes: [])
        var reader = try #require(ISORowReader(layout: layout, delimiter: ASCII.comma))
        let line = Array("2000-01-02T03:04:05,-57.31\n".utf8)
        let row = try #require(line.withUnsafeBufferPointer { reader.read($0.baseAddress!, at: 0, count: $0.count) })
        #expect(row.wallSeconds == Int(Fixtures.utcSeconds(2000, 1, 2, 3, 4, 5)))
        #expect(row.value == -57.31)
        #expect(row.next == line.count)
        #expect(ISORowReader(layout: layout, delimiter: ASCII.minus) == nil)

        // Most lines of a generated quirky file are for the fast path, and the quirky ones are not.
        let file = Self.quirkyFile(seed: 5, rows: 2_000)
        var accepted = 0
        var index = 0
        file.withUnsafeBufferPointer { buffer in
            while index < buffer.count {
                if let row = reader.read(buffer.baseAddress!, at: index, count: buffer.count) {
                    accepted += 1
                    index = row.next
                } else {
                    index = (buffer[index...].firstIndex(of: ASCII.lineFeed) ?? buffer.count - 1) + 1
                }
            }
        }
        #expect(accepted > 1_000 && accepted < 1_950)
    }

    /// Cells that sit on both sides of every rule the fast path checks.
    static let dates = [
        "2000-01-01", "2000-01-01T00:00:00", "2000-01-01T23:59:59", "2000-01-01 12:30:00", "2000-01-01t12:30:00",
        "2000-01-01T12:30", "2000-01-01T24:00:00", "2000-01-01T24:00", "2000-01-01T24:00:01", "2000-01-01T24:01",
        "2000-01-01T23:59:60", "2000-01-01T23:59:61", "2000-01-01T23:60:00", "2000-01-01T25:00:00",
        "2000-01-01T1:30:00", "2000-01-01T01:30:00Z", "2000-01-01T01:30:00+02:00", "2000-01-01T01:30:00.250",
        "2000-01-01T01:30:00,5", "2000-01-01 01:30:00 PM", "2000-01-01  01:30:00", "2000-01-01 ", " 2000-01-01",
        "2000-02-29", "1900-02-29", "2001-02-29", "2000-02-30", "2000-13-01", "2000-00-10", "2000-04-31",
        "2000-1-5", "2000-01-5", "0000-01-01", "9999-12-31T23:59:59", "1969-12-31T23:59:59", "1583-01-01",
        "2000/01/01", "2000.01.01", "20000101", "2000-01-0x", "2x00-01-01", "NA", "", "-", "\"2000-01-01\"",
        "2000-01-01T", "2000-01-01T12", "2000-01-01T12:3", "2000-01-01T12:30:0", "2000-01-01T12:30:00:00",
        "2024-03-10T02:30:00", "2024-03-31T02:30:00", "2024-10-27T02:30:00", "2024-11-03T01:30:00",
    ]

    static let values = [
        "0", "1", "-1", "57.31", "-57.31", "0.05", "-0.0", "0.0", "007.50", "123456789012345", "1234567890123456",
        "12345678901234.5", "1234567890123.45", "0.000000000000001", "0.0000000000000001", "1e3", "1E-3", "+5",
        ".5", "5.", "-.5", "inf", "-Infinity", "nan", "NA", "", " 5", "5 ", "1,234.50", "\"1,234.50\"", "\"5\"",
        "5x", "--5", "-", ".", "1.2.3", "9007199254740993", "99999999999999999999",
    ]

    static let tails = ["", ",extra", ",\"quoted\"", ",a,b,c", ",", ",\"multi\nline\""]

    static let endings = ["\n", "\n", "\n", "\r\n", "\r"]

    /// A deterministic file of `rows` lines mixing good rows (mostly, so the cache and the fast loop
    /// run) with every quirk above, comments, blank lines and header-like lines.
    static func quirkyFile(seed: UInt64, rows: Int, delimiter: String = ",", separator: String = "-",
                           finalNewline: Bool = true) -> [UInt8] {
        var random = seed
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        var text = next(3) == 0 ? "# exported by a sensor\n" : ""
        text += "date\(delimiter)value\n"
        var minute = 0
        for _ in 0..<rows {
            let kind = next(10)
            var date: String
            var value: String
            var tail = ""
            var ending = "\n"
            if kind < 6 {
                // A good row, often sharing its date with the previous one.
                minute += next(4) == 0 ? 1_440 : 1
                let day = 1 + minute / 1_440 % 28, month = 1 + minute / 40_320 % 12
                date = String(format: "2020-%02d-%02dT%02d:%02d:00", month, day, minute / 60 % 24, minute % 60)
                value = String(format: "%d.%02d", next(2_000) - 1_000, next(100))
                if next(5) == 0 { value = String(next(100)) }
            } else {
                date = Self.dates[next(Self.dates.count)]
                value = Self.values[next(Self.values.count)]
                tail = Self.tails[next(Self.tails.count)]
                ending = Self.endings[next(Self.endings.count)]
            }
            if let head = date.range(of: "^....-..-", options: .regularExpression) {
                date = date.replacingOccurrences(of: "-", with: separator, options: [], range: head)
            }
            if delimiter != "," {
                value = value.replacingOccurrences(of: ",", with: delimiter == ";" ? "," : delimiter)
                tail = tail.replacingOccurrences(of: ",", with: delimiter)
            }
            switch next(60) {
            case 0: text += "# a comment\(ending)"
            case 1: text += ending
            case 2: text += "date\(delimiter)value\(ending)"
            default: break
            }
            text += date + delimiter + value + tail + ending
        }
        if !finalNewline { text.removeLast() }
        return Array(text.utf8)
    }

    static let zones = ["UTC", "Europe/Paris", "America/New_York", "+05:30"]

    @Test("Generated quirky files load the same with and without the fast path",
          arguments: 0..<24)
    func generated(seed: Int) throws {
        let delimiters = [",", ",", ";", "\t", "|"]
        let separators = ["-", "-", "/", "."]
        let delimiter = delimiters[seed % delimiters.count]
        let separator = separators[seed / 3 % separators.count]
        let zone = try #require(LoadOptions.timeZone(named: Self.zones[seed % Self.zones.count]))
        let bytes = Self.quirkyFile(seed: UInt64(seed) &+ 17, rows: 3_000, delimiter: delimiter, separator: separator,
                                    finalNewline: seed % 2 == 0)
        let configure: (inout LoadOptions) -> Void = { options in
            options.timeZone = zone
            options.warningLimit = seed % 3 == 0 ? 5 : 10_000
        }
        let fast = Self.load(bytes, general: false, configure)
        let general = Self.load(bytes, general: true, configure)
        #expect(fast == general, "seed \(seed), delimiter \(delimiter), separator \(separator)")
        if case .loaded(let outcome) = fast {
            #expect(outcome.times.count > 1_500, "most rows are good rows")
            #expect(outcome.skipped > 0, "the quirks are there")
        } else {
            Issue.record("seed \(seed) did not load: \(fast)")
        }
    }

    @Test("Streamed in chunks, the fast path gives what the general path gives", arguments: [1, 13, 64, 4_096])
    func streamedChunks(chunk: Int) throws {
        for seed in 0..<3 {
            let bytes = Self.quirkyFile(seed: UInt64(seed) &+ 99, rows: chunk == 1 ? 300 : 2_000)
            let configure: (inout LoadOptions) -> Void = { $0.warningLimit = 10_000 }
            let fast = Self.streamed(bytes, chunk: chunk, general: false, configure)
            let general = Self.streamed(bytes, chunk: chunk, general: true, configure)
            #expect(fast == general, "seed \(seed) chunk \(chunk)")
            guard case .loaded(let outcome) = fast else {
                Issue.record("seed \(seed) did not load")
                continue
            }
            #expect(outcome.times.count > (chunk == 1 ? 150 : 1_000))
        }
    }

    @Test("Rows of the benchmark's shape, including the last line without a newline")
    func benchmarkShape() throws {
        var text = "date,value\n"
        for minute in 0..<5_000 {
            text += String(format: "2000-01-%02dT%02d:%02d:00,%d.%02d\n", 1 + minute / 1_440, minute / 60 % 24, minute % 60,
                           minute % 1_000, minute % 100)
        }
        text.removeLast()
        let bytes = Array(text.utf8)
        let fast = Self.load(bytes, general: false)
        #expect(fast == Self.load(bytes, general: true))
        guard case .loaded(let outcome) = fast else {
            Issue.record("did not load")
            return
        }
        #expect(outcome.times.count == 5_000)
        #expect(outcome.skipped == 0)
        #expect(Double(bitPattern: outcome.times[4_999]) == Fixtures.utcSeconds(2000, 1, 4, 11, 19))
        #expect(Double(bitPattern: outcome.values[4_999]) == 999.99)
    }
}

/// Large files are read in chunks (``SeriesLoader/loadInChunks(_:options:chunkSize:minimumSize:)``)
/// rather than whole: the series, warnings and counts must be exactly those of the whole bytes.
@Suite("Chunked file loading")
struct ChunkedLoadingTests {
    typealias Outcome = FastPathTests.Outcome

    static func whole(_ bytes: [UInt8], _ options: LoadOptions) -> FastPathTests.Result {
        do {
            return .loaded(Outcome(try SeriesLoader.load(bytes: bytes, options: options)))
        } catch {
            return .failed(error.message)
        }
    }

    /// The chunked load of `bytes` written to a file; nil when it declines the file.
    static func chunked(_ bytes: [UInt8], _ options: LoadOptions, chunkSize: Int = 8_192) throws -> FastPathTests.Result? {
        let url = try FileReadingTests.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            guard let series = try SeriesLoader.loadInChunks(url.path, options: options, chunkSize: chunkSize, minimumSize: 0)
            else { return nil }
            return .loaded(Outcome(series))
        } catch {
            return .failed(error.message)
        }
    }

    static func expectSame(_ label: String, _ bytes: [UInt8], options: LoadOptions = Fixtures.options(), chunkSize: Int = 8_192,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let chunked = try Self.chunked(bytes, options, chunkSize: chunkSize)
        #expect(chunked != nil, "\(label): chunked loading declined", sourceLocation: sourceLocation)
        #expect(chunked == Self.whole(bytes, options), "\(label)", sourceLocation: sourceLocation)
    }

    @Test("The shared data files load the same in chunks as whole")
    func sharedData() throws {
        for path in FastPathTests.sharedFiles {
            let bytes = try SeriesLoader.readFile(path)
            let options = Fixtures.options()
            if let chunked = try Self.chunked(bytes, options) {
                #expect(chunked == Self.whole(bytes, options), "\(path)")
            }
        }
        // The two real files are big enough to span chunks, and are taken.
        try Self.expectSame("co2", try SeriesLoader.readFile(RealDataTests.co2))
        try Self.expectSame("seattle", try SeriesLoader.readFile(RealDataTests.seattle))
    }

    @Test("Generated quirky files load the same in chunks as whole", arguments: 0..<12)
    func generated(seed: Int) throws {
        let delimiters = [",", ";", "\t", "|"]
        var bytes = FastPathTests.quirkyFile(seed: UInt64(seed) &+ 1_000, rows: 2_500, delimiter: delimiters[seed % 4],
                                             finalNewline: seed % 3 != 0)
        if seed % 4 == 1 { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        if seed % 5 == 2 {
            // A text value with a multi-byte character, and CR-only line ends.
            bytes = bytes.map { $0 == ASCII.lineFeed ? ASCII.carriageReturn : $0 }
        }
        var options = Fixtures.options { $0.warningLimit = seed % 2 == 0 ? 7 : 100_000 }
        if seed % 6 == 5 { options.sampleLineCount = 3 }
        if seed % 7 == 3 { options.delimiter = Array(delimiters[seed % 4].utf8)[0] }
        try Self.expectSame("seed \(seed)", bytes, options: options, chunkSize: [8_192, 8_192, 9_001, 65_536][seed % 4])
    }

    @Test("A character cut by a chunk boundary, and quoted line breaks across chunks, read alike")
    func boundaries() throws {
        for shift in 0..<4 {
            var text = String(repeating: " ", count: shift) + "date,note,value\n"
            var row = 0
            while text.utf8.count < 40_000 {
                text += "2021-03-\(String(format: "%02d", 1 + row % 28))T00:00:\(String(format: "%02d", row % 60)),"
                text += row % 7 == 0 ? "\"line\none, \"\"quoted\"\"\"," : "température €,"
                text += "\(row % 100).5\n"
                row += 1
            }
            try Self.expectSame("shift \(shift)", Array(text.utf8))
        }
    }

    @Test("A cell spanning many chunks, and a sample that takes many chunks to fill, read alike")
    func longRecords() throws {
        var text = "date,note,value\n2020-01-01,\"" + String(repeating: "long, \"\"quoted\"\"\nnote ", count: 15_000) + "\",1\n"
        for day in 2...28 { text += "2020-01-\(String(format: "%02d", day)),short,\(day)\n" }
        try Self.expectSame("long cell", Array(text.utf8))
        let sparse = "date,value\n" + (1...250).map { "2020-02-01T00:00:\(String(format: "%02d", $0 % 60)),\($0)\n" + String(repeating: "\n", count: 100) }.joined()
        try Self.expectSame("sparse", Array(sparse.utf8))
    }

    @Test("A long run of comments and blank lines before the data is decided on enough text")
    func longPreamble() throws {
        var text = String(repeating: "# note; with | odd, delimiters\n\n", count: 600)
        text += "when;level\n"
        for row in 0..<3_000 { text += "2022-01-01 00:\(String(format: "%02d", row / 60 % 60)):\(String(format: "%02d", row % 60));\(row)\n" }
        try Self.expectSame("preamble", Array(text.utf8))
        try Self.expectSame("preamble, small sample", Array(text.utf8), options: Fixtures.options { $0.sampleLineCount = 10 })
    }

    @Test("The first consume waits until the sample and the delimiter sniffer both end inside the prefix")
    func decisionWaitsForTheSample() {
        let options = Fixtures.options { $0.sampleLineCount = 10 }   // 84 line breaks, 30 sniffed lines
        let core = ParserCore(options: options)
        func decides(_ text: String, _ core: ParserCore = core) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { core.decidesAlike(onPrefix: $0) }
        }
        let row = "2020-01-01;1\n"
        #expect(!decides("a;b\n" + String(repeating: row, count: 80)))
        #expect(decides("a;b\n" + String(repeating: row, count: 84)))
        // Enough line breaks, but blank lines: the sniffer has read 6 lines with text, not 30.
        let sparse = "a;b\n" + String(repeating: "\n", count: 100) + String(repeating: row, count: 5)
        #expect(!decides(sparse))
        #expect(decides(sparse + String(repeating: row, count: 30)))
        // A delimiter given as an option needs no sniffing.
        #expect(decides(sparse, ParserCore(options: Fixtures.options { $0.sampleLineCount = 10; $0.delimiter = ASCII.semicolon })))
    }

    @Test("Files the whole-file path must read are declined: invalid UTF-8, UTF-16, gzip, JSON, binary")
    func declined() throws {
        let plain = Array(FastPathTests.quirkyFile(seed: 3, rows: 1_000))
        let options = Fixtures.options()
        #expect(try Self.chunked(plain + [0xE9] + Array("\n2020-01-01,1\n".utf8), options) == nil)
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in String(decoding: plain, as: UTF8.self).utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try Self.chunked(utf16, options) == nil)
        #expect(try Self.chunked([0x1F, 0x8B] + plain, options) == nil)
        #expect(try Self.chunked(Array("[{\"t\": \"2020-01-01\", \"v\": 1}]".utf8) + Array(repeating: ASCII.space, count: 9_000), options) == nil)
        #expect(try Self.chunked([0x89, 0x50, 0x4E, 0x47] + plain, options) == nil)
        #expect(try Self.chunked(Array(repeating: ASCII.lineFeed, count: 20_000), options) == nil)

        // And loading such a file by path still gives the whole-file answer.
        let latin1 = plain + [0xE9] + Array("\n2020-01-01,1\n".utf8)
        let url = try FileReadingTests.temporaryFile(latin1)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(Outcome(try SeriesLoader.load(file: url.path, options: options)) == Outcome(try SeriesLoader.load(bytes: latin1, options: options)))
    }

    @Test("A large file loads by path exactly as its bytes do")
    func largeFileByPath() throws {
        var text = "date,value\n"
        var minute = 0
        while text.utf8.count < (1 << 22) + 10_000 {
            text += String(format: "2001-%02d-%02dT%02d:%02d:00,%d.%02d\n", 1 + minute / 40_320 % 12, 1 + minute / 1_440 % 28,
                           minute / 60 % 24, minute % 60, minute % 997, minute % 100)
            minute += 1
        }
        let bytes = Array(text.utf8)
        let url = try FileReadingTests.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let options = Fixtures.options()
        #expect(try SeriesLoader.loadInChunks(url.path, options: options) != nil)
        #expect(Outcome(try SeriesLoader.load(file: url.path, options: options)) == Outcome(try SeriesLoader.load(bytes: bytes, options: options)))
    }
}
