import Foundation
import Testing
@testable import Dataset

/// Seeded random inputs through every entry point: whatever the bytes, the loader returns a
/// series or a one-line error; it never crashes or hangs. (A libFuzzer target would search
/// harder; these fixed seeds run in every `swift test` and print the seed on failure.)
@Suite("Robustness")
struct RobustnessTests {
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 17
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// Seeds made of pieces that real files have, so the random text reaches deep paths.
    static let pieces: [String] = [
        ",", ";", "\t", "|", "\"", "\"\"", "\n", "\r\n", "\r", "#", " ", ".", "-", "NA", "nan", "inf",
        "2020-01-01", "2020-01-01T12:30:00Z", "+05:30", "12/31/1999", "Jan", "19-Sep-03", "1970 Q1",
        "19580329", "1577836800000", "1.5e3", "-0.25", "date", "value", "{", "}", "[", "]", ":", "null",
        "\u{0}", "\u{FEFF}", "é", "\\u12", "PM", "%", "99999999999999999999",
    ]

    static let corpus: [[UInt8]] = {
        var files: [[UInt8]] = []
        let directory = Fixtures.sharedData.appendingPathComponent("csv-spectrum")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where name.hasSuffix(".csv") {
            if let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) { files.append(Array(data)) }
        }
        files.append(Array("date,value\n2020-01-01,1\n2020-01-02,2\n".utf8))
        files.append(Array("[{\"t\": \"2020-01-01\", \"v\": 1}, {\"t\": \"2020-01-02\", \"v\": 2}]".utf8))
        files.append(Array("{\"t\": 1577836800, \"v\": 1}\n{\"t\": 1577836860, \"v\": 2}\n".utf8))
        return files
    }()

    static func input(seed: UInt64) -> [UInt8] {
        var generator = Generator(state: seed)
        switch generator.below(3) {
        case 0:
            var bytes: [UInt8] = []
            for _ in 0..<generator.below(80) { bytes += Array(pieces[generator.below(pieces.count)].utf8) }
            return bytes
        case 1:
            var bytes = corpus[generator.below(corpus.count)]
            for _ in 0..<(1 + generator.below(6)) where !bytes.isEmpty {
                let position = generator.below(bytes.count)
                switch generator.below(4) {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: generator.next())
                case 1: bytes.remove(at: position)
                case 2: bytes.insert(contentsOf: Array(pieces[generator.below(pieces.count)].utf8), at: position)
                default: bytes.removeSubrange(position...)
                }
            }
            return bytes
        default:
            return (0..<generator.below(300)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        }
    }

    @Test("Random and mutated inputs never crash the loader or the stream", arguments: 0..<8)
    func randomInputs(batch: Int) {
        for offset in 0..<250 {
            let seed = UInt64(batch * 1000 + offset)
            let bytes = Self.input(seed: seed)
            var options = Fixtures.options()
            options.sampleLineCount = 1 + Int(seed % 5)
            do {
                let series = try SeriesLoader.load(bytes: bytes, options: options)
                _ = InspectReport(series).json
                #expect(!series.samples.isEmpty, "seed \(seed)")
            } catch {
                #expect(!error.message.isEmpty && !error.message.contains("\n"), "seed \(seed)")
            }
            var parser = IncrementalParser(options: options)
            var generator = Generator(state: seed)
            var start = 0
            do {
                while start < bytes.count {
                    let end = min(bytes.count, start + 1 + generator.below(16))
                    _ = try parser.feed(Array(bytes[start..<end]))
                    start = end
                }
                _ = try parser.finish()
            } catch {
                #expect(!error.message.contains("\n"), "seed \(seed)")
            }
        }
    }

    @Test("Random date strings never crash any layout")
    func randomDates() {
        var generator = Generator(state: 7)
        let layouts: [DateLayout] = [
            .yearMonthDay(separator: ASCII.minus), .yearMonth(separator: ASCII.slash), .compactDate,
            .monthDayYear(separator: ASCII.slash), .dayMonthYear(separator: ASCII.period), .quarter, .year,
            .epochSeconds, .epochMilliseconds, try! .pattern(DatePattern("%Y-%m-%d %I:%M:%S.%f %p %z %j %s")),
        ] + MonthNameOrder.allCases.map { .monthName($0) }
        for _ in 0..<5000 {
            var text: [UInt8] = []
            for _ in 0..<generator.below(6) { text += Array(Self.pieces[generator.below(Self.pieces.count)].utf8) }
            for _ in 0..<generator.below(4) { text.append(UInt8(48 + generator.below(10))) }
            for layout in layouts {
                _ = text.withUnsafeBufferPointer { layout.parse($0) }
            }
        }
    }

    @Test("Huge epoch values and numeric x values do not overflow the report")
    func hugeTimes() throws {
        let series = try Fixtures.load("x,y\n1e300,1\n-1e300,2\n") { $0.x = "x" }
        #expect(series.axis == .number)
        #expect(InspectReport(series).json.contains("\"first\": "))
        let epoch = try Fixtures.load("timestamp,value\n1577836800,1\n1577836801,1\n1577836802,1\n1577836803,1\n1577836804,1\n99999999999999999,2\n")
        #expect(epoch.samples.count == 5)
        #expect(epoch.warnings.count == 1)
    }
}
