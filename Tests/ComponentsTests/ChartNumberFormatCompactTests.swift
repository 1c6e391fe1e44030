import Components
import Testing

/// The readout's rounded numbers and the axis's compact ones.
@Suite("Chart number formats: rounded and compact")
struct ChartNumberFormatCompactTests {
    @Test("Rounded: whole numbers from 100 up, at most one decimal below", arguments: [
        (5.0, "5"), (5.25, "5.3"), (5.24, "5.2"), (12.34, "12.3"), (0, "0"), (0.04, "0"), (99.94, "99.9"), (99.96, "100"),
        (100.4, "100"), (8_412.4, "8,412"), (8_412.5, "8,413"), (1_234_567, "1,234,567"),
    ])
    func rounded(value: Double, text: String) {
        #expect(ChartNumberFormat.rounded(value) == text)
    }

    @Test("Rounded negatives take a minus sign, and what is not a number a dash")
    func roundedOddValues() {
        #expect(ChartNumberFormat.rounded(-5.25) == "\u{2212}5.3")
        #expect(ChartNumberFormat.rounded(.nan) == "—")
        #expect(ChartNumberFormat.rounded(.infinity) == "—")
    }

    @Test("Compact: an axis value in a few characters", arguments: [
        (0.0, "0"), (5, "5"), (0.25, "0.25"), (2.5, "2.5"), (12.5, "12.5"), (500, "500"), (999, "999"), (5_000, "5K"),
        (12_500, "12.5K"), (10_000, "10K"), (150_000, "150K"), (999_600, "1M"), (1_500_000, "1.5M"), (2e9, "2B"), (3e12, "3T"),
    ])
    func compact(value: Double, text: String) {
        #expect(ChartNumberFormat.compact(value) == text)
    }

    @Test("Compact negatives take a minus sign, and what is not a number a dash")
    func compactOddValues() {
        #expect(ChartNumberFormat.compact(-5_000) == "\u{2212}5K")
        #expect(ChartNumberFormat.compact(.nan) == "—")
    }

    @Test("The lens's value format: rounded by default, or a currency's two decimals")
    func valueFormat() {
        #expect(RangeLensValueFormat.rounded.format(8_412.4) == "8,412")
        #expect(RangeLensValueFormat.currency(code: "USD").format(1_234.5).contains("1,234.50"))
    }
}
