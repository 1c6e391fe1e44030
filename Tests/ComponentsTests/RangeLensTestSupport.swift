@testable import Components
import Dataset
import Foundation
import Testing

/// A repeatable generator (SplitMix64) for the Range Lens's randomized checks, so a failure names
/// a seed that fails again.
struct LensRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

enum LensFixtures {
    static let day = 86_400.0

    /// The time of an ISO date (or date and time), failing the test when it does not parse.
    static func time(_ iso: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Double {
        try #require(ChartCalendar.time(iso: iso), "\(iso) should parse", sourceLocation: sourceLocation)
    }

    /// `values` one `step` apart from the ISO date `start`.
    static func samples(_ values: [Double], from start: String, step: Double = day) throws -> [Sample] {
        let first = try time(start)
        return values.enumerated().map { Sample(time: first + Double($0.offset) * step, value: $0.element) }
    }

    /// `count` daily samples of value 1 from `start`.
    static func days(_ count: Int, from start: String) throws -> [Sample] {
        try samples(Array(repeating: 1, count: count), from: start)
    }

    /// A daily model over `values` from `start`.
    static func daily(_ values: [Double], from start: String = "2026-01-01", minimumSpan: Int = 7) throws -> RangeLensModel {
        RangeLensModel(samples: try SampleColumn(samples(values, from: start)), minimumSpan: minimumSpan)
    }

    /// The files in `../shared/data`, which nobody on this project wrote.
    static let sharedData = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ComponentsTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/data")

    static func sharedSeries(_ name: String, column: String? = nil) throws -> TimeSeries {
        var options = LoadOptions()
        if let column { options.y = ColumnChoice(column) }
        return try SeriesLoader.load(file: sharedData.appendingPathComponent(name).path, options: options)
    }
}

extension RangeLensModel {
    /// Every sample's time, for checks (the model reads times one at a time).
    var times: [Double] { (0..<count).map(time) }
    /// Every value as drawn, for checks.
    var values: [Double] { (0..<count).map(value) }
}

/// A pyramid over an array, queried through the same array, as the model queries its samples.
struct ArrayPeaks {
    let values: [Double]
    let peaks: ChartPeaks

    init(_ values: [Double]) {
        self.values = values
        peaks = ChartPeaks(count: values.count) { values[$0] }
    }

    func extremes(in range: Range<Int>) -> (low: Double, high: Double)? { peaks.extremes(in: range) { values[$0] } }
    func maximum(in range: Range<Int>) -> Double { extremes(in: range)?.high ?? 0 }
    func minimum(in range: Range<Int>) -> Double { extremes(in: range)?.low ?? 0 }
    var overheadBytes: Int { peaks.overheadBytes }
}
