import Components
import Foundation
import JSONText
import Raster
import Typeset
@testable import Viewer

/// Renders like `vitrine render` with `arguments`, replaying `trace` (JSON Lines) if given.
func render(_ arguments: [String], trace: String? = nil) throws -> HeadlessRender.Result {
    guard case .render(let options) = try CommandLineParser.parse(["render"] + arguments + ["--state", "-"]) else {
        throw UsageError("not a render command")
    }
    return try HeadlessRender(options: options).render(trace: trace, text: try TextEngine())
}

/// The context a screen opens with when no file is given: the examples read from the package's
/// `Assets/`, as `vitrine` and `vitrine render` read them.
func exampleContext() throws -> PieceContext {
    try PieceContext.opening(AppearanceOptions(), series: nil, assets: AssetLocator())
}

/// The Scrub Chart's example as the `scrub` screen opens on it.
func scrubExample() throws -> ScrubChartModel {
    ScrubChartModel(example: try exampleContext().examples.scrubRanges)
}

/// A trace from lines of JSON.
func trace(_ lines: String...) -> String {
    lines.joined(separator: "\n") + "\n"
}

/// A mouse click (down, then up 80 ms later) at a point, starting at `time` ms.
func click(x: Double, y: Double, at time: Double) -> [String] {
    [
        #"{"t":\#(time),"type":"down","x":\#(x),"y":\#(y),"device":"mouse","id":0}"#,
        #"{"t":\#(time + 80),"type":"up","x":\#(x),"y":\#(y),"device":"mouse","id":0}"#,
    ]
}

extension JSONValue {
    /// The tiers entry of a state dump.
    var tiersEntry: JSONValue? { self["pieces"]?["tiers"] }

    /// Each tier's field `key`, in lane order.
    func tierValues(_ key: String) -> [Double] {
        tiersEntry?["tiers"]?.array?.compactMap { $0[key]?.number } ?? []
    }
}
