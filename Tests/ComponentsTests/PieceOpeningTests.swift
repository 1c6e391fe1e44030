@testable import Components
import Dataset
import Foundation
import Geometry
import Gestures
import JSONText
import Testing
import Typeset

/// A kiosk's idle reset: each piece, left as a visitor left it, goes back to the state it opened
/// in with its own motion, keeps the data a stream brought meanwhile, and records no tick.
@Suite("Pieces return to their opening")
struct PieceOpeningTests {
    static let theme = Theme()

    static func text() throws -> Typesetter { try TextEngine().typesetter(theme.textSettings) }

    /// The entries `keys` of a state-dump object, each required to be there, so two states can be
    /// compared on what input changes and not on what time does.
    static func fields(_ state: JSONValue?, _ keys: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [String: JSONValue] {
        var picked: [String: JSONValue] = [:]
        for key in keys {
            guard let value = state?[key] else {
                Issue.record("no \(key) in the state", sourceLocation: sourceLocation)
                continue
            }
            picked[key] = value
        }
        return picked
    }

    /// How many ticks a state-dump entry lists.
    static func ticks(_ state: JSONValue?) -> Int { state?["ticks"]?.array?.count ?? 0 }

    static func down(_ router: GestureRouter, _ piece: some Piece, _ pointer: PointerID = .mouse, at point: Point, ms: Int) {
        router.handle(.down(pointer, at: point, time: .milliseconds(ms)), candidates: piece.recognizers(at: point))
    }

    static func move(_ router: GestureRouter, _ pointer: PointerID = .mouse, to point: Point, ms: Int) {
        router.handle(.move(pointer, to: point, time: .milliseconds(ms)))
    }

    static func up(_ router: GestureRouter, _ pointer: PointerID = .mouse, at point: Point, ms: Int) {
        router.handle(.up(pointer, at: point, time: .milliseconds(ms)))
    }

    static func key(_ key: Key, _ modifiers: KeyModifiers = [], ms: Int) -> KeyEvent {
        KeyEvent(key, modifiers: modifiers, time: .milliseconds(ms))
    }

    /// `count` daily samples from 2026-01-01, varied so that windows differ in their figures.
    static func days(_ count: Int) -> [Sample] {
        let start = 1_767_225_600.0
        return (0..<count).map { Sample(time: start + Double($0) * 86_400, value: Double(($0 * 37) % 23 + 1)) }
    }

    /// A series as a stream hands it to the pieces.
    static func stream(_ samples: [Sample], labels: [String] = []) -> TimeSeries {
        TimeSeries(samples: SampleColumn(samples), axis: labels.isEmpty ? .time : .rowNumber, timeName: labels.isEmpty ? "date" : nil, valueName: "v",
                   dateFormat: nil, format: .delimited, delimiter: ",", skipped: 0, warnings: [], omittedWarningCount: 0,
                   timeZone: TimeZone(identifier: "UTC")!, labels: labels)
    }
}

// MARK: Scrub Chart

extension PieceOpeningTests {
    static let scrubKeys = ["series", "rangeIndex", "selection", "index", "from", "to", "meta", "numeral", "chip", "mode", "count", "bubble"]

    static func scrub(_ model: ScrubChartModel) throws -> ScrubChart {
        let piece = ScrubChart(model: model, theme: theme)
        piece.layout(in: Rect(16, 16, 358, 380), theme: theme, text: try text())
        return piece
    }

    @Test("The scrub chart goes back to its opening range, line and rest after keys changed all three")
    func scrubChartReturnsToItsOpeningRange() throws {
        let piece = try Self.scrub(try ScrubExample.model())
        let opening = piece.state(at: 4)
        #expect(piece.handleKey(Self.key(.character("3"), ms: 100)))
        #expect(piece.handleKey(Self.key(.left, .shift, ms: 200)))
        #expect(piece.handleKey(Self.key(.left, .shift, ms: 300)))
        #expect(piece.handleKey(Self.key(.character("b"), ms: 400)))
        #expect(piece.model.rangeIndex == 2)
        #expect(piece.model.selection.phase == .range)
        #expect(piece.model.mode == .bars)
        #expect(!piece.isAnimating(at: 5))

        piece.returnToOpening(at: 5)
        #expect(piece.isAnimating(at: 5.02), "the picker's pick and the line's bend play as a pick of the range does")
        piece.advance(to: 9)
        #expect(Self.fields(piece.state(at: 9), Self.scrubKeys) == Self.fields(opening, Self.scrubKeys))
        #expect(piece.model.label == "1W")
    }

    @Test("A finger scrubbing, a hovering mouse and a pressed range segment are all let go, and the segment picks nothing")
    func scrubChartLetsGoOfEveryPointer() throws {
        let piece = try Self.scrub(try ScrubExample.model())
        let opening = piece.state(at: 4)
        let router = GestureRouter()
        let plot = try #require(piece.layout?.plot)
        Self.down(router, piece, .touch(1), at: Point(plot.midX, plot.midY), ms: 1000)
        #expect(piece.model.selection.phase == .scrubbing)
        piece.returnToOpening(at: 1.1)
        #expect(piece.model.selection == .idle, "the scrub ends at once, before the pointer is cancelled")
        #expect(piece.isAnimating(at: 1.12), "the marks leave as a lift lets them go")
        router.cancelAllPointers()
        #expect(Self.fields(piece.state(at: 4), Self.scrubKeys) == Self.fields(opening, Self.scrubKeys))

        piece.handleHover(HoverEvent(at: Point(plot.midX, plot.midY), time: .milliseconds(5000)))
        #expect(piece.model.selection.phase == .scrubbing)
        piece.returnToOpening(at: 5.1)
        #expect(piece.model.selection == .idle)
        #expect(!piece.followsHover, "a hover that leaves the plot later has nothing left to end")

        let segment = try #require(piece.picker?.restingRects.first)
        Self.down(router, piece, at: Point(segment.midX, segment.midY), ms: 6000)
        #expect(piece.pickerPressStarted)
        piece.returnToOpening(at: 6.1)
        #expect(!piece.pickerPressStarted)
        Self.up(router, at: Point(segment.midX, segment.midY), ms: 6200)
        piece.advance(to: 9)
        #expect(Self.fields(piece.state(at: 9), Self.scrubKeys) == Self.fields(opening, Self.scrubKeys))
    }

    @Test("A stream's points stay: the chart goes back to the range it opened on, over all the data that arrived")
    func scrubChartKeepsStreamedData() throws {
        let piece = ScrubChart(context: PieceContext(theme: Self.theme, awaitsData: true))
        piece.layout(in: Rect(16, 16, 358, 380), theme: Self.theme, text: try Self.text())
        let opened = piece.model.label
        piece.follow(Self.stream(Self.days(30)), at: 1)
        #expect(piece.model.series.count > 1)
        #expect(piece.handleKey(Self.key(.character("1"), ms: 2000)))
        #expect(piece.handleKey(Self.key(.left, ms: 2100)))
        #expect(piece.model.label != opened)
        piece.returnToOpening(at: 3)
        piece.advance(to: 6)
        #expect(piece.model.label == opened)
        #expect(piece.model.selection == .idle)
        #expect(piece.model.points.count == 30)
    }
}

// MARK: Range Lens

extension PieceOpeningTests {
    static let lensKeys = ["count", "first", "last", "fromDate", "toDate", "value", "numeral", "dates", "showingAll", "held", "heldEdge",
                           "span", "hovered"]

    static func lens(_ lens: RangeLens) throws -> RangeLens {
        lens.layout(in: Rect(0, 0, 900, 520), theme: theme, text: try text())
        return lens
    }

    @Test("The lens glides back to its opening window after keys moved and widened it, and ticks nothing for it")
    func lensReturnsToItsOpeningWindow() throws {
        let lens = try Self.lens(RangeLens(model: RangeLensModel(samples: SampleColumn(Self.days(200))), theme: Self.theme))
        let opening = lens.state(at: 0)
        #expect(lens.handleKey(Self.key(.left, ms: 100)))
        #expect(lens.handleKey(Self.key(.left, ms: 700)))
        #expect(lens.handleKey(Self.key(.up, ms: 1300)))
        #expect(lens.handleKey(Self.key(.space, ms: 1900)))
        #expect(lens.showsAll)
        let ticks = Self.ticks(lens.state(at: 3))
        #expect(ticks > 0, "the keys tick")

        lens.returnToOpening(at: 3)
        #expect(lens.isAnimating(at: 3.05))
        #expect(lens.motion.span(at: 3.05) != lens.span, "the window travels back rather than jumping")
        #expect(Self.fields(lens.state(at: 6), Self.lensKeys) == Self.fields(opening, Self.lensKeys))
        #expect(Self.ticks(lens.state(at: 6)) == ticks)
        #expect(lens.previous == nil, "Show all's way back belonged to the visitor")
    }

    @Test("A handle held under a finger is let go, and neither the reset nor the pointer's cancel that follows ticks")
    func lensLetsGoOfAHeldHandle() throws {
        let lens = try Self.lens(RangeLens(model: RangeLensModel(samples: SampleColumn(Self.days(200))), theme: Self.theme))
        let opening = lens.state(at: 0)
        let router = GestureRouter()
        let handle = try #require(lens.handleRects(at: 0).first)
        let start = Point(handle.midX, handle.midY)
        Self.down(router, lens, at: start, ms: 1000)
        for step in 1...6 { Self.move(router, to: Point(start.x - Double(step) * 12, start.y), ms: 1000 + step * 16) }
        #expect(lens.state(at: 1.1)["held"]?.string == "leading")
        #expect(lens.state(at: 1.1)["first"] != opening["first"])
        let ticks = Self.ticks(lens.state(at: 1.1))

        lens.returnToOpening(at: 1.2)
        #expect(lens.state(at: 1.2)["held"]?.string == "none")
        router.cancelAllPointers()
        #expect(lens.isAnimating(at: 1.25))
        #expect(Self.fields(lens.state(at: 5), Self.lensKeys) == Self.fields(opening, Self.lensKeys))
        #expect(Self.ticks(lens.state(at: 5)) == ticks)
    }

    @Test("After a stream grows, the lens opens on the latest weeks of the data it has now")
    func lensOpensOnTheLatestDataAfterAStreamGrows() throws {
        let lens = try Self.lens(RangeLens(model: RangeLensModel(samples: SampleColumn(Self.days(100))), theme: Self.theme))
        let width = lens.span.width
        #expect(lens.handleKey(Self.key(.home, ms: 100)))
        lens.follow(Self.stream(Self.days(130)), at: 1)
        #expect(lens.span.start == 0, "a window away from the latest keeps its dates as the data grows")
        lens.returnToOpening(at: 2)
        #expect(lens.span == RangeLensSpan(start: 130 - width, end: 130))
        #expect(lens.model.count == 130)
        #expect(lens.selection == Int(130 - width)...129)
    }

    @Test("A lens opened with --window goes back to those dates")
    func lensReturnsToTheWindowItWasOpenedWith() throws {
        let samples = Self.days(200)
        let lens = try Self.lens(RangeLens(model: RangeLensModel(samples: SampleColumn(samples)), theme: Self.theme,
                                           window: samples[20].time...samples[49].time))
        #expect(lens.span == RangeLensSpan(start: 20, end: 50))
        #expect(lens.handleKey(Self.key(.end, ms: 100)))
        #expect(lens.span.end == 200)
        lens.returnToOpening(at: 1)
        #expect(lens.isAnimating(at: 1.05))
        #expect(lens.span == RangeLensSpan(start: 20, end: 50))
        #expect(lens.state(at: 4)["first"]?.number == 20)
    }
}

// MARK: Bar Chart

extension PieceOpeningTests {
    static let barKeys = ["heading", "title", "labels", "values", "selected", "readout", "spoken"]

    @Test("The bar chart puts away a readout called up by keys or hover, and ticks nothing for it")
    func barChartPutsTheReadoutAway() throws {
        let (chart, _) = try BarChartPieceTests.laidOut(Self.theme)
        let opening = chart.state(at: 5)
        #expect(chart.handleKey(Self.key(.right, ms: 3000)))
        #expect(chart.handleKey(Self.key(.right, ms: 3100)))
        #expect(chart.selected == 1)
        let ticks = Self.ticks(chart.state(at: 3.2))
        #expect(ticks == 2)
        chart.returnToOpening(at: 3.2)
        #expect(chart.selected == nil)
        #expect(Self.fields(chart.state(at: 6), Self.barKeys) == Self.fields(opening, Self.barKeys))
        #expect(Self.ticks(chart.state(at: 6)) == ticks)

        let column = try #require(chart.layout?.columns.last)
        chart.handleHover(HoverEvent(at: Point(column.midX, column.maxY - 4), time: .milliseconds(7000)))
        #expect(chart.selected == 2)
        chart.returnToOpening(at: 7.1)
        #expect(chart.selected == nil)
        #expect(!chart.selectedByHover)
    }

    @Test("The bars a stream brought stay when the readout is put away")
    func barChartKeepsStreamedData() throws {
        let chart = BarChart(context: PieceContext(theme: Self.theme, awaitsData: true))
        chart.layout(in: Rect(24, 24, 600, 400), theme: Self.theme, text: try Self.text())
        chart.follow(Self.stream(Self.days(3), labels: ["a", "b", "c"]), at: 1)
        #expect(chart.handleKey(Self.key(.end, ms: 3000)))
        chart.returnToOpening(at: 3.1)
        #expect(chart.selected == nil)
        #expect(chart.model.labels == ["a", "b", "c"])
    }
}
