import Components
import Dataset
import Foundation
import Testing

/// A series longer than a bar chart can show becomes means per calendar period.
@Suite("Chart periods")
struct ChartPeriodsTests {
    static func series(_ samples: [Sample], axis: TimeSeries.Axis = .time) -> TimeSeries {
        TimeSeries(samples: SampleColumn(samples), axis: axis, timeName: "date", valueName: "price", dateFormat: nil,
                   format: .delimited, delimiter: ",", skipped: 0, warnings: [], omittedWarningCount: 0,
                   timeZone: TimeZone(identifier: "UTC")!)
    }

    /// 2025-01-01T00:00Z.
    static let newYear = 1_735_689_600.0

    @Test("Two years of hourly rows become a bar per month, each the month's mean, named with its year")
    func hoursBecomeMonths() throws {
        // The value is the month's number, so each month's mean is exactly it.
        let samples = stride(from: Self.newYear, to: Self.newYear + 700 * 86_400, by: 3_600).map { time in
            Sample(time: time, value: Double(ChartCalendar.parts(time).month))
        }
        let periods = try #require(ChartPeriods(Self.series(samples)))
        #expect(periods.grouping == .calendar(.month))
        #expect(periods.labels.count == 24)
        #expect(periods.labels.prefix(3) == ["Jan 2025", "Feb 2025", "Mar 2025"])
        #expect(periods.means.prefix(13) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1])
        #expect(periods.subtitle == "Mean per month")
    }

    @Test("Ten days of minutes become a bar per day, named without a year inside one")
    func minutesBecomeDays() throws {
        let samples = stride(from: Self.newYear + 86_400 * 40, to: Self.newYear + 86_400 * 50, by: 60).map { Sample(time: $0, value: 2) }
        let periods = try #require(ChartPeriods(Self.series(samples)))
        #expect(periods.grouping == .calendar(.day))
        #expect(periods.labels == ["Feb 10", "Feb 11", "Feb 12", "Feb 13", "Feb 14", "Feb 15", "Feb 16", "Feb 17", "Feb 18", "Feb 19"])
        #expect(periods.means.allSatisfy { $0 == 2 })
    }

    @Test("Rows newest first give the same bars, oldest on the left")
    func newestFirstIsOrdered() throws {
        let samples = stride(from: Self.newYear, to: Self.newYear + 100 * 86_400, by: 86_400).map { Sample(time: $0, value: $0) }
        let forward = try #require(ChartPeriods(Self.series(samples)))
        let backward = try #require(ChartPeriods(Self.series(samples.reversed())))
        #expect(forward.grouping == .calendar(.week))
        #expect(backward.labels == forward.labels)
        #expect(backward.means == forward.means)
    }

    @Test("Values that are not finite are left out of a period's mean; a period with none has no bar")
    func nonFiniteValuesAreSkipped() throws {
        var samples = (0..<60).map { Sample(time: Self.newYear + Double($0) * 86_400, value: 4) }
        samples[3].value = .nan
        samples[4].value = .infinity
        // Monday 10 February to Sunday 16 February, a whole ISO week.
        for index in 40..<47 { samples[index].value = .nan }
        let periods = try #require(ChartPeriods(Self.series(samples)))
        #expect(periods.grouping == .calendar(.week))
        #expect(periods.means.allSatisfy { $0 == 4 })
        // The first week starts on Monday 30 December 2024, so the captions carry years.
        #expect(!periods.labels.contains("Feb 10 2025"))
        #expect(periods.labels.contains("Feb 3 2025") && periods.labels.contains("Feb 17 2025"))
    }

    @Test("A series short enough for a bar a row is not grouped")
    func shortSeriesKeepsItsRows() {
        let samples = (0..<ChartPeriods.maximumBars).map { Sample(time: Self.newYear + Double($0) * 86_400 * 400, value: 1) }
        #expect(ChartPeriods(Self.series(samples)) == nil)
    }

    @Test("Rows without dates are grouped in equal runs, named by their row numbers")
    func rowNumbersBecomeRuns() throws {
        let samples = (0..<1000).map { Sample(time: Double($0), value: Double($0 / 50)) }
        let periods = try #require(ChartPeriods(Self.series(samples, axis: .rowNumber)))
        #expect(periods.grouping == .rows(42))
        #expect(periods.labels.first == "1–42")
        #expect(periods.labels.last == "967–1000")
        #expect(periods.means.count == 24)
    }

    @Test("Centuries of years keep the latest bars a chart can show")
    func longSpansKeepTheLatestYears() throws {
        let samples = (0..<300).map { Sample(time: Self.newYear - Double($0) * 365.25 * 86_400, value: 1) }
        let periods = try #require(ChartPeriods(Self.series(samples)))
        #expect(periods.grouping == .calendar(.year))
        #expect(periods.labels.count == ChartPeriods.maximumBars)
        #expect(periods.labels.last == "2025")
    }
}
