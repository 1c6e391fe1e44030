import Foundation
import Testing
@testable import Dataset

/// Decimal-year time columns, as R's `ts` exports write monthly and quarterly series: the time
/// axis, in years, never the value (issue 16, problem 1).
@Suite("Decimal years")
struct DecimalYearTests {
    /// Seconds since 1970 of a civil date.
    static func seconds(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(CivilCalendar.days(year: year, month: month, day: day)) * 86_400
    }

    @Test("A monthly ts export charts its passengers over months, not its time column over rows")
    func monthlyExport() throws {
        let text = "\"\",\"time\",\"AirPassengers\"\n\"1\",1949,112\n\"2\",1949.08333333333,118\n\"3\",1949.16666666667,132\n\"4\",1949.25,129\n"
        let series = try Fixtures.load(text)
        #expect(series.axis == .time)
        #expect(series.valueName == "AirPassengers")
        #expect(series.samples.map(\.value) == [112, 118, 132, 129])
        #expect(series.samples.map(\.time) == [Self.seconds(1949, 1, 1), Self.seconds(1949, 2, 1), Self.seconds(1949, 3, 1),
                                                 Self.seconds(1949, 4, 1)])
    }

    @Test("A quarterly export lands each quarter on its first month")
    func quarterlyExport() throws {
        let series = try Fixtures.load("\"\",\"time\",\"UKgas\"\n\"1\",1960,160.1\n\"2\",1960.25,129.7\n\"3\",1960.5,84.8\n\"4\",1960.75,120.1\n")
        #expect(series.valueName == "UKgas")
        #expect(series.samples.map(\.time) == [Self.seconds(1960, 1, 1), Self.seconds(1960, 4, 1), Self.seconds(1960, 7, 1),
                                                 Self.seconds(1960, 10, 1)])
    }

    @Test("Fractions on no twelfth are that share of their year")
    func shareOfYear() throws {
        let time = try #require(DateLayout.decimalYear(2001.3))
        guard case .instant(let seconds) = time else {
            Issue.record("expected an instant")
            return
        }
        #expect(abs(seconds - (Self.seconds(2001, 1, 1) + 0.3 * 365 * 86_400)) < 1)
    }

    @Test("Rising figures between 1000 and 3000 at an uneven step stay a value")
    func unevenFiguresStayValues() throws {
        let series = try Fixtures.load("weight,height\n1500.5,2\n1601.2,3\n1733.9,4\n1800.1,5\n")
        #expect(series.axis != .time)
        #expect(series.valueName == "weight")
    }

    @Test("Whole years stay whole years")
    func wholeYears() {
        let cells = ["1990", "1991", "1992"].map { Array($0.utf8) }
        #expect(DateFormatDetector.detectNumeric(cells) == .year)
        #expect(!DateFormatDetector.isDecimalYears(cells))
    }
}
