/// A problem with one row (or one column) that did not stop the series from loading.
///
/// Warnings name the line in the file, counted from 1 as an editor shows it, so a person can go
/// and look. Column-level warnings (an ambiguous date format) carry the line of the first data row.
public struct DataWarning: Sendable, Hashable, CustomStringConvertible {
    /// 1-based physical line number in the decoded text.
    var line: Int
    /// A short sentence without a trailing period, e.g. `"value \"abc\" in column co2 is not a number"`.
    var reason: String

    /// Makes a warning; the loader makes these, tests and callers compare with them.
    init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line 12: reason`, as a person reads it in a terminal.
    public var description: String { "line \(line): \(reason)" }
}

/// Keeps the first `limit` warnings and counts the rest.
///
/// A broken file can produce a warning per row; millions of them would cost more than the data.
/// The count still tells the user how bad it is.
struct WarningLog: Sendable, Hashable {
    var limit: Int
    private(set) var kept: [DataWarning] = []
    private(set) var omittedCount = 0

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Adds a warning; the reason is only built when it will be kept.
    mutating func add(line: Int, _ reason: @autoclosure () -> String) {
        if kept.count < limit {
            kept.append(DataWarning(line: line, reason: reason()))
        } else {
            omittedCount += 1
        }
    }

    var totalCount: Int { kept.count + omittedCount }

    /// Adds a later log's warnings after these, as if they had been added here one by one, their
    /// line numbers moved by `lineShift`.
    mutating func append(_ later: WarningLog, lineShift: Int) {
        for warning in later.kept { add(line: warning.line + lineShift, warning.reason) }
        omittedCount += later.omittedCount
    }
}
