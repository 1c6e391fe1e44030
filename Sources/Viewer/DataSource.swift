import Components
import Dataset
import Foundation

/// Where the viewer's series comes from: a file, or everything on standard input.
///
/// Loading errors become ``UsageError``s carrying the loader's one-line message, so every command
/// reports a bad file the same way (one line on stderr, exit 2).
public enum DataSource {
    /// Loads `path` ("-" reads standard input to its end) with the loader's options.
    public static func load(_ path: String, options: LoadOptions) throws(UsageError) -> TimeSeries {
        do {
            return try loadSeries(path, options: options)
        } catch {
            throw UsageError(error.message)
        }
    }

    /// The `vitrine inspect` report for `path`.
    public static func inspect(_ path: String, options: LoadOptions) throws(UsageError) -> String {
        do {
            let series = try loadSeries(path, options: options, alternatives: false)
            finishCaching(series)
            return InspectReport(series).json
        } catch {
            throw UsageError(error.message)
        }
    }

    /// Starts writing the column cache entries of a loaded series and its other measures, each
    /// on a thread of its own: call it once the first frame is shown, so the writes do not slow it.
    public static func startCaching(_ series: TimeSeries?) {
        guard let series else { return }
        for each in [series] + series.alternatives { each.cacheWrite?.start() }
    }

    /// Writes the column cache entries of a loaded series and its other measures, if that has
    /// not started, waits for them, and says on stderr, once each, why one could not be kept.
    /// Call it before the process ends.
    public static func finishCaching(_ series: TimeSeries?) {
        guard let series else { return }
        for each in [series] + series.alternatives {
            if let note = each.cacheWrite?.finish() { FileHandle.standardError.write(Data("vitrine: note: \(note)\n".utf8)) }
        }
    }

    private static func loadSeries(_ path: String, options: LoadOptions, alternatives: Bool = true) throws(DataError) -> TimeSeries {
        if let selection = options.database {
            return try loadDatabase(path, selection, options: options)
        }
        if path != "-", SQLiteSource.isDatabase(path: path) {
            throw DataError(.badOption, "\(path) is an SQLite database: give --query \"SELECT time, value FROM …\" or --table NAME")
        }
        guard path == "-" else {
            let series = try SeriesLoader.load(file: path, options: options)
            guard alternatives else { return series }
            return try withAlternatives(series, options) { options throws(DataError) in
                try SeriesLoader.load(file: path, options: options)
            }
        }
        let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        do {
            let series = try SeriesLoader.load(bytes: bytes, options: options)
            guard alternatives else { return series }
            return try withAlternatives(series, options) { options throws(DataError) in
                try SeriesLoader.load(bytes: bytes, options: options)
            }
        } catch {
            throw DataError(error.kind, "standard input: \(error.message)")
        }
    }

    /// A database's query or table, read by the ordinary loader from the rows' CSV, its first
    /// column the time and its second the value.
    private static func loadDatabase(_ path: String, _ selection: SQLiteSource.Selection, options: LoadOptions) throws(DataError) -> TimeSeries {
        guard path != "-" else { throw DataError(.badOption, "--query and --table read a database file, not standard input") }
        let rows = try SQLiteSource.rows(database: path, selection)
        var each = options
        each.database = nil
        each.x = ColumnChoice(rows.timeName)
        each.y = ColumnChoice(rows.valueName)
        do {
            return try SeriesLoader.load(bytes: rows.csv, options: each)
        } catch {
            throw DataError(error.kind, "\(path): \(error.message)")
        }
    }

    /// A wide file's other measures, each read again as the value over the same axis, so the
    /// Scrub Chart can offer them by name. Only a series over time or numbers with no range of its
    /// own gets them: there the picker has room, and a long file of prices is not read six times.
    /// A file of categories shows one figure per bar.
    private static func withAlternatives(
        _ series: TimeSeries, _ options: LoadOptions, load: (LoadOptions) throws(DataError) -> TimeSeries
    ) throws(DataError) -> TimeSeries {
        guard series.kind == .series, !series.otherMeasureNames.isEmpty, !ChartRanges.offersRanges(series) else { return series }
        var result = series
        for name in series.otherMeasureNames {
            var each = options
            each.y = ColumnChoice(name)
            each.x = series.timeName.map { ColumnChoice($0) } ?? options.x
            result.alternatives.append(try load(each))
        }
        return result
    }
}
