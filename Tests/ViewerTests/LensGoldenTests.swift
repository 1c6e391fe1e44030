import Components
import Dataset
import Foundation
import Testing
@testable import Viewer

/// The `lens` screen's pictures at 900x560, compared with `GoldenImage` (every channel within 2
/// of 255).
@Suite("Lens goldens")
struct LensGoldenTests {
    static let size = ["--size", "900x560"]

    /// `days` daily rows of `value` from 1 January 2026, as a CSV file.
    static func dailyFile(days: Int, value: String) throws -> String {
        var text = "date,steps\n"
        let start = try #require(ChartCalendarDates.start)
        for day in 0..<days { text += ChartCalendarDates.iso(start + Double(day) * 86_400) + ",\(value)\n" }
        return try lensDataFile(text)
    }

    @Test("The example at rest, light: the last six weeks of a year of steps")
    func light() throws {
        let result = try renderLens(Self.size)
        #expect(try LensState(result).first == 323)
        GoldenImage.check(result.canvas, named: "lens-light")
    }

    @Test("The example at rest, dark")
    func dark() throws {
        GoldenImage.check(try renderLens(Self.size + ["--theme", "dark"]).canvas, named: "lens-dark")
    }

    @Test("An empty series: the message in place of the numeral, a baseline and the bare track, no lens")
    func empty() throws {
        let path = try lensDataFile("date,steps\n2026-03-14,8412\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var series = try DataSource.load(path, options: LoadOptions())
        series.samples = []
        let result = try renderLens(Self.size, series: series)
        let state = try LensState(result)
        #expect(state.count == 0)
        #expect(state.json["numeral"]?.string == "No data yet")
        #expect(state.json["lens"] == .null)
        #expect(try state.handles.isEmpty)
        GoldenImage.check(result.canvas, named: "lens-empty")
    }

    @Test("One sample shows that sample, and the lens takes no input")
    func oneSample() throws {
        let path = try lensDataFile("date,steps\n2026-03-14,8412\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try renderLens(Self.size + ["--data", path])
        let state = try LensState(result)
        #expect(state.count == 1)
        #expect(state.json["numeral"]?.string == "8,412")
        #expect(state.json["dates"]?.string == "14 Mar")
        #expect(state.json["lens"] != .null)
        GoldenImage.check(result.canvas, named: "lens-one-sample")
        let keyed = try LensState(renderLens(Self.size + ["--data", path], lines: [lensKey("Space", at: 0), lensKey("Left", at: 100)]))
        #expect(keyed.span == state.span)
        #expect(keyed.ticks.isEmpty)
    }

    @Test("All zeros: a flat strip and a zero axis, no average rule")
    func allZeros() throws {
        let path = try Self.dailyFile(days: 120, value: "0")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try renderLens(Self.size + ["--data", path])
        let state = try LensState(result)
        #expect(state.count == 120)
        #expect(state.json["numeral"]?.string == "0")
        #expect(state.json["ceiling"]?.number == 1)
        GoldenImage.check(result.canvas, named: "lens-zeros")
    }

    @Test("The start handle held mid-drag: swollen and red, the window wider")
    func handleHeld() throws {
        let rest = try LensState(renderLens(Self.size))
        let handle = try #require(try rest.handles.first)
        let drag = lensDrag(from: (handle.midX, handle.midY), to: (handle.midX - 90, handle.midY), duration: 300, rest: 2_000)
        let result = try renderLens(Self.size + ["--time", "1000"], lines: drag)
        let state = try LensState(result)
        #expect(state.held == "leading")
        #expect(try #require(state.first) < 323)
        GoldenImage.check(result.canvas, named: "lens-handle-held")
    }

    @Test("Right to left: time runs from the right, the lens and the value axis on the left")
    func rightToLeft() throws {
        let result = try renderLens(Self.size + ["--rtl"])
        let state = try LensState(result)
        let strip = try state.strip, lens = try state.lens, handles = try state.handles
        #expect(lens.maxX < strip.midX, "the latest samples sit on the left")
        try #require(handles.count == 2)
        #expect(handles[0].x > handles[1].x, "the start handle, named first, is the right one")
        GoldenImage.check(result.canvas, named: "lens-rtl")
    }
}

/// Dates for the generated files, from the chart's own calendar.
enum ChartCalendarDates {
    static let start: Double? = Components.ChartCalendar.time(iso: "2026-01-01")

    static func iso(_ time: Double) -> String {
        let parts = Components.ChartCalendar.parts(time)
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.year)-\(pad(parts.month))-\(pad(parts.day))"
    }
}
