import Foundation
import JSONText
import Testing
@testable import Viewer

/// Renders the `trail` screen like `vitrine render --screen trail` with `arguments`, replaying
/// `lines` (JSON Lines) if any.
func renderTrail(_ arguments: [String] = [], lines: [String] = [], time: Double? = nil) throws -> HeadlessRender.Result {
    let at = time.map { ["--time", String($0)] } ?? []
    return try render(["--screen", "trail"] + arguments + at, trace: lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n")
}

/// One trail's entry of a state dump: the screen's trails are a list, the checkout first, the
/// verification second and the finished, disabled flow third.
struct TrailState {
    var json: JSONValue

    init(_ result: HeadlessRender.Result, trail index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let list = try #require(result.state["pieces"]?["trail"]?.array, "no trail list", sourceLocation: sourceLocation)
        json = try #require(list.indices.contains(index) ? list[index] : nil, "no trail \(index)", sourceLocation: sourceLocation)
    }

    var selection: Int { Int(json["selection"]?.number ?? -99) }
    var shown: Int { Int(json["shown"]?.number ?? -99) }
    var reached: Int? { json["reached"]?.number.map { Int($0) } }
    var caption: String? { json["caption"]?.string }
    var titled: Bool? { json["titled"]?.bool }
    var dragging: Bool? { json["dragging"]?.bool }
    var shaking: Int? { json["shaking"]?.number.map { Int($0) } }
    var pressed: Int? { json["pressed"]?.number.map { Int($0) } }
    var puck: [Double] { json["puck"]?.array?.compactMap(\.number) ?? [] }
    var stops: [LensRect] { get throws { try (json["stops"]?.array ?? []).map { try LensState.rect($0) } } }
    func control(_ name: String) throws -> LensRect { try LensState.rect(json["controls"]?[name]) }

    /// The ticks as (ms, kind).
    var ticks: [(t: Double, kind: String)] {
        (json["ticks"]?.array ?? []).compactMap { tick in
            guard let t = tick["t"]?.number, let kind = tick["kind"]?.string else { return nil }
            return (t, kind)
        }
    }

    func ticks(_ kind: String) -> [Double] { ticks.filter { $0.kind == kind }.map(\.t) }
}

/// A drag along a trail's row at `y`, from `from` to `to` (x, in points) in even moves over
/// `duration` ms, lifted `rest` ms later. `lift: false` leaves the finger down.
func trailDrag(_ from: Double, _ to: Double, y: Double, at start: Double = 0, duration: Double = 400, steps: Int = 20,
               rest: Double = 100, lift: Bool = true) -> [String] {
    let lines = lensDrag(from: (from, y), to: (to, y), at: start, duration: duration, steps: steps, rest: rest)
    return lift ? lines : Array(lines.dropLast())
}
