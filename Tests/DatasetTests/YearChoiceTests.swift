import Testing
@testable import Dataset

/// Integers are years only when they look like years (issue 16, problem 3).
@Suite("Years as integers")
struct YearChoiceTests {
    @Test("Survival times in days beside a year column: the year is the time, and no row is dropped")
    func yearBeatsDays() throws {
        let text = "time,status,age,year,thickness\n10,3,76,1972,6.76\n30,3,56,1968,0.65\n35,2,41,1977,1.34\n1412,2,60,1974,0.81\n"
            + "2103,2,40,1968,4.84\n3500,2,31,1966,1.29\n5565,2,47,1962,3.23\n"
        let series = try Fixtures.load(text)
        #expect(series.axis == .time)
        #expect(series.samples.count == 7)
        #expect(series.skipped == 0)
        #expect(series.timeName == "year")
    }

    @Test("Spending figures of four digits beyond any plausible year are figures")
    func spendingIsNotYears() {
        let cells = ["2905", "3120", "4477", "8759", "5021"].map { Array($0.utf8) }
        #expect(!DateFormatDetector.isYears(cells))
        #expect(DateFormatDetector.detectNumeric(cells) == nil)
    }

    @Test("Four-digit years in range are years, one odd cell in twenty allowed")
    func plausibleYears() {
        let years = (1990..<2009).map { Array("\($0)".utf8) } + [Array("17".utf8)]
        #expect(DateFormatDetector.isYears(years))
        #expect(!DateFormatDetector.isYears(years + [Array("18".utf8), Array("19".utf8)]))
    }
}
