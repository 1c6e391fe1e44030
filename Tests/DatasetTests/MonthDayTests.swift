import Testing
@testable import Dataset

/// `Oct18` is the 18th of October unless a number cannot be a day (issue 16, problem 4).
@Suite("Month and day")
struct MonthDayTests {
    static func dates(_ cells: [String]) throws -> (format: String?, times: [Double], warnings: [String]) {
        let text = "date,value\n" + cells.enumerated().map { "\($1),\($0)" }.joined(separator: "\n") + "\n"
        let series = try Fixtures.load(text)
        return (series.dateFormat, series.samples.map(\.time), series.warnings.map(\.reason))
    }

    @Test("Numbers that can all be days are days, in the year 2000")
    func daysWin() throws {
        let read = try Self.dates(["Oct18", "Oct24", "Nov09", "Dec01"])
        #expect(read.format == "Mon D")
        #expect(read.times == [Fixtures.utcSeconds(2000, 10, 18), Fixtures.utcSeconds(2000, 10, 24),
                               Fixtures.utcSeconds(2000, 11, 9), Fixtures.utcSeconds(2000, 12, 1)])
    }

    @Test("A number no month has as a day makes the text month and year")
    func yearLikeNumberWins() throws {
        let read = try Self.dates(["Jul-91", "Aug-91", "Sep-91"])
        #expect(read.format != "Mon D")
        #expect(read.times.first == Fixtures.utcSeconds(1991, 7, 1))
    }

    @Test("Months that run on while the numbers stay put across a year end are month and year")
    func yearEndReadsAsYears() throws {
        let read = try Self.dates(["Nov-19", "Dec-19", "Jan-20", "Feb-20", "Mar-20"])
        #expect(read.format != "Mon D")
        #expect(read.times.first == Fixtures.utcSeconds(2019, 11, 1))
    }

    @Test("Where both readings rise, month and day wins and the note names the other reading")
    func tieIsNoted() throws {
        let read = try Self.dates(["Jan-19", "Jan-20", "Jan-21"])
        #expect(read.format == "Mon D")
        #expect(read.warnings.contains { $0.contains("month and year") })
    }

    @Test("Day then month name reads too")
    func dayMonth() throws {
        let read = try Self.dates(["18 Oct", "24 Oct", "9 Nov"])
        #expect(read.format == "D Mon")
        #expect(read.times.last == Fixtures.utcSeconds(2000, 11, 9))
    }
}
