import Components
import Dataset
import Foundation

/// The Scrub Chart's example as the app ships it: read from the package's `Assets/` through the
/// loader, once per test run, as the viewer reads it.
enum ScrubExample {
    /// The package's `Assets/` folder, found from this file (Tests/ComponentsTests/…).
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets").path

    /// The moment every range ends on, as the seed's example gives it.
    static let end = Date(timeIntervalSince1970: 1_789_560_000)

    private static let loaded = Result { () throws(DataError) -> PieceExamples in
        try PieceExamples.load { file, options throws(DataError) in
            try SeriesLoader.load(file: folder + "/" + file, options: options)
        }
    }

    /// The four ranges, 1D, 1W, 1M and 1Y.
    static func ranges() throws -> [ChartSeries] { try loaded.get().scrubRanges }

    /// The example as the `scrub` screen opens on it: 1W, in US dollars, at rest.
    static func model() throws -> ScrubChartModel { ScrubChartModel(example: try ranges()) }
}
