import Components
import Testing

/// The readout right to left, at a large text scale, and caught mid-change.
extension ScrubChartGoldenTests {
    @Test("Right to left at rest: the readout and picker mirrored, the time axis still left to right, every label inside the card")
    func restRightToLeft() throws {
        let chart = try ScrubChartReadoutHarness(theme: Theme(rightToLeft: true))
        GlassDemoGolden.check(chart.picture(at: 2), named: "scrub-rest-rtl-light")
    }

    @Test("At text scale 2.5: a taller card, the chip under the figure with its gaps grown")
    func restLargeText() throws {
        let chart = try ScrubChartReadoutHarness(theme: Theme(textScale: 2.5))
        GlassDemoGolden.check(chart.picture(at: 2), named: "scrub-rest-text-scale-2.5-light")
    }

    @Test("50 ms after a touch-down on the first point: the chip narrowing, its figures rolling apart from each other")
    func touchDownMidChange() throws {
        let chart = try ScrubChartReadoutHarness()
        let start = ScrubChartChipMotionTests.Change.touchDown.make(on: chart)
        GlassDemoGolden.check(chart.picture(at: start + 0.05), named: "scrub-touch-down-50ms-light")
    }

    @Test("50 ms after a touch-down under Reduce Motion: the chip's figures cross-fading inside their slots")
    func touchDownMidChangeReduceMotion() throws {
        let chart = try ScrubChartReadoutHarness(theme: Theme(reduceMotion: true))
        let start = ScrubChartChipMotionTests.Change.touchDown.make(on: chart)
        GlassDemoGolden.check(chart.picture(at: start + 0.05), named: "scrub-touch-down-50ms-reduce-motion-light")
    }

    @Test("100 ms after switching 1W to 1M: the up arrow blurring out while the down arrow comes in")
    func arrowSwapMidChange() throws {
        let chart = try ScrubChartReadoutHarness()
        let start = ScrubChartChipMotionTests.Change.pickerClickNarrower.make(on: chart)
        GlassDemoGolden.check(chart.picture(at: start + 0.1), named: "scrub-arrow-swap-100ms-light")
    }
}
