import Dataset
@testable import Components
import Foundation
import Testing

/// The readout's figure shapes: worked out by arithmetic, they must agree with the strings the
/// formats write, since the widest figures are measured once per shape.
@Suite("Scrub chart figure shapes")
struct ScrubChartShapeTests {
    /// A formatted figure with its digits replaced by 0: strings of one key draw equally wide.
    static func key(_ text: String) -> String {
        String(text.map { $0.isWholeNumber ? Character("0") : $0 })
    }

    static let edgeCases: [Double] = [
        0, -0.0, 100, 999.995, 0.005, -0.004, -0.005, 1_234_567.891, 99.995, 9.995, 9.999, 0.994, 0.995, 0.015,
        0.025, 0.1, 0.01, 0.05, 2.675, 1.005, 10, 999, 1_000, 999_999.995, -999.995, 0.004999, 12.3, 12.30001,
        1e14 + 0.5, 123_456_789_012.345,
    ]

    /// Fixed pseudo-random values over many magnitudes, some on a rounding boundary.
    static var randomValues: [Double] {
        var state: UInt64 = 42
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        return (0..<3_000).map { index in
            let magnitude = pow(10, Double(Int(next() % 13)) - 3)
            let unit = Double(next()) / Double(1 << 53)
            var value = unit * magnitude
            if index % 3 == 0 { value = (value * 1_000).rounded() / 1_000 + 0.005 }
            if index % 4 == 0 { value = -value }
            return value
        }
    }

    @Test("Two values share a shape exactly when their formatted strings differ only in digits",
          arguments: [ChartNumberFormat.number, .currency(code: "USD")])
    func shapeAgreesWithFormatting(format: ChartNumberFormat) throws {
        var keyOfShape: [Int: (key: String, value: Double)] = [:]
        var shapeOfKey: [String: (shape: Int, value: Double)] = [:]
        for value in Self.edgeCases + Self.randomValues {
            let shape = try #require(format.shape(of: value), "no shape for \(value)")
            let key = Self.key(format.format(value))
            if let seen = keyOfShape[shape] {
                #expect(seen.key == key, "\(seen.value) and \(value) share a shape but format as \(seen.key) and \(key)")
            } else {
                keyOfShape[shape] = (key, value)
            }
            if let seen = shapeOfKey[key] {
                #expect(seen.shape == shape, "\(seen.value) and \(value) both format as \(key) but have other shapes")
            } else {
                shapeOfKey[key] = (shape, value)
            }
        }
    }

    @Test("The widest figures of a 200,000-point series hold one value string per shape")
    func figuresOfALongSeries() {
        // Every point takes one of a few values, so the shapes expected are those values' shapes.
        let distinct: [Double] = [0.5, 7, 12.25, 99.99, 100, 1_234.5, -3, -1_000.01, 1_000_000, 0.004, 45.678, 999.995]
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let points = (0..<200_000).map { ChartPoint(date: start.addingTimeInterval(Double($0) * 60), value: distinct[$0 % distinct.count]) }
        let format = ChartNumberFormat.currency(code: "USD")
        let figures = ScrubChartReadoutFigures(series: [ChartSeries(label: "All", sortedPoints: SampleColumn(points))], format: format)
        let expected = Set(distinct.map { Self.key(format.format($0)) })
        #expect(figures.values.count == expected.count)
        #expect(Set(figures.values.map(Self.key)) == expected)
    }
}

/// A long series is measured by stretches, passing over those that can add nothing (issue 21);
/// the figures must be the one plain pass's, string for string.
@Suite("Readout figures of a long series")
struct ScrubChartLongFiguresTests {
    /// The figures as one plain pass would find them: every value formatted, the first of each
    /// shape kept, each point against the farthest point after it.
    static func reference(_ series: [ChartSeries], format: ChartNumberFormat)
        -> (values: [String], amounts: [String], swing: Double, heldSwing: Double) {
        var values: [String: String] = [:], amounts: [String: String] = [:]
        var swing = 0.0, heldSwing = 0.0
        for item in series {
            guard let first = item.points.first, let last = item.points.last else { continue }
            for point in item.points {
                let text = format.format(point.value)
                if values[ScrubChartReadoutFigures.shapeKey(text)] == nil { values[ScrubChartReadoutFigures.shapeKey(text)] = text }
                let delta = point.value - first.value
                let signed = format.signed(delta)
                if amounts[ScrubChartReadoutFigures.shapeKey(signed)] == nil { amounts[ScrubChartReadoutFigures.shapeKey(signed)] = signed }
                if first.value != 0 { swing = max(swing, abs(delta) / abs(first.value)) }
            }
            var after = (low: last.value, high: last.value)
            for point in item.points.reversed() {
                after = (min(after.low, point.value), max(after.high, point.value))
                if point.value != 0 { heldSwing = max(heldSwing, max(after.high - point.value, point.value - after.low) / abs(point.value)) }
            }
        }
        return (values.values.sorted(), amounts.values.sorted(), swing, heldSwing)
    }

    @Test("A stretch is passed over only when its bound falls short by more than rounding: the held swing to the last bit")
    func heldSwingKeepsItsLastBit() {
        // Rounded, (1+2u)/(1+u) is 1+u, while both ends of the first stretch give exactly 1.
        let u = Double.ulpOfOne
        let values = [1, 1 + u] + Array(repeating: 1 + 2 * u, count: 254) + [2, -0x1p-53]
        let start = Date(timeIntervalSince1970: 1_600_000_000)
        var column = SampleColumn(values.enumerated().map { ChartPoint(date: start.addingTimeInterval(Double($0.offset) * 60), value: $0.element) })
        column.summarize()
        let series = [ChartSeries(label: "All", sortedPoints: column)]
        let figures = ScrubChartReadoutFigures(series: series, format: .number)
        #expect(figures.heldSwing == Self.reference(series, format: .number).heldSwing)
    }

    @Test("Figures measured by stretches, passing over those whose shapes are all seen, are the one plain pass's", arguments: [0, 1])
    func stretchesMeasureAsOnePass(seed: Int) {
        var random = UInt64(seed) &+ 77
        func next() -> Double {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(random >> 11) / Double(1 << 53)
        }
        let start = Date(timeIntervalSince1970: 1_600_000_000)
        // A walk that crosses zero and grows digits in its later half, so each half has shapes
        // of its own and some in common.
        var value = 5.0
        let points = (0..<280_000).map { index -> ChartPoint in
            value += (next() - 0.5) * (index > 200_000 ? 40 : 0.9)
            let rounded = (value * [100, 10, 1][(index / 7) % 3]).rounded() / [100, 10, 1][(index / 7) % 3]
            return ChartPoint(date: start.addingTimeInterval(Double(index) * 60), value: rounded)
        }
        let series = [ChartSeries(label: "1Y", sortedPoints: SampleColumn(Array(points.suffix(50_000)))), ChartSeries(label: "All", sortedPoints: SampleColumn(points))]
        // Summarized, as a loaded file's ranges are: stretches are passed over by their extremes.
        var summarized = SampleColumn(points)
        summarized.summarize()
        let windows = [ChartSeries(label: "1Y", sortedPoints: summarized.shared(230_000..<280_000)), ChartSeries(label: "All", sortedPoints: summarized)]
        for format in [ChartNumberFormat.number, .currency(code: "EUR")] {
            let expected = Self.reference(series, format: format)
            for (kind, measured) in [("plain", series), ("summarized", windows)] {
                let figures = ScrubChartReadoutFigures(series: measured, format: format)
                #expect(figures.values == expected.values, "seed \(seed), \(kind)")
                #expect(figures.amounts == expected.amounts, "seed \(seed), \(kind)")
                #expect(figures.swing == expected.swing && figures.heldSwing == expected.heldSwing, "seed \(seed), \(kind)")
            }
        }
    }
}
