import Components
import Dataset
import Foundation
import JSONText
import Testing
import Typeset
@testable import Viewer

/// Renders the `lens` screen like `vitrine render --screen lens` with `arguments`, loading
/// `--data` as the command does and replaying `lines` (JSON Lines) if any. `series` replaces the
/// loaded data, for series no file can hold (an empty one).
func renderLens(_ arguments: [String] = [], lines: [String] = [], series: TimeSeries? = nil) throws -> HeadlessRender.Result {
    guard case .render(let options) = try CommandLineParser.parse(["render", "--screen", "lens"] + arguments + ["--state", "-"]) else {
        throw UsageError("not a render command")
    }
    let loaded = try series ?? options.dataPath.map { path throws(UsageError) in try DataSource.load(path, options: options.data) }
    let text = lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n"
    return try HeadlessRender(options: options).render(trace: text, series: loaded, text: try TextEngine())
}

/// The `lens` entry of a state dump, read into the fields the tests aim with and check.
struct LensState {
    var json: JSONValue

    init(_ result: HeadlessRender.Result, sourceLocation: SourceLocation = #_sourceLocation) throws {
        json = try #require(result.state["pieces"]?["lens"], "no lens entry", sourceLocation: sourceLocation)
    }

    static func rect(_ value: JSONValue?) throws -> LensRect {
        let numbers = try #require(value?.array?.compactMap { $0.number })
        try #require(numbers.count == 4, "a rectangle is [x, y, w, h]")
        return LensRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    var count: Int { Int(json["count"]?.number ?? -1) }
    var first: Int? { json["first"]?.number.map { Int($0) } }
    var last: Int? { json["last"]?.number.map { Int($0) } }
    /// How many samples the selection holds.
    var width: Int? { first.flatMap { first in last.map { $0 - first + 1 } } }
    var held: String? { json["held"]?.string }
    var showingAll: Bool? { json["showingAll"]?.bool }
    var span: [Double] { json["span"]?.array?.compactMap(\.number) ?? [] }
    var spanStart: Double { span.first ?? .nan }
    var spanEnd: Double { span.count > 1 ? span[1] : .nan }
    /// The ticks as (ms, kind).
    var ticks: [(t: Double, kind: String)] {
        (json["ticks"]?.array ?? []).compactMap { tick in
            guard let t = tick["t"]?.number, let kind = tick["kind"]?.string else { return nil }
            return (t, kind)
        }
    }

    func ticks(_ kind: String) -> [Double] { ticks.filter { $0.kind == kind }.map(\.t) }

    var strip: LensRect { get throws { try Self.rect(json["strip"]) } }
    var lens: LensRect { get throws { try Self.rect(json["lens"]) } }
    var plot: LensRect { get throws { try Self.rect(json["plot"]) } }
    var handles: [LensRect] { get throws { try (json["handles"]?.array ?? []).map { try Self.rect($0) } } }

    /// Points per sample along the strip: the track less the 18 points kept at either end for the handles.
    var slot: Double { get throws { (try strip.width - 36) / Double(count) } }
}

struct LensRect {
    var x, y, width, height: Double
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
    var maxX: Double { x + width }
}

/// One pointer event of a trace.
func lensPointer(_ type: String, _ x: Double, _ y: Double, at time: Double, device: String = "touch") -> String {
    let id = device == "mouse" ? 0 : 1
    return #"{"t":\#(time),"type":"\#(type)","x":\#(x),"y":\#(y),"device":"\#(device)","id":\#(id)}"#
}

/// A press at `from`, moved in `steps` even moves to `to` over `duration` ms, then (after
/// `rest` ms still there) lifted.
func lensDrag(from: (Double, Double), to: (Double, Double), at start: Double = 0, duration: Double = 400, steps: Int = 8,
              rest: Double = 150, device: String = "touch") -> [String] {
    var lines = [lensPointer("down", from.0, from.1, at: start, device: device)]
    for step in 1...steps {
        let f = Double(step) / Double(steps)
        lines.append(lensPointer("move", from.0 + (to.0 - from.0) * f, from.1 + (to.1 - from.1) * f,
                                 at: start + duration * f, device: device))
    }
    lines.append(lensPointer("up", to.0, to.1, at: start + duration + rest, device: device))
    return lines
}

/// A quick tap (down, up 80 ms later).
func lensTap(_ x: Double, _ y: Double, at time: Double) -> [String] {
    [lensPointer("down", x, y, at: time), lensPointer("up", x, y, at: time + 80)]
}

func lensKey(_ name: String, at time: Double) -> String {
    #"{"t":\#(time),"type":"key","key":"\#(name)"}"#
}

func lensWheel(_ x: Double, _ y: Double, dx: Double = 0, dy: Double, mods: [String] = [], at time: Double) -> String {
    let modifiers = mods.isEmpty ? "" : #","mods":[\#(mods.map { "\"\($0)\"" }.joined(separator: ","))]"#
    return #"{"t":\#(time),"type":"wheel","x":\#(x),"y":\#(y),"dx":\#(dx),"dy":\#(dy)\#(modifiers)}"#
}

/// Writes `text` to a fresh temporary file, for `--data`.
func lensDataFile(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-lens-\(UUID().uuidString).csv").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}
