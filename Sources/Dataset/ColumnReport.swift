import JSONText

/// What the loader made of one column, and why: the `columns` of `vitrine inspect`, so a person
/// can see the choice and override it with `--x` or `--y`.
struct ColumnReport: Sendable, Hashable {
    /// time, value, label, filter, id, date part, category or ignore.
    var role: String
    /// date, number, text or empty, as the sample reads.
    var type: String
    var name: String
    /// A few words: "dates written YYYY-MM-DD", "the first measure", "a part of the date".
    var reason: String

    var json: JSONValue {
        .object(["name": .string(name), "role": .string(role), "type": .string(type), "reason": .string(reason)])
    }
}

extension TableLayoutDetector {
    /// Names of the parts of a date, which a column beside the date repeats.
    static let datePartNames: Set<String> = ["year", "yr", "month", "mon", "day", "dow", "weekday", "hour", "hr", "minute", "min",
                                             "second", "sec", "week", "quarter", "qtr"]

    /// Each column's role in the layout chosen, with its reason.
    static func reports(
        _ profiles: [ColumnProfile], x: TimeAxis, value: Int, label: Int?, filter: Int?, options: LoadOptions, valueIsIndex: Bool,
        countsRows: Bool = false, panel: Int? = nil, others: Set<Int> = []
    ) -> [ColumnReport] {
        profiles.enumerated().map { index, profile in
            let type = profile.textDate != nil ? "date" : profile.isNumeric ? "number" : profile.cells.isEmpty ? "empty" : "text"
            func report(_ role: String, _ reason: String) -> ColumnReport {
                ColumnReport(role: role, type: type, name: profile.name, reason: reason)
            }
            if index == x.column {
                if options.x != nil { return report("time", "chosen with --x") }
                switch x {
                case .time(_, let layout):
                    if let text = profile.textDate, text.layout == layout { return report("time", "dates written \(layout.name)") }
                    if layout == .decimalYear { return report("time", "rising at an even step under a year: decimal years") }
                    if case .pattern = layout { return report("time", "written in the --date-format") }
                    return report("time", nameSuggestsTime(profile.name) ? "named like time, \(layout.name)" : "leftmost and rising, \(layout.name)")
                default:
                    return report("time", "numbers along the x axis")
                }
            }
            if index == value {
                if countsRows { return report("label", "names only: the rows of each are counted") }
                if options.y != nil { return report("value", "chosen with --y") }
                if valueIsIndex { return report("value", "only an index: the rows of each label are counted") }
                return report("value", isNamedLikeSource(profile.name, options.sourceName) ? "named like the file" : "the first measure")
            }
            if others.contains(index) {
                return report("value", "another measure, loaded as a series of its own")
            }
            if index == label { return report("label", "names the rows") }
            if index == panel { return report("id", "a panel's units; one is charted (pick with --where)") }
            if index == filter { return report("filter", "the --where column") }
            if profile.cells.isEmpty { return report("ignore", "no values in the sample") }
            if profile.textDate != nil { return report("ignore", "another column of dates") }
            let isDatePart = datePartNames.contains(profile.name.lowercased())
            if profile.isNumeric {
                if looksLikeIndex(profile.name, column: index) { return report("id", "named like an index, or an unnamed first column") }
                if isNotAMeasure(profile.name) {
                    return isDatePart ? report("date part", "a part of the date") : report("id", "named like an identifier")
                }
                return report("ignore", "another number (chart it with --y)")
            }
            return isDatePart ? report("date part", "a part of the date, written out") : report("category", "text")
        }
    }
}
