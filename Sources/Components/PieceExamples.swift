import Dataset

/// The seeds' example data, read from the files the app ships in `Assets/`, for pieces opened
/// without a file.
///
/// Each piece names the files its example is made of and how to read them, in an extension in its
/// own folder (the Scrub Chart's sits beside its model); the viewer finds the folder, reads them
/// once through the same loader as any file the user opens, and hands the result to every piece
/// in its ``PieceContext``. Nothing here touches the disk: `load(reading:)`
/// is given the reader, so tests and the viewer decide where the files come from.
///
///     let examples = try PieceExamples.load { file, options throws(DataError) in
///         try SeriesLoader.load(file: folder + "/" + file, options: options)
///     }
public struct PieceExamples: Sendable {
    /// The Scrub Chart's ranges (1D, 1W, 1M, 1Y), empty when no example was loaded.
    public var scrubRanges: [ChartSeries]
    /// The Range Lens's year of daily steps, empty when no example was loaded.
    var lensSteps: SampleColumn

    /// No examples: pieces opened without data start empty.
    public init(scrubRanges: [ChartSeries] = [], lensSteps: SampleColumn = []) {
        self.scrubRanges = scrubRanges
        self.lensSteps = lensSteps
    }

    /// Every file the examples read, by its name in the assets folder.
    public static var fileNames: [String] { [scrubFileName, lensFileName] }

    /// Reads every example through `read`, which loads one asset file (by its name in the folder)
    /// with the options given.
    public static func load<Failure: Error>(
        reading read: (_ file: String, _ options: LoadOptions) throws(Failure) -> TimeSeries
    ) throws(Failure) -> PieceExamples {
        PieceExamples(scrubRanges: try scrubRanges(reading: read), lensSteps: try read(lensFileName, LoadOptions()).samples)
    }
}
