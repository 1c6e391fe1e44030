import JSONText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON that `vitrine inspect FILE` prints: what Vitrine understood of a file.
///
/// Fields, in this order: `kind` (`series` or `categories`), `count`, `first`, `last` (ISO 8601
/// with the offset of the display time zone, numbers when the x axis is not time, the first and
/// last labels for categories), `min`, `max`, `mean` (finite values only; null when there are
/// none), `skipped`, `warnings` (each `{"line", "reason"}`), then details that help a person see
/// why: `omittedWarnings`, `nonFinite`, `x` (the time or label column), `y`, `axis`, `dateFormat`,
/// `format`, `delimiter`, `timeZone`. The order is fixed so the output can be diffed.
public struct InspectReport: Sendable {
    /// The loaded series being described.
    public var series: TimeSeries
    /// Where `first` and `last` are shown; defaults to the zone the series was read in.
    public var displayTimeZone: TimeZone

    /// A report on `series`, showing times in `displayTimeZone` (by default the zone it was read in).
    public init(_ series: TimeSeries, displayTimeZone: TimeZone? = nil) {
        self.series = series
        self.displayTimeZone = displayTimeZone ?? series.timeZone
    }

    /// The report as pretty-printed JSON with a trailing newline, ready to print as is.
    public var json: String {
        let statistics = series.statistics
        var fields: [(String, String)] = []
        fields.append(("kind", Self.string(series.kind.rawValue)))
        fields.append(("count", String(statistics.count)))
        if series.kind == .categories {
            fields.append(("first", series.labels.first.map(Self.string) ?? "null"))
            fields.append(("last", series.labels.last.map(Self.string) ?? "null"))
        } else {
            fields.append(("first", time(statistics.firstTime)))
            fields.append(("last", time(statistics.lastTime)))
        }
        fields.append(("min", Self.number(statistics.minimum)))
        fields.append(("max", Self.number(statistics.maximum)))
        fields.append(("mean", Self.number(statistics.mean)))
        fields.append(("skipped", String(series.skipped)))
        let warnings = series.warnings.map { warning in
            "    {\"line\": \(warning.line), \"reason\": \(Self.string(warning.reason))}"
        }
        fields.append(("warnings", warnings.isEmpty ? "[]" : "[\n" + warnings.joined(separator: ",\n") + "\n  ]"))
        fields.append(("omittedWarnings", String(series.omittedWarningCount)))
        fields.append(("nonFinite", String(statistics.nonFiniteCount)))
        fields.append(("x", (series.timeName ?? series.labelName).map(Self.string) ?? "null"))
        fields.append(("y", Self.string(series.valueName)))
        fields.append(("axis", Self.string(series.axis.rawValue)))
        fields.append(("dateFormat", series.dateFormat.map(Self.string) ?? "null"))
        fields.append(("format", Self.string(series.format.rawValue)))
        fields.append(("delimiter", series.delimiter.map(Self.string) ?? "null"))
        fields.append(("timeZone", Self.string(displayTimeZone.identifier)))
        return "{\n" + fields.map { "  \(Self.string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }

    private func time(_ value: Double?) -> String {
        guard let value else { return "null" }
        guard series.axis == .time, abs(value) < 1e14 else { return Self.number(value) }
        return Self.string(TimeText.iso8601(value, in: displayTimeZone))
    }

    /// Shortest round-tripping form; whole numbers without `.0`; non-finite as null (JSON has none).
    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A JSON string literal with the required escapes.
    static func string(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
