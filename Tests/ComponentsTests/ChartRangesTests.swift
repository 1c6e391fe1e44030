import Dataset
import Components
import Foundation
import Testing

/// The ranges a loaded file is offered in.
@Suite("Chart ranges")
struct ChartRangesTests {
    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    /// Daily points at midnight UTC, `days` of them, the last on `end`.
    static func daily(_ days: Int, endingOn end: DateComponents = DateComponents(year: 2025, month: 6, day: 15)) -> [ChartPoint] {
        let last = utc.date(from: end)!
        return (0..<days).map { index in
            ChartPoint(date: utc.date(byAdding: .day, value: index - (days - 1), to: last)!, value: Double(index))
        }
    }

    @Test("A 10-day series is offered in 1D, 1W and All")
    func tenDays() {
        #expect(ChartRanges.series(from: SampleColumn(Self.daily(10))).map(\.label) == ["1D", "1W", "All"])
    }

    @Test("A 3-year series is offered in every range up to 1Y, and All")
    func threeYears() {
        #expect(ChartRanges.series(from: SampleColumn(Self.daily(3 * 365 + 1))).map(\.label) == ["1D", "1W", "1M", "3M", "1Y", "All"])
    }

    @Test("5Y is offered only once the series runs longer than 5 years")
    func fiveYears() {
        #expect(!ChartRanges.series(from: SampleColumn(Self.daily(5 * 365))).map(\.label).contains("5Y"))
        #expect(ChartRanges.series(from: SampleColumn(Self.daily(6 * 365))).map(\.label).contains("5Y"))
    }

    @Test("Each offered range holds at least 2 points and ends on the latest point")
    func rangesEndOnTheLatest() {
        let points = Self.daily(3 * 365 + 1)
        for series in ChartRanges.series(from: SampleColumn(points)) {
            #expect(series.points.count >= 2, "\(series.label)")
            #expect(series.points.last == points.last, "\(series.label)")
        }
    }

    @Test("A range with fewer than 2 points is left out")
    func sparseRangeLeftOut() {
        // A point every 10 days over 360: the last day and the last week hold only the latest point.
        let last = Self.utc.date(from: DateComponents(year: 2025, month: 6, day: 15))!
        let points = (0..<37).map { ChartPoint(date: last.addingTimeInterval(Double($0 - 36) * 10 * 86_400), value: Double($0)) }
        #expect(ChartRanges.series(from: SampleColumn(points)).map(\.label) == ["1M", "3M", "All"])
    }

    @Test("An empty series is offered only as All, empty")
    func empty() {
        let ranges = ChartRanges.series(from: [])
        #expect(ranges.map(\.label) == ["All"])
        #expect(ranges.first?.points.isEmpty == true)
    }

    @Test("1M from March 31 starts on the last day of February", arguments: [(2024, 29), (2023, 28)])
    func monthIsACalendarMonth(year: Int, februaryDays: Int) throws {
        let points = Self.daily(90, endingOn: DateComponents(year: year, month: 3, day: 31))
        let month = try #require(ChartRanges.series(from: SampleColumn(points)).first { $0.label == "1M" })
        let first = try #require(month.points.first)
        let day = Self.utc.dateComponents([.year, .month, .day], from: first.date)
        #expect([day.year, day.month, day.day] == [year, 2, februaryDays])
    }
}
