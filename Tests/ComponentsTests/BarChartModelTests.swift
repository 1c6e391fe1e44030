@testable import Components
import Testing

/// The bar chart's pure parts: how tall each bar is next to the tallest, how the columns share
/// the width, and when each bar starts to rise after a change.
@Suite("Bar chart model")
struct BarChartModelTests {
    // MARK: Ratios

    @Test("A bar's height is its value over the tallest")
    func ratioOverTallest() {
        #expect(BarChartModel.ratio(of: 15, in: [15, 30, 10]) == 0.5)
        #expect(BarChartModel.ratio(of: 30, in: [15, 30, 10]) == 1)
    }

    @Test("NaN draws no bar and is not the tallest")
    func ratioNaN() {
        #expect(BarChartModel.ratio(of: .nan, in: [.nan, 10, 20]) == 0)
        #expect(BarChartModel.ratio(of: 10, in: [.nan, 10, 20]) == 0.5)
    }

    @Test("An infinite value is capped at a full bar and leaves the tallest finite value in charge")
    func ratioInfinite() {
        let model = BarChartModel(labels: ["a", "b", "c"], values: [.infinity, 10, 20])
        #expect(model.ratios == [0, 0.5, 1])
        #expect(BarChartModel.ratio(of: -.infinity, in: [-.infinity, 4]) == 0)
    }

    @Test("Zero and negative values draw no bar")
    func ratioNegative() {
        #expect(BarChartModel(labels: [], values: [-5, 0, 10]).ratios == [0, 0, 1])
    }

    @Test("When nothing is above zero every bar is flat")
    func ratioAllZero() {
        #expect(BarChartModel(labels: [], values: [0, 0, 0]).ratios == [0, 0, 0])
        #expect(BarChartModel(labels: [], values: [-1, -2]).ratios == [0, 0])
        #expect(BarChartModel(labels: [], values: [.nan]).ratios == [0])
    }

    @Test("Missing captions are empty and extra ones are dropped")
    func captionsFollowValues() {
        #expect(BarChartModel(labels: ["a"], values: [1, 2]).labels == ["a", ""])
        #expect(BarChartModel(labels: ["a", "b", "c"], values: [1]).labels == ["a"])
    }

    @Test("The voice reads the title, then each bar's caption and value")
    func spoken() {
        let model = BarChartModel(labels: ["M", "T"], values: [12, 19.5])
        #expect(model.spoken(title: "Workouts, This week") == "Workouts, This week: M 12, T 19.5")
    }

    // MARK: Columns

    @Test("Columns split the width equally with 10 points between them")
    func columnsSpaced() {
        let (width, spacing) = BarChartLayout.columnWidth(count: 7, across: 760)
        #expect(spacing == 10)
        #expect(width == 100)
    }

    @Test("Many columns keep their bars three times as wide as the gaps between them")
    func columnsCrowded() {
        let (width, spacing) = BarChartLayout.columnWidth(count: 60, across: 400)
        #expect(abs(spacing - 400.0 / 60 * 0.25) < 1e-9)
        #expect(abs(width - (400 - spacing * 59) / 60) < 1e-9)
    }

    @Test("Crowded further, bars stay 2 points wide by narrowing the spacing")
    func columnsNarrow() {
        let (width, spacing) = BarChartLayout.columnWidth(count: 180, across: 400)
        #expect(abs(width - 2) < 1e-9)
        #expect(abs(spacing - 40.0 / 179) < 1e-9)
    }

    @Test("Labels too wide for their columns thin out to every n-th, with room to spare")
    func labelsThinOut() {
        #expect(BarChartLayout.stride(pitch: 40, spacing: 10, need: 20) == 1)
        let stride = BarChartLayout.stride(pitch: 6, spacing: 4, need: 30)
        #expect(Double(stride) * 6 - 2 >= 32)
        #expect(Double(stride - 1) * 6 - 2 < 32)
    }

    // MARK: Growth

    @Test("After a change bar i starts to rise at 0.05 + 0.09 i seconds")
    func staggerSchedule() {
        let growth = BarChartGrowth(count: 7, changeTime: 10, reduceMotion: false)
        for index in 0..<7 {
            let start = 10 + 0.05 + 0.09 * Double(index)
            #expect(abs(growth.start(of: index) - start) < 1e-9)
            #expect(growth.progress(of: index, at: start - 0.001) == 0)
            #expect(growth.progress(of: index, at: start + 0.05) > 0)
        }
        #expect(!growth.isRevealed(at: 10.049))
        #expect(growth.isRevealed(at: 10.05))
    }

    @Test("Each bar overshoots its height on the bounce and lands on it")
    func overshootAndLand() {
        let growth = BarChartGrowth(count: 1, changeTime: 0, reduceMotion: false)
        let peak = stride(from: 0.05, through: 1.2, by: 0.005).map { growth.progress(of: 0, at: $0) }.max() ?? 0
        #expect(peak > 1.02 && peak < 1.1)
        #expect(growth.progress(of: 0, at: growth.restTime) == 1)
        #expect(!growth.isAnimating(at: growth.restTime))
    }

    @Test("A second change inside the pause cancels the growth that was pending")
    func changeInsidePause() {
        var growth = BarChartGrowth(count: 3, changeTime: 0, reduceMotion: false)
        growth.restart(count: 3, at: 0.03)
        #expect(growth.progress(of: 0, at: 0.07) == 0)
        #expect(abs(growth.start(of: 0) - 0.08) < 1e-9)
    }

    @Test("Under Reduce Motion every bar stands at its height at once")
    func reduceMotion() {
        let growth = BarChartGrowth(count: 3, changeTime: 0, reduceMotion: true)
        #expect(growth.progress(of: 2, at: 0) == 1)
        #expect(growth.isRevealed(at: 0))
        #expect(!growth.isAnimating(at: 0))
    }

    @Test("The demo switches weeks every 2.6 s, and not under Reduce Motion")
    func demoSchedule() {
        #expect(BarChartDemo.round(at: 2.59, reduceMotion: false) == 0)
        #expect(BarChartDemo.round(at: 2.6, reduceMotion: false) == 1)
        #expect(BarChartDemo.week(BarChartDemo.round(at: 5.3, reduceMotion: false)).title == "This week")
        #expect(BarChartDemo.round(at: 30, reduceMotion: true) == 0)
    }
}
