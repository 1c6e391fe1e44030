import Foundation
import Testing
@testable import Dataset

@Suite("JSON sources")
struct JSONTests {
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Double {
        Fixtures.utcSeconds(year, month, day, hour, minute, second)
    }

    @Test("An array of objects: date and value keys are detected like CSV columns")
    func arrayOfObjects() throws {
        let series = try Fixtures.load("""
            [
              {"name": "a", "date": "2020-01-02", "temp": 2.5},
              {"name": "b", "date": "2020-01-01", "temp": -1},
              {"name": "c", "date": "2020-01-03", "temp": null}
            ]
            """)
        #expect(series.format == .json)
        #expect(series.timeName == "date")
        #expect(series.valueName == "temp")
        #expect(series.samples == [Sample(time: Self.utc(2020, 1, 1), value: -1), Sample(time: Self.utc(2020, 1, 2), value: 2.5)])
        #expect(series.skipped == 1)
    }

    @Test("An array of [time, value] pairs with epoch milliseconds")
    func pairs() throws {
        let series = try Fixtures.load("[[1577836800000, 1.5], [1577923200000, 2.5], [1578009600000, \"x\"]]")
        #expect(series.dateFormat == "epoch milliseconds")
        #expect(series.samples.map(\.time) == [Self.utc(2020, 1, 1), Self.utc(2020, 1, 2)])
        #expect(series.warnings.first?.line == 1)
    }

    @Test("Pairs of plain numbers make a numeric x axis")
    func numericPairs() throws {
        let series = try Fixtures.load("[[1, 10], [2, 20], [3, 30]]")
        #expect(series.axis == .number)
        #expect(series.samples.map(\.time) == [1, 2, 3])
    }

    @Test("An object of parallel arrays")
    func parallelArrays() throws {
        let series = try Fixtures.load("{\"date\": [\"2020-01-01\", \"2020-01-02\"],\n \"value\": [3, 4]}")
        #expect(series.samples == [Sample(time: Self.utc(2020, 1, 1), value: 3), Sample(time: Self.utc(2020, 1, 2), value: 4)])
    }

    @Test("An object wrapping the rows")
    func wrapper() throws {
        let series = try Fixtures.load("{\"meta\": {\"source\": \"x\"}, \"data\": [{\"t\": \"2020-01-01T00:00:00Z\", \"v\": 1}, {\"t\": \"2020-01-01T01:00:00Z\", \"v\": 2}]}")
        #expect(series.samples.map(\.value) == [1, 2])
    }

    @Test("NDJSON: one object per line, a broken line is a warning with its line number")
    func ndjson() throws {
        let series = try Fixtures.load("""
            {"ts": "2020-01-01T00:00:00Z", "cpu": 0.5}
            {"ts": "2020-01-01T00:00:01Z", "cpu": 0.75}
            {"ts": "2020-01-01T00:00:02Z", "cpu":
            {"ts": "2020-01-01T00:00:03Z", "cpu": 1.0, "extra": true}

            """)
        #expect(series.format == .ndjson)
        #expect(series.samples.map(\.value) == [0.5, 0.75, 1.0])
        #expect(series.warnings.map(\.line) == [3])
    }

    @Test("Malformed and hostile JSON fails cleanly", arguments: [
        "[{\"a\": 1,}",
        "[1, 2",
        "{\"a\": \"unterminated}",
        String(repeating: "[", count: 100_000),
        "[tru]",
    ])
    func malformed(text: String) {
        #expect(throws: DataError.self) { try Fixtures.load(text) }
    }

    @Test("JSON strings are unescaped, including surrogate pairs")
    func stringEscapes() throws {
        let table = try Array("[{\"k\\u00e9y\": \"a\\\"b\\n\\ud83d\\ude00\"}]".utf8).withUnsafeBufferPointer { buffer in
            try JSONSeries.table(document: buffer)
        }
        #expect(table.names == ["kéy"])
        #expect(table.records.map(\.fields) == [[Array("a\"b\n😀".utf8)]])
    }

    @Test("A malformed document names the line where reading stopped")
    func malformedNamesTheLine() {
        #expect(throws: DataError(.malformed, "invalid JSON on line 3: unexpected character \"x\"")) {
            try Fixtures.load("[\n  {\"d\": \"2020-01-01\", \"v\": 1},\n  x]")
        }
    }

    @Test("Sloppy exports load: NaN, the infinities, trailing commas, \\' and lone surrogates")
    func sloppyExports() throws {
        let series = try Fixtures.load("""
            [{"d": "2020-01-01", "v": 1, "note": "it\\'s"}, {"d": "2020-01-02", "v": NaN, "note": "\\ud800"},
             {"d": "2020-01-03", "v": -Infinity,}, {"d": "2020-01-04", "v": 4},]
            """)
        #expect(series.samples.map(\.value) == [1, -.infinity, 4])
        #expect(series.skipped == 1)
    }
}
