/// Turns each data row into a ``Sample``, or into a skipped count and maybe a warning.
///
/// This is the per-row path for every row ``ISORowReader`` does not take. Everything uncertain was settled by ``TableLayoutDetector``;
/// here each row only reads two cells with a known date layout and the number parser. What is
/// not a sample:
///
/// - header, metadata and blank rows, and rows the filter leaves out: silently ignored, not counted;
/// - a time or value written as missing (`NA`, `.`, empty, …): counted in `skipped`, no warning;
/// - a row too short to have the columns, a time that does not fit the column's layout, or a value
///   that is not a number: counted in `skipped`, with a warning naming the line and the reason.
struct RowInterpreter {
    let layout: TableLayout
    private var clock: WallClock
    private(set) var warnings: WarningLog
    private(set) var skipped = 0
    /// Times of rows that had a time but no usable value, not yet handed out; pieces that draw
    /// gaps break the line there.
    private(set) var gaps: [Double] = []
    /// In a file of categories, the label of each sample given out, in order, not yet handed out.
    private(set) var labels: [String] = []
    private var rowNumber = 0

    init(layout: TableLayout, options: LoadOptions) {
        self.layout = layout
        self.clock = WallClock(timeZone: options.timeZone)
        self.warnings = WarningLog(limit: options.warningLimit)
        for note in layout.notes { warnings.add(line: note.line, note.reason) }
    }

    private enum CellReading {
        case value(Double)
        case missing
        case invalid
    }

    @inline(__always)
    mutating func interpret<Record: FieldRecord>(_ record: Record) -> Sample? {
        let line = record.line
        guard line >= layout.firstDataLine else { return nil }
        let count = record.fieldCount
        if let filter = layout.filter {
            guard filter.column < count,
                  record.withField(filter.column, { trimmed($0).elementsEqual(filter.value) })
            else { return nil }
        }
        let valueColumn = layout.valueColumn
        let timeColumn = layout.x.column ?? 0
        guard valueColumn < count && timeColumn < count else {
            if record.isBlank { return nil }
            skipped += 1
            let needed = max(valueColumn, timeColumn) + 1
            warnings.add(line: line, "row has \(count) field\(count == 1 ? "" : "s"), \(needed) needed for column \(layout.columnNames[max(valueColumn, timeColumn)])")
            return nil
        }

        // Time.
        let time: Double
        switch layout.x {
        case .time(let column, let dateLayout):
            let reading = record.withField(column) { raw -> CellReading in
                let cell = trimmed(raw)
                if let parsed = dateLayout.parse(cell) { return .value(clock.instant(parsed)) }
                return MissingValues.isMissing(cell) ? .missing : .invalid
            }
            switch reading {
            case .value(let seconds):
                time = seconds
            case .missing:
                if record.isBlank { return nil }
                skipped += 1
                return nil
            case .invalid:
                skipped += 1
                warnings.add(line: line, "\(Self.quoted(record, column)) in column \(layout.columnNames[column]) is not a date like \(dateLayout.name)")
                return nil
            }
        case .number(let column):
            switch readNumber(record, column) {
            case .value(let number) where number.isFinite:
                time = number
            case .missing:
                if record.isBlank { return nil }
                skipped += 1
                return nil
            default:
                skipped += 1
                warnings.add(line: line, "\(Self.quoted(record, column)) in column \(layout.columnNames[column]) is not a finite number")
                return nil
            }
        case .rowNumber:
            if record.isBlank { return nil }
            time = Double(rowNumber)
            rowNumber += 1
        }

        // Value.
        if layout.countsRows {
            let label = record.withField(valueColumn) { raw -> String? in
                let cell = trimmed(raw)
                return MissingValues.isMissing(cell) ? nil : String(decoding: cell, as: UTF8.self)
            }
            guard let label else {
                skipped += 1
                return nil
            }
            labels.append(label)
            return Sample(time: time, value: 1)
        }
        switch readNumber(record, valueColumn) {
        case .value(let value):
            if let labelColumn = layout.labelColumn {
                labels.append(labelColumn < count ? record.withField(labelColumn) { String(decoding: trimmed($0), as: UTF8.self) } : "")
            }
            return Sample(time: time, value: value)
        case .missing:
            skipped += 1
            gaps.append(time)
            return nil
        case .invalid:
            skipped += 1
            gaps.append(time)
            warnings.add(line: line, "\(Self.quoted(record, valueColumn)) in column \(layout.columnNames[valueColumn]) is not a number")
            return nil
        }
    }

    @inline(__always)
    private func readNumber<Record: FieldRecord>(_ record: Record, _ column: Int) -> CellReading {
        let decimalComma = layout.decimalComma
        return record.withField(column) { cell -> CellReading in
            if let value = NumberParser.parse(cell, decimalComma: decimalComma) { return .value(value) }
            return MissingValues.isMissing(cell) ? .missing : .invalid
        }
    }

    /// The cell for a message: quoted, control bytes escaped, cut at 40 characters.
    private static func quoted<Record: FieldRecord>(_ record: Record, _ column: Int) -> String {
        let text = record.string(at: column)
        var shown = ""
        for scalar in text.unicodeScalars.prefix(40) {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                shown += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        if text.unicodeScalars.count > 40 { shown += "…" }
        return "\"\(shown)\""
    }
}

extension RowInterpreter {
    /// The instant of a row that ``ISORowReader`` read: wall-clock seconds with no offset written,
    /// in this interpreter's zone. The same clock as the general path, so a file read partly one
    /// way and partly the other gives the same times.
    @inline(__always)
    mutating func instant(wallSeconds: Int) -> Double {
        clock.instant(.wall(seconds: Double(wallSeconds), offset: nil))
    }

    /// An interpreter of the same layout with nothing counted yet and no layout notes, for a
    /// later part of the same file read by a second parser.
    func fresh() -> RowInterpreter {
        var fresh = self
        fresh.warnings = WarningLog(limit: warnings.limit)
        fresh.skipped = 0
        fresh.gaps = []
        fresh.labels = []
        fresh.rowNumber = 0
        return fresh
    }

    /// Adds what `later` (a ``fresh()`` copy that read the rest of the file) found, after what
    /// this one found, its line numbers moved by `lineShift`.
    mutating func absorb(_ later: RowInterpreter, lineShift: Int) {
        warnings.append(later.warnings, lineShift: lineShift)
        skipped += later.skipped
        gaps += later.gaps
        labels += later.labels
        rowNumber += later.rowNumber
    }

    /// Counts a row the source could not even split into cells (a broken NDJSON line).
    mutating func skip(line: Int, reason: String) {
        skipped += 1
        warnings.add(line: line, reason)
    }

    /// The gap times collected since the last call.
    mutating func takeGaps() -> [Double] {
        defer { gaps.removeAll() }
        return gaps
    }

    /// The labels of the samples given out since the last call (a file of categories only).
    mutating func takeLabels() -> [String] {
        defer { labels.removeAll() }
        return labels
    }
}
