import Components
import Foundation
import Geometry
import Gestures
import JSONText
import Raster
import Testing
import Typeset
@testable import Viewer

/// The `scrub` screen's answers to a hovering mouse, a pressed mouse, the range picker and the
/// keyboard, read from the state dump after replaying a trace.
@Suite struct ScrubInputTests {
    func scrubEntry(_ lines: [String] = [], time: Double? = nil) throws -> JSONValue {
        let arguments = ["--screen", "scrub"] + (time.map { ["--time", String(Int($0))] } ?? [])
        let result = try render(arguments, trace: lines.isEmpty ? nil : trace(lines))
        return try #require(result.state["pieces"]?["scrub"])
    }

    /// A rectangle `[x, y, w, h]` from the dump.
    func rect(_ json: JSONValue?) throws -> [Double] {
        let values = try #require(json?.array?.compactMap { $0.number })
        try #require(values.count == 4)
        return values
    }

    /// The resting plot rectangle.
    func plot() throws -> [Double] { try rect(try scrubEntry()["plot"]) }

    /// A point `fraction` of the way across the plot, halfway down it. On the 1W example's 14
    /// evenly spaced points, 0.4 across is index 5 and 0.7 across is index 9.
    func plotPoint(_ fraction: Double) throws -> (x: Double, y: Double) {
        let plot = try plot()
        return (plot[0] + plot[2] * fraction, plot[1] + plot[3] / 2)
    }

    func hover(_ x: Double, _ y: Double, at time: Double) -> String {
        #"{"t":\#(time),"type":"hover","x":\#(x),"y":\#(y)}"#
    }

    func pointer(_ type: String, _ x: Double, _ y: Double, at time: Double, device: String = "mouse") -> String {
        let id = device == "mouse" ? 0 : 1
        return #"{"t":\#(time),"type":"\#(type)","x":\#(x),"y":\#(y),"device":"\#(device)","id":\#(id)}"#
    }

    func key(_ name: String, at time: Double, shift: Bool = false) -> String {
        shift ? #"{"t":\#(time),"type":"key","key":"\#(name)","modifiers":["shift"]}"#
            : #"{"t":\#(time),"type":"key","key":"\#(name)"}"#
    }

    // MARK: Hover

    @Test("A mouse hovering over the plot scrubs to the point under it")
    func hoverScrubs() throws {
        let point = try plotPoint(0.4)
        let entry = try scrubEntry([hover(point.x, point.y, at: 0)])
        #expect(entry["selection"]?.string == "scrubbing")
        #expect(entry["index"]?.number == 5)
    }

    @Test("A hover that moves above the plot returns to rest")
    func hoverAboveThePlotRests() throws {
        let plot = try plot()
        let point = try plotPoint(0.4)
        let entry = try scrubEntry([hover(point.x, point.y, at: 0), hover(point.x, plot[1] - 10, at: 50)])
        #expect(entry["selection"]?.string == "idle")
        #expect(entry["index"] == .null)
    }

    @Test("A pointer leaving the window returns a hover scrub to rest")
    func leavingTheWindowRests() throws {
        let point = try plotPoint(0.4)
        let entry = try scrubEntry([hover(point.x, point.y, at: 0), hover(-1, -1, at: 50)])
        #expect(entry["selection"]?.string == "idle")
    }

    // MARK: Pressed mouse

    @Test("A mouse pressed and held still 0.3 s pins a range at the pressed point")
    func mouseHoldPins() throws {
        let point = try plotPoint(0.4)
        let lines = [hover(point.x, point.y, at: 0), pointer("down", point.x, point.y, at: 10)]
        let entry = try scrubEntry(lines, time: 330)
        #expect(entry["selection"]?.string == "range")
        #expect(entry["from"]?.number == 5)
        #expect(entry["to"]?.number == 5)
    }

    @Test("Dragging a held mouse moves the range's far end while the anchor stays")
    func mouseDragExtendsTheRange() throws {
        let start = try plotPoint(0.4), end = try plotPoint(0.7)
        let lines = [
            hover(start.x, start.y, at: 0), pointer("down", start.x, start.y, at: 10),
            pointer("move", end.x, end.y, at: 400),
        ]
        let entry = try scrubEntry(lines, time: 450)
        #expect(entry["selection"]?.string == "range")
        #expect(entry["from"]?.number == 5)
        #expect(entry["to"]?.number == 9)
        #expect(entry["index"]?.number == 9)
    }

    @Test("Releasing a range: the mouse keeps scrubbing where it rests, a finger lets go")
    func releaseByDevice() throws {
        let start = try plotPoint(0.4), end = try plotPoint(0.7)
        func released(_ device: String) throws -> JSONValue {
            try scrubEntry([
                pointer("down", start.x, start.y, at: 0, device: device),
                pointer("move", end.x, end.y, at: 400, device: device),
                pointer("up", end.x, end.y, at: 500, device: device),
            ])
        }
        let mouse = try released("mouse")
        #expect(mouse["selection"]?.string == "scrubbing")
        #expect(mouse["index"]?.number == 9)
        #expect(mouse["from"] == .null)
        let touch = try released("touch")
        #expect(touch["selection"]?.string == "idle")
        #expect(touch["index"] == .null)
    }

    @Test("Drifting 9 pt, past the 8 pt tolerance, before the hold fires never pins a range")
    func driftPastToleranceCancelsTheHold() throws {
        let point = try plotPoint(0.4)
        let lines = [
            pointer("down", point.x, point.y, at: 0, device: "touch"),
            pointer("move", point.x + 9, point.y, at: 100, device: "touch"),
        ]
        #expect(try scrubEntry(lines, time: 1_000)["selection"]?.string == "scrubbing")
    }

    @Test("Drifting 7 pt, within the 8 pt tolerance, still pins a range")
    func driftWithinToleranceStillPins() throws {
        let point = try plotPoint(0.4)
        let lines = [
            pointer("down", point.x, point.y, at: 0, device: "touch"),
            pointer("move", point.x + 7, point.y, at: 100, device: "touch"),
        ]
        #expect(try scrubEntry(lines, time: 1_000)["selection"]?.string == "range")
    }

    // MARK: Range picker

    /// The centre of picker segment `index` at rest.
    func segmentCentre(_ index: Int, in entry: JSONValue) throws -> (x: Double, y: Double) {
        let segments = try #require(entry["picker"]?.array)
        let segment = try rect(segments[index])
        return (segment[0] + segment[2] / 2, segment[1] + segment[3] / 2)
    }

    @Test("Clicking a picker segment picks its range", arguments: [(0, "1D"), (2, "1M"), (3, "1Y")])
    func clickPicksARange(index: Int, label: String) throws {
        let centre = try segmentCentre(index, in: try scrubEntry())
        let entry = try scrubEntry(click(x: centre.x, y: centre.y, at: 0))
        #expect(entry["rangeIndex"]?.number == Double(index))
        #expect(entry["series"]?.string == label)
    }

    @Test("The picked segment rests 1.28 times as wide as each of the others")
    func pickedSegmentSwells() throws {
        let centre = try segmentCentre(3, in: try scrubEntry())
        let entry = try scrubEntry(click(x: centre.x, y: centre.y, at: 0))
        let segments = try #require(entry["picker"]?.array)
        let widths = try segments.map { try rect($0)[2] }
        try #require(widths.count == 4)
        for other in 0..<3 {
            #expect(abs(widths[3] / widths[other] - 1.28) < 1e-9, "segment \(other)")
        }
    }

    @Test("A press on one segment released over another picks nothing")
    func releaseElsewherePicksNothing() throws {
        let resting = try scrubEntry()
        let first = try segmentCentre(0, in: resting), third = try segmentCentre(2, in: resting)
        let entry = try scrubEntry([
            pointer("down", first.x, first.y, at: 0),
            pointer("move", third.x, third.y, at: 50),
            pointer("up", third.x, third.y, at: 100),
        ])
        #expect(entry["rangeIndex"]?.number == 1)
        #expect(entry["series"]?.string == "1W")
    }

    // MARK: Keys

    @Test("Digit keys pick the range in that place", arguments: [("1", "1D"), ("2", "1W"), ("3", "1M"), ("4", "1Y")])
    func digitPicksARange(digit: String, label: String) throws {
        let entry = try scrubEntry([key(digit, at: 0)])
        #expect(entry["series"]?.string == label)
        #expect(entry["rangeIndex"]?.number == Double(Int(digit)! - 1))
    }

    @Test("A digit with no range in its place changes nothing")
    func digitWithoutARange() throws {
        let entry = try scrubEntry([key("Left", at: 0), key("9", at: 20)])
        #expect(entry["series"]?.string == "1W")
        #expect(entry["selection"]?.string == "scrubbing")
        #expect(entry["index"]?.number == 13)
    }

    @Test("Picking a new range ends a scrub")
    func newRangeEndsAScrub() throws {
        let entry = try scrubEntry([key("Left", at: 0), key("3", at: 20)])
        #expect(entry["series"]?.string == "1M")
        #expect(entry["selection"]?.string == "idle")
        #expect(entry["index"] == .null)
    }

    /// Three Lefts from rest: a scrub at index 11.
    var scrubAt11: [String] { [key("Left", at: 0), key("Left", at: 10), key("Left", at: 20)] }

    @Test("Shift+Right from a scrub pins a range from the point to the next")
    func shiftRightStartsARange() throws {
        let entry = try scrubEntry(scrubAt11 + [key("Right", at: 30, shift: true)])
        #expect(entry["selection"]?.string == "range")
        #expect(entry["from"]?.number == 11)
        #expect(entry["to"]?.number == 12)
    }

    @Test("Shift+Left from a scrub pins a range from the point before to the point")
    func shiftLeftStartsARange() throws {
        let entry = try scrubEntry(scrubAt11 + [key("Left", at: 30, shift: true)])
        #expect(entry["selection"]?.string == "range")
        #expect(entry["from"]?.number == 10)
        #expect(entry["to"]?.number == 11)
    }

    @Test("Repeated Shift+Left grows the range back from its anchor")
    func shiftLeftGrows() throws {
        let lines = scrubAt11 + (0..<3).map { key("Left", at: 30 + Double($0) * 10, shift: true) }
        let entry = try scrubEntry(lines)
        #expect(entry["from"]?.number == 8)
        #expect(entry["to"]?.number == 11)
    }

    @Test("Escape lets go of a range made with the keys")
    func escapeEndsAKeyRange() throws {
        let entry = try scrubEntry(scrubAt11 + [key("Left", at: 30, shift: true), key("Escape", at: 40)])
        #expect(entry["selection"]?.string == "idle")
        #expect(entry["from"] == .null)
    }

    @Test("B switches the chart to bars, and again back to the line")
    func bSwitchesMode() throws {
        #expect(try scrubEntry()["mode"]?.string == "line")
        #expect(try scrubEntry([key("b", at: 0)])["mode"]?.string == "bars")
        #expect(try scrubEntry([key("b", at: 0), key("b", at: 20)])["mode"]?.string == "line")
    }

    @Test("Escape at rest is left unused, so the window can quit on it; during a scrub it is used")
    func escapeAtRestIsUnused() throws {
        let screen = try ScreenRegistry.standard.makeScreen(named: "scrub", context: try exampleContext())
        let session = ViewerSession(screen: screen, size: Size(width: 800, height: 600), theme: Theme(), text: try TextEngine())
        session.handle(.key(KeyEvent(.escape, time: .milliseconds(0))))
        #expect(!session.lastKeyWasUsed)
        session.handle(.key(KeyEvent(.left, time: .milliseconds(10))))
        session.handle(.key(KeyEvent(.escape, time: .milliseconds(20))))
        #expect(session.lastKeyWasUsed)
    }

    // MARK: Bubble and labels

    @Test("A held range shows the change bubble, which is gone 2 s after the finger lifts")
    func bubbleFollowsTheRange() throws {
        let point = try plotPoint(0.4)
        let down = pointer("down", point.x, point.y, at: 0, device: "touch")
        #expect(try scrubEntry()["bubble"] == .bool(false))
        #expect(try scrubEntry([down], time: 500)["bubble"] == .bool(true))
        let lifted = try scrubEntry([down, pointer("up", point.x, point.y, at: 600, device: "touch")])
        #expect(lifted["bubble"] == .bool(false))
    }

    @Test("The min and max labels wait while the first data unfolds, and show once it lands")
    func labelsWaitForTheUnfold() throws {
        #expect(try scrubEntry([], time: 100)["labelsShown"] == .bool(false))
        #expect(try scrubEntry()["labelsShown"] == .bool(true))
    }
}
