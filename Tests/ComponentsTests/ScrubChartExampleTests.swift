import Components
import Foundation
import Testing

/// The Scrub Chart's example comes from `Assets/prices.csv`; these are the seed's numbers it must
/// give back exactly, as the chart was built from them in code before the file existed.
@Suite("Scrub chart example from the assets")
struct ScrubChartExampleTests {
    /// Each range's spacing in seconds and its values, the last at ``ScrubExample/end``.
    static let seed: [(label: String, step: Double, values: [Double])] = [
        ("1D", 1_800, [182.1, 182.6, 181.9, 183.4, 184.0, 183.2, 184.8, 185.3, 184.9, 186.1, 185.7, 186.4, 187.0]),
        ("1W", 21_600, [176.3, 177.8, 179.1, 178.2, 180.4, 181.0, 179.7, 182.5, 183.9, 182.8, 184.6, 186.1, 185.4, 187.0]),
        ("1M", 86_400, [191.2, 189.4, 188.0, 186.7, 184.1, 185.9, 183.3, 181.8, 180.2, 182.6, 179.5, 178.1, 180.9, 182.4, 184.7, 187.0]),
        ("1Y", 86_400 * 24, [142.0, 150.3, 147.8, 158.2, 163.9, 160.1, 171.4, 176.0, 168.3, 179.9, 183.5, 187.0]),
    ]

    @Test("The loaded ranges hold the seed's labels, dates and values exactly")
    func loadedEqualsSeed() throws {
        let ranges = try ScrubExample.ranges()
        #expect(ranges.map(\.label) == Self.seed.map(\.label))
        for (range, seed) in zip(ranges, Self.seed) {
            let dates = seed.values.indices.map { ScrubExample.end.addingTimeInterval(-seed.step * Double(seed.values.count - 1 - $0)) }
            #expect(range.points.map(\.date) == dates, "dates of \(seed.label)")
            #expect(range.points.map(\.value) == seed.values, "values of \(seed.label)")
        }
    }

    @Test("The example opens on 1W in US dollars, at rest")
    func opening() throws {
        let model = try ScrubExample.model()
        #expect(model.label == "1W")
        #expect(model.format == .currency(code: "USD"))
        #expect(model.selection == .idle)
    }
}
