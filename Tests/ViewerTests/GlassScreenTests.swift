import Components
import JSONText
import Testing
@testable import Viewer

/// The `glass` screen answers clicks, taps and drags through the gesture core.
@Suite struct GlassScreenTests {
    func glassEntry(_ arguments: [String], _ lines: [String] = []) throws -> JSONValue {
        let result = try render(["--screen", "glass"] + arguments, trace: lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n")
        return try #require(result.state["pieces"]?["glass"])
    }

    /// The numbers of a rectangle `[x, y, w, h]` in a dump.
    func numbers(_ json: JSONValue?) -> [Double]? {
        json?.array?.compactMap { $0.number }
    }

    @Test("Clicking a range segment picks it")
    func clickPicksASegment() throws {
        let before = try glassEntry([])
        let picker = try #require(before["picker"]?.array)
        let third = try #require(numbers(picker[2]))
        let after = try glassEntry([], click(x: third[0] + third[2] / 2, y: third[1] + third[3] / 2, at: 0))
        #expect(after["range"]?.string == "3M")
    }

    @Test("Tapping the flag buds the change bubble; tapping again melts it back")
    func flagTogglesTheBubble() throws {
        let start = try glassEntry([])
        let flag = try #require(numbers(start["flag"]))
        let x = flag[0] + flag[2] / 2, y = flag[1] + flag[3] / 2
        let once = try glassEntry([], click(x: x, y: y, at: 0))
        let twice = try glassEntry([], click(x: x, y: y, at: 0) + click(x: x, y: y, at: 1500))
        #expect(once["bubble"]?.string == "out")
        #expect(twice["bubble"]?.string == "absent")
    }

    @Test("Dragging a capsule toward the other melts them through a neck")
    func dragJoinsTheCapsules() throws {
        let entry = try glassEntry([])
        #expect(entry["necked"] == .bool(false))
        let right = try #require(numbers(entry["capsules"]?.array?[1]))
        let x = right[0] + right[2] / 2, y = right[1] + right[3] / 2
        let lines = [
            #"{"t":0,"type":"down","x":\#(x),"y":\#(y),"device":"touch","id":4}"#,
            #"{"t":50,"type":"move","x":\#(x - 10),"y":\#(y),"device":"touch","id":4}"#,
            #"{"t":100,"type":"move","x":\#(x - 20),"y":\#(y),"device":"touch","id":4}"#,
            #"{"t":150,"type":"up","x":\#(x - 20),"y":\#(y),"device":"touch","id":4}"#,
        ]
        let after = try glassEntry([], lines)
        #expect(after["necked"] == .bool(true))
        #expect((after["gap"]?.number ?? 99) < 20)
    }
}

@Suite struct GlassCapsuleLimitTests {
    @Test("A dragged capsule stops against the other instead of passing into it")
    func capsulesStopWhenTouching() throws {
        let start = try render(["--screen", "glass"])
        let right = try #require(start.state["pieces"]?["glass"]?["capsules"]?.array?[1].array?.compactMap { $0.number })
        let x = right[0] + right[2] / 2, y = right[1] + right[3] / 2
        let lines = [
            #"{"t":0,"type":"down","x":\#(x),"y":\#(y),"device":"mouse","id":0}"#,
            #"{"t":50,"type":"move","x":\#(x - 60),"y":\#(y),"device":"mouse","id":0}"#,
            #"{"t":100,"type":"move","x":\#(x - 120),"y":\#(y),"device":"mouse","id":0}"#,
            #"{"t":150,"type":"up","x":\#(x - 120),"y":\#(y),"device":"mouse","id":0}"#,
        ]
        let after = try render(["--screen", "glass"], trace: lines.joined(separator: "\n") + "\n")
        #expect(after.state["pieces"]?["glass"]?["gap"]?.number == 0)
    }
}
