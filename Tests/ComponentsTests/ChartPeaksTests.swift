import Components
import Testing

/// The min/max pyramid: any run's extremes in a few steps, the same as scanning it.
@Suite("Chart peaks")
struct ChartPeaksTests {
    @Test("Extremes of random runs match a scan, across block edges and series lengths")
    func extremesMatchAScan() {
        let seed: UInt64 = 0xC0FFEE
        var random = LensRandom(seed: seed)
        for count in [0, 1, 2, 15, 16, 17, 31, 32, 33, 47, 64, 100, 255, 256, 257, 1_000, 4_097] {
            let values = (0..<count).map { _ in Double.random(in: -1_000...1_000, using: &random) }
            let peaks = ArrayPeaks(values)
            for _ in 0..<300 {
                let a = Int.random(in: -20...(count + 20), using: &random), b = Int.random(in: -20...(count + 20), using: &random)
                let range = min(a, b)..<max(a, b)
                let lower = max(range.lowerBound, 0), upper = min(range.upperBound, count)
                let context = "seed \(seed) count \(count) range \(range)"
                guard lower < upper else {
                    #expect(peaks.extremes(in: range) == nil, "\(context)")
                    #expect(peaks.maximum(in: range) == 0 && peaks.minimum(in: range) == 0, "\(context)")
                    continue
                }
                let slice = values[lower..<upper]
                let found = peaks.extremes(in: range)
                #expect(found?.low == slice.min() && found?.high == slice.max(), "\(context): \(String(describing: found))")
            }
        }
    }

    @Test("Every run of a series of 300 values, checked exhaustively")
    func everyRun() {
        var random = LensRandom(seed: 99)
        let values = (0..<300).map { _ in Double(Int.random(in: 0...50, using: &random)) }
        let peaks = ArrayPeaks(values)
        var wrong: [Range<Int>] = []
        for lower in 0..<300 {
            var low = values[lower], high = values[lower]
            for upper in (lower + 1)...300 {
                low = min(low, values[upper - 1])
                high = max(high, values[upper - 1])
                let found = peaks.extremes(in: lower..<upper)
                if found?.low != low || found?.high != high { wrong.append(lower..<upper) }
            }
        }
        #expect(wrong.isEmpty, "wrong for \(wrong.prefix(5)) and \(max(wrong.count - 5, 0)) more")
    }

    @Test("The pyramid costs about 2 bytes a sample beyond the values")
    func overhead() {
        let peaks = ArrayPeaks(Array(repeating: 1, count: 1_000_000))
        #expect(peaks.overheadBytes <= 2_100_000)
        #expect(peaks.overheadBytes >= 1_000_000, "it holds blocks of 16 at least")
    }
}
