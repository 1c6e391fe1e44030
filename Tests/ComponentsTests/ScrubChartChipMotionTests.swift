import Geometry
import Testing
@testable import Components

/// The delta chip through a change of phase or range: its figures never run into each other or
/// out of the glass, and its arrow swaps with the blur-replace transition.
@Suite("Scrub chart chip in motion")
struct ScrubChartChipMotionTests {
    /// What changes the chip, made at 2 s (once the first unfold has landed); each returns the
    /// time of the change under test.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case touchDown, pickerClickNarrower, pickerClickWider, pin, releaseAfterPin

        var testDescription: String { rawValue }

        func make(on chart: ScrubChartReadoutHarness) -> Double {
            let piece = chart.piece
            switch self {
            case .touchDown:
                // On the first point the chip narrows from "+$10.70 6.1%" to "+$0.00 0.0%".
                piece.scrub(toX: chart.x(0), at: 2)
                return 2
            case .pickerClickNarrower:
                piece.pickRange(2, at: 2)  // 1W to 1M: "−$4.20 2.2%", and the arrow turns down
                return 2
            case .pickerClickWider:
                piece.pickRange(3, at: 2)  // 1W to 1Y: "+$45.00 31.7%"
                return 2
            case .pin:
                // The amount leaves the chip as the figure becomes the range's change.
                piece.scrub(toX: chart.x(0.55), at: 2)
                piece.pin(atX: chart.x(0.55), at: 2.3)
                return 2.3
            case .releaseAfterPin:
                piece.scrub(toX: chart.x(0.55), at: 2)
                piece.pin(atX: chart.x(0.55), at: 2.3)
                piece.setSelection(.idle, at: 3)
                return 3
            }
        }
    }

    @Test("Through a change the chip's amount, percent and arrow stay apart and inside the capsule, and the figure clear of it, every 16 ms for 400 ms",
          arguments: Change.allCases, [false, true])
    func figuresKeepApart(change: Change, reduceMotion: Bool) throws {
        for rightToLeft in [false, true] {
            let chart = try ScrubChartReadoutHarness(theme: Theme(reduceMotion: reduceMotion, rightToLeft: rightToLeft))
            let start = change.make(on: chart)
            let metrics = chart.layout.chip
            for frame in 0...25 {
                let time = start + Double(frame) * 0.016
                let drawing = chart.readout(at: time)
                let chip = try #require(drawing.chip)
                let context = "\(rightToLeft ? "right to left" : "left to right"), \(frame * 16) ms"
                // The figures keep to the padding: the capsule's round ends are not for text.
                let inside = chip.capsule.insetBy(dx: metrics.padding - 0.5, dy: 0)
                let parts = [chip.amount, chip.percent].compactMap { $0 }
                for part in parts + chip.arrows.map(\.box) {
                    #expect(part.isWithin(columnsOf: inside), "\(part) outside \(chip.capsule), \(context)")
                }
                if let amount = chip.amount, let percent = chip.percent {
                    #expect(amount.isApart(from: percent, by: metrics.spacing), "amount \(amount), percent \(percent), \(context)")
                }
                for part in parts {
                    for arrow in chip.arrows { #expect(part.isApart(from: arrow.box, by: metrics.spacing), "\(context)") }
                }
                #expect(drawing.numeral.isApart(from: chip.capsule, by: ScrubChartChipPlacement.gap - 0.5), "\(context)")
                #expect(drawing.numeral.isWithin(columnsOf: chart.layout.content), "\(context)")
            }
        }
    }

    @Test("The capsule's width springs to its new figures instead of jumping, and lands on them")
    func capsuleWidthAnimates() throws {
        let chart = try ScrubChartReadoutHarness()
        let before = try #require(chart.readout(at: 1.9).chip).capsule.width
        let start = Change.touchDown.make(on: chart)
        let after = try #require(chart.readout(at: start + 2).chip).capsule.width
        let early = try #require(chart.readout(at: start + 0.032).chip).capsule.width
        #expect(after < before - 5, "the chip narrows")
        #expect(early < before && early > after + (before - after) * 0.5, "32 ms in, it is on its way: \(before) → \(early) → \(after)")
        let styles = chart.layout.styles, text = chart.text
        let chipNow = try #require(chart.piece.model.deltaChip)
        #expect(abs(after - ScrubChartLayout.chipWidth(amount: chipNow.amount, percent: chipNow.percentText, text: text, styles: styles)) < 1e-9)
    }

    @Test("A range switch that turns the arrow blurs the old one out while the new one comes in from blur")
    func arrowSwapsWithBlur() throws {
        let chart = try ScrubChartReadoutHarness()
        let start = Change.pickerClickNarrower.make(on: chart)
        let arrows = try #require(chart.readout(at: start + 0.1).chip).arrows
        #expect(arrows.count == 2)
        #expect(Set(arrows.map(\.rising)) == [true, false])
        for arrow in arrows {
            #expect(arrow.look.opacity > 0.05 && arrow.look.opacity < 0.95, "\(arrow.look)")
            #expect(arrow.look.blur > 0.5 && arrow.look.scale < 1, "\(arrow.look)")
        }
        let landed = try #require(chart.readout(at: start + 1).chip).arrows
        #expect(landed.count == 1 && landed[0].rising == false && landed[0].look.blur == 0)
    }

    @Test("Under Reduce Motion the turning arrow only cross-fades")
    func arrowCrossFadesUnderReduceMotion() throws {
        let chart = try ScrubChartReadoutHarness(theme: Theme(reduceMotion: true))
        let start = Change.pickerClickNarrower.make(on: chart)
        let arrows = try #require(chart.readout(at: start + 0.1).chip).arrows
        #expect(arrows.count == 2)
        #expect(arrows.allSatisfy { $0.look.blur == 0 && $0.look.scale == 1 && $0.look.opacity > 0.05 && $0.look.opacity < 0.95 })
    }

    @Test("Under the finger the arrow turns at once")
    func arrowTurnsAtOnceUnderTheFinger() throws {
        var model = try ScrubExample.model()
        model.rangeIndex = 2  // 1M: every point after the first lies below it
        let chart = try ScrubChartReadoutHarness(model: model)
        chart.piece.scrub(toX: chart.x(0), at: 2)  // no change yet: a flat chip, pointing up
        chart.piece.scrub(toX: chart.x(0.5), at: 3)
        let arrows = try #require(chart.readout(at: 3.016).chip).arrows
        #expect(arrows.count == 1 && arrows[0].rising == false)
    }
}
