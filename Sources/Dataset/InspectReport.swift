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
/// `format`, `delimiter`, `timeZone`, and `columns`: each column with its `name`, `role` (time,
/// value, label, filter, id, date part, category, ignore), `type` and a short `reason`. The order
/// is fixed so the output can be diffed.
public struct InspectReport: Sendable {
    /// The loaded series being described.
    var series: TimeSeries
    /// Where `first` and `last` are shown; defaults to the zone the series was read in.
    var displayTimeZone: TimeZone

    /// A report on `series`, showing times in `displayTimeZone` (by default the zone it was read in).
    public init(_ series: TimeSeries, displayTimeZone: TimeZone? = nil) {
        self.series = series
        self.displayTimeZone = displayTimeZone ?? series.timeZone
    }

    /// The report as pretty-printed JSON with a trailing newline, ready to print as is: fields one
    /// a line, each warning on a line of its own, numbers exact (see ``JSONWriter``).
    public var json: String {
        let statistics = series.statistics
        let warnings = series.warnings.map { warning in
            JSONValue.object(["line": .number(Double(warning.line)), "reason": .string(warning.reason)])
        }
        let first: JSONValue, last: JSONValue
        if series.kind == .categories {
            first = series.labels.first.map(JSONValue.string) ?? .null
            last = series.labels.last.map(JSONValue.string) ?? .null
        } else {
            first = time(statistics.firstTime)
            last = time(statistics.lastTime)
        }
        let report = JSONValue.object([
            "kind": .string(series.kind.rawValue),
            "count": .number(Double(statistics.count)),
            "first": first,
            "last": last,
            "min": Self.value(statistics.minimum),
            "max": Self.value(statistics.maximum),
            "mean": Self.value(statistics.mean),
            "skipped": .number(Double(series.skipped)),
            "warnings": .array(warnings),
            "omittedWarnings": .number(Double(series.omittedWarningCount)),
            "nonFinite": .number(Double(statistics.nonFiniteCount)),
            "x": (series.timeName ?? series.labelName).map(JSONValue.string) ?? .null,
            "y": .string(series.valueName),
            "axis": .string(series.axis.rawValue),
            "dateFormat": series.dateFormat.map(JSONValue.string) ?? .null,
            "format": .string(series.format.rawValue),
            "delimiter": series.delimiter.map(JSONValue.string) ?? .null,
            "timeZone": .string(displayTimeZone.identifier),
            "columns": .array(series.columns.map(\.json)),
        ])
        return report.encoded(numbers: .exact, layout: .indented(levels: 2)) + "\n"
    }

    private func time(_ value: Double?) -> JSONValue {
        guard let value else { return .null }
        guard series.axis == .time, abs(value) < 1e14 else { return Self.value(value) }
        return .string(TimeText.iso8601(value, in: displayTimeZone))
    }

    private static func value(_ number: Double?) -> JSONValue {
        number.map(JSONValue.number) ?? .null
    }

    /// Shortest round-tripping form; whole numbers without `.0`; non-finite as null (JSON has none).
    static func number(_ value: Double?) -> String {
        value.map(JSONNumberStyle.exact.text) ?? "null"
    }
}
