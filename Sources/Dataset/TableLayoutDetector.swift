/// Decides, from a sample of rows, which rows are data and which columns give time and value.
///
/// The steps, each simple on its own:
///
/// 1. The usual field count is the most common one in the sample.
/// 2. The first data row is the first row with that count that holds a number or a date and is
///    followed by two more such rows; this skips titles, notes and `key,value` metadata above the
///    table. The row just before it, if it has several fields, is the header.
/// 3. Each column is profiled: how many cells are numbers, and which date layout (if any) reads it.
/// 4. Time: the chosen column, or the first column written as dates; numbers count as dates
///    (`19580329`, `1998`, epoch) only when the header says so (`date`, `year`, `time`, …) or when
///    the leftmost column fits and never decreases. Value: the chosen column, or the first numeric
///    column that is not the time, the filter, or an index (`id`, an unnamed first column).
/// 5. Labels: a table with no time but a column of names is a file of categories (`label,value`),
///    its rows named by that column (see ``categoryLabel(_:value:filter:)``) and numbered in order.
///    A file of names alone counts the rows of its first column of repeating names.
/// 6. Beside the value: a panel's unit column filters to its first unit, and a wide file's other
///    measures are named for the viewer to load as series of their own.
///
/// Every choice is made from the sample alone, so a file of any length is decided in the same time.
enum TableLayoutDetector {
    struct ColumnProfile {
        var name: String
        var cells: [[UInt8]] = []      // trimmed, non-missing sample cells
        var numbers: [Double] = []
        var textDate: DateFormatDetector.Detection?
        /// Cells that begin as a number and go on in letters (`171b`, `12a`): codes, not figures.
        var lettered = 0

        /// Mostly numbers, and not a column of codes: a column where more than one cell in twenty
        /// is a number run into letters (`170`, `171b`, …) is text, not a series with skipped rows.
        /// Words (`n/a`, `error`) are ordinary unreadable cells and leave the column numeric.
        var isNumeric: Bool { !numbers.isEmpty && numbers.count * 2 > cells.count && lettered * 20 <= cells.count }
        /// Names rather than figures or dates: what labels a file of categories.
        var isText: Bool { !cells.isEmpty && !isNumeric && textDate == nil }
    }

    /// - Parameters:
    ///   - records: the sample, comments and blank rows already removed.
    ///   - names: column names known from the source (JSON keys); skips header detection.
    ///   - preferredTime: the column that is the time unless an option says otherwise (JSON pairs).
    static func detect(_ records: [OwnedRecord], names: [String]?, preferredTime: Int? = nil,
                       options: LoadOptions, decimalComma: Bool) throws(DataError) -> TableLayout {
        guard !records.isEmpty else { throw DataError(.noSeries, "the file has no rows") }
        var dataStart = 0
        var columnNames: [String]
        if let names {
            columnNames = names
        } else {
            let typical = mostCommonFieldCount(records)
            let dataLike = records.map { isDataLike($0, decimalComma: decimalComma) }
            var start: Int
            if let found = records.indices.first(where: { index in
                records[index].fieldCount == typical
                    && (index..<min(index + 3, records.count)).allSatisfy { dataLike[$0] }
            }) ?? records.indices.first(where: { dataLike[$0] }) {
                start = found
                // A header of numbers (years as columns) reads as data; the text beneath its empty or
                // numeric cells says it is the header.
                if start + 1 < records.count, isNumericHeader(records[start], below: records[(start + 1)...], decimalComma: decimalComma) {
                    start += 1
                }
            } else {
                // Names only: their rows are counted, so there must be rows beneath the header.
                guard let first = records.firstIndex(where: { $0.fieldCount == typical }), first + 1 < records.count else {
                    throw DataError(.noSeries, "no numbers or dates in the first \(records.count) rows")
                }
                start = repeatsBelow(records[first], records[(first + 1)...]) ? first : first + 1
            }
            dataStart = start
            let width = max(typical, records[start].fieldCount)
            if start > 0, records[start - 1].fieldCount >= 2 || typical == 1 {
                let header = records[start - 1]
                columnNames = (0..<max(width, header.fieldCount)).map { index in
                    guard index < header.fieldCount else { return "column \(index + 1)" }
                    let name = header.withField(index) { String(decoding: trimmed($0), as: UTF8.self) }
                    return name.isEmpty ? "column \(index + 1)" : name
                }
            } else {
                columnNames = (0..<width).map { "column \($0 + 1)" }
            }
        }
        let dataRows = records[dataStart...]
        var profiles = columnNames.map { ColumnProfile(name: $0) }
        for record in dataRows {
            for index in 0..<min(record.fieldCount, profiles.count) {
                record.withField(index) { raw in
                    let cell = trimmed(raw)
                    guard !MissingValues.isMissing(cell) else { return }
                    profiles[index].cells.append(Array(cell))
                    if let number = NumberParser.parse(cell, decimalComma: decimalComma) {
                        profiles[index].numbers.append(number)
                    } else if isLettered(cell) {
                        profiles[index].lettered += 1
                    }
                }
            }
        }
        for index in profiles.indices {
            profiles[index].textDate = DateFormatDetector.detectText(profiles[index].cells, dayFirst: options.dayFirst)
        }
        let firstDataLine = dataRows.first!.line
        var notes: [DataWarning] = []

        // The filter.
        var filter: TableLayout.Filter?
        if let rowFilter = options.filter {
            guard let column = rowFilter.column.resolve(in: columnNames) else {
                throw DataError(.badOption, "no column \"\(rowFilter.column)\" to filter on (columns: \(list(columnNames)))")
            }
            filter = TableLayout.Filter(column: column, value: Array(rowFilter.value.utf8))
        }

        // The time.
        let pattern = try options.dateFormat.map { text throws(DataError) in try DatePattern(text) }
        let x: TimeAxis
        var chosenLabel: Int?
        if let choice = options.x {
            guard let column = choice.resolve(in: columnNames) else {
                throw DataError(.badOption, "no column \"\(choice)\" for x (columns: \(list(columnNames)))")
            }
            if pattern == nil, profiles[column].isText {
                // A column of names as x: the file is one of categories, labelled by it.
                x = .rowNumber
                chosenLabel = column
            } else {
                x = try axis(for: column, profiles[column], pattern: pattern)
            }
        } else if let pattern {
            guard let column = profiles.indices.first(where: { index in
                DateFormatDetector.isEnough(DateFormatDetector.count(.pattern(pattern), in: profiles[index].cells),
                                            of: profiles[index].cells.count)
            }) else {
                throw DataError(.badOption, "no column is written in the date format \"\(pattern.text)\"")
            }
            x = .time(column: column, layout: .pattern(pattern))
        } else if let preferredTime, preferredTime < profiles.count {
            x = try axis(for: preferredTime, profiles[preferredTime], pattern: nil)
        } else {
            x = automaticAxis(profiles)
        }
        if case .time(let column, _) = x, let ambiguity = profiles[column].textDate?.ambiguity, pattern == nil {
            notes.append(DataWarning(line: firstDataLine, reason: "column \(columnNames[column]): \(ambiguity)"))
        }

        // A panel (firm × year): the first unit's rows, unless the caller picked.
        var panel: Int?
        if filter == nil, let found = panelColumn(profiles, x: x) {
            panel = found
            let first = profiles[found].cells[0]
            filter = TableLayout.Filter(column: found, value: first)
            let units = Set(profiles[found].cells).count
            notes.append(DataWarning(line: firstDataLine, reason: "column \(columnNames[found]) holds \(units) panels; showing \(columnNames[found])=\(String(decoding: first, as: UTF8.self)); pick another with where \(columnNames[found])=VALUE"))
        }

        // The value.
        let valueColumn: Int
        var countsRows = false
        var otherMeasures: [Int] = []
        if let choice = options.y {
            guard let column = choice.resolve(in: columnNames) else {
                throw DataError(.badOption, "no column \"\(choice)\" for y (columns: \(list(columnNames)))")
            }
            valueColumn = column
        } else {
            let candidates = profiles.indices.filter { index in
                index != x.column && index != filter?.column && profiles[index].isNumeric
                    && profiles[index].textDate == nil
            }
            // A measure, rather than an index, a part of the date (Year beside a date) or an
            // identifier (a firm, a version); the first candidate when nothing else is left.
            if let column = candidates.first(where: { isNamedLikeSource(profiles[$0].name, options.sourceName) })
                ?? candidates.first(where: { !looksLikeIndex(profiles[$0].name, column: $0) && !isNotAMeasure(profiles[$0].name) })
                ?? candidates.first(where: { !looksLikeIndex(profiles[$0].name, column: $0) })
                ?? candidates.first {
                valueColumn = column
                // A wide file: the other measures are series too, offered by name beside this one.
                otherMeasures = Array(candidates.filter { index in
                    index != column && !looksLikeIndex(profiles[index].name, column: index) && !isNotAMeasure(profiles[index].name)
                }.prefix(maximumOtherMeasures))
            } else if case .rowNumber = x, chosenLabel == nil, let names = categoryColumn(profiles, filter: filter?.column) {
                // Nothing but names: the bars count the rows of each name in the first column of them.
                valueColumn = names
                chosenLabel = names
                countsRows = true
            } else {
                throw DataError(.noSeries, "no column of numbers to chart (columns: \(list(columnNames)))")
            }
        }

        if filter == nil, let hint = longFormatHint(profiles, x: x, value: valueColumn) {
            notes.append(DataWarning(line: firstDataLine, reason: hint))
        }
        var labelColumn = chosenLabel
        if labelColumn == nil, case .rowNumber = x {
            labelColumn = categoryLabel(profiles, value: valueColumn, filter: filter?.column)
        }
        var layout = TableLayout(columnNames: columnNames, firstDataLine: firstDataLine, x: x, valueColumn: valueColumn,
                                 filter: filter, decimalComma: decimalComma, notes: notes, labelColumn: labelColumn)
        // Names over nothing but an index: a file of categories only, shown as counts.
        layout.valueIsIndex = countsRows
            || options.y == nil && labelColumn != nil && looksLikeIndex(profiles[valueColumn].name, column: valueColumn)
        layout.countsRows = countsRows
        if !layout.valueIsIndex { layout.otherMeasures = otherMeasures }
        layout.columns = reports(profiles, x: x, value: valueColumn, label: labelColumn, filter: filter?.column, options: options,
                                 valueIsIndex: layout.valueIsIndex, countsRows: countsRows, panel: panel,
                                 others: Set(layout.otherMeasures))
        return layout
    }

    /// How many measures beside the first a wide file offers: with the first, a picker of six.
    static let maximumOtherMeasures = 5

    /// The axis for a column the caller named: dates if it reads as dates, else numbers.
    private static func axis(for column: Int, _ profile: ColumnProfile, pattern: DatePattern?) throws(DataError) -> TimeAxis {
        if let pattern { return .time(column: column, layout: .pattern(pattern)) }
        if let detection = profile.textDate { return .time(column: column, layout: detection.layout) }
        if profile.isNumeric, let layout = DateFormatDetector.detectNumeric(profile.cells) {
            return .time(column: column, layout: layout)
        }
        if profile.isNumeric { return .number(column: column) }
        throw DataError(.badOption, "column \"\(profile.name)\" holds neither dates nor numbers")
    }

    private static func automaticAxis(_ profiles: [ColumnProfile]) -> TimeAxis {
        if let column = profiles.indices.first(where: { profiles[$0].textDate != nil }) {
            return .time(column: column, layout: profiles[column].textDate!.layout)
        }
        let numericCount = profiles.filter(\.isNumeric).count
        for (column, profile) in profiles.enumerated() where profile.isNumeric {
            guard let layout = DateFormatDetector.detectNumeric(profile.cells) else { continue }
            let isLeftmostAndOrdered = column == 0 && numericCount >= 2
                && zip(profile.numbers, profile.numbers.dropFirst()).allSatisfy { $0 <= $1 }
            // Decimal years carry their own proof (an even step under a year), wherever they are.
            if nameSuggestsTime(profile.name) || isLeftmostAndOrdered || layout == .decimalYear {
                return .time(column: column, layout: layout)
            }
        }
        // Clock readings under a time-like name (`hhmm`, `time`), rising through one day. Two
        // digits are too few to tell `0:10` from ten days, so every cell has three or four.
        if let column = profiles.indices.first(where: { index in
            let profile = profiles[index]
            return profile.isNumeric && nameSuggestsTime(profile.name) && profile.numbers.count >= 2
                && profile.numbers.count == profile.cells.count
                && profile.cells.allSatisfy { cell in cell.withUnsafeBufferPointer { DateLayout.clockTime.parse($0) } != nil }
                && zip(profile.numbers, profile.numbers.dropFirst()).allSatisfy { $0 < $1 }
        }) {
            return .time(column: column, layout: .clockTime)
        }
        // Seconds or steps under a time-like name (`t`, `time`) or named `x`, rising: plain
        // numbers along x.
        if numericCount >= 2, let column = profiles.indices.first(where: { index in
            profiles[index].isNumeric && (nameSuggestsTime(profiles[index].name) || profiles[index].name.lowercased() == "x")
                && profiles[index].numbers.count >= 2
                && zip(profiles[index].numbers, profiles[index].numbers.dropFirst()).allSatisfy { $0 < $1 }
        }) {
            return .number(column: column)
        }
        return .rowNumber
    }

    private static func list(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
