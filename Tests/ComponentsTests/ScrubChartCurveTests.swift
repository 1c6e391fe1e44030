import Dataset
import Components
import Foundation
import Testing

/// The line the scrub chart draws: 64 samples for a sparse series, every point for a denser one,
/// and each pixel column's extremes for one denser than the plot.
@Suite("Scrub chart curve")
struct ScrubChartCurveTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// A model over `values`, one a minute.
    static func model(_ values: [Double]) -> ScrubChartModel {
        ScrubChartModel(series: [ChartSeries(label: "x", sortedPoints: SampleColumn(values.enumerated().map { index, value in
            ChartPoint(date: start.addingTimeInterval(60 * Double(index)), value: value)
        }))])
    }

    /// `count` values from a fixed pseudo-random walk, so a failure repeats.
    static func walk(_ count: Int, seed: UInt64 = 7) -> [Double] {
        var state = seed, value = 100.0
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            value += Double(Int(state >> 33) % 201 - 100) / 100
            return value
        }
    }

    @Test("Up to 64 points give 64 samples evenly spaced from 0 to 1", arguments: [2, 10, 64])
    func sparseLineIsResampled(count: Int) {
        let curve = ChartCurve.line(for: Self.model(Self.walk(count)), columns: 500)
        #expect(curve.count == 64)
        for (index, x) in curve.xs.enumerated() { #expect(abs(x - Double(index) / 63) < 1e-12) }
    }

    @Test("From 65 points up to one per pixel column, every point is kept in place", arguments: [65, 300, 500])
    func midLineKeepsEveryPoint(count: Int) {
        let values = Self.walk(count)
        let model = Self.model(values)
        let curve = ChartCurve.line(for: model, columns: 500)
        #expect(curve.count == count)
        for index in [0, count / 2, count - 1] {
            #expect(abs(curve.xs[index] - Double(index) / Double(count - 1)) < 1e-12)
            #expect(abs(curve.values[index] - model.normalized(values[index])) < 1e-12)
        }
    }

    @Test("More points than columns keep at most 4 per column, and each column's lowest and highest")
    func denseLineKeepsColumnExtremes() {
        let count = 10_000, columns = 120
        let values = Self.walk(count)
        let model = Self.model(values)
        let curve = ChartCurve.line(for: model, columns: columns)
        func column(_ x: Double) -> Int { min(Int(x * Double(columns)), columns - 1) }
        var low = [Double](repeating: .infinity, count: columns), high = [Double](repeating: -.infinity, count: columns)
        for (index, value) in values.enumerated() {
            let c = column(Double(index) / Double(count - 1))
            low[c] = min(low[c], model.normalized(value))
            high[c] = max(high[c], model.normalized(value))
        }
        var kept = [[Double]](repeating: [], count: columns)
        for (x, value) in zip(curve.xs, curve.values) { kept[column(x)].append(value) }
        for c in 0..<columns {
            #expect(kept[c].count <= 4, "column \(c)")
            #expect(kept[c].contains { abs($0 - low[c]) < 1e-12 }, "column \(c) lost its lowest")
            #expect(kept[c].contains { abs($0 - high[c]) < 1e-12 }, "column \(c) lost its highest")
        }
    }

    @Test("A single spike in 100,000 points reaches full height in the curve")
    func spikeSurvives() {
        var values = Self.walk(100_000).map { 100 + $0.truncatingRemainder(dividingBy: 5) }
        values[54_321] = 10_000
        let curve = ChartCurve.line(for: Self.model(values), columns: 800)
        #expect(curve.count <= 4 * 800)
        #expect(curve.values.max() == 1)
    }

    @Test("A single dip in 100,000 points reaches the floor of the curve")
    func dipSurvives() {
        var values = Self.walk(100_000).map { 100 + $0.truncatingRemainder(dividingBy: 5) }
        values[12_345] = -10_000
        let curve = ChartCurve.line(for: Self.model(values), columns: 800)
        #expect(curve.values.min() == 0)
        #expect(curve.values.filter { $0 < 0.5 }.count == 1, "only the dip is far down")
    }

    @Test("Reading a curve between its points interpolates straight")
    func valuesInterpolate() {
        let curve = ChartCurve(xs: [0.2, 0.6, 0.8], values: [1, 3, 2])
        let read = curve.values(atXs: [0.2, 0.4, 0.6, 0.7, 0.8])
        let expected = [1.0, 2, 3, 2.5, 2]
        for (value, wanted) in zip(read, expected) { #expect(abs(value - wanted) < 1e-12) }
    }

    @Test("Reading a curve past its ends gives its end values")
    func valuesAreFlatPastTheEnds() {
        let curve = ChartCurve(xs: [0.2, 0.6, 0.8], values: [1, 3, 2])
        #expect(curve.values(atXs: [-1, 0, 0.1, 0.9, 1, 5]) == [1, 1, 1, 2, 2, 2])
    }
}
