@testable import Components
import Dataset
import Foundation
import Testing
@testable import Viewer

/// `--sort value`: a file of categories shows its bars from the highest to the lowest.
@Suite("Sort option")
struct SortOptionTests {
    @Test("--sort value orders a file of categories high to low before any piece sees it")
    func sortsCategories() throws {
        guard case .render(let options) = try CommandLineParser.parse(["render", "--sort", "value", "--state", "-"]) else {
            Issue.record("not a render command")
            return
        }
        let path = try lensDataFile("city:population\nOslo:709000\nTokyo:37400068\nLima:10719000\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let series = try DataSource.load(path, options: options.data)
        let context = try PieceContext.opening(options.appearance, series: series, assets: AssetLocator())
        #expect(context.series?.labels == ["Tokyo", "Lima", "Oslo"])
    }

    @Test("Repeated labels open as one bar each, the mean unless --aggregate names another figure")
    func aggregatesRepeatedLabels() throws {
        let path = try lensDataFile("Sepal.Length,Species\n5.1,setosa\n4.9,setosa\n7.0,versicolor\n6.4,versicolor\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let series = try DataSource.load(path, options: LoadOptions())
        let mean = try PieceContext.opening(AppearanceOptions(), series: series, assets: AssetLocator())
        #expect(mean.series?.labels == ["setosa", "versicolor"])
        #expect(mean.series?.valueName == "mean of Sepal.Length")
        guard case .render(let options) = try CommandLineParser.parse(["render", "--aggregate", "sum", "--state", "-"]) else {
            Issue.record("not a render command")
            return
        }
        let sum = try PieceContext.opening(options.appearance, series: series, assets: AssetLocator())
        #expect(sum.series?.samples.map(\.value) == [10.0, 13.4])
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["render", "--aggregate", "median", "--state", "-"]) }
    }

    @Test("Any other order is refused with one line")
    func refusesOtherOrders() {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["render", "--sort", "name", "--state", "-"]) }
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["--sort", "label"]) }
    }
}
