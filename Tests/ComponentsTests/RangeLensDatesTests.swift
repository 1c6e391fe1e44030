@testable import Components
import Dataset
import Testing

/// The window's dates as the readout writes them and a voice reads them.
@Suite("Range Lens dates")
struct RangeLensDatesTests {
    /// Daily samples from 1 November 2025 to 30 April 2026: the latest year is 2026.
    static func model(minimumSpan: Int = 1) throws -> RangeLensModel {
        RangeLensModel(samples: try SampleColumn(LensFixtures.days(181, from: "2025-11-01")), minimumSpan: minimumSpan)
    }

    /// The window from one ISO date to another.
    static func window(_ model: RangeLensModel, _ from: String, _ to: String) throws -> ClosedRange<Int> {
        let span = model.span(for: try LensFixtures.time(from)...(try LensFixtures.time(to)))
        return try #require(model.window(of: span))
    }

    @Test("A window across two months of the latest year: \"3 Mar – 14 Apr\"")
    func acrossMonths() throws {
        let model = try Self.model()
        #expect(model.dateRange(try Self.window(model, "2026-03-03", "2026-04-14")) == "3 Mar – 14 Apr")
    }

    @Test("A window inside one month names the month once: \"3–14 Mar\"")
    func insideOneMonth() throws {
        let model = try Self.model()
        #expect(model.dateRange(try Self.window(model, "2026-03-03", "2026-03-14")) == "3–14 Mar")
    }

    @Test("A window that crosses a year names both years")
    func crossingAYear() throws {
        let model = try Self.model()
        #expect(model.dateRange(try Self.window(model, "2025-12-28", "2026-01-03")) == "28 Dec 2025 – 3 Jan 2026")
    }

    @Test("A window in an earlier year names that year once")
    func earlierYear() throws {
        let model = try Self.model()
        #expect(model.dateRange(try Self.window(model, "2025-11-03", "2025-12-14")) == "3 Nov – 14 Dec 2025")
        #expect(model.dateRange(try Self.window(model, "2025-12-03", "2025-12-14")) == "3–14 Dec 2025")
    }

    @Test("A window of one day reads that day, with the year only in an earlier year")
    func oneDay() throws {
        let model = try Self.model()
        #expect(model.dateRange(try Self.window(model, "2026-03-03", "2026-03-03")) == "3 Mar")
        #expect(model.dateRange(try Self.window(model, "2025-12-03", "2025-12-03")) == "3 Dec 2025")
    }

    @Test("A window of hourly samples inside one day gives its hours")
    func hoursInOneDay() throws {
        let samples = try LensFixtures.samples(Array(repeating: 1, count: 48), from: "2026-03-03T00:00", step: 3_600)
        let model = RangeLensModel(samples: SampleColumn(samples))
        #expect(model.dateRange(9...17) == "3 Mar, 09:00–17:00")
        #expect(model.dateRange(20...30) == "3–4 Mar")
    }

    @Test("A voice reads the months in full, joined by \"to\"")
    func spoken() throws {
        let model = try Self.model()
        #expect(model.spokenRange(try Self.window(model, "2026-03-03", "2026-04-14")) == "3 March to 14 April")
        #expect(model.spokenRange(try Self.window(model, "2025-12-28", "2026-01-03")) == "28 December 2025 to 3 January 2026")
        #expect(model.spokenRange(try Self.window(model, "2026-03-03", "2026-03-03")) == "3 March")
    }

    @Test("The state dump's dates are ISO, with the time only when it is not midnight")
    func isoDates() throws {
        let model = RangeLensModel(samples: [
            Sample(time: try LensFixtures.time("2026-03-14"), value: 1),
            Sample(time: try LensFixtures.time("2026-03-14T09:30:05"), value: 1),
            Sample(time: try LensFixtures.time("1958-03-29"), value: 1),
        ])
        #expect(model.isoDate(0) == "1958-03-29")
        #expect(model.isoDate(1) == "2026-03-14")
        #expect(model.isoDate(2) == "2026-03-14T09:30:05Z")
    }

    @Test("A hovered bar's date names its weekday, and its year when earlier than the latest")
    func sampleDates() throws {
        let model = try Self.model()
        let saturday = try #require(model.firstIndex(atOrAfter: try LensFixtures.time("2026-03-14")))
        let sunday = try #require(model.firstIndex(atOrAfter: try LensFixtures.time("2025-12-28")))
        #expect(model.sampleDate(saturday) == "Sat 14 Mar")
        #expect(model.sampleDate(sunday) == "Sun 28 Dec 2025")
    }

    @Test("A series over plain numbers reads its first and last x")
    func plainNumbers() {
        let model = RangeLensModel(samples: SampleColumn((0..<20).map { Sample(time: Double($0 * 5), value: 1) }), isTimeAxis: false)
        #expect(model.dateRange(2...9) == "10 – 45")
        #expect(model.marks.isEmpty)
    }
}
