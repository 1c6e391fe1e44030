@testable import Components
import Dataset
import Testing

/// The marks under the strip and how they thin.
@Suite("Range Lens marks")
struct RangeLensMarkTests {
    static func marks(days: Int, from start: String) throws -> [RangeLensMark] {
        RangeLensModel(samples: try SampleColumn(LensFixtures.days(days, from: start))).marks
    }

    @Test("A series longer than 800 days marks its years")
    func years() throws {
        let marks = try Self.marks(days: 1_000, from: "2020-03-01")
        #expect(marks.map(\.text) == ["2021", "2022"])
        // 306 days from 1 March to 1 January, then 365 more.
        #expect(marks.map(\.index) == [306, 671])
        #expect(marks.allSatisfy { $0.isYear })
    }

    @Test("A series of more than 62 days inside one year marks its months, none naming a year")
    func monthsInOneYear() throws {
        let marks = try Self.marks(days: 100, from: "2026-02-10")
        #expect(marks.map(\.text) == ["Mar", "Apr", "May"])
        #expect(marks.map(\.index) == [19, 50, 80])
        #expect(!marks.contains { $0.isYear })
    }

    @Test("Across a year, January's mark names the new year and is the year mark")
    func januaryNamesItsYear() throws {
        let marks = try Self.marks(days: 120, from: "2025-11-10")
        #expect(marks.map(\.text) == ["Dec", "2026", "Feb", "Mar"])
        #expect(marks.map(\.index) == [21, 52, 83, 111])
        #expect(marks.map(\.isYear) == [false, true, false, false])
    }

    @Test("A series of 7 to 62 days marks its weeks at each Monday")
    func weeks() throws {
        // Wednesday 4 March to Thursday 2 April 2026.
        let marks = try Self.marks(days: 30, from: "2026-03-04")
        #expect(marks.map(\.text) == ["9 Mar", "16 Mar", "23 Mar", "30 Mar"])
        #expect(marks.map(\.index) == [5, 12, 19, 26])
    }

    @Test("A series of a few days marks its days by weekday")
    func days() throws {
        let marks = try Self.marks(days: 5, from: "2026-03-04")
        #expect(marks.map(\.text) == ["Thu", "Fri", "Sat", "Sun"])
        #expect(marks.map(\.index) == [1, 2, 3, 4])
    }

    @Test("Hourly samples over three days mark each midnight's first sample")
    func hourlyDays() throws {
        let samples = try LensFixtures.samples(Array(repeating: 1, count: 72), from: "2026-03-04T06:00", step: 3_600)
        let marks = RangeLensModel(samples: SampleColumn(samples)).marks
        #expect(marks.map(\.text) == ["Thu", "Fri", "Sat"])
        #expect(marks.map(\.index) == [18, 42, 66])
    }

    @Test("A boundary with no sample in its unit marks the next sample after it, once")
    func gapsMarkTheNextSample() throws {
        // Daily samples in December 2025, March and April 2026 only: no January or February mark.
        let samples = try LensFixtures.days(31, from: "2025-12-01") + LensFixtures.days(31, from: "2026-03-01")
            + LensFixtures.days(10, from: "2026-04-01")
        let marks = RangeLensModel(samples: SampleColumn(samples)).marks
        #expect(marks.map(\.text) == ["Mar", "Apr"])
        #expect(marks.map(\.index) == [31, 62])
    }

    @Test("The mark unit changes just past 6, 62 and 800 days")
    func markUnitBoundaries() {
        let day = LensFixtures.day
        #expect(ChartCadence.markUnit(forSpan: 6 * day) == .day)
        #expect(ChartCadence.markUnit(forSpan: 6 * day + 1) == .week)
        #expect(ChartCadence.markUnit(forSpan: 62 * day) == .week)
        #expect(ChartCadence.markUnit(forSpan: 62 * day + 1) == .month)
        #expect(ChartCadence.markUnit(forSpan: 800 * day) == .month)
        #expect(ChartCadence.markUnit(forSpan: 800 * day + 1) == .year)
    }

    // MARK: Thinning

    @Test("Marks with room between them are all kept")
    func roomyMarksAllKept() {
        let x = (0..<6).map { Double($0) * 40 }
        #expect(RangeLensMark.thinned(x: x, width: Array(repeating: 20, count: 6), anchor: 0, limit: 1_000) == [0, 1, 2, 3, 4, 5])
    }

    @Test("Crowded marks thin to the first stride that fits, keeping the year mark")
    func crowdedMarksThin() {
        // 10 apart, 20 wide, 14 between: every fourth fits (40 ≥ 20 + 14), every third (30) does not.
        let x = (0..<20).map { Double($0) * 10 }
        let width = Array(repeating: 20.0, count: 20)
        #expect(RangeLensMark.thinned(x: x, width: width, anchor: 5, limit: 1_000) == [1, 5, 9, 13, 17])
        #expect(RangeLensMark.thinned(x: x, width: width, anchor: 0, limit: 1_000) == [0, 4, 8, 12, 16])
    }

    @Test("A mark whose label runs off the strip's end is not drawn")
    func marksOffTheEndAreDropped() {
        let x = [0.0, 50, 100, 150]
        #expect(RangeLensMark.thinned(x: x, width: [20, 20, 20, 20], anchor: 0, limit: 165) == [0, 1, 2])
        #expect(RangeLensMark.thinned(x: [], width: [], anchor: 0, limit: 100).isEmpty)
    }

    @Test("Thinned random marks are evenly spaced, never crowd, and keep the year mark")
    func thinnedRandomMarks() {
        let seed: UInt64 = 7_770_777
        var random = LensRandom(seed: seed)
        for round in 0..<300 {
            let count = Int.random(in: 1...60, using: &random)
            var x: [Double] = []
            var position = Double.random(in: 0...20, using: &random)
            for _ in 0..<count {
                x.append(position)
                position += Double.random(in: 4...60, using: &random)
            }
            let width = (0..<count).map { _ in Double.random(in: 10...40, using: &random) }
            let anchor = Int.random(in: 0..<count, using: &random)
            let limit = position + 40
            let picks = RangeLensMark.thinned(x: x, width: width, anchor: anchor, limit: limit)
            let context = "seed \(seed) round \(round)"
            #expect(!picks.isEmpty, "\(context)")
            #expect(picks.contains(anchor), "\(context): the year mark \(anchor) is kept, picks \(picks)")
            let strides = Set(zip(picks, picks.dropFirst()).map { $1 - $0 })
            #expect(strides.count <= 1, "\(context): evenly spaced, strides \(strides)")
            for (a, b) in zip(picks, picks.dropFirst()) {
                #expect(x[a] + width[a] + 14 <= x[b], "\(context): \(a) crowds \(b)")
            }
            // No finer stride would have fitted.
            guard let stride = strides.first else { continue }
            for finer in 1..<stride {
                let phase = anchor % finer
                let candidate = (0..<count).filter { $0 % finer == phase }
                let fits = zip(candidate, candidate.dropFirst()).allSatisfy { x[$0] + width[$0] + 14 <= x[$1] }
                #expect(!fits, "\(context): stride \(finer) fits but \(stride) was taken")
            }
        }
    }
}
