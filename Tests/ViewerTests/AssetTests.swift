import Components
import Dataset
import Foundation
import Testing
import Typeset
@testable import Viewer

/// `Assets/`: the data the app ships, found at run time and read like any file.
@Suite("Assets")
struct AssetTests {
    /// The package's Assets/ folder, found from this file (Tests/ViewerTests/…).
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets").standardized.path

    static func path(_ file: String) -> String { folder + "/" + file }

    /// The `vitrine inspect` report of an asset, parsed.
    static func inspect(_ file: String, _ arguments: [String] = []) throws -> [String: Any] {
        guard case .inspect(let path, let options) = try CommandLineParser.parse(["inspect", path(file)] + arguments) else {
            throw UsageError("not an inspect command")
        }
        let report = try DataSource.inspect(path, options: options)
        return try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
    }

    @Test("The package's Assets folder is found with no setting and no executable")
    func foundFromTheSources() throws {
        #expect(try AssetLocator(environment: [:], executablePath: nil).assetsFolder() == Self.folder)
    }

    @Test("Assets beside the executable come before the package root")
    func besideTheExecutable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-assets-\(UUID().uuidString)")
        let assets = root.appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for file in PieceExamples.fileNames {
            try FileManager.default.copyItem(atPath: Self.path(file), toPath: assets.appendingPathComponent(file).path)
        }
        let locator = AssetLocator(environment: [:], executablePath: root.appendingPathComponent("vitrine").path)
        #expect(try locator.assetsFolder() == assets.standardized.path)
    }

    @Test("VITRINE_ASSETS overrides the search, and only it is tried")
    func environmentOverride() throws {
        let locator = AssetLocator(environment: ["VITRINE_ASSETS": Self.folder], executablePath: "/nowhere/vitrine")
        #expect(locator.candidates == [Self.folder])
        #expect(try locator.assetsFolder() == Self.folder)
    }

    @Test("A missing assets folder is one line naming the file, every folder tried and VITRINE_ASSETS")
    func missingFolder() {
        let locator = AssetLocator(environment: ["VITRINE_ASSETS": "/nonexistent/assets"], executablePath: nil)
        do {
            _ = try locator.loadExamples()
            Issue.record("a missing folder should be refused")
        } catch {
            #expect(error.message.contains("/nonexistent/assets"))
            #expect(error.message.contains("VITRINE_ASSETS") && error.message.contains(PieceExamples.scrubFileName))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("Without assets a render with no data is refused, and one with data still draws")
    func renderWithoutAssets() throws {
        let missing = AssetLocator(environment: ["VITRINE_ASSETS": "/nonexistent/assets"], executablePath: nil)
        var options = RenderOptions()
        options.appearance.screen = "scrub"
        let text = try TextEngine()
        #expect(throws: UsageError.self) { try HeadlessRender(options: options, assets: missing).render(trace: nil, text: text) }
        let steps = try DataSource.load(Self.path("steps.csv"), options: LoadOptions())
        let result = try HeadlessRender(options: options, assets: missing).render(trace: nil, series: steps, text: text)
        #expect(result.state["data"]?["count"]?.number == 365)
    }

    @Test("prices.csv passes inspect: the four ranges stacked, each picked with --where")
    func pricesInspect() throws {
        let all = try Self.inspect("prices.csv")
        #expect(all["kind"] as? String == "series")
        #expect(all["count"] as? Int == 55)
        #expect(all["first"] as? String == "2025-12-26T12:00:00+00:00")
        #expect(all["last"] as? String == "2026-09-16T12:00:00+00:00")
        #expect(all["min"] as? Double == 142 && all["max"] as? Double == 191.2)
        let week = try Self.inspect("prices.csv", ["--where", "range=1W"])
        #expect(week["count"] as? Int == 14)
        #expect(week["first"] as? String == "2026-09-13T06:00:00+00:00")
        #expect(week["min"] as? Double == 176.3 && week["max"] as? Double == 187)
    }

    @Test("steps.csv passes inspect: a year of daily steps ending on the example's last day")
    func stepsInspect() throws {
        let steps = try Self.inspect("steps.csv")
        #expect(steps["kind"] as? String == "series")
        #expect(steps["count"] as? Int == 365)
        #expect(steps["first"] as? String == "2025-09-17T00:00:00+00:00")
        #expect(steps["last"] as? String == "2026-09-16T00:00:00+00:00")
        #expect(steps["min"] as? Double == 2445 && steps["max"] as? Double == 13294)
        #expect(steps["skipped"] as? Int == 0)
        #expect(steps["dateFormat"] as? String == "YYYY-MM-DD")
    }

    @Test("workouts.csv passes inspect as a file of categories, a week at a time with --where")
    func workoutsInspect() throws {
        let both = try Self.inspect("workouts.csv")
        #expect(both["kind"] as? String == "categories")
        #expect(both["count"] as? Int == 14)
        #expect(both["first"] as? String == "M" && both["last"] as? String == "S")
        #expect(both["min"] as? Double == 8 && both["max"] as? Double == 30)
        let thisWeek = try DataSource.load(Self.path("workouts.csv"), options: LoadOptions(filter: RowFilter(parsing: "week=This week")))
        #expect(thisWeek.labels == ["M", "T", "W", "T", "F", "S", "S"])
        #expect(thisWeek.samples.map(\.value) == [12, 19, 8, 24, 16, 30, 22])
    }

    @Test("Assets/steps.csv opens on the scrub screen like any file: the whole year, on All")
    func stepsOnTheScrubScreen() throws {
        var options = RenderOptions()
        options.appearance.screen = "scrub"
        let steps = try DataSource.load(Self.path("steps.csv"), options: LoadOptions())
        let result = try HeadlessRender(options: options).render(trace: nil, series: steps, text: try TextEngine())
        let scrub = try #require(result.state["pieces"]?["scrub"])
        #expect(scrub["series"]?.string == "All")
        #expect(scrub["numeral"]?.string == "9,028")
    }
}
