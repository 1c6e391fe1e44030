import Components
import Foundation
import Testing

/// The scrub chart's readout: meta line, numeral, delta chip, number and date formats.
@Suite("Scrub chart readout")
struct ScrubChartReadoutTests {
    static func example(_ selection: ScrubChartSelection = .idle, range: Int = ScrubChartModel.exampleRange) throws -> ScrubChartModel {
        var model = try ScrubExample.model()
        model.rangeIndex = range
        model.selection = selection
        return model
    }

    @Test("Numbers have 0 to 2 fraction digits and group thousands; currency keeps 2 digits")
    func numberFormats() {
        let number = ChartNumberFormat.number
        #expect(number.format(187) == "187")
        #expect(number.format(182.1) == "182.1")
        #expect(number.format(1234.567) == "1,234.57")
        #expect(number.format(1_000_000) == "1,000,000")
        #expect(number.format(0.004) == "0")
        #expect(number.format(-3.5) == "\u{2212}3.5")
        let dollars = ChartNumberFormat.currency(code: "USD")
        #expect(dollars.format(187) == "$187.00")
        #expect(dollars.format(1234.5) == "$1,234.50")
        #expect(dollars.format(0.999) == "$1.00")
        #expect(dollars.signed(-4.6) == "\u{2212}$4.60")
        #expect(dollars.signed(0) == "+$0.00")
    }

    @Test("Percents have one decimal and no sign")
    func percents() {
        #expect(ChartNumberFormat.percent(0.0354) == "3.5%")
        #expect(ChartNumberFormat.percent(-0.0217) == "2.2%")
        #expect(ChartNumberFormat.percent(0) == "0.0%")
        #expect(ChartNumberFormat.percent(12.3456) == "1,234.6%")
    }

    @Test("Decimals split off at the last point followed by a digit")
    func splitDecimals() {
        #expect(ChartNumberFormat.splitDecimals("$187.45") == ("$187", ".45"))
        #expect(ChartNumberFormat.splitDecimals("+1,234.5") == ("+1,234", ".5"))
        #expect(ChartNumberFormat.splitDecimals("187") == ("187", ""))
        #expect(ChartNumberFormat.splitDecimals("—") == ("—", ""))
    }

    @Test("Dates read by the hour under 2 days, by the day under 120 days, by month and year beyond")
    func dateLabels() {
        let date = Date(timeIntervalSince1970: 1_789_560_000 + 1_800) // Sep 16 2026, 12:30 UTC
        let hours = ChartDateLabels(span: 6 * 3_600)
        #expect(hours.label(date) == "12 PM")
        #expect(hours.label(date, precise: true) == "12:30 PM")
        #expect(hours.label(date.addingTimeInterval(-12.5 * 3_600), precise: true) == "12:00 AM")
        #expect(hours.label(date.addingTimeInterval(2.5 * 3_600)) == "3 PM")
        let days = ChartDateLabels(span: 30 * 86_400)
        #expect(days.label(date) == "Sep 16")
        #expect(days.label(date, precise: true) == "Sep 16")
        let years = ChartDateLabels(span: 300 * 86_400)
        #expect(years.label(date) == "Sep 26")
        #expect(years.label(date, precise: true) == "Sep 16, 2026")
        #expect(ChartDateLabels(span: 2 * 86_400).label(date) == "Sep 16")
        #expect(ChartDateLabels(span: 120 * 86_400).label(date) == "Sep 26")
    }

    @Test("At rest the meta line reads LATEST · range and the figure is the latest value")
    func rest() throws {
        let model = try Self.example(range: 2)
        #expect(model.metaLine == "LATEST · 1M")
        #expect(model.numeral == ScrubChartNumeral(whole: "$187", fraction: ".00", isPlaceholder: false))
        let chip = model.deltaChip
        // 1M runs from 191.20 to 187.00.
        #expect(chip?.amount == "\u{2212}$4.20")
        #expect(chip?.percentText == "2.2%")
        #expect(chip?.trend == .down)
        #expect(chip?.isRising == false)
    }

    @Test("Under the finger the meta line is the point's precise date and the chip its change from the first point")
    func scrubbing() throws {
        let model = try Self.example(.scrubbing(3), range: 0)
        // 1D: half-hour steps ending at 12:00 UTC, so point 3 of 13 is 9 hours earlier.
        #expect(model.metaLine == "7:30 AM")
        #expect(model.numeral.text == "$183.40")
        #expect(model.deltaChip?.amount == "+$1.30")
        #expect(model.deltaChip?.percentText == "0.7%")
        #expect(model.deltaChip?.trend == .up)
    }

    @Test("A held range shows its dates, its signed change as the figure, and a percent-only chip")
    func heldRange() throws {
        let model = try Self.example(.range(anchor: 6, end: 2), range: 2)
        // 1M, one point a day ending Sep 16: points 2 and 6 are Sep 3 and Sep 7.
        #expect(model.metaLine == "SEP 3 – SEP 7")
        #expect(model.numeral.text == "\u{2212}$4.70")
        #expect(model.numeral.whole == "\u{2212}$4")
        #expect(model.deltaChip?.amount == nil)
        #expect(model.deltaChip?.percentText == "2.5%")
        #expect(model.deltaChip?.trend == .down)
    }

    @Test("A change of nothing is flat: an up arrow on clear glass")
    func flat() {
        let model = ScrubChartModel(series: [ScrubChartModelTests.series([5, 7, 5])], selection: .range(anchor: 0, end: 2))
        #expect(model.numeral.text == "+0")
        #expect(model.deltaChip?.trend == .flat)
        #expect(model.deltaChip?.isRising == true)
    }

    @Test("With no data the figure is a dash, there is no chip, and the meta line is the range's label")
    func empty() {
        let model = ScrubChartModel(series: [ChartSeries(label: "1D", points: [])], selection: .scrubbing(2))
        #expect(model.numeral == ScrubChartNumeral(whole: "—", fraction: "", isPlaceholder: true))
        #expect(model.deltaChip == nil)
        #expect(model.metaLine == "1D")
        #expect(model.axisLabels.isEmpty)
        #expect(ScrubChartModel(series: []).metaLine == "")
    }

    @Test("The axis reads the start, middle and end of the span in capitals")
    func axis() throws {
        // 1W runs 78 hours from Sep 13 06:00; 1Y runs 264 days from Dec 26, 2025; 1D 6 hours to noon.
        #expect(try Self.example(range: 1).axisLabels == ["SEP 13", "SEP 14", "SEP 16"])
        #expect(try Self.example(range: 3).axisLabels == ["DEC 25", "MAY 26", "SEP 26"])
        #expect(try Self.example(range: 0).axisLabels == ["6 AM", "9 AM", "12 PM"])
    }

    @Test("The widest figures keep one string per shape across every range")
    func widestFigures() throws {
        let figures = ScrubChartReadoutFigures(series: try ScrubExample.ranges(), format: .currency(code: "USD"))
        // Every value is $ and three whole digits: one shape, which the first value seen stands for.
        #expect(figures.values.count == 1 && figures.values[0].hasPrefix("$") && figures.values[0].count == 7)
        #expect(Set(figures.amounts.map { $0.first! }) == ["+", "\u{2212}"])
        // 1Y rises from 142 to 187: the largest swing from a first point is 45 / 142.
        #expect(abs(figures.swing - 45.0 / 142.0) < 1e-12)
        // 1Y's span is 45, shown as "+$45.00" and "−$45.00"; 1D's 5.10 has another shape.
        #expect(figures.held.contains("+$45.00"))
        #expect(figures.held.contains("\u{2212}$45.00"))
        #expect(figures.held.contains("+$5.10"))
        #expect(abs(figures.heldSwing - 45.0 / 142.0) < 1e-12)
    }

    @Test("The chip sits beside the figure while both widest pairs fit, and under it when they do not")
    func placement() throws {
        let figures = ScrubChartReadoutFigures(series: try ScrubExample.ranges(), format: .currency(code: "USD"))
        // A stand-in measure: 20 points per character of figure, 8 per character of chip plus padding.
        let figure = { (text: String) in Double(text.count) * 20 }
        let chip = { (amount: String?, percent: String) in 20 + 11 + 4 + Double((amount.map { $0 + " " } ?? "").count + percent.count) * 8 }
        // Widest value "$187.00" is 140 wide; the widest full chip "+$45.00 31.7%" is 35 + 13 × 8 = 139.
        let needed = 140 * 0.9 + 10 + 139.0
        #expect(ScrubChartChipPlacement.decide(for: figures, format: .currency(code: "USD"), width: needed, figureWidth: figure, chipWidth: chip) == .beside)
        #expect(ScrubChartChipPlacement.decide(for: figures, format: .currency(code: "USD"), width: needed - 1, figureWidth: figure, chipWidth: chip) == .under)
    }
}
