import Foundation
import Testing
@testable import Dataset

/// The incremental parser: bytes fed as they arrive give the same series as the whole file.
@Suite("Streaming")
struct StreamingTests {
    static func streamed(_ bytes: [UInt8], chunk: Int, sampleLines: Int = 200) throws -> [Sample] {
        var parser = IncrementalParser(options: Fixtures.options { $0.sampleLineCount = sampleLines })
        var samples: [Sample] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + chunk, bytes.count)
            samples += try parser.feed(Array(bytes[start..<end])).samples
            start = end
        }
        samples += try parser.finish().samples
        return samples
    }

    static let sources: [(String, [UInt8])] = [
        ("CRLF with quotes", Array("date,\"note\"\r\n2020-01-01,\"a\r\nb\"\r\n".utf8) + Array("d,v\r\n".utf8).prefix(0)
            + Array("2020-01-02,\"c\"\"d\"\r\n".utf8)),
        ("CR only", Array("date,value\r2020-01-01,1\r2020-01-02,2\r2020-01-03,3".utf8)),
        ("multibyte", Array("date,température\n2020-01-01,1\n2020-01-02,2\n".utf8)),
        ("UTF-16", [0xFF, 0xFE] + Array("date,value\n2020-01-01,1\n2020-01-02,2\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        ("NDJSON", Array("{\"t\": \"2020-01-01\", \"v\": 1}\n{\"t\": \"2020-01-02\", \"v\": 2}\n".utf8)),
        ("JSON document", Array("[{\"t\": \"2020-01-01\", \"v\": 1},\n {\"t\": \"2020-01-02\", \"v\": 2}]".utf8)),
        ("gzip", GzipTests.single),
        ("gzip, two members", GzipTests.twoMembers),
    ]

    @Test("Any chunking gives the same samples as loading at once", arguments: 0..<StreamingTests.sources.count, [1, 2, 3, 7, 64])
    func chunkingDoesNotMatter(source: Int, chunk: Int) throws {
        let bytes = Self.sources[source].1
        let whole = try? SeriesLoader.load(bytes: bytes, options: Fixtures.options())
        let streamed = try? Self.streamed(bytes, chunk: chunk)
        #expect(streamed == whole.map { Array($0.samples) }, "\(Self.sources[source].0)")
    }

    @Test("Rows arrive before the stream ends once the sample is in")
    func liveRows() throws {
        var parser = IncrementalParser(options: Fixtures.options { $0.sampleLineCount = 2 })
        #expect(try parser.feed(Array("time,value\n".utf8)).samples.isEmpty)
        #expect(try parser.feed(Array("2020-01-01T00:00:00Z,1\n2020-01-01T00:00:01Z,2\n".utf8)).samples.isEmpty)
        var received = try parser.feed(Array("2020-01-01T00:00:02Z,3\n2020-01-01T00:00:03Z,4\n2020-01-01T00:00:04Z,NA\n2020-01-01T00:00:05Z,6\n".utf8))
        #expect(received.samples.count >= 4)
        #expect(received.gaps == [Fixtures.utcSeconds(2020, 1, 1, 0, 0, 4)])
        var series = try #require(parser.summary)
        series.insert(contentsOf: received)
        received = try parser.feed(Array("2020-01-01T00:00:06Z,".utf8))
        series.insert(contentsOf: received)
        series.insert(contentsOf: try parser.feed(Array("7\n".utf8)))
        #expect(series.samples.map(\.value) == [1, 2, 3, 4, 6, 7])
        #expect(series.gaps.count == 1)
        #expect(series.valueName == "value")
        #expect(parser.summary?.skipped == 1)
        #expect(try parser.finish().samples.isEmpty)
    }

    @Test("Late samples inserted into a series keep time order and arrival order for ties")
    func insertKeepsOrder() {
        var series = TimeSeries(samples: [], axis: .time, timeName: "t", valueName: "v", dateFormat: nil, format: .delimited,
                                delimiter: ",", skipped: 0, warnings: [], omittedWarningCount: 0, timeZone: Fixtures.utc)
        series.insert(contentsOf: [Sample(time: 1, value: 1), Sample(time: 3, value: 3)])
        series.insert(contentsOf: [Sample(time: 2, value: 2), Sample(time: 1, value: 10), Sample(time: 4, value: 4)])
        #expect(series.samples.map(\.value) == [1, 10, 2, 3, 4])
    }

    @Test("A cut-off gzip stream and an empty stream are errors")
    func streamErrors() throws {
        var cut = IncrementalParser()
        _ = try cut.feed(Array(GzipTests.single.dropLast(12)))
        #expect(throws: DataError.self) { try cut.finish() }
        var empty = IncrementalParser()
        #expect(throws: DataError.self) { try empty.finish() }
        var oneByte = IncrementalParser()
        _ = try oneByte.feed([0x1F])   // half a gzip signature, then the end
        #expect(throws: DataError.self) { try oneByte.finish() }
    }

    @Test("A copied parser continues independently, even mid-gzip")
    func copiesAreIndependent() throws {
        let bytes = GzipTests.single
        var first = IncrementalParser()
        _ = try first.feed(Array(bytes.prefix(20)))
        var second = first
        let rest = Array(bytes.dropFirst(20))
        let firstRows = try first.feed(rest).samples + first.finish().samples
        let secondRows = try second.feed(rest).samples + second.finish().samples
        #expect(firstRows.map(\.value) == [1, 2, 3])
        #expect(secondRows == firstRows)
    }
}
