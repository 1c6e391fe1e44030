import Foundation
import Testing
@testable import Dataset

/// Each date format the issue lists, through the whole loader: written in a file's first column,
/// detected, and applied to every row.
@Suite("Dates")
struct DateTests {
    /// Loads `header\ncell\n…` with a value column and returns the times.
    static func times(_ cells: [String], header: String = "date", _ configure: (inout LoadOptions) -> Void = { _ in }) throws -> (TimeSeries, [Double]) {
        var text = "\(header),value\n"
        for (index, cell) in cells.enumerated() { text += "\(cell),\(index)\n" }
        let series = try Fixtures.load(text, configure)
        // Return times in file order (values are the row index).
        let ordered = series.samples.sorted { $0.value < $1.value }.map(\.time)
        return (series, ordered)
    }

    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Double {
        Fixtures.utcSeconds(year, month, day, hour, minute, second)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var cells: [String]
        var format: String
        var expected: [Double]
        var header = "date"
        var testDescription: String { format + " " + cells[0] }
    }

    static let cases: [Case] = [
        Case(cells: ["2020-01-31", "1969-07-20", "1900-02-28"], format: "YYYY-MM-DD",
             expected: [utc(2020, 1, 31), utc(1969, 7, 20), utc(1900, 2, 28)]),
        Case(cells: ["2020-01-31T10:20:30", "2020-01-31 10:20", "2020-02-01T00:00:00.250"], format: "YYYY-MM-DD",
             expected: [utc(2020, 1, 31, 10, 20, 30), utc(2020, 1, 31, 10, 20), utc(2020, 2, 1) + 0.25]),
        Case(cells: ["2020-01-31T10:20:30Z", "2020-01-31T10:20:30+02:00", "2020-01-31 10:20:30-0530"], format: "YYYY-MM-DD",
             expected: [utc(2020, 1, 31, 10, 20, 30), utc(2020, 1, 31, 8, 20, 30), utc(2020, 1, 31, 15, 50, 30)]),
        Case(cells: ["2012/01/01", "2012/1/2 13:45", "2012/01/03 13:45:07"], format: "YYYY/MM/DD",
             expected: [utc(2012, 1, 1), utc(2012, 1, 2, 13, 45), utc(2012, 1, 3, 13, 45, 7)]),
        Case(cells: ["1999-12", "2000-01", "2000-02"], format: "YYYY-MM",
             expected: [utc(1999, 12, 1), utc(2000, 1, 1), utc(2000, 2, 1)]),
        Case(cells: ["19580329", "19991231", "20000229"], format: "YYYYMMDD",
             expected: [utc(1958, 3, 29), utc(1999, 12, 31), utc(2000, 2, 29)]),
        Case(cells: ["12/31/1999", "1/2/2000", "2/29/2000"], format: "M/D/YYYY",
             expected: [utc(1999, 12, 31), utc(2000, 1, 2), utc(2000, 2, 29)]),
        Case(cells: ["12/31/1999 11:30 PM", "1/1/2000 12:05 AM", "1/1/2000 12:00 PM"], format: "M/D/YYYY",
             expected: [utc(1999, 12, 31, 23, 30), utc(2000, 1, 1, 0, 5), utc(2000, 1, 1, 12)]),
        Case(cells: ["31.12.1999", "01.02.2000", "15.03.2000"], format: "D.M.YYYY",
             expected: [utc(1999, 12, 31), utc(2000, 2, 1), utc(2000, 3, 15)]),
        Case(cells: ["Jan 1 2000", "Feb 29 2000", "December 31 1999"], format: "Mon D YYYY",
             expected: [utc(2000, 1, 1), utc(2000, 2, 29), utc(1999, 12, 31)]),
        Case(cells: ["\"Jan 1, 2000\"", "\"Mar 3rd, 2001\"", "\"Sept 9, 1999\""], format: "Mon D YYYY",
             expected: [utc(2000, 1, 1), utc(2001, 3, 3), utc(1999, 9, 9)]),
        Case(cells: ["19-Sep-03", "1-Jan-70", "31-Dec-68"], format: "D Mon YYYY",
             expected: [utc(2003, 9, 19), utc(1970, 1, 1), utc(2068, 12, 31)]),
        Case(cells: ["1 Jan 2000", "Mon 2 Jan 2006", "15 March 1944"], format: "D Mon YYYY",
             expected: [utc(2000, 1, 1), utc(2006, 1, 2), utc(1944, 3, 15)]),
        Case(cells: ["1991 Jul", "1991 Aug", "1992 January"], format: "YYYY Mon",
             expected: [utc(1991, 7, 1), utc(1991, 8, 1), utc(1992, 1, 1)]),
        Case(cells: ["Jul 1991", "Aug-91", "January 1992"], format: "Mon YYYY",
             expected: [utc(1991, 7, 1), utc(1991, 8, 1), utc(1992, 1, 1)]),
        Case(cells: ["1970 Q1", "1974Q1", "1974-Q4", "Q2 1980"], format: "YYYY Qn",
             expected: [utc(1970, 1, 1), utc(1974, 1, 1), utc(1974, 10, 1), utc(1980, 4, 1)]),
        Case(cells: ["1998", "1999", "1850"], format: "YYYY", expected: [utc(1998, 1, 1), utc(1999, 1, 1), utc(1850, 1, 1)], header: "year"),
        Case(cells: ["1577836800", "1577836860.5", "946684800"], format: "epoch seconds",
             expected: [utc(2020, 1, 1), utc(2020, 1, 1, 0, 1) + 0.5, utc(2000, 1, 1)], header: "timestamp"),
        Case(cells: ["1577836800000", "1577836800123", "946684800000"], format: "epoch milliseconds",
             expected: [utc(2020, 1, 1), utc(2020, 1, 1) + 0.123, utc(2000, 1, 1)], header: "ts"),
    ]

    @Test("Each date format is detected and read", arguments: DateTests.cases)
    func formats(_ testCase: Case) throws {
        let (series, times) = try Self.times(testCase.cells, header: testCase.header)
        #expect(series.axis == .time)
        #expect(series.dateFormat == testCase.format)
        #expect(series.warnings.isEmpty, "\(series.warnings)")
        #expect(times.count == testCase.expected.count)
        for (time, expected) in zip(times, testCase.expected) {
            #expect(abs(time - expected) < 1e-6, "\(time) vs \(expected)")
        }
    }

    @Test("Epoch times in the leftmost column are found without a telling header")
    func leftmostEpoch() throws {
        let series = try Fixtures.load("1577836800,5\n1577836860,6\n1577836920,7\n")
        #expect(series.dateFormat == "epoch seconds")
        #expect(series.samples.first?.time == Self.utc(2020, 1, 1, 0, 0, 0))
    }

    @Test("Numbers under a plain header are values, not years")
    func numbersAreNotYears() throws {
        let series = try Fixtures.load("price,volume\n2010,5\n1990,6\n2005,7\n")
        #expect(series.axis == .rowNumber)
        #expect(series.valueName == "price")
    }

    @Test("An ambiguous day/month column is read month-first with a warning")
    func ambiguousDates() throws {
        let (series, times) = try Self.times(["01/02/2000", "03/04/2000", "05/06/2000"])
        #expect(series.dateFormat == "M/D/YYYY")
        #expect(times.first == Self.utc(2000, 1, 2))
        #expect(series.warnings.count == 1)
        #expect(series.warnings.first?.line == 2)
        #expect(series.warnings.first?.reason.contains("day-first") == true)
    }

    @Test("The day-first option reads D/M/YYYY without a warning")
    func dayFirstOption() throws {
        let (series, times) = try Self.times(["01/02/2000", "03/04/2000"]) { $0.dayFirst = true }
        #expect(series.dateFormat == "D/M/YYYY")
        #expect(times == [Self.utc(2000, 2, 1), Self.utc(2000, 4, 3)])
        #expect(series.warnings.isEmpty)
    }

    @Test("A day above 12 settles the order without a warning")
    func dayFirstEvidence() throws {
        let (series, times) = try Self.times(["01/02/2000", "25/12/2000"])
        #expect(series.dateFormat == "D/M/YYYY")
        #expect(times == [Self.utc(2000, 2, 1), Self.utc(2000, 12, 25)])
        #expect(series.warnings.isEmpty)
    }

    @Test("An explicit date format pattern is applied to every row")
    func explicitPattern() throws {
        let (series, times) = try Self.times(["31|12|1999 23h59", "01|01|2000 00h00"]) { $0.dateFormat = "%d|%m|%Y %Hh%M" }
        #expect(series.dateFormat == "%d|%m|%Y %Hh%M")
        #expect(times == [Self.utc(1999, 12, 31, 23, 59), Self.utc(2000, 1, 1)])
        #expect(throws: DataError.self) { try Self.times(["2020-01-01"]) { $0.dateFormat = "%Q" } }
        #expect(throws: DataError.self) { try Self.times(["2020-01-01"]) { $0.dateFormat = "%d.%m.%Y" } }
    }

    @Test("A row whose date does not fit the column's format is a warning naming the line")
    func badDateRow() throws {
        let (series, _) = try Self.times(["2020-01-01", "2020-13-01", "2020-01-03", "soon", "2020-01-05"])
        #expect(series.samples.count == 3)
        #expect(series.skipped == 2)
        #expect(series.warnings.map(\.line) == [3, 5])
        #expect(series.warnings.first?.reason == "\"2020-13-01\" in column date is not a date like YYYY-MM-DD")
    }

    @Test("Times without an offset are read in the given time zone, across DST changes")
    func localTimeZone() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let (series, times) = try Self.times(["2021-01-15 12:00", "2021-07-15 12:00", "2021-07-15T12:00:00Z"]) { $0.timeZone = newYork }
        #expect(times == [Self.utc(2021, 1, 15, 17), Self.utc(2021, 7, 15, 16), Self.utc(2021, 7, 15, 12)])
        let report = InspectReport(series).json
        #expect(report.contains("\"first\": \"2021-01-15T12:00:00-05:00\""))
        #expect(report.contains("\"last\": \"2021-07-15T12:00:00-04:00\""))
        #expect(report.contains("\"timeZone\": \"America/New_York\""))
    }

    @Test("Local times match Foundation's calendar in both time orders, across many DST changes",
          arguments: ["America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Kolkata"], [false, true])
    func localTimesMatchFoundation(zoneName: String, newestFirst: Bool) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var cells: [String] = []
        var expected: [Double] = []
        // Every 5 days and 7 hours from 1995 for about 10 years: crosses every transition.
        for step in 0..<720 {
            let hours = step * (5 * 24 + 7)
            let day = hours / 24
            let civil = CivilCalendar.date(days: CivilCalendar.days(year: 1995, month: 1, day: 1) + day)
            let hour = hours % 24
            guard hour != 1 && hour != 2 else { continue }   // skip the hours DST repeats or skips
            cells.append(String(format: "%04d-%02d-%02d %02d:30", civil.year, civil.month, civil.day, hour))
            let components = DateComponents(year: civil.year, month: civil.month, day: civil.day, hour: hour, minute: 30)
            expected.append(calendar.date(from: components)!.timeIntervalSince1970)
        }
        if newestFirst {
            cells.reverse()
            expected.reverse()
        }
        let (_, times) = try Self.times(cells) { $0.timeZone = zone }
        #expect(times == expected)
    }

    @Test("The TZ variable and tz names pick the zone")
    func zoneFromEnvironment() {
        #expect(LoadOptions.timeZone(environment: ["TZ": ":Europe/Paris"]).identifier == "Europe/Paris")
        #expect(LoadOptions.timeZone(environment: [:]).secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
        #expect(LoadOptions.timeZone(environment: ["TZ": "Not/AZone"]).secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0)
        #expect(LoadOptions.timeZone(named: "+05:30")?.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 19800)
        #expect(LoadOptions.timeZone(named: "-0800")?.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == -28800)
    }

    @Test("Civil day arithmetic matches Foundation's calendar from year 1 to 9999")
    func civilCalendarMatchesFoundation() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Fixtures.utc
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let days = Int(state >> 33) % 3_600_000 - 719_162   // about year 1 to 9825
            let civil = CivilCalendar.date(days: days)
            let date = Date(timeIntervalSince1970: Double(days) * 86400)
            let components = calendar.dateComponents([.year, .month, .day], from: date)
            if civil.year >= 1600 {   // Foundation switches to Julian before 1582
                #expect(components.year == civil.year && components.month == civil.month && components.day == civil.day,
                        "days \(days)")
            }
            #expect(CivilCalendar.days(year: civil.year, month: civil.month, day: civil.day) == days)
        }
    }

    @Test("ISO 8601 output carries the offset and milliseconds only when present")
    func isoOutput() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        #expect(TimeText.iso8601(0, in: paris) == "1970-01-01T01:00:00+01:00")
        #expect(TimeText.iso8601(Self.utc(2021, 7, 1, 22, 30), in: paris) == "2021-07-02T00:30:00+02:00")
        #expect(TimeText.isoDate(Self.utc(2021, 7, 1, 22, 30), in: paris) == "2021-07-02")
        #expect(TimeText.iso8601(1e300, in: paris) == "1e+300")
        #expect(CivilCalendar.iso8601(seconds: 0, offset: 0) == "1970-01-01T00:00:00+00:00")
        #expect(CivilCalendar.iso8601(seconds: -1.5, offset: 3600) == "1970-01-01T00:59:58.500+01:00")
        #expect(CivilCalendar.iso8601(seconds: Self.utc(1958, 3, 29), offset: -19800) == "1958-03-28T18:30:00-05:30")
    }
}
