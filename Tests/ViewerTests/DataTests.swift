import Components
import Dataset
import Foundation
import Geometry
import Gestures
import Raster
import Testing
import Typeset
@testable import Viewer

@Suite("Data wiring")
struct DataTests {
    /// Writes `text` to a fresh temporary file and returns its path.
    func temporaryFile(_ text: String, suffix: String = ".csv") throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("vitrine-\(UUID().uuidString)\(suffix)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("render --data loads the series and the state dump counts it")
    func renderWithData() throws {
        let path = try temporaryFile("date,price\n2024-01-01,10\n2024-01-02,11\n2024-01-03,NA\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard case .render(let options) = try CommandLineParser.parse(["render", "--screen", "tiers", "--data", path, "--state", "-"]) else {
            Issue.record("not render")
            return
        }
        let series = try DataSource.load(path, options: options.data)
        let result = try HeadlessRender(options: options).render(trace: nil, series: series, text: try TextEngine())
        #expect(result.state["data"]?["count"]?.number == 2)
        #expect(result.state["data"]?["value"]?.string == "price")
    }

    @Test("A wide file offers its first few other measures, not all of them")
    func wideFileOffersAFewMeasures() throws {
        let names = (1...40).map { "m\($0)" }
        let rows = (1...4).map { row in "\(row)," + names.indices.map { String($0 * row) }.joined(separator: ",") }
        let path = try temporaryFile("x," + names.joined(separator: ",") + "\n" + rows.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let series = try DataSource.load(path, options: LoadOptions())
        #expect(series.otherMeasureNames == ["m2", "m3", "m4", "m5", "m6"])
        #expect(series.alternatives.map(\.valueName) == ["m2", "m3", "m4", "m5", "m6"])
    }

    @Test("A file with no series is one clear line, naming the file")
    func noSeries() throws {
        let path = try temporaryFile("a,b\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try DataSource.load(path, options: LoadOptions())
            Issue.record("a file with no series should be refused")
        } catch {
            #expect(error.message.contains(path))
            #expect(!error.message.contains("\n"))
        }
        #expect(throws: UsageError.self) { try DataSource.load("/nonexistent/file.csv", options: LoadOptions()) }
    }

    @Test("inspect prints the loader's JSON report")
    func inspect() throws {
        let path = try temporaryFile("date,price\n2024-01-01,10\n2024-01-02,12\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = try DataSource.inspect(path, options: LoadOptions())
        let json = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
        #expect(json?["count"] as? Int == 2)
        #expect(json?["mean"] as? Double == 11)
    }

    @Test("Streamed rows join the session's series in time order")
    func streamedRows() throws {
        var parser = IncrementalParser(options: LoadOptions(sampleLineCount: 2))
        let first = try parser.feed(Array("date,v\n2024-01-01,1\n2024-01-03,3\n2024-01-04,4\n".utf8))
        let screen = try ScreenRegistry.standard.makeScreen(named: "tiers", context: PieceContext())
        let session = ViewerSession(screen: screen, size: Size(width: 800, height: 600), theme: Theme(), text: try TextEngine())
        #expect(session.series == nil)
        session.receive(first, summary: parser.summary, at: 0.1)
        let later = try parser.feed(Array("2024-01-02,2\n".utf8)) + (try parser.finish())
        session.receive(later, summary: parser.summary, at: 0.2)
        #expect(session.series?.samples.map(\.value) == [1, 2, 3, 4])
        #expect(session.state(at: 0)["data"]?["count"]?.number == 4)
    }
}

extension ParsedRows {
    static func + (lhs: ParsedRows, rhs: ParsedRows) -> ParsedRows {
        ParsedRows(samples: lhs.samples + rhs.samples, gaps: lhs.gaps + rhs.gaps)
    }
}

/// A live stream feeds the Scrub Chart as rows arrive.
@Suite struct ScrubLiveDataTests {
    @Test("Streamed rows reach the scrub chart, and a scrub in progress stays on its point")
    func scrubFollowsTheStream() throws {
        var parser = IncrementalParser(options: LoadOptions(sampleLineCount: 2))
        // The parser holds rows back until it has seen its sample lines, so feed a few more.
        let first = try parser.feed(Array("date,v\n2024-01-01,1\n2024-01-02,5\n2024-01-03,3\n2024-01-04,4\n2024-01-05,6\n".utf8))
        let screen = try ScreenRegistry.standard.makeScreen(named: "scrub", context: PieceContext(awaitsData: true))
        let session = ViewerSession(screen: screen, size: Size(width: 800, height: 600), theme: Theme(), text: try TextEngine())
        let scrub = try #require(screen.pieces.first as? ScrubChart)
        #expect(scrub.model.isEmpty, "a chart waiting for a stream starts empty, not on the example")
        session.receive(first, summary: parser.summary, at: 0.1)
        let arrived = first.samples.count
        #expect(arrived >= 2)
        #expect(scrub.model.points.count == arrived)
        #expect(scrub.model.label == "All")

        // Scrub to the second point, then more rows arrive.
        for step in 0..<(arrived - 1) {
            session.handle(.key(KeyEvent(.left, time: .milliseconds(200 + 10 * step))))
        }
        #expect(scrub.model.activeIndex == 1)
        let later = try parser.feed(Array("2024-01-06,2\n".utf8)) + (try parser.finish())
        session.receive(later, summary: parser.summary, at: 0.3)
        #expect(scrub.model.points.count == 6)
        #expect(scrub.model.activeIndex == 1, "the scrub keeps its point through the refresh")
        #expect(scrub.model.numeral.text == "5")
    }
}
