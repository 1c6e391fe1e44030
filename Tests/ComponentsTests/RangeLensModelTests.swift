@testable import Components
import Dataset
import Foundation
import Testing

/// The Range Lens's series: the span a selection of dates gives, the whole samples a span rests on,
/// the readout's figures and the fractional mean the average rule follows.
@Suite("Range Lens model")
struct RangeLensModelTests {
    /// 100 daily samples from 2026-01-01: sample i is on day i.
    static func hundredDays() throws -> RangeLensModel { try LensFixtures.daily(Array(repeating: 1, count: 100)) }

    /// The dates of samples `first` and `last` of `model` as a selection.
    static func dates(_ model: RangeLensModel, _ first: Int, _ last: Int) -> ClosedRange<Double> {
        model.times[first]...model.times[last]
    }

    // MARK: span(for:)

    @Test("A selection from one sample's date to another's spans exactly those samples")
    func spanOfASelection() throws {
        let model = try Self.hundredDays()
        #expect(model.span(for: Self.dates(model, 10, 20)) == RangeLensSpan(start: 10, end: 21))
    }

    @Test("A selection between sample dates takes the first sample on or after its start and the last on or before its end")
    func spanBetweenSampleDates() throws {
        let model = try Self.hundredDays()
        let day = LensFixtures.day
        let range = (model.times[10] - day / 2)...(model.times[20] + day / 2)
        #expect(model.span(for: range) == RangeLensSpan(start: 10, end: 21))
        let inner = (model.times[10] + 1)...(model.times[20] - 1)
        #expect(model.span(for: inner) == RangeLensSpan(start: 11, end: 20))
    }

    @Test("A selection wider than the series shows all of it")
    func wideSelectionShowsAll() throws {
        let model = try Self.hundredDays()
        let range = (model.times[0] - 400 * LensFixtures.day)...(model.times[99] + 400 * LensFixtures.day)
        #expect(model.span(for: range) == .all(100))
    }

    @Test("A selection partly outside the series is clamped to it")
    func partlyOutsideIsClamped() throws {
        let model = try Self.hundredDays()
        let day = LensFixtures.day
        #expect(model.span(for: (model.times[0] - 30 * day)...model.times[20]) == RangeLensSpan(start: 0, end: 21))
        #expect(model.span(for: model.times[80]...(model.times[99] + 30 * day)) == RangeLensSpan(start: 80, end: 100))
    }

    @Test("A selection narrower than the minimum span widens to 7 samples, inside the series")
    func narrowSelectionWidens() throws {
        let model = try Self.hundredDays()
        #expect(model.minimumSpan == 7)
        #expect(model.span(for: Self.dates(model, 50, 50)) == RangeLensSpan(start: 50, end: 57))
        #expect(model.span(for: Self.dates(model, 50, 52)) == RangeLensSpan(start: 50, end: 57))
        // At the end of the series it widens backwards.
        #expect(model.span(for: Self.dates(model, 98, 99)) == RangeLensSpan(start: 93, end: 100))
    }

    @Test("A series shorter than the minimum span shows all of it for any selection")
    func shortSeriesShowsAll() throws {
        let model = try LensFixtures.daily([1, 2, 3])
        #expect(model.span(for: model.times[1]...model.times[1]) == .all(3))
        #expect(model.window(of: RangeLensSpan(start: 1, end: 2)) == 0...2)
    }

    @Test("An empty series spans nothing and rests on no samples")
    func emptySeries() {
        let model = RangeLensModel(samples: [])
        #expect(model.span(for: 0...1_000_000) == RangeLensSpan(start: 0, end: 0))
        #expect(model.window(of: RangeLensSpan(start: 0, end: 7)) == nil)
        #expect(model.isEmpty)
    }

    // MARK: window(of:)

    @Test("A fractional span rests on the samples its rounded edges hold")
    func windowOfFractionalSpans() throws {
        let model = try Self.hundredDays()
        #expect(model.window(of: RangeLensSpan(start: 10.4, end: 20.6)) == 10...20)
        #expect(model.window(of: RangeLensSpan(start: 10.6, end: 20.4)) == 11...19)
        // Halves round away from zero.
        #expect(model.window(of: RangeLensSpan(start: 10.5, end: 20.5)) == 11...20)
    }

    @Test("A span narrower than the minimum rests on 7 samples, a span past the ends on samples inside")
    func windowOfNarrowOrOutsideSpans() throws {
        let model = try Self.hundredDays()
        #expect(model.window(of: RangeLensSpan(start: 3.2, end: 5.1)) == 3...9)
        #expect(model.window(of: RangeLensSpan(start: -2.3, end: 12)) == 0...11)
        #expect(model.window(of: RangeLensSpan(start: 90, end: 103.7)) == 90...99)
        #expect(model.window(of: RangeLensSpan(start: 97.8, end: 99.9)) == 93...99)
        #expect(model.window(of: RangeLensSpan(start: -20, end: -10)) == 0...6)
    }

    @Test("The opening window is the last six weeks of daily samples")
    func openingWindow() throws {
        let model = try LensFixtures.daily(Array(repeating: 1, count: 365))
        #expect(model.openingSpan == RangeLensSpan(start: 323, end: 365))
        #expect(model.span(last: 42) == RangeLensSpan(start: 323, end: 365))
        #expect(model.span(last: 3) == RangeLensSpan(start: 358, end: 365), "never narrower than the minimum span")
        #expect(model.span(last: 1_000) == .all(365))
    }

    // MARK: Figures

    @Test("The summaries of a small window: average, total, highest and lowest")
    func summariesOfASmallWindow() throws {
        let model = try LensFixtures.daily([4, 8, 1, 9, 3, 7, 2, 6, 5, 10])
        #expect(model.value(.average, in: 2...8) == 33.0 / 7)
        #expect(model.value(.total, in: 2...8) == 33)
        #expect(model.value(.maximum, in: 2...8) == 9)
        #expect(model.value(.minimum, in: 2...8) == 1)
        #expect(model.peak(4...9) == 10)
        #expect(model.maximum == 10)
    }

    @Test("The summaries from prefix sums and the pyramid match a brute-force count on random data")
    func summariesMatchBruteForce() throws {
        let seed: UInt64 = 0x5EED_13
        var random = LensRandom(seed: seed)
        for round in 0..<40 {
            let count = Int.random(in: 1...2_000, using: &random)
            var raw: [Double] = []
            for _ in 0..<count {
                switch Int.random(in: 0..<20, using: &random) {
                case 0: raw.append(-Double.random(in: 0...500, using: &random))
                case 1: raw.append(.nan)
                case 2: raw.append(.infinity)
                default: raw.append(Double.random(in: 0...20_000, using: &random).rounded())
                }
            }
            let model = try LensFixtures.daily(raw, minimumSpan: 1)
            let clean = raw.map { $0.isFinite ? max($0, 0) : 0 }
            for _ in 0..<50 {
                let a = Int.random(in: 0..<count, using: &random), b = Int.random(in: 0..<count, using: &random)
                let window = min(a, b)...max(a, b)
                let slice = clean[window]
                let total = slice.reduce(0, +)
                let context = "seed \(seed) round \(round) count \(count) window \(window)"
                #expect(abs(model.value(.total, in: window) - total) <= 1e-9 * max(total, 1), "\(context)")
                #expect(abs(model.value(.average, in: window) - total / Double(slice.count)) <= 1e-9 * max(total, 1), "\(context)")
                #expect(model.value(.maximum, in: window) == slice.max(), "\(context)")
                #expect(model.value(.minimum, in: window) == slice.min(), "\(context)")
            }
        }
    }

    @Test("The fractional mean weights each sample by how much of it the span covers")
    func fractionalMean() throws {
        let model = try LensFixtures.daily([2, 4, 6, 8])
        #expect(model.mean(from: 1, to: 3) == 5)
        // Half of 2, all of 4, half of 6, over two samples' width.
        #expect(model.mean(from: 0.5, to: 2.5) == 4)
        // A quarter of 4 and three quarters of 6 over one sample's width.
        #expect(abs(model.mean(from: 1.75, to: 2.75) - (0.25 * 4 + 0.75 * 6)) < 1e-12)
        // Past the ends it reads only the series.
        #expect(model.mean(from: -3, to: 2) == 3)
        #expect(model.mean(from: 3, to: 9) == 8)
        // No width, or backwards, is no average.
        #expect(model.mean(from: 2, to: 2) == 0)
        #expect(model.mean(from: 3, to: 1) == 0)
    }

    @Test("The fractional mean matches coverage-weighted brute force on random data")
    func fractionalMeanMatchesBruteForce() throws {
        let seed: UInt64 = 42_4242
        var random = LensRandom(seed: seed)
        let count = 300
        let values = (0..<count).map { _ in Double.random(in: 0...10_000, using: &random) }
        let model = try LensFixtures.daily(values)
        for _ in 0..<500 {
            let a = Double.random(in: -5...Double(count + 5), using: &random)
            let b = Double.random(in: -5...Double(count + 5), using: &random)
            let lo = min(max(min(a, b), 0), Double(count)), hi = min(max(max(a, b), 0), Double(count))
            guard hi - lo > 0.01 else { continue }
            var weighted = 0.0
            for (index, value) in values.enumerated() {
                let cover = max(min(hi, Double(index + 1)) - max(lo, Double(index)), 0)
                weighted += cover * value
            }
            let expected = weighted / (hi - lo)
            #expect(abs(model.mean(from: min(a, b), to: max(a, b)) - expected) < 1e-6, "seed \(seed) span \(a)..\(b)")
        }
    }

    @Test("Negative, NaN and infinite values count and draw as zero")
    func badValuesAreZero() throws {
        let model = try LensFixtures.daily([5, -3, .nan, .infinity, -.infinity, 7, -0.0001], minimumSpan: 1)
        #expect(model.values == [5, 0, 0, 0, 0, 7, 0])
        #expect(model.count == 7)
        #expect(model.value(.total, in: 0...6) == 12)
        #expect(model.value(.minimum, in: 0...6) == 0)
        #expect(model.value(.maximum, in: 0...6) == 7)
        #expect(model.maximum == 7)
    }

    @Test("Samples at no finite time are left out")
    func nonFiniteTimesAreLeftOut() {
        let model = RangeLensModel(samples: [
            Sample(time: 0, value: 1), Sample(time: .nan, value: 2), Sample(time: 86_400, value: 3), Sample(time: .infinity, value: 4),
        ])
        #expect(model.times == [0, 86_400])
        #expect(model.values == [1, 3])
    }

    @Test("Unsorted samples are sorted by time, samples at one time keeping their order")
    func unsortedSortedStably() throws {
        let t0 = try LensFixtures.time("2026-03-01"), t1 = try LensFixtures.time("2026-03-02"), t2 = try LensFixtures.time("2026-03-03")
        let model = RangeLensModel(samples: [
            Sample(time: t2, value: 1), Sample(time: t1, value: 2), Sample(time: t2, value: 3), Sample(time: t0, value: 4),
            Sample(time: t2, value: 5), Sample(time: t1, value: 6),
        ])
        #expect(model.times == [t0, t1, t1, t2, t2, t2])
        #expect(model.values == [4, 2, 6, 1, 3, 5])
        #expect(model.value(.total, in: 0...2) == 12, "the prefix sums follow the sorted order")
    }

    // MARK: Buckets

    @Test("Daily samples tick at each Monday: the bucket is the week's first moment")
    func dailyBuckets() throws {
        // 2026-03-04 is a Wednesday; its week began on Monday 2 March.
        let model = try LensFixtures.daily(Array(repeating: 1, count: 20), from: "2026-03-04")
        #expect(model.bucket(0) == (try LensFixtures.time("2026-03-02")))
        #expect(model.bucket(4) == (try LensFixtures.time("2026-03-02")), "Sunday 8 March is still that week")
        #expect(model.bucket(5) == (try LensFixtures.time("2026-03-09")), "Monday 9 March starts the next")
        #expect(model.bucket(-1) == nil)
        #expect(model.bucket(20) == nil)
    }

    // MARK: Real data

    @Test("Seattle's four years of daily weather: weekly ticks, steps of 7, year marks and a six-week opening")
    func seattleWeather() throws {
        let series = try LensFixtures.sharedSeries("vega_seattle-weather.csv", column: "temp_max")
        let model = RangeLensModel(samples: series.samples)
        #expect(model.count == 1_461)
        #expect(model.cadence.bucket == .week)
        #expect(model.cadence.step == 7)
        #expect(model.openingSpan == RangeLensSpan(start: 1_419, end: 1_461))
        // 2012 is a leap year: 2013 starts at sample 366.
        #expect(model.marks.map(\.text) == ["2013", "2014", "2015"])
        #expect(model.marks.map(\.index) == [366, 731, 1_096])
        #expect(model.marks.allSatisfy { $0.isYear })
        let all = 0...(model.count - 1)
        #expect(model.value(.maximum, in: all) == 35.6)
        #expect(model.value(.minimum, in: all) == 0, "negative maxima (down to -1.6) count as zero")
        #expect(model.dateRange(model.window(of: model.openingSpan)!) == "20 Nov – 31 Dec")
        #expect(model.dateRange(0...6) == "1–7 Jan 2012")
    }

    @Test("Weekly CO2 over 44 years, with blank weeks skipped: monthly ticks and steps of 4")
    func weeklyCO2() throws {
        let series = try LensFixtures.sharedSeries("statsmodels_co2.csv")
        let model = RangeLensModel(samples: series.samples)
        #expect(model.count == 2_225)
        #expect(model.cadence.gap == 7 * LensFixtures.day)
        #expect(model.cadence.bucket == .month)
        #expect(model.cadence.step == 4)
        #expect(model.openingSpan == RangeLensSpan(start: 2_201, end: 2_225))
        #expect(model.marks.first?.text == "1959")
        #expect(model.marks.last?.text == "2001")
        #expect(model.marks.count == 43)
    }
}
