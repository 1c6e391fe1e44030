import Foundation
import JSONText
import Testing
import Typeset
@testable import Viewer

/// Renders the `bars` screen like `vitrine render --screen bars` with `arguments`, replaying
/// `lines` (JSON Lines) if any, at `time` ms when given; `--data` is loaded as the command loads it.
func renderBars(_ arguments: [String] = [], lines: [String] = [], time: Double? = nil) throws -> HeadlessRender.Result {
    let at = time.map { ["--time", String($0)] } ?? []
    guard case .render(let options) = try CommandLineParser.parse(["render", "--screen", "bars"] + arguments + at + ["--state", "-"]) else {
        throw UsageError("not a render command")
    }
    let series = try options.dataPath.map { path throws(UsageError) in try DataSource.load(path, options: options.data) }
    let trace = lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n"
    return try HeadlessRender(options: options).render(trace: trace, series: series, text: try TextEngine())
}

/// The `bars` entry of a state dump.
struct BarsState {
    var json: JSONValue

    init(_ result: HeadlessRender.Result, sourceLocation: SourceLocation = #_sourceLocation) throws {
        json = try #require(result.state["pieces"]?["bars"], "no bars entry", sourceLocation: sourceLocation)
    }

    var title: String? { json["title"]?.string }
    var labels: [String] { json["labels"]?.array?.compactMap(\.string) ?? [] }
    var values: [Double] { json["values"]?.array?.compactMap(\.number) ?? [] }
    var ratios: [Double] { json["ratios"]?.array?.compactMap(\.number) ?? [] }
    var heights: [Double] { json["heights"]?.array?.compactMap(\.number) ?? [] }
    var revealed: Bool? { json["revealed"]?.bool }
    var selected: Int? { json["selected"]?.number.map { Int($0) } }
    var readout: String? { json["readout"]?.string }
    var spoken: String? { json["spoken"]?.string }
    var columns: [LensRect] { get throws { try (json["columns"]?.array ?? []).map { try LensState.rect($0) } } }
    var ticks: [Double] { (json["ticks"]?.array ?? []).compactMap { $0["t"]?.number } }
}

/// A CSV of `count` categories, `City 1` to `City N`, with values that rise and fall, written to
/// a temporary file whose path is returned.
func barsCSV(count: Int) throws -> String {
    var rows = "city,visits\n"
    for index in 0..<count { rows += "City \(index + 1),\(10 + (index * 37) % 90)\n" }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-bars-\(count)-\(ProcessInfo.processInfo.processIdentifier).csv")
    try rows.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}
