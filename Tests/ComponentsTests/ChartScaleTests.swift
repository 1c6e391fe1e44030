import Components
import Foundation
import Testing

/// The detail chart's value axis: a ceiling 1.08 × the peak and gridlines on round values, at most four.
@Suite("Chart scale")
struct ChartScaleTests {
    @Test("A peak of 13,240 gives a ceiling of 14,299.2 and gridlines 5,000 apart")
    func seedExample() {
        let scale = ChartScale(peak: 13_240)
        #expect(abs(scale.top - 14_299.2) < 1e-9)
        #expect(scale.step == 5_000)
        #expect(scale.lines(under: scale.top) == [5_000, 10_000])
    }

    @Test("Nothing above zero, or a peak that is not finite, gives a ceiling of 1 and no gridlines")
    func nothingAboveZero() {
        for peak in [0.0, -5, .nan, .infinity, -.infinity] {
            let scale = ChartScale(peak: peak)
            #expect(scale.top == 1, "peak \(peak)")
            #expect(scale.step == 0, "peak \(peak)")
            #expect(scale.lines(under: scale.top).isEmpty, "peak \(peak)")
        }
    }

    @Test("Round steps for small, middling and large peaks", arguments: [
        (1.0, 0.5), (3_000, 1_000), (8_412, 5_000), (9_000, 5_000), (0.04, 0.02), (55.9, 20), (100, 50), (4.5e9, 2e9),
    ])
    func roundSteps(peak: Double, step: Double) {
        let scale = ChartScale(peak: peak)
        #expect(abs(scale.top - peak * 1.08) <= 1e-12 * peak)
        #expect(abs(scale.step - step) <= 1e-9 * step, "peak \(peak): step \(scale.step)")
    }

    @Test("On random peaks the step is 1, 2 or 5 of a power of ten, the smallest with at most four lines")
    func randomPeaks() {
        let seed: UInt64 = 31_337
        var random = LensRandom(seed: seed)
        for _ in 0..<2_000 {
            let peak = Double.random(in: -3...9, using: &random)
            let value = Double.random(in: 1..<10, using: &random) * pow(10, peak.rounded(.down))
            let scale = ChartScale(peak: value)
            let lines = scale.lines(under: scale.top)
            let context = "seed \(seed) peak \(value) step \(scale.step)"
            #expect((1...4).contains(lines.count), "\(context): \(lines.count) lines")
            #expect(lines.allSatisfy { $0 <= scale.top * 1.0001 }, "\(context)")
            // step = m × 10^k with m in {1, 2, 5}
            let exponent = (log10(scale.step) + 1e-9).rounded(.down)
            let mantissa = scale.step / pow(10, exponent)
            #expect([1.0, 2, 5].contains { abs(mantissa - $0) < 1e-9 }, "\(context): mantissa \(mantissa)")
            // The next smaller round step would need more than four lines.
            let smaller = mantissa < 1.5 ? 0.5 * scale.step : mantissa < 3 ? 0.5 * scale.step : 0.4 * scale.step
            #expect(scale.top / smaller > 4, "\(context): \(smaller) would fit")
        }
    }

    @Test("Gridlines under a lower ceiling stop below it, as they slide with it")
    func linesUnderAMovingCeiling() {
        let scale = ChartScale(peak: 13_240)
        #expect(scale.lines(under: 9_999) == [5_000])
        #expect(scale.lines(under: 4_000).isEmpty)
        #expect(scale.lines(under: 20_000) == [5_000, 10_000, 15_000, 20_000])
        #expect(scale.lines(under: 0).isEmpty)
    }
}
