import Components
import Dataset
import Testing

/// How far apart samples are decides the tick buckets and the key step.
@Suite("Chart cadence")
struct ChartCadenceTests {
    static func times(_ count: Int, every gap: Double, from start: Double = 1_767_225_600) -> [Double] {
        (0..<count).map { start + Double($0) * gap }
    }

    @Test("Daily samples tick at each week and step a week, 7 samples")
    func daily() {
        let cadence = ChartCadence(times: Self.times(100, every: 86_400))
        #expect(cadence.gap == 86_400)
        #expect(cadence.bucket == .week)
        #expect(cadence.step == 7)
        #expect(!cadence.isFinerThanDaily)
    }

    @Test("Weekly samples tick at each month and step 4")
    func weekly() {
        let cadence = ChartCadence(times: Self.times(100, every: 7 * 86_400))
        #expect(cadence.bucket == .month)
        #expect(cadence.step == 4)
    }

    @Test("Monthly samples, on each month's first, tick at each year and step a quarter, 3")
    func monthly() throws {
        var times: [Double] = []
        for year in 2020...2025 {
            for month in 1...12 {
                times.append(try LensFixtures.time("\(year)-\(month < 10 ? "0" : "")\(month)-01"))
            }
        }
        let cadence = ChartCadence(times: times)
        #expect(cadence.gap >= 28 * 86_400 && cadence.gap <= 31 * 86_400)
        #expect(cadence.bucket == .year)
        #expect(cadence.step == 3)
    }

    @Test("Hourly samples tick at each day and step a day, 24; quarter hours step 96")
    func hourly() {
        let hourly = ChartCadence(times: Self.times(500, every: 3_600))
        #expect(hourly.bucket == .day)
        #expect(hourly.step == 24)
        #expect(hourly.isFinerThanDaily)
        #expect(ChartCadence(times: Self.times(500, every: 900)).step == 96)
    }

    @Test("The median gap decides: a daily series with a few long gaps stays daily")
    func medianGap() {
        var times = Self.times(50, every: 86_400)
        times += Self.times(50, every: 86_400, from: times.last! + 40 * 86_400)
        times += [times.last! + 400 * 86_400]
        let cadence = ChartCadence(times: times)
        #expect(cadence.gap == 86_400)
        #expect(cadence.step == 7)
    }

    @Test("The cadence boundaries: under half a day is finer than daily, 3 days weekly, 20 days monthly")
    func boundaries() {
        let day = 86_400.0
        #expect(ChartCadence(times: Self.times(10, every: day * 0.5 - 1)).bucket == .day)
        #expect(ChartCadence(times: Self.times(10, every: day * 0.5)).bucket == .week)
        #expect(ChartCadence(times: Self.times(10, every: day * 3 - 1)).bucket == .week)
        #expect(ChartCadence(times: Self.times(10, every: day * 3)).bucket == .month)
        #expect(ChartCadence(times: Self.times(10, every: day * 20 - 1)).bucket == .month)
        #expect(ChartCadence(times: Self.times(10, every: day * 20)).bucket == .year)
    }

    @Test("One sample or none reads as daily")
    func noGaps() {
        for times in [[], [1_000.0]] {
            let cadence = ChartCadence(times: times)
            #expect(cadence.gap == 86_400)
            #expect(cadence.step == 7)
        }
    }

    @Test("Six steps of samples make the opening window in every cadence")
    func openingWindows() throws {
        func opening(every gap: Double) -> RangeLensSpan {
            let samples = Self.times(2_000, every: gap).map { Sample(time: $0, value: 1) }
            return RangeLensModel(samples: SampleColumn(samples)).openingSpan
        }
        #expect(opening(every: 86_400) == RangeLensSpan(start: 2_000 - 42, end: 2_000))
        #expect(opening(every: 7 * 86_400) == RangeLensSpan(start: 2_000 - 24, end: 2_000))
        #expect(opening(every: 3_600) == RangeLensSpan(start: 2_000 - 144, end: 2_000))
        #expect(ChartCadence(times: Self.times(10, every: 3_600)).samples(forDays: 42) == 1_008)
    }
}
