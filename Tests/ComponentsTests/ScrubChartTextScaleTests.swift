import Geometry
import Testing
@testable import Components

/// The scrub chart at large text scales: the chip keeps its room and the card its plot.
@Suite("Scrub chart at large text")
struct ScrubChartTextScaleTests {
    @Test("At text scale 2.5 the chip's room grows with its text, and its figures keep 2.5 times the seed's gap")
    func chipRoomGrows() throws {
        let chart = try ScrubChartReadoutHarness(theme: Theme(textScale: 2.5), width: 900)
        let metrics = chart.layout.chip
        #expect(abs(metrics.height - 70) < 1e-9 && abs(metrics.padding - 25) < 1e-9 && abs(metrics.spacing - 10) < 1e-9)
        let chip = try #require(chart.readout(at: 2).chip)
        let amount = try #require(chip.amount), percent = try #require(chip.percent)
        #expect(amount.isApart(from: percent, by: 10))
        #expect(chip.arrows[0].box.isApart(from: amount, by: 10))
        #expect(chip.capsule.height == 70)
    }

    @Test("On a phone-width card at text scale 3 the chip's text stops growing where the widest chip still fits")
    func chipFitsTheCard() throws {
        let chart = try ScrubChartReadoutHarness(theme: Theme(textScale: 3))
        let layout = chart.layout
        #expect(layout.styles.chip.maximumTextScale < 3)
        let widest = ScrubChartLayout.widestChip(for: chart.piece.figures, format: chart.piece.model.format, text: chart.text,
                                                 styles: layout.styles)
        #expect(widest <= layout.content.width)
        for range in 0..<4 {
            chart.piece.pickRange(range, at: 2 + Double(range))
            let chip = try #require(chart.readout(at: 2.9 + Double(range)).chip)
            #expect(chip.capsule.isWithin(columnsOf: layout.content), "range \(range)")
        }
    }

    @Test("At a large text scale the card grows, so the plot keeps at least the height it has at text scale 1")
    func cardGrows() throws {
        let plain = try ScrubChartReadoutHarness()
        for scale in [2.5, 3.0] {
            let chart = try ScrubChartReadoutHarness(theme: Theme(textScale: scale))
            #expect(chart.card.height > ScrubChart.preferredHeight, "\(scale)")
            #expect(chart.plot.height >= plain.plot.height - 1e-6, "\(scale)")
        }
        #expect(plain.card.height == ScrubChart.preferredHeight)
    }
}
