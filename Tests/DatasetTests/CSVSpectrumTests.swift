import Foundation
import Testing
@testable import Dataset

/// The RFC 4180 edge cases of csv-spectrum: each CSV must read as its JSON twin.
@Suite("csv-spectrum")
struct CSVSpectrumTests {
    static let directory = Fixtures.sharedData.appendingPathComponent("csv-spectrum")

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".csv") }.map { String($0.dropLast(4)) }.sorted()
    }()

    /// Rows as dictionaries keyed by the header, as the csv-spectrum JSON files write them.
    static func readAsObjects(_ bytes: [UInt8]) -> [[String: String]] {
        var rows: [[String]] = []
        bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = CSVTokenizer(delimiter: DelimiterSniffer.sniff(buffer))
            tokenizer.tokenize(buffer, isFinal: true) { record in
                if !(record.fieldCount == 1 && record.withField(0, { $0.isEmpty })) {
                    rows.append((0..<record.fieldCount).map { record.string(at: $0) })
                }
            }
        }
        guard let header = rows.first else { return [] }
        return rows.dropFirst().map { row in
            Dictionary(uniqueKeysWithValues: zip(header, row))
        }
    }

    @Test("The spectrum directory holds the expected cases")
    func spectrumIsPresent() {
        #expect(Self.names.count >= 11, "found \(Self.names) in \(Self.directory.path)")
    }

    @Test("Every csv-spectrum file parses to its expected JSON", arguments: CSVSpectrumTests.names)
    func parsesToExpectedJSON(name: String) throws {
        let csv = try Data(contentsOf: Self.directory.appendingPathComponent("\(name).csv"))
        let json = try Data(contentsOf: Self.directory.appendingPathComponent("json/\(name).json"))
        let expected = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: String]])
        #expect(Self.readAsObjects(Array(csv)) == expected)
    }

    @Test("Tokenizing in one-byte chunks gives the same records as all at once", arguments: CSVSpectrumTests.names)
    func chunkedTokenizingMatches(name: String) throws {
        let csv = Array(try Data(contentsOf: Self.directory.appendingPathComponent("\(name).csv")))
        var whole: [[String]] = []
        var tokenizer = CSVTokenizer(delimiter: ASCII.comma)
        _ = csv.withUnsafeBufferPointer { buffer in
            tokenizer.tokenize(buffer, isFinal: true) { record in whole.append((0..<record.fieldCount).map { record.string(at: $0) }) }
        }
        var pieces: [[String]] = []
        var lines: [Int] = []
        var streaming = CSVTokenizer(delimiter: ASCII.comma)
        var pending: [UInt8] = []
        for (index, byte) in csv.enumerated() {
            pending.append(byte)
            let isFinal = index == csv.count - 1
            let consumed = pending.withUnsafeBufferPointer { buffer in
                streaming.tokenize(buffer, isFinal: isFinal) { record in
                    pieces.append((0..<record.fieldCount).map { record.string(at: $0) })
                    lines.append(record.line)
                }
            }
            pending.removeFirst(consumed)
        }
        #expect(pieces == whole)
        #expect(lines.first == 1)
    }
}

@Suite("CSV tokenizer")
struct CSVTokenizerTests {
    static func records(_ text: String, delimiter: UInt8 = ASCII.comma) -> [(line: Int, fields: [String])] {
        var result: [(Int, [String])] = []
        var tokenizer = CSVTokenizer(delimiter: delimiter)
        _ = Array(text.utf8).withUnsafeBufferPointer { buffer in
            tokenizer.tokenize(buffer, isFinal: true) { record in
                result.append((record.line, (0..<record.fieldCount).map { record.string(at: $0) }))
            }
        }
        return result
    }

    @Test("Line numbers count every physical line, including those inside quotes and comments")
    func lineNumbersArePhysical() {
        let result = Self.records("# note\na,b\n\"x\ny\",2\r\n3,4\r5,6")
        #expect(result.map(\.line) == [2, 3, 5, 6])
        #expect(result.map(\.fields) == [["a", "b"], ["x\ny", "2"], ["3", "4"], ["5", "6"]])
    }

    @Test("An unterminated quote at the end keeps the rest of the file as one field")
    func unterminatedQuote() {
        #expect(Self.records("a,\"bc\nd").map(\.fields) == [["a", "bc\nd"]])
    }

    @Test("Text after a closing quote is dropped and a quote inside a bare field is kept")
    func strayQuotes() {
        #expect(Self.records("\"a\"b,c\"d\n").map(\.fields) == [["a", "c\"d"]])
    }

    @Test("A trailing delimiter gives an empty last field")
    func trailingDelimiter() {
        #expect(Self.records("1,2,\n").map(\.fields) == [["1", "2", ""]])
    }
}
