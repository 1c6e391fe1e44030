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
            return InspectReport(try loadSeries(path, options: options)).json
        } catch {
            throw UsageError(error.message)
        }
    }

    private static func loadSeries(_ path: String, options: LoadOptions) throws(DataError) -> TimeSeries {
        guard path == "-" else { return try SeriesLoader.load(file: path, options: options) }
        let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        do {
            return try SeriesLoader.load(bytes: bytes, options: options)
        } catch {
            throw DataError(error.kind, "standard input: \(error.message)")
        }
    }
}
