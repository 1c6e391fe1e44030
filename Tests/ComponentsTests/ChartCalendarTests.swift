import Components
import Foundation
import Testing

/// The chart's UTC civil calendar: a date's parts, the starts of its day, week (from Monday),
/// month and year, and the ISO parsers.
@Suite("Chart calendar")
struct ChartCalendarTests {
    static let day = 86_400.0

    /// Foundation's Gregorian calendar in UTC, an independent reckoning to check against.
    static let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    @Test("A date's parts: 14 March 2026 at 09:30 is a Saturday")
    func parts() throws {
        let time = try LensFixtures.time("2026-03-14T09:30:45Z")
        let parts = ChartCalendar.parts(time)
        #expect(parts.year == 2026)
        #expect(parts.month == 3)
        #expect(parts.day == 14)
        #expect(parts.weekday == 6)
        #expect(parts.hour == 9)
        #expect(parts.minute == 30)
    }

    @Test("1 January 1970 was a Thursday, 31 December 1969 a Wednesday")
    func epoch() {
        #expect(ChartCalendar.parts(0).weekday == 4)
        let before = ChartCalendar.parts(-1)
        #expect((before.year, before.month, before.day, before.weekday, before.hour, before.minute) == (1969, 12, 31, 3, 23, 59))
    }

    @Test("Parts agree with Foundation's Gregorian calendar in UTC over six centuries")
    func partsAgreeWithFoundation() {
        let seed: UInt64 = 1_970_0101
        var random = LensRandom(seed: seed)
        for _ in 0..<3_000 {
            let time = Double(Int.random(in: -9_000_000_000...9_000_000_000, using: &random))
            let parts = ChartCalendar.parts(time)
            let expected = Self.gregorian.dateComponents([.year, .month, .day, .weekday, .hour, .minute],
                                                         from: Date(timeIntervalSince1970: time))
            // Foundation numbers weekdays from Sunday (1); ISO from Monday (1).
            let isoWeekday = (expected.weekday! + 5) % 7 + 1
            let got = [parts.year, parts.month, parts.day, parts.weekday, parts.hour, parts.minute]
            let want = [expected.year, expected.month, expected.day, isoWeekday, expected.hour, expected.minute]
            #expect(got == want, "seed \(seed) time \(time)")
        }
    }

    @Test("Weeks start on Monday")
    func weeksStartOnMonday() throws {
        let monday = try LensFixtures.time("2026-03-09")
        for offset in 0..<7 {
            let time = monday + Double(offset) * Self.day + 13 * 3_600
            #expect(ChartCalendar.start(of: .week, containing: time) == monday, "day \(offset) of the week")
        }
        #expect(ChartCalendar.start(of: .week, containing: monday - 1) == monday - 7 * Self.day)
        #expect(ChartCalendar.start(ofNext: .week, after: monday + 3 * Self.day) == monday + 7 * Self.day)
        // Before 1970 too: Monday 29 December 1969 starts the week of the epoch.
        #expect(ChartCalendar.start(of: .week, containing: 0) == (try LensFixtures.time("1969-12-29")))
        #expect(ChartCalendar.start(of: .week, containing: try LensFixtures.time("1958-03-29")) == (try LensFixtures.time("1958-03-24")))
    }

    @Test("The starts of a day, month and year, and of the next ones")
    func startsOfUnits() throws {
        let time = try LensFixtures.time("2024-02-29T17:45")
        #expect(ChartCalendar.start(of: .day, containing: time) == (try LensFixtures.time("2024-02-29")))
        #expect(ChartCalendar.start(of: .month, containing: time) == (try LensFixtures.time("2024-02-01")))
        #expect(ChartCalendar.start(of: .year, containing: time) == (try LensFixtures.time("2024-01-01")))
        #expect(ChartCalendar.start(ofNext: .day, after: time) == (try LensFixtures.time("2024-03-01")))
        #expect(ChartCalendar.start(ofNext: .month, after: time) == (try LensFixtures.time("2024-03-01")))
        #expect(ChartCalendar.start(ofNext: .month, after: try LensFixtures.time("2025-12-15")) == (try LensFixtures.time("2026-01-01")))
        #expect(ChartCalendar.start(ofNext: .year, after: time) == (try LensFixtures.time("2025-01-01")))
    }

    @Test("Month and weekday names")
    func names() {
        #expect(ChartCalendar.shortMonth(1) == "Jan" && ChartCalendar.shortMonth(12) == "Dec")
        #expect(ChartCalendar.longMonth(9) == "September")
        #expect(ChartCalendar.shortWeekday(1) == "Mon" && ChartCalendar.shortWeekday(7) == "Sun")
    }

    // MARK: ISO

    @Test("ISO dates and times read as seconds since 1970, in UTC")
    func isoTimes() {
        let march14: Double = 1_773_446_400
        let clock: Double = 9 * 3_600 + 30 * 60
        #expect(ChartCalendar.time(iso: "1970-01-01") == 0)
        #expect(ChartCalendar.time(iso: "2026-03-14") == march14)
        #expect(ChartCalendar.time(iso: "2026-03-14T09:30") == march14 + clock)
        #expect(ChartCalendar.time(iso: "2026-03-14T09:30:15Z") == march14 + clock + 15)
        #expect(ChartCalendar.time(iso: "2026-03-14", endOfDay: true) == march14 + 86_400 - 0.001)
        #expect(ChartCalendar.time(iso: "1958-03-29") == -371_174_400)
        #expect(ChartCalendar.time(iso: "2024-02-29") != nil, "a leap day")
    }

    @Test("Malformed ISO dates read as nil", arguments: [
        "", "hello", "2026", "2026-03", "2026-3-14", "26-03-14", "2026-03-14-01", "2026/03/14", "2026-13-01", "2026-00-10",
        "2026-03-00", "2026-04-31", "2025-02-29", "1900-02-29", "2026-03-14T", "2026-03-14T9:30", "2026-03-14T24:00",
        "2026-03-14T09:60", "2026-03-14T09:30:60", "2026-03-14T09", "2026-03-14T09:30:15:00", "2026-03-14 09:30",
        "2026-03-14TZ", "2026-03-14Tab:cd", "+026-03-14", "2026-+3-14", "2026-03-+4",
    ])
    func malformedISO(text: String) {
        #expect(ChartCalendar.time(iso: text) == nil)
    }

    @Test("A range of ISO dates holds both whole days")
    func isoRange() throws {
        let range = try #require(ChartCalendar.range(iso: "2026-03-01..2026-03-14"))
        #expect(range.lowerBound == (try LensFixtures.time("2026-03-01")))
        #expect(range.upperBound == (try LensFixtures.time("2026-03-15")) - 0.001)
        #expect(ChartCalendar.range(iso: "2026-03-14..2026-03-14") != nil, "one day")
    }

    @Test("A malformed or backwards range reads as nil", arguments: [
        "2026-03-14..2026-03-01", "2026-03-01", "2026-03-01..", "..2026-03-14", "a..b", "2026-03-01...2026-03-14",
        "2026-03-01..2026-02-30", "2026-03-01..2026-03-14..2026-03-20",
    ])
    func malformedRange(text: String) {
        #expect(ChartCalendar.range(iso: text) == nil)
    }
}
