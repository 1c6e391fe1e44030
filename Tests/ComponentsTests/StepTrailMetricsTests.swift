@testable import Components
import Testing

/// The Step Trail's sizes: the stop diameter and capsule parts at each text scale, the widest form,
/// and the form that fits a width (titled, numbers only, or numbers shrunk to fit).
@Suite("Step Trail metrics")
struct StepTrailMetricsTests {
    static let gap = StepTrail.gap

    /// The default style (height 34, titles capped at 160), or one of another height.
    static func style(height: Double = 34) -> StepTrailStyle { StepTrailStyle(theme: Theme(), height: height) }

    static func metrics(
        _ titles: [Double], height: Double = 34, scale: Double = 1, titled: Bool = true, rtl: Bool = false
    ) -> StepTrailMetrics {
        StepTrailMetrics(titleWidths: titles, style: style(height: height), textScale: scale, titled: titled, rtl: rtl, gap: gap)
    }

    static func fitting(_ width: Double, _ titles: [Double], scale: Double = 1) -> StepTrailMetrics {
        StepTrailMetrics.fitting(width, titleWidths: titles, style: style(), textScale: scale, rtl: false, gap: gap)
    }

    // MARK: Diameter

    @Test("At the default text size the stop diameter is the style's 34 points")
    func defaultDiameter() {
        let metrics = Self.metrics([40, 40])
        #expect(metrics.d == 34)
        #expect(metrics.scale == 1)
        #expect(metrics.gap == 4)
        #expect(metrics.label == 15)
    }

    @Test("A style height below 28 points is raised to 28")
    func heightFloor() {
        #expect(Self.style(height: 20).height == 28)
        #expect(Self.metrics([40], height: 20).d == 28)
        #expect(Self.metrics([40], height: 30).d == 30)
    }

    @Test("The diameter follows the text scale, rounded to whole points")
    func diameterFollowsScale() {
        let metrics = Self.metrics([40], scale: 1.5)
        #expect(metrics.d == 51)
        #expect(metrics.scale == 1.5)
        #expect(metrics.label == 22.5)
    }

    @Test("Past a text scale of 2.2 the stops stop growing, at 75 points")
    func diameterCapsAtMaximumScale() {
        let metrics = Self.metrics([40], scale: 3)
        #expect(metrics.scale == 2.2)
        #expect(metrics.d == 75)
        #expect(Self.metrics([40], scale: 2.2).d == 75)
    }

    @Test("A text scale below 1 keeps the default diameter")
    func smallScaleKeepsDefault() {
        let metrics = Self.metrics([40], scale: 0.5)
        #expect(metrics.scale == 1)
        #expect(metrics.d == 34)
    }

    // MARK: Capsule

    @Test("The title starts 0.85 of a diameter in, and the capsule ends 0.41 of one past it, rounded")
    func titleLeadAndTail() {
        // d 34: lead 28.9 → 29, tail 13.94 → 14; 29 + 50 + 14.
        let metrics = Self.metrics([50])
        #expect(metrics.titleLead == 29)
        #expect(metrics.openWidths == [93])
        // d 75: lead 63.75 → 64, tail 30.75 → 31; 64 + 50 + 31.
        let large = Self.metrics([50], scale: 2.2)
        #expect(large.titleLead == 64)
        #expect(large.openWidths == [145])
        // d 28: lead 23.8 → 24, tail 11.48 → 11; 24 + 50 + 11.
        let small = Self.metrics([50], height: 20)
        #expect(small.titleLead == 24)
        #expect(small.openWidths == [85])
    }

    @Test("A capsule's open width is its lead, its title rounded up to whole points, and its tail")
    func openWidthIsLeadTitleTail() {
        let metrics = Self.metrics([30, 50.2, 70, 40])
        #expect(metrics.titleWidths == [30, 51, 70, 40])
        #expect(metrics.openWidths == [73, 94, 113, 83])
    }

    @Test("A title longer than 160 points times the text scale is cut to that, rounded up")
    func longTitleIsCapped() {
        let metrics = Self.metrics([200, 159.2])
        // 29 + 160 + 14.
        #expect(metrics.titleWidths == [160, 160])
        #expect(metrics.openWidths == [203, 203])
        // At 1.5 the cap is 240; d 51 gives lead 43 (43.35) and tail 21 (20.91): 43 + 240 + 21.
        let scaled = Self.metrics([300, 239.5], scale: 1.5)
        #expect(scaled.titleWidths == [240, 240])
        #expect(scaled.openWidths == [304, 304])
    }

    @Test("Numbers only, every stop's open width is the diameter")
    func untitledOpenWidthsAreTheDiameter() {
        let metrics = Self.metrics([30, 50.2, 70], titled: false)
        #expect(metrics.openWidths == [34, 34, 34])
        #expect(!metrics.titled)
    }

    // MARK: Widths and heights

    @Test("The natural width is every other stop a circle with its neck, plus the widest capsule")
    func naturalWidth() {
        let metrics = Self.metrics([30, 50.2, 70, 40])
        // 3 × (34 + 4) + 113.
        #expect(metrics.naturalWidth == 227)
        #expect(metrics.frameWidth == 227)
        #expect(Self.metrics([30, 50.2, 70, 40], titled: false).naturalWidth == 148)
    }

    @Test("A row is at least 44 points tall and otherwise the diameter")
    func rowHeight() {
        #expect(Self.metrics([40]).rowHeight == 44)
        #expect(Self.metrics([40], scale: 1.5).rowHeight == 51)
        #expect(Self.metrics([40], scale: 2.2).rowHeight == 75)
    }

    @Test("The pitch from one stop to the next is the diameter plus the gap")
    func pitch() {
        #expect(Self.metrics([40]).pitch == 38)
        #expect(Self.metrics([40], scale: 2.2).pitch == 79)
    }

    @Test("The caption sits 10 points below the track, times the text scale, rounded")
    func captionGap() {
        #expect(Self.metrics([40]).captionGap == 10)
        #expect(Self.metrics([40], scale: 1.26).captionGap == 13)
        #expect(Self.metrics([40], scale: 3).captionGap == 22)
    }

    // MARK: Fitting

    @Test("The titled form is chosen when its natural width fits, exactly or with room")
    func titledWhenItFits() {
        // 3 × 38 + (29 + 50 + 14) = 207.
        let exact = Self.fitting(207, [50, 50, 50, 50])
        #expect(exact.titled)
        #expect(exact.naturalWidth == 207)
        #expect(exact.d == 34)
        #expect(Self.fitting(400, [50, 50, 50, 50]).titled)
    }

    @Test("One point short of the titled width, the trail shows numbers only at full size")
    func numbersWhenTitlesDontFit() {
        let metrics = Self.fitting(206, [50, 50, 50, 50])
        #expect(!metrics.titled)
        #expect(metrics.d == 34)
        #expect(metrics.openWidths == [34, 34, 34, 34])
        #expect(metrics.frameWidth == 148)
    }

    @Test("The seed's six steps at 240 points show numbers only, not shrunk, 224 points wide")
    func seedExample() {
        let metrics = Self.fitting(240, Array(repeating: 50, count: 6))
        #expect(!metrics.titled)
        #expect(metrics.d == 34)
        #expect(metrics.frameWidth == 224)
        #expect(metrics.naturalWidth == 224)
        #expect(metrics.label == 15)
    }

    @Test("Numbers that don't fit shrink to the whole points each stop has room for")
    func numbersShrinkToFit() {
        // (200 − 5 × 4) / 6 = 30.
        let metrics = Self.fitting(200, Array(repeating: 50, count: 6))
        #expect(metrics.d == 30)
        #expect(metrics.openWidths == Array(repeating: 30, count: 6))
        #expect(metrics.frameWidth == 200)
        #expect(metrics.pitch == 34)
    }

    @Test("A shrunk stop is rounded down, and the frame is as wide as the stops it holds")
    func shrunkSizeRoundsDown() {
        // (193 − 20) / 6 = 28.83 → 28; 6 × 28 + 20 = 188.
        let metrics = Self.fitting(193, Array(repeating: 50, count: 6))
        #expect(metrics.d == 28)
        #expect(metrics.frameWidth == 188)
    }

    @Test("A shrunk stop's number and title size scale with it, and so does its title lead")
    func labelScalesWithSize() {
        let metrics = Self.fitting(200, Array(repeating: 50, count: 6))
        #expect(metrics.label == 15.0 * 30 / 34)
        #expect(metrics.titleLead == 26)
    }

    @Test("Stops never shrink below 22 points, and the frame is then the width given")
    func shrinkFloor() {
        // (200 − 9 × 4) / 10 = 16.4, raised to 22; 10 × 22 + 36 = 256 is cut to 200.
        let metrics = Self.fitting(200, Array(repeating: 50, count: 10))
        #expect(metrics.d == 22)
        #expect(metrics.frameWidth == 200)
    }

    @Test("Fitting numbers to more room than they need never grows them past the diameter")
    func fittedNeverGrows() {
        let numbers = Self.metrics(Array(repeating: 50, count: 6), titled: false)
        let fitted = numbers.fitted(to: 1000)
        #expect(fitted.d == 34)
        #expect(fitted.frameWidth == 224)
        #expect(fitted.label == 15)
    }

    @Test("Fitting to no width, or with no steps, changes nothing")
    func fittedToNothing() {
        let numbers = Self.metrics(Array(repeating: 50, count: 6), titled: false)
        #expect(numbers.fitted(to: 0) == numbers)
        let empty = Self.metrics([], titled: false)
        #expect(empty.fitted(to: 100) == empty)
    }
}
