import Foundation
import Testing
@testable import Dataset

/// Files written here with one quirk each, as people's exports really have them.
@Suite("File quirks")
struct QuirkTests {
    static let plain = "date,value\n2020-01-01,1\n2020-01-02,2\n2020-01-03,3\n"
    static let expected = [1.0, 2, 3]

    static func values(_ series: TimeSeries) -> [Double] { series.samples.map(\.value) }

    @Test("A UTF-8 byte-order mark is ignored")
    func utf8ByteOrderMark() throws {
        let series = try Fixtures.load(bytes: [0xEF, 0xBB, 0xBF] + Array(Self.plain.utf8))
        #expect(Self.values(series) == Self.expected)
        #expect(series.timeName == "date")
    }

    @Test("UTF-16 little and big endian with a byte-order mark", arguments: [false, true])
    func utf16WithMark(bigEndian: Bool) throws {
        let text = "datum;wert\n2020-01-01;1\n2020-01-02;2\n2020-01-03;3\n"
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let series = try Fixtures.load(bytes: bytes)
        #expect(Self.values(series) == Self.expected)
        #expect(series.valueName == "wert")
    }

    @Test("UTF-16 without a byte-order mark is recognised by its zero bytes")
    func utf16WithoutMark() throws {
        var bytes: [UInt8] = []
        for unit in Self.plain.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(Self.values(try Fixtures.load(bytes: bytes)) == Self.expected)
    }

    @Test("Invalid UTF-8 falls back to Latin-1 and keeps the text")
    func latin1Fallback() throws {
        // "Température" in Latin-1: é is the single byte 0xE9.
        let bytes = Array("date,Temp".utf8) + [0xE9] + Array("rature\n2020-01-01,1\n2020-01-02,2\n2020-01-03,3\n".utf8)
        let series = try Fixtures.load(bytes: bytes)
        #expect(series.valueName == "Température")
        #expect(Self.values(series) == Self.expected)
    }

    @Test("CRLF, CR-only and LF line endings read alike, with or without a final newline",
          arguments: ["\r\n", "\r", "\n"], [true, false])
    func lineEndings(ending: String, finalNewline: Bool) throws {
        var text = Self.plain.replacingOccurrences(of: "\n", with: ending)
        if !finalNewline { text.removeLast(ending.count) }
        #expect(Self.values(try Fixtures.load(text)) == Self.expected)
    }

    @Test("A NUL byte in a value is a warning for that row, not a crash")
    func nulByte() throws {
        let bytes = Array("date,value\n2020-01-01,1\n2020-01-02,".utf8) + [0] + Array("2\n2020-01-03,3\n2020-01-04,4\n2020-01-05,5\n2020-01-06,6\n".utf8)
        let series = try Fixtures.load(bytes: bytes)
        #expect(Self.values(series) == [1, 3, 4, 5, 6])
        #expect(series.skipped == 1)
        #expect(series.warnings.first?.line == 3)
        #expect(series.warnings.first?.reason.contains("not a number") == true)
    }

    @Test("Binary data is refused with one line", arguments: [
        [UInt8](repeating: 0, count: 100),
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13],
        (0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 7919) },
    ])
    func binaryRefused(bytes: [UInt8]) throws {
        do {
            _ = try Fixtures.load(bytes: bytes)
            Issue.record("binary data loaded")
        } catch {
            #expect(error.kind == .binary)
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("Ragged rows: short rows that lack the value are warned about, extra fields are ignored")
    func raggedRows() throws {
        let series = try Fixtures.load("date,a,b\n2020-01-01,1,10\n2020-01-02,2\n2020-01-03,3,30,extra\n2020-01-04\n2020-01-05,5,50\n") {
            $0.y = "b"
        }
        #expect(Self.values(series) == [10, 30, 50])
        #expect(series.skipped == 2)
        #expect(series.warnings.map(\.line) == [3, 5])
        #expect(series.warnings.allSatisfy { $0.reason.contains("field") })
    }

    @Test("Comments, blank lines and metadata before the header are skipped")
    func linesBeforeHeader() throws {
        let text = """
            # exported by SensorHub 2.1
            Station: Rooftop

            Generated,2024-05-01
            Units,celsius
            time,temperature,humidity
            2024-05-01T00:00:00Z,12.5,80
            # a comment in the middle
            2024-05-01T01:00:00Z,12.1,82

            2024-05-01T02:00:00Z,11.8,85
            """
        let series = try Fixtures.load(text)
        #expect(series.timeName == "time")
        #expect(series.valueName == "temperature")
        #expect(Self.values(series) == [12.5, 12.1, 11.8])
        #expect(series.skipped == 0)
        #expect(series.warnings.isEmpty)
    }

    @Test("A file with no header names its columns by number")
    func headerless() throws {
        let series = try Fixtures.load("2020-01-01,1\n2020-01-02,2\n2020-01-03,3\n")
        #expect(Self.values(series) == Self.expected)
        #expect(series.timeName == "column 1")
        #expect(series.valueName == "column 2")
    }

    @Test("Every missing-value spelling is skipped and counted without a warning")
    func missingMarkers() throws {
        let markers = ["", ".", "NA", "N/A", "NULL", "null", "None", "nan", "NaN", "-"]
        var text = "date,value\n2019-12-31,0\n"
        for (day, marker) in markers.enumerated() { text += "2020-01-\(String(format: "%02d", day + 1)),\(marker)\n" }
        let series = try Fixtures.load(text)
        #expect(Self.values(series) == [0])
        #expect(series.skipped == markers.count)
        #expect(series.warnings.isEmpty)
    }

    @Test("Rows with a time but no value are kept as gaps for the pieces that draw them")
    func gaps() throws {
        let series = try Fixtures.load("date,value\n2020-01-03,NA\n2020-01-01,1\n2020-01-02,\n2020-01-04,4\n")
        #expect(Self.values(series) == [1, 4])
        #expect(series.gaps == [Fixtures.utcSeconds(2020, 1, 2), Fixtures.utcSeconds(2020, 1, 3)])
        #expect(series.skipped == 2)
    }

    @Test("Quoted numbers with thousands separators read as numbers")
    func thousandsSeparators() throws {
        let series = try Fixtures.load("date,amount\n2020-01-01,\"1,234.50\"\n2020-01-02,\"-12,000\"\n2020-01-03,\"1,23\"\n")
        #expect(Self.values(series) == [1234.5, -12000])
        #expect(series.warnings.count == 1)
    }

    @Test("SAS-style . markers in a numeric column")
    func periodMarkers() throws {
        let series = try Fixtures.load("date,value\n2020-01-01,1.5\n2020-01-02,.\n2020-01-03,.5\n2020-01-04,.\n")
        #expect(Self.values(series) == [1.5, 0.5])
        #expect(series.skipped == 2)
    }

    @Test("A value that does not parse is missing with a warning; the column is kept")
    func unparsableValue() throws {
        let series = try Fixtures.load("date,value\n2020-01-01,1\n2020-01-02,oops\n2020-01-03,3\n")
        #expect(series.valueName == "value")
        #expect(Self.values(series) == [1, 3])
        #expect(series.skipped == 1)
        #expect(series.warnings == [DataWarning(line: 3, reason: "\"oops\" in column value is not a number")])
    }

    @Test("Warnings are capped and the rest are counted")
    func warningCap() throws {
        var text = "date,value\n"
        for day in 0..<200 { text += "2020-01-01T00:00:\(String(format: "%02d", day % 60))Z,\(day % 4 == 0 ? "bad" : "1")\n" }
        let series = try Fixtures.load(text) { $0.warningLimit = 5 }
        #expect(series.warnings.count == 5)
        #expect(series.omittedWarningCount == 45)
        #expect(series.skipped == 50)
    }

    @Test("Delimiters are sniffed: semicolon with decimal commas, tab, pipe", arguments: [
        ("date;value\n2020-01-01;1,5\n2020-01-02;2,5\n", ";", [1.5, 2.5]),
        ("date\tvalue\n2020-01-01\t1.5\n2020-01-02\t2.5\n", "\t", [1.5, 2.5]),
        ("date|value\n2020-01-01|1.5\n2020-01-02|2.5\n", "|", [1.5, 2.5]),
        ("date,note,value\n2020-01-01,\"a; b; c\",1.5\n2020-01-02,\"d; e; f\",2.5\n", ",", [1.5, 2.5]),
    ])
    func sniffedDelimiters(text: String, delimiter: String, values: [Double]) throws {
        let series = try Fixtures.load(text)
        #expect(series.delimiter == delimiter)
        #expect(Self.values(series) == values)
    }

    @Test("Quoted values with delimiters and escaped quotes")
    func quotedValues() throws {
        let series = try Fixtures.load("\"date\",\"label, long\",\"value\"\n\"2020-01-01\",\"say \"\"hi\"\"\",\"7\"\n")
        #expect(Self.values(series) == [7])
        #expect(series.valueName == "value")
    }

    @Test("Rows are sorted by time stably: duplicate times stay in file order")
    func stableSort() throws {
        let series = try Fixtures.load("date,value\n2020-01-03,1\n2020-01-01,2\n2020-01-03,3\n2020-01-02,4\n2020-01-01,5\n")
        #expect(Self.values(series) == [2, 5, 4, 1, 3])
        #expect(series.samples.map(\.time) == series.samples.map(\.time).sorted())
    }

    @Test("Infinities are kept as values, flagged non-finite, and left out of min, max and mean")
    func infinities() throws {
        let series = try Fixtures.load("date,value\n2020-01-01,1\n2020-01-02,inf\n2020-01-03,-Infinity\n2020-01-04,3\n2020-01-05,1e999\n")
        #expect(series.samples.count == 5)
        #expect(series.samples.filter { !$0.isFinite }.count == 3)
        let statistics = series.statistics
        #expect(statistics.nonFiniteCount == 3)
        #expect(statistics.minimum == 1)
        #expect(statistics.maximum == 3)
        #expect(statistics.mean == 2)
    }

    @Test("Values are kept exactly as written")
    func exactValues() throws {
        let series = try Fixtures.load("date,value\n2020-01-01,0.1\n2020-01-02,-1234567.891e-3\n2020-01-03,12345678901234567890\n2020-01-04,+7\n")
        #expect(Self.values(series) == [0.1, -1234.567891, Double("12345678901234567890")!, 7])
    }

    @Test("A long-format file takes a where filter, and says it is long-format without one")
    func longFormat() throws {
        let text = "date,symbol,price\n2020-01-01,AAPL,10\n2020-01-01,MSFT,20\n2020-01-02,AAPL,11\n2020-01-02,MSFT,21\n"
        let filtered = try Fixtures.load(text) { $0.filter = RowFilter(parsing: "symbol=MSFT") }
        #expect(Self.values(filtered) == [20, 21])
        #expect(filtered.skipped == 0)
        let unfiltered = try Fixtures.load(text)
        #expect(unfiltered.warnings.contains { $0.reason.contains("symbol=VALUE") })
    }

    @Test("x and y chosen by name or by number")
    func chosenColumns() throws {
        let text = "when,a,b\n2020-01-01,1,10\n2020-01-02,2,20\n"
        #expect(Self.values(try Fixtures.load(text) { $0.y = "b" }) == [10, 20])
        #expect(Self.values(try Fixtures.load(text) { $0.y = "3" }) == [10, 20])
        let numericX = try Fixtures.load(text) { $0.x = "a"; $0.y = "b" }
        #expect(numericX.axis == .number)
        #expect(numericX.samples.map(\.time) == [1, 2])
    }

    @Test("Options that name missing columns fail with the list of columns")
    func badColumnOptions() {
        do {
            _ = try Fixtures.load(Self.plain) { $0.y = "nope" }
            Issue.record("loaded")
        } catch {
            #expect(error.kind == .badOption)
            #expect(error.message.contains("\"date\", \"value\""))
        }
        #expect(throws: DataError.self) { try Fixtures.load(Self.plain) { $0.filter = RowFilter(parsing: "nope=1") } }
    }

    @Test("A header with no rows holds no series")
    func noSeries() {
        do {
            _ = try Fixtures.load("name,colour\n")
            Issue.record("loaded")
        } catch {
            #expect(error.kind == .noSeries)
        }
        #expect(throws: DataError.self) { try Fixtures.load("date,value\n") }
        #expect(throws: DataError.self) { try Fixtures.load("\n\n# only a comment\n") }
    }

    @Test("Without a date column, values are numbered by row; an index column is not the value")
    func rowNumbers() throws {
        let series = try Fixtures.load(",reading\n0,5\n1,6\n2,7\n")
        #expect(series.valueName == "reading")
        #expect(Self.values(series) == [5, 6, 7])
        let single = try Fixtures.load("3\n1\n2\n")
        #expect(single.axis == .rowNumber)
        #expect(Self.values(single) == [3, 1, 2])
    }

    @Test("A forced delimiter overrides sniffing")
    func forcedDelimiter() throws {
        let series = try Fixtures.load("date|value,x\n2020-01-01|1,5\n") { $0.delimiter = UInt8(ascii: "|") }
        #expect(series.valueName == "value,x")
        #expect(Self.values(series) == [1.5])
    }
}
