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
enum TableLayoutDetector {
    struct ColumnProfile {
        var name: String
        var cells: [[UInt8]] = []      // trimmed, non-missing sample cells
        var numbers: [Double] = []
        var textDate: DateFormatDetector.Detection?

        var isNumeric: Bool { !numbers.isEmpty && numbers.count * 2 > cells.count }
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
            guard let found = records.indices.first(where: { index in
                records[index].fieldCount == typical
                    && (index..<min(index + 3, records.count)).allSatisfy { dataLike[$0] }
            }) ?? records.indices.first(where: { dataLike[$0] }) else {
                throw DataError(.noSeries, "no numbers or dates in the first \(records.count) rows")
            }
            var start = found
            // A header of numbers (years as columns) reads as data; the text beneath its empty or
            // numeric cells says it is the header.
            if start + 1 < records.count, isNumericHeader(records[start], below: records[(start + 1)...], decimalComma: decimalComma) {
                start += 1
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

        // The value.
        let valueColumn: Int
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
            guard let column = candidates.first(where: { !looksLikeIndex(profiles[$0].name, column: $0) && !isNotAMeasure(profiles[$0].name) })
                ?? candidates.first(where: { !looksLikeIndex(profiles[$0].name, column: $0) })
                ?? candidates.first else {
                throw DataError(.noSeries, "no column of numbers to chart (columns: \(list(columnNames)))")
            }
            valueColumn = column
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
        layout.valueIsIndex = options.y == nil && labelColumn != nil && looksLikeIndex(profiles[valueColumn].name, column: valueColumn)
        layout.columns = reports(profiles, x: x, value: valueColumn, label: labelColumn, filter: filter?.column, options: options,
                                 valueIsIndex: layout.valueIsIndex)
        return layout
    }

    /// The column that names the rows of a file with no time, making it a file of categories: the
    /// text column nearest before the value, else the first after it.
    ///
    /// Nearest before, because long-format tables put their groups first and their finest names
    /// beside the figures (`week,day,workouts`: the bars are days; `--where week=…` picks a week).
    private static func categoryLabel(_ profiles: [ColumnProfile], value: Int, filter: Int?) -> Int? {
        let text = profiles.indices.filter { $0 != value && $0 != filter && profiles[$0].isText }
        return text.last { $0 < value } ?? text.first
    }

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
        return .rowNumber
    }

    static func nameSuggestsTime(_ name: String) -> Bool {
        let lowered = name.lowercased()
        for word in ["date", "time", "year", "epoch", "period", "month", "quarter", "week", "day"]
        where lowered.contains(word) {
            return true
        }
        let words = lowered.split { !$0.isLetter }
        return words.contains { ["ts", "dt", "yr", "when", "utc"].contains($0) }
    }

    static func looksLikeIndex(_ name: String, column: Int) -> Bool {
        let lowered = name.lowercased()
        return ["id", "index", "row", "#", "no", "n"].contains(lowered) || lowered.hasSuffix("_id")
            || (column == 0 && name == "column 1")
    }

    /// Whether a column's name says it holds a part of a date or an identifier, which a person
    /// would not chart as the value: `Year`, `Month`, `day`, `firm`, `Version`, `state_code`.
    static func isNotAMeasure(_ name: String) -> Bool {
        let lowered = String(String(name.lowercased().drop(while: \.isWhitespace).reversed()).drop(while: \.isWhitespace).reversed())
        let identifiers: Set<String> = ["id", "firm", "firm id", "company", "state", "code", "version", "ver", "zip", "zipcode",
                                        "fips", "county", "country", "subject", "patient", "case", "unit", "panel"]
        if datePartNames.contains(lowered) || identifiers.contains(lowered) { return true }
        let words = lowered.split { !$0.isLetter && !$0.isNumber }
        if let last = words.last, words.count > 1, ["id", "code", "version"].contains(last) { return true }
        // firmID, stateId: an identifier in camel case.
        return name.count > 2 && (name.hasSuffix("ID") || name.hasSuffix("Id")) && name.dropLast(2).last?.isLetter == true
    }

    /// A note when a text column seems to name several series stacked in one table.
    private static func longFormatHint(_ profiles: [ColumnProfile], x: TimeAxis, value: Int) -> String? {
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

    private static func mostCommonFieldCount(_ records: [OwnedRecord]) -> Int {
        var frequency: [Int: Int] = [:]
        for record in records { frequency[record.fieldCount, default: 0] += 1 }
        return frequency.max { ($0.value, $0.key) < ($1.value, $1.key) }!.key
    }

    /// Whether `row`, made of numbers and empty cells only, is the header of the rows `below`:
    /// a wide table's years as columns (`"","1940","1945",…`) over rows named in a text column.
    /// It is, when some column holds an empty cell or a number in `row` and text in most of the
    /// rows beneath it, as a header cell stands over names.
    static func isNumericHeader(_ row: OwnedRecord, below: ArraySlice<OwnedRecord>, decimalComma: Bool) -> Bool {
        var numbers = 0
        for index in 0..<row.fieldCount {
            let kind = row.withField(index) { raw -> Int in
                let cell = trimmed(raw)
                if MissingValues.isMissing(cell) { return 0 }
                return NumberParser.parse(cell, decimalComma: decimalComma) != nil ? 1 : -1
            }
            if kind < 0 { return false }
            numbers += kind
        }
        guard numbers >= 2 else { return false }
        let sample = below.prefix(20)
        for index in 0..<row.fieldCount {
            var text = 0, filled = 0
            for record in sample where index < record.fieldCount {
                record.withField(index) { raw in
                    let cell = trimmed(raw)
                    guard !MissingValues.isMissing(cell) else { return }
                    filled += 1
                    if NumberParser.parse(cell, decimalComma: decimalComma) == nil,
                       DateFormatDetector.detectText([Array(cell)], dayFirst: false) == nil {
                        text += 1
                    }
                }
            }
            if filled >= 2, text * 5 >= filled * 4 { return true }
        }
        return false
    }

    /// A row with at least one number or date in it.
    private static func isDataLike(_ record: OwnedRecord, decimalComma: Bool) -> Bool {
        for index in 0..<record.fieldCount {
            let found = record.withField(index) { raw -> Bool in
                let cell = trimmed(raw)
                guard !MissingValues.isMissing(cell) else { return false }
                if NumberParser.parse(cell, decimalComma: decimalComma) != nil { return true }
                return DateFormatDetector.detectText([Array(cell)], dayFirst: false) != nil
            }
            if found { return true }
        }
        return false
    }

    private static func list(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
