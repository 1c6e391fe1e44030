import Components
import Foundation
import Geometry
import Gestures
import Raster
import Testing
import Typeset
@testable import Viewer

/// The `bars` screen through the state dump: the bars rising in order after the data arrives,
/// the demo switching weeks, Reduce Motion, a file of categories, and the readout under hover,
/// taps and keys.
@Suite("Bars screen")
struct BarsScreenTests {
    @Test("At the opening every bar is at the baseline and the growth has not begun")
    func opening() throws {
        let state = try BarsState(renderBars(time: 0))
        #expect(state.revealed == false)
        #expect(state.heights == [0, 0, 0, 0, 0, 0, 0])
        #expect(state.labels == ["M", "T", "W", "T", "F", "S", "S"])
        #expect(state.values == [12, 19, 8, 24, 16, 30, 22])
    }

    @Test("At 0.3 s the first bars are well up and the last has not started")
    func early() throws {
        let state = try BarsState(renderBars(time: 300))
        #expect(state.revealed == true)
        let progress = zip(state.heights, state.ratios).map { $0 / $1 }
        #expect(progress[0] > 0.5)
        #expect(progress[6] == 0)
        for index in 1..<7 { #expect(progress[index] <= progress[index - 1], "bar \(index) is not behind bar \(index - 1)") }
    }

    @Test("At 0.6 s the first bar has passed its height on the bounce while the last is just starting")
    func middle() throws {
        let state = try BarsState(renderBars(time: 600))
        #expect(state.heights[0] > state.ratios[0])
        #expect(state.heights[6] < 0.05)
    }

    @Test("At 2 s every bar stands at its ratio")
    func landed() throws {
        let state = try BarsState(renderBars(time: 2000))
        #expect(state.ratios == [0.4, 0.6333, 0.2667, 0.8, 0.5333, 1, 0.7333])
        for (height, ratio) in zip(state.heights, state.ratios) { #expect(abs(height - ratio) < 0.002) }
        #expect(state.spoken == "Workouts, This week: M 12, T 19, W 8, T 24, F 16, S 30, S 22")
    }

    @Test("Under Reduce Motion the bars stand at their heights from the first frame")
    func reduceMotion() throws {
        let state = try BarsState(renderBars(["--reduce-motion"], time: 0))
        #expect(state.revealed == true)
        #expect(state.heights == state.ratios)
    }

    @Test("The demo switches to last week at 2.6 s, dropping the bars, and back at 5.2 s")
    func demoAlternates() throws {
        #expect(try BarsState(renderBars(time: 2590)).title == "This week")
        let switched = try BarsState(renderBars(time: 2620))
        #expect(switched.title == "Last week")
        #expect(switched.values == [20, 11, 27, 14, 29, 9, 17])
        #expect(switched.revealed == false)
        #expect(switched.heights.allSatisfy { $0 == 0 })
        #expect(abs(try BarsState(renderBars(time: 4600)).heights[4] - 1) < 0.002)
        #expect(try BarsState(renderBars(time: 5300)).title == "This week")
    }

    @Test("Under Reduce Motion the demo stays on this week")
    func demoStillUnderReduceMotion() throws {
        #expect(try BarsState(renderBars(["--reduce-motion"], time: 8000)).title == "This week")
    }

    @Test("A file of categories gives one bar per row in file order, titled by its value column")
    func fileOfCategories() throws {
        let state = try BarsState(renderBars(["--data", try barsCSV(count: 5)]))
        #expect(state.title == "visits")
        #expect(state.labels == ["City 1", "City 2", "City 3", "City 4", "City 5"])
        #expect(state.values == [10, 47, 84, 31, 68])
        #expect(try state.columns.count == 5)
    }

    @Test("Sixty categories still draw one bar each, no narrower than 2 points, side by side")
    func manyCategories() throws {
        let columns = try BarsState(renderBars(["--data", try barsCSV(count: 60), "--size", "400x400"])).columns
        #expect(columns.count == 60)
        for (left, right) in zip(columns, columns.dropFirst()) { #expect(right.x >= left.maxX - 1e-9) }
        #expect(columns.allSatisfy { $0.width >= 2 - 1e-9 })
    }

    @Test("A long series opens as means per month, at most 24 bars, each named with its month and year")
    func longSeriesBecomesMonths() throws {
        // 600 days of hourly prices from 2025-01-01: the value is the month's number.
        var rows = "time,price\n"
        for hour in 0..<(600 * 24) {
            let time = 1_735_689_600.0 + Double(hour) * 3600
            let parts = ChartCalendar.parts(time)
            rows += String(format: "%04d-%02d-%02dT%02d:00:00Z,%d\n", parts.year, parts.month, parts.day, parts.hour, parts.month)
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-bars-hourly-\(ProcessInfo.processInfo.processIdentifier).csv")
        try rows.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let state = try BarsState(renderBars(["--data", url.path]))
        #expect(state.labels.count == 20)
        #expect(state.labels.first == "Jan 2025" && state.labels.last == "Aug 2026")
        #expect(state.values.prefix(12) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(try state.columns.count == 20)
        #expect(state.title == "Mean per month")
    }

    // MARK: Readout

    @Test("Hovering a bar names it in the readout, without a tick, and moving off puts it away")
    func hoverSelects() throws {
        let column = try BarsState(renderBars()).columns[3]
        let over = #"{"t":100,"type":"hover","x":\#(column.midX),"y":\#(column.midY)}"#
        let state = try BarsState(renderBars(lines: [over]))
        #expect(state.selected == 3)
        #expect(state.readout == "T  24")
        #expect(state.ticks.isEmpty)
        let off = #"{"t":200,"type":"hover","x":\#(column.midX),"y":5}"#
        #expect(try BarsState(renderBars(lines: [over, off])).selected == nil)
    }

    @Test("A tap on a bar names it, with a selection tick")
    func tapSelects() throws {
        let column = try BarsState(renderBars()).columns[5]
        let state = try BarsState(renderBars(lines: lensTap(column.midX, column.y + column.height - 10, at: 0)))
        #expect(state.selected == 5)
        #expect(state.ticks == [80])
    }

    @Test("A sideways drag carries the readout from bar to bar, with a tick at each")
    func dragScrubs() throws {
        let columns = try BarsState(renderBars()).columns
        let y = columns[1].y + columns[1].height - 10
        let state = try BarsState(renderBars(lines: lensDrag(from: (columns[1].midX, y), to: (columns[4].midX, y), at: 0, duration: 400,
                                                             steps: 20, rest: 100)))
        #expect(state.selected == 4)
        #expect(state.ticks.count >= 3)
    }

    @Test("Right starts at the first bar and steps on; Left steps back, each with a tick")
    func keysMove() throws {
        let state = try BarsState(renderBars(lines: [lensKey("Right", at: 0), lensKey("Right", at: 300), lensKey("Right", at: 600),
                                                     lensKey("Left", at: 900)]))
        #expect(state.selected == 1)
        #expect(state.ticks == [0, 300, 600, 900])
        #expect(try BarsState(renderBars(lines: [lensKey("Left", at: 0)])).selected == 6)
    }

    @Test("Growth frames drawn in part leave the same pixels as a whole redraw")
    func partialRedraw() throws {
        let text = try TextEngine()
        let size = Size(width: 640, height: 480)
        let session = ViewerSession(screen: try ScreenRegistry.standard.makeScreen(named: "bars", context: try exampleContext()),
                                    size: size, theme: Theme(), text: text)
        let whole = ViewerSession(screen: try ScreenRegistry.standard.makeScreen(named: "bars", context: try exampleContext()),
                                  size: size, theme: Theme(), text: text)
        var canvas = Canvas(width: 640, height: 480)
        session.draw(into: &canvas, at: 0)
        var time = 0.0
        while time < 1.0 {
            time += 1.0 / 60
            session.drawChanges(into: &canvas, at: time)
        }
        var reference = Canvas(width: 640, height: 480)
        whole.draw(into: &reference, at: time)
        #expect(PartialRedrawTests.largestDifference(canvas, reference) <= 2)
    }
}
