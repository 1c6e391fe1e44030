import Components
import Dataset
import Foundation
import JSONText
import Testing
@testable import Viewer

/// The `scrub` screen answers touch, mouse and keys through the gesture core, and dumps what it
/// draws.
@Suite struct ScrubScreenTests {
    func scrubEntry(_ lines: [String] = [], time: Double? = nil) throws -> JSONValue {
        let arguments = ["--screen", "scrub"] + (time.map { ["--time", String(Int($0))] } ?? [])
        let result = try render(arguments, trace: lines.isEmpty ? nil : trace(lines))
        return try #require(result.state["pieces"]?["scrub"])
    }

    /// The dump's plot rectangle `[x, y, w, h]`.
    func plot(_ entry: JSONValue) throws -> [Double] {
        try #require(entry["plot"]?.array?.compactMap { $0.number })
    }

    /// The example as it reads with `selection`.
    func example(_ selection: ScrubChartSelection) throws -> ScrubChartModel {
        var model = try scrubExample()
        model.selection = selection
        return model
    }

    @Test("At rest the entry has every field DESIGN.md names, and the example opens on 1W")
    func restingEntry() throws {
        let entry = try scrubEntry()
        for key in ["series", "rangeIndex", "selection", "index", "from", "to", "meta", "numeral", "chip", "frame", "plot", "picker"] {
            #expect(entry[key] != nil, "\(key) missing")
        }
        #expect(entry["series"]?.string == "1W")
        #expect(entry["selection"]?.string == "idle")
        #expect(entry["index"] == .null)
        #expect(entry["meta"]?.string == "LATEST · 1W")
        #expect(entry["numeral"]?.string == "$187.00")
        let segments = try #require(entry["picker"]?.array)
        #expect(segments.count == 4, "one segment per range: 1D, 1W, 1M, 1Y")
        let widths = segments.compactMap { $0.array?[2].number }
        #expect(abs(widths[1] / widths[0] - 1.28) < 1e-9, "the picked segment swells ×1.28")
    }

    @Test("A touch-down in the plot scrubs at once to the point under it; lifting returns to rest")
    func touchScrubs() throws {
        let rect = try plot(try scrubEntry())
        // Four tenths across: the 1W example's 14 evenly spaced points put that nearest index 5.
        let x = rect[0] + rect[2] * 0.4, y = rect[1] + rect[3] / 2
        let down = #"{"t":0,"type":"down","x":\#(x),"y":\#(y),"device":"touch","id":1}"#
        let held = try scrubEntry([down], time: 100)
        #expect(held["selection"]?.string == "scrubbing")
        #expect(held["index"]?.number == 5)
        #expect(held["meta"]?.string == (try example(.scrubbing(5))).metaLine)
        #expect(held["numeral"]?.string == "$181.00")

        let up = #"{"t":150,"type":"up","x":\#(x),"y":\#(y),"device":"touch","id":1}"#
        let lifted = try scrubEntry([down, up])
        #expect(lifted["selection"]?.string == "idle")
        #expect(lifted["index"] == .null)
        #expect(lifted["meta"]?.string == "LATEST · 1W")
    }

    @Test("A mouse drag moves the scrub point with the pointer")
    func mouseDragFollows() throws {
        let rect = try plot(try scrubEntry())
        let y = rect[1] + rect[3] / 2
        let lines = [
            #"{"t":0,"type":"down","x":\#(rect[0] + 2),"y":\#(y),"device":"mouse","id":0}"#,
            #"{"t":50,"type":"move","x":\#(rect[0] + rect[2] - 2),"y":\#(y),"device":"mouse","id":0}"#,
        ]
        let entry = try scrubEntry(lines, time: 60)
        #expect(entry["selection"]?.string == "scrubbing")
        #expect(entry["index"]?.number == 13)
    }

    @Test("Holding still 0.3 s pins a range; dragging extends it; lifting ends it")
    func holdPinsARange() throws {
        let rect = try plot(try scrubEntry())
        let y = rect[1] + rect[3] / 2
        let start = rect[0] + rect[2] * 0.4, end = rect[0] + rect[2] * 0.7
        let hold = [
            #"{"t":0,"type":"down","x":\#(start),"y":\#(y),"device":"touch","id":1}"#,
            #"{"t":400,"type":"move","x":\#(start + 3),"y":\#(y),"device":"touch","id":1}"#,
            #"{"t":450,"type":"move","x":\#(end),"y":\#(y),"device":"touch","id":1}"#,
        ]
        let ranged = try scrubEntry(hold, time: 500)
        #expect(ranged["selection"]?.string == "range")
        #expect(ranged["from"]?.number == 5)
        #expect(ranged["to"]?.number == 9)
        #expect(ranged["meta"]?.string == (try example(.range(anchor: 5, end: 9))).metaLine)

        let lifted = try scrubEntry(hold + [#"{"t":600,"type":"up","x":\#(end),"y":\#(y),"device":"touch","id":1}"#])
        #expect(lifted["selection"]?.string == "idle")
        #expect(lifted["from"] == .null)
    }

    @Test("A drag that moves before 0.3 s stays a scrub")
    func movingCancelsTheHold() throws {
        let rect = try plot(try scrubEntry())
        let y = rect[1] + rect[3] / 2
        let lines = [
            #"{"t":0,"type":"down","x":\#(rect[0] + 100),"y":\#(y),"device":"touch","id":1}"#,
            #"{"t":100,"type":"move","x":\#(rect[0] + 200),"y":\#(y),"device":"touch","id":1}"#,
        ]
        #expect(try scrubEntry(lines, time: 800)["selection"]?.string == "scrubbing")
    }

    @Test("Keys: at rest the point sits one past the latest, so Left reaches the latest and Right lets go; Escape rests")
    func keysStep() throws {
        let left = #"{"t":0,"type":"key","key":"Left"}"#
        let right = #"{"t":20,"type":"key","key":"Right"}"#
        let escape = #"{"t":40,"type":"key","key":"Escape"}"#

        let fromRest = try scrubEntry([right])
        #expect(fromRest["selection"]?.string == "idle", "Right from rest stays at rest, as the seed's adjustable action")

        let once = try scrubEntry([left])
        #expect(once["selection"]?.string == "scrubbing")
        #expect(once["index"]?.number == 13)

        let twice = try scrubEntry([left, #"{"t":10,"type":"key","key":"Left"}"#])
        #expect(twice["index"]?.number == 12)

        let back = try scrubEntry([left, #"{"t":10,"type":"key","key":"Left"}"#, right])
        #expect(back["index"]?.number == 13, "Right moves the point forward")

        #expect(try scrubEntry([left, right])["selection"]?.string == "idle", "Right past the latest lets go")
        #expect(try scrubEntry([left, escape])["selection"]?.string == "idle")
    }

    @Test("A loaded file is offered in the ranges its span supports, and opens on All")
    func loadedData() throws {
        let points = (0..<5).map { Sample(time: 1_700_000_000 + Double($0) * 86_400, value: Double($0 * 2)) }
        let series = TimeSeries(samples: SampleColumn(points), axis: .time, timeName: "date", valueName: "v", dateFormat: nil,
                                format: .delimited, delimiter: ",", skipped: 0, warnings: [], omittedWarningCount: 0,
                                timeZone: TimeZone(identifier: "UTC")!)
        let model = ScrubChartModel(context: PieceContext(series: series))
        // Five days: 1D holds the last two points, 1W would be the whole file.
        #expect(model.series.map(\.label) == ["1D", "All"])
        #expect(model.label == "All")
        #expect(model.points.map(\.value) == [0, 2, 4, 6, 8])
        #expect(model.series[0].points.map(\.value) == [6, 8])
        #expect(ScrubChartModel(context: try exampleContext()) == (try scrubExample()))
    }
}
