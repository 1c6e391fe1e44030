import CZlib
import Foundation
import Testing
@testable import Dataset

/// gzip-compressed sources are read transparently.
@Suite("gzip")
struct GzipTests {
    /// Made with Python: `gzip.compress(b"date,value\n2020-01-01,1\n2020-01-02,2\n2020-01-03,3\n", mtime=0)`.
    static let single = Array(Data(base64Encoded: "H4sIAAAAAAACA0tJLEnVKUvMKU3lMjIwMtA1MAQiHUMEx0jHCMEx1jHmAgCx7JWRMgAAAA==")!)
    /// The same rows as two concatenated gzip members (`cat a.gz b.gz`).
    static let twoMembers = Array(Data(base64Encoded: "H4sIAAAAAAACA0tJLEnVKUvMKU3lMjIwMtA1MAQiHUMEx0jHiAsAnWCHiCUAAAAfiwgAAAAAAAIDMzIwMtA1MNQ1MNYx5gIA4wqOQQ0AAAA=")!)

    /// Compresses with zlib's gzip wrapper, for inputs too large to embed.
    static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        _ = deflateInit2_(&stream, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 64)
        var input = bytes
        let produced = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = UInt32(inputBuffer.count)
                stream.next_out = outputBuffer.baseAddress
                stream.avail_out = UInt32(outputBuffer.count)
                _ = deflate(&stream, Z_FINISH)
                return outputBuffer.count - Int(stream.avail_out)
            }
        }
        return Array(output[..<produced])
    }

    @Test("A gzip file reads like the text inside it")
    func singleMember() throws {
        let series = try Fixtures.load(bytes: Self.single)
        #expect(series.samples.map(\.value) == [1, 2, 3])
    }

    @Test("Concatenated gzip members are all read")
    func concatenatedMembers() throws {
        let series = try Fixtures.load(bytes: Self.twoMembers)
        #expect(series.samples.map(\.value) == [1, 2, 3])
    }

    @Test("A large, highly compressible file inflates completely")
    func largeFile() throws {
        var text = "date,value\n"
        for second in 0..<50_000 { text += "2020-01-01T00:00:00Z,\(second % 7)\n" }
        let compressed = Self.gzip(Array(text.utf8))
        #expect(compressed.count * 10 < text.utf8.count)
        let series = try Fixtures.load(bytes: compressed)
        #expect(series.samples.count == 50_000)
    }

    @Test("A decompression bomb is refused once it expands past the limit")
    func bombIsRefused() throws {
        let bomb = Self.gzip(Array("date,value\n".utf8) + [UInt8](repeating: 0x30, count: 4 << 20))
        #expect(bomb.count * 256 < 4 << 20)
        let limit = Gzip.ExpansionLimit(ratio: 256, floor: 1 << 20)
        #expect(throws: DataError.self) { try bomb.withUnsafeBufferPointer { try Gzip.decompress($0, limit: limit) } }
        var stream = try GzipStreamDecoder(limit: limit)
        var output: [UInt8] = []
        #expect(throws: DataError.self) {
            for start in stride(from: 0, to: bomb.count, by: 512) {
                try bomb[start..<min(start + 512, bomb.count)].withUnsafeBufferPointer { try stream.decompress($0, into: &output) }
            }
        }
        #expect(output.count < 2 << 20)
    }

    @Test("A file that expands less than the limit's ratio is read past its floor")
    func compressibleFileIsNotABomb() throws {
        var text = "date,value\n"
        for second in 0..<200_000 { text += "\(1_577_836_800 + second),\(second % 7)\n" }
        let compressed = Self.gzip(Array(text.utf8))
        let limit = Gzip.ExpansionLimit(ratio: 256, floor: 1 << 20)
        let inflated = try compressed.withUnsafeBufferPointer { try Gzip.decompress($0, limit: limit) }
        #expect(inflated.count == text.utf8.count)
    }

    @Test("A file read from disk with a .gz name is decompressed")
    func fromDisk() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dataset-test-\(UUID().uuidString).csv.gz")
        try Data(Self.single).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let series = try SeriesLoader.load(file: url.path, options: Fixtures.options())
        #expect(series.samples.count == 3)
    }

    @Test("Cut-off and corrupt gzip data are one clear error")
    func damaged() {
        for bytes in [Array(Self.single.prefix(20)), Array(Self.single.prefix(10)) + [UInt8](repeating: 0xAB, count: 40)] {
            do {
                _ = try Fixtures.load(bytes: bytes)
                Issue.record("damaged gzip loaded")
            } catch {
                #expect(error.kind == .unreadable)
                #expect(error.message.contains("gzip"))
            }
        }
    }
}
