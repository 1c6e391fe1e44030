import Dataset
import Components
import Foundation
import Testing

/// The scrub chart's model: bounds, domain, resampling, extremes and the index under a pointer.
@Suite("Scrub chart model")
struct ScrubChartModelTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// Points one `step` apart from `start`.
    static func series(_ values: [Double], step: TimeInterval = 86_400, label: String = "1M") -> ChartSeries {
        ChartSeries(label: label, points: SampleColumn(values.enumerated().map { index, value in
            ChartPoint(date: start.addingTimeInterval(step * Double(index)), value: value)
        }))
    }

    static func model(_ values: [Double], selection: ScrubChartSelection = .idle) -> ScrubChartModel {
        ScrubChartModel(series: [series(values)], selection: selection)
    }

    @Test("Points are kept in date order whatever order they arrive in")
    func sortsPoints() {
        let late = ChartPoint(date: Self.start.addingTimeInterval(60), value: 2)
        let early = ChartPoint(date: Self.start, value: 1)
        #expect(ChartSeries(label: "x", points: [late, early]).points == [early, late])
    }

    @Test("Bounds are the lowest and highest values; a flat series widens by one each way")
    func bounds() {
        #expect(Self.model([3, 9, 5]).valueBounds == 3...9)
        #expect(Self.model([4, 4, 4]).valueBounds == 3...5)
        #expect(ChartCurve.line(for: Self.model([4, 4, 4]), columns: 300).values.allSatisfy { $0 == 0.5 })
    }

    @Test("The line spans the plot by time over 64 samples, bars sit in the middle of their slots, values run −0.16 to 1.3")
    func domain() {
        let model = Self.model([1, 2, 3])
        #expect(ScrubChartModel.sampleCount == 64)
        #expect(model.plotFraction(ofIndex: 0) == 0 && model.plotFraction(ofIndex: 2) == 1)
        #expect(ScrubChartModel.valueDomain == -0.16...1.3)
        var bars = model
        bars.mode = .bars
        #expect(bars.plotFraction(ofIndex: 0) == 0.5 / 3 && bars.plotFraction(ofIndex: 2) == 2.5 / 3)
    }

    @Test("Resampling reads the series at evenly spaced times, interpolating between points")
    func resampleByTime() {
        // Two points an hour apart, then one nine hours later: time, not index, spaces the samples.
        let points = [0.0, 1, 10].map { ChartPoint(date: Self.start.addingTimeInterval($0 * 3_600), value: $0 * 2) }
        let samples = ChartCurve.resample(SampleColumn(points), count: 11)
        #expect(samples.count == 11)
        for (index, sample) in samples.enumerated() { #expect(abs(sample - Double(index) * 2) < 1e-9) }
        #expect(ChartCurve.resample([points[0]], count: 4) == [0, 0, 0, 0])
        #expect(ChartCurve.resample([], count: 4).isEmpty)
    }

    @Test("The line plots 64 normalized samples from the first value to the last, between 0 and 1")
    func plottedLine() {
        let plotted = ChartCurve.line(for: Self.model([10, 30, 20]), columns: 300).values
        #expect(plotted.count == 64)
        #expect(plotted.first == 0)
        #expect(plotted.last == 0.5)
        // Samples fall between points, so the peak at day 1 is read only nearly.
        #expect(plotted.allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect(plotted.max()! > 0.99)
    }

    @Test("Extremes are the first lowest and the first highest points")
    func extremes() {
        let extremes = Self.model([5, 1, 9, 1, 9]).extremes
        #expect(extremes == ScrubChartExtremes(range: 0, low: 1, high: 2))
        #expect(Self.model([]).extremes == nil)
    }

    @Test("The index under x is the point nearest in time, the earlier on a tie")
    func indexUnderPointer() {
        // Points at days 0, 1, 2 and 10: the plot's middle (day 5) is nearer day 2 than day 10.
        let points = [0.0, 1, 2, 10].map { ChartPoint(date: Self.start.addingTimeInterval($0 * 86_400), value: $0) }
        let model = ScrubChartModel(series: [ChartSeries(label: "x", points: SampleColumn(points))])
        #expect(model.index(atX: 0, width: 100) == 0)
        #expect(model.index(atX: 50, width: 100) == 2)
        #expect(model.index(atX: 61, width: 100) == 3)
        #expect(model.index(atX: 15, width: 100) == 1)
        #expect(model.index(atX: 5, width: 100) == 0) // day 0.5: a tie goes to the earlier point
        #expect(model.index(atX: -40, width: 100) == 0)
        #expect(model.index(atX: 400, width: 100) == 3)
        #expect(Self.model([]).index(atX: 10, width: 100) == nil)
    }

    @Test("The index under x agrees with a scan over every point on an uneven series")
    func indexMatchesScan() {
        // A fixed uneven spacing: gaps of 1, 2, 3, … seconds, some repeated dates.
        var offsets: [Double] = []
        var time = 0.0
        for step in 0..<300 {
            time += Double(step % 7 == 0 ? 0 : step % 5 + 1)
            offsets.append(time)
        }
        let points = offsets.map { ChartPoint(date: Self.start.addingTimeInterval($0), value: $0) }
        let model = ScrubChartModel(series: [ChartSeries(label: "x", points: SampleColumn(points))])
        for x in stride(from: 0.0, through: 500, by: 0.37) {
            let target = x / 500
            let scanned = points.indices.min { abs(model.fraction(ofIndex: $0) - target) < abs(model.fraction(ofIndex: $1) - target) }
            #expect(model.index(atX: x, width: 500) == scanned, "x \(x)")
        }
    }

    @Test("Bars mode picks the slot under x")
    func barIndex() {
        var model = Self.model([1, 2, 3, 4])
        model.mode = .bars
        #expect(model.index(atX: 0, width: 100) == 0)
        #expect(model.index(atX: 30, width: 100) == 1)
        #expect(model.index(atX: 99, width: 100) == 3)
    }

    @Test("Selections read clamped to the points, and a range reads in date order")
    func selections() {
        #expect(Self.model([1, 2, 3]).activeIndex == nil)
        #expect(Self.model([1, 2, 3], selection: .scrubbing(7)).activeIndex == 2)
        let range = Self.model([1, 2, 3, 4], selection: .range(anchor: 3, end: 1))
        #expect(range.activeIndex == 1)
        #expect(range.rangeSpan == 1...3)
        #expect(range.selection.phase == .range)
        #expect(Self.model([], selection: .scrubbing(0)).activeIndex == nil)
    }

    @Test("The range index is clamped to the series")
    func rangeIndex() throws {
        var model = ScrubChartModel(series: try ScrubExample.ranges(), rangeIndex: 9)
        #expect(model.rangeIndex == 3)
        model.rangeIndex = -2
        #expect(model.rangeIndex == 0)
        #expect(ScrubChartModel(series: []).rangeIndex == 0)
    }

    @Test("The seed's example has four ranges ending on one moment and opens on 1W")
    func example() throws {
        let model = try ScrubExample.model()
        #expect(model.series.map(\.label) == ["1D", "1W", "1M", "1Y"])
        #expect(model.series.map(\.points.count) == [13, 14, 16, 12])
        #expect(model.series.allSatisfy { $0.points.last?.date == ScrubExample.end })
        #expect(model.label == "1W")
        #expect(model.points.first?.value == 176.3)
    }

    @Test("New data keeps the range with the same label, wherever it now sits")
    func replaceKeepsTheRange() {
        var model = ScrubChartModel(series: [Self.series([1, 2], label: "1D"), Self.series([1, 2, 3], label: "1M")], rangeIndex: 1)
        model.replaceSeries([Self.series([1, 2], label: "1D"), Self.series([1, 2, 3], label: "1W"), Self.series([4, 5, 6, 7], label: "1M")])
        #expect(model.label == "1M")
        #expect(model.rangeIndex == 2)
        #expect(model.points.map(\.value) == [4, 5, 6, 7])
    }

    @Test("New data shorter than the selection clamps it: the finger reads the last point")
    func replaceClampsTheSelection() {
        var model = Self.model([1, 2, 3, 4, 5, 6], selection: .scrubbing(5))
        model.replaceSeries([Self.series([7, 8, 9])])
        #expect(model.activeIndex == 2)
        #expect(model.numeral.text == "9")
    }
}
