/// How a source was read, for reports.
public enum SourceFormat: String, Sendable, Hashable {
    /// Delimited text: CSV, TSV, semicolon- or pipe-separated.
    case delimited
    /// One JSON document.
    case json
    /// JSON Lines: one value per line.
    case ndjson
}
