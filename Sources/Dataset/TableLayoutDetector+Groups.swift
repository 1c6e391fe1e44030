/// Columns that group rows: the labels of a file of categories, the units of a panel, and the
/// names a long-format file stacks its series under.
extension TableLayoutDetector {
    /// The column that names the rows of a file with no time, making it a file of categories: the
    /// text column nearest before the value, else the first after it.
    ///
    /// Nearest before, because long-format tables put their groups first and their finest names
    /// beside the figures (`week,day,workouts`: the bars are days; `--where week=…` picks a week).
    static func categoryLabel(_ profiles: [ColumnProfile], value: Int, filter: Int?) -> Int? {
        let text = profiles.indices.filter { $0 != value && $0 != filter && profiles[$0].isText }
        return text.last { $0 < value } ?? text.first
    }

    /// The unit column of a panel: whole numbers naming units (firms, states, subjects), each unit
    /// seen once per time while the times repeat across units. Named like an identifier, or
    /// written in runs (every unit's rows together), so a column of counts is not taken for one.
    static func panelColumn(_ profiles: [ColumnProfile], x: TimeAxis) -> Int? {
        guard let timeColumn = x.column else { return nil }
        let times = profiles[timeColumn].cells
        guard Set(times).count < times.count else { return nil }
        for (index, profile) in profiles.enumerated() where index != timeColumn && profile.isNumeric {
            guard profile.numbers.count == profile.cells.count, profile.numbers.allSatisfy({ $0 == $0.rounded() }),
                  !datePartNames.contains(profile.name.lowercased()) else { continue }
            let units = Set(profile.cells)
            guard units.count >= 2, units.count * 2 <= profile.cells.count, profile.cells.count == times.count else { continue }
            var seen = Set<[UInt8]>()
            var closed = Set<[UInt8]>()
            var inRuns = true
            var unique = true
            for (row, unit) in profile.cells.enumerated() {
                if !seen.insert(unit + [0] + times[row]).inserted { unique = false; break }
                if row > 0, profile.cells[row - 1] != unit {
                    closed.insert(profile.cells[row - 1])
                    if closed.contains(unit) { inRuns = false }
                }
            }
            // A panel observes the same times for several units; a column that merely falls into
            // runs (a status beside survival years) shares a time only by chance.
            var unitsOfTime: [[UInt8]: Set<[UInt8]>] = [:]
            for (row, unit) in profile.cells.enumerated() { unitsOfTime[times[row], default: []].insert(unit) }
            let shared = unitsOfTime.values.filter { $0.count >= 2 }.count
            guard shared * 2 >= unitsOfTime.count else { continue }
            if unique && (inRuns || isNotAMeasure(profile.name) || looksLikeIndex(profile.name, column: index)) { return index }
        }
        return nil
    }

    /// The first column of names that repeat (a species, a colour), else the first of names.
    static func categoryColumn(_ profiles: [ColumnProfile], filter: Int?) -> Int? {
        let text = profiles.indices.filter { $0 != filter && profiles[$0].isText }
        return text.first { Set(profiles[$0].cells).count < profiles[$0].cells.count } ?? text.first
    }

    /// A note when a text column seems to name several series stacked in one table.
    static func longFormatHint(_ profiles: [ColumnProfile], x: TimeAxis, value: Int) -> String? {
        guard case .time(let timeColumn, _) = x else { return nil }
        let times = profiles[timeColumn].cells
        guard Set(times).count < times.count else { return nil }
        for (index, profile) in profiles.enumerated() where index != timeColumn && index != value {
            guard profile.numbers.isEmpty, profile.textDate == nil else { continue }
            let distinct = Array(Set(profile.cells.map { String(decoding: $0, as: UTF8.self) })).sorted()
            guard distinct.count >= 2 && distinct.count * 2 <= profile.cells.count else { continue }
            let shown = distinct.prefix(3).joined(separator: ", ") + (distinct.count > 3 ? ", …" : "")
            return "column \(profile.name) holds \(distinct.count) series (\(shown)); pick one with where \(profile.name)=VALUE"
        }
        return nil
    }
}
