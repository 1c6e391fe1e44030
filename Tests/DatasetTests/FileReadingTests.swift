import Foundation
import Testing
@testable import Dataset

/// `SeriesLoader.readFile` reads the size `stat` reports straight into the buffer, then keeps
/// reading for files whose size is unknown (pipes, /proc) or that grew: both paths must give
/// every byte.
@Suite("File reading")
struct FileReadingTests {
    static func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-read-\(UUID().uuidString).csv")
        try Data(bytes).write(to: url)
        return url
    }

    @Test("A file reads to exactly its bytes and loads like the same bytes in memory")
    func fileReadsExactly() throws {
        let bytes = Array("date,value\n2020-01-01,1\n2020-01-02,2.5\n2020-01-03,NA\n".utf8)
        let url = try Self.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try SeriesLoader.readFile(url.path) == bytes)
        let fromFile = try SeriesLoader.load(file: url.path, options: Fixtures.options())
        let fromBytes = try SeriesLoader.load(bytes: bytes, options: Fixtures.options())
        #expect(fromFile.samples == fromBytes.samples)
        #expect(fromFile.skipped == 1)
    }

    @Test("An empty file reads as no bytes and is a no-series error")
    func emptyFileIsNoSeries() throws {
        let url = try Self.temporaryFile([])
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try SeriesLoader.readFile(url.path).isEmpty)
        #expect(throws: DataError.self) { try SeriesLoader.load(file: url.path) }
    }

    @Test("A file whose size stat does not know is still read whole")
    func unknownSizeIsReadWhole() throws {
        // /proc files report size 0 but hold text: only the reading loop after the sized read sees it.
        let bytes = try SeriesLoader.readFile("/proc/self/status")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("VmRSS:"))
        #expect(text.hasSuffix("\n"))
    }
}
