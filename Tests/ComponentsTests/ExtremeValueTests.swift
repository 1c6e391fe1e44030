import Dataset
import Foundation
import Testing
@testable import Components

/// Values at the ends of a double's range are written and placed, never trapped on.
@Suite struct ExtremeValueTests {
    @Test("1e308 and −1e308 are written with an exponent")
    func hugeValuesAreWritten() {
        #expect(ChartNumberFormat.number.format(1e308) == "1.00e308")
        #expect(ChartNumberFormat.number.format(-1e308) == ChartNumberFormat.minus + "1.00e308")
        #expect(ChartNumberFormat.number.format(999_999_999_999.5) == "999,999,999,999.5")
    }

    @Test("A plot from −1e308 to 1e308 places its points inside it")
    func hugeBoundsGiveFiniteFractions() {
        let bounds = -1e308...1e308
        #expect(bounds.fraction(of: 1e308) == 1)
        #expect(bounds.fraction(of: -1e308) == 0)
        #expect(bounds.fraction(of: 0) == 0.5)
        #expect((2.0...6.0).fraction(of: 3) == 0.25)
    }

    @Test("A lens over 1e308s sums to a finite figure")
    func lensSumsStayFinite() {
        let samples = (0..<30).map { Sample(time: Double($0) * 86_400, value: 1e308) }
        let model = RangeLensModel(samples: SampleColumn(samples))
        #expect(model.value(.average, in: 0...29).isFinite)
        #expect(model.value(.total, in: 0...29).isFinite)
    }

    @Test("An axis past a thousand trillion is labelled with a short exponent, not a suffix")
    func hugeAxisLabelsUseAnExponent() {
        #expect(ChartNumberFormat.compact(1e18) == "1e18")
        #expect(ChartNumberFormat.compact(2.5e300) == "2.5e300")
        #expect(ChartNumberFormat.compact(-1e308) == ChartNumberFormat.minus + "1e308")
        #expect(ChartNumberFormat.compact(999e12) == "999T")
    }

    @Test("A line between −1e308 and 1e308 is resampled to finite values")
    func resamplingBetweenExtremesStaysFinite() {
        let points = (0..<28).map { ChartPoint(date: Date(timeIntervalSince1970: Double($0) * 86_400), value: $0 % 2 == 0 ? 1e308 : -1e308) }
        let samples = ChartCurve.resample(SampleColumn(points), count: 64)
        #expect(samples.allSatisfy { $0.isFinite })
        #expect(samples.first == 1e308)
    }
}
