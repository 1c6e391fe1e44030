import JSONText

/// Turns the JSON shapes people export into the same rows of cells that CSV gives, so column
/// detection, dates, missing values and warnings behave identically for both.
///
/// Shapes understood:
/// - an array of objects, `[{"date": "2020-01-01", "value": 3}, …]`: keys are columns, in the
///   order they first appear;
/// - an array of pairs (or longer tuples), `[[1577836800000, 3], …]`: the first element is x;
/// - an array of numbers: values by position;
/// - an object of parallel arrays, `{"date": [...], "value": [...]}`;
/// - an object wrapping one of the above, `{"data": [...]}` (the first member that is an array
///   of rows);
/// - NDJSON: one object (or array) per line, read line by line so streams chart live.
///
/// Everything is read with the one ``JSONReader``, leniently (``readingOptions``), and rows go
/// straight to cells (``JSONRows``) without building values.
enum JSONSeries {
    struct Table {
        var names: [String]
        var records: [OwnedRecord]
        /// The column that is x when no option says otherwise (pairs), else nil.
        var preferredTime: Int?
    }

    /// Lenient where real exports are sloppy (`NaN`, `Infinity`, trailing commas, `\'`, lone
    /// surrogates, raw tabs in strings), strict where it matters (unterminated strings, garbage
    /// after the value), and bounded: nesting deeper than 512 levels is an error.
    static let readingOptions = JSONReadingOptions(
        maximumDepth: 512, allowsNonFiniteNumbers: true, allowsTrailingCommas: true, isLenient: true)

    /// The rows of a whole JSON document.
    static func table(document bytes: UnsafeBufferPointer<UInt8>) throws(DataError) -> Table {
        var reader = JSONReader(bytes, options: readingOptions)
        let content: Content
        do {
            content = try Content.read(&reader)
            try reader.finish()
        } catch {
            throw DataError(.malformed, "invalid JSON on line \(error.line): \(error.reason)")
        }
        return try table(from: content)
    }

    /// What a document holds, as far as finding rows goes: arrays read as rows, objects with the
    /// arrays and objects among their fields; other values are only checked.
    private indirect enum Content {
        case rows(JSONRows)
        case object([(key: String, content: Content)])
        case scalar

        /// Recursive only through objects, so at most ``readingOptions``' depth deep.
        static func read(_ reader: inout JSONReader) throws(JSONError) -> Content {
            switch try reader.peek() {
            case .array:
                return .rows(try JSONRows.read(&reader))
            case .object:
                var members: [(key: String, content: Content)] = []
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    members.append((key, try read(&reader)))
                }
                return .object(members)
            default:
                try reader.skipValue()
                return .scalar
            }
        }
    }

    private static func table(from content: Content) throws(DataError) -> Table {
        switch content {
        case .rows(let rows):
            return try rows.table()
        case .object(let members):
            let arrays = members.compactMap { member -> (key: String, rows: JSONRows)? in
                if case .rows(let rows) = member.content { return (member.key, rows) }
                return nil
            }
            let scalarArrays = arrays.filter(\.rows.isAllScalar)
            if !scalarArrays.isEmpty {
                return parallelArrays(scalarArrays)
            }
            for member in arrays where !member.rows.records.isEmpty {
                return try member.rows.table()
            }
            for member in members {
                if case .object = member.content, let table = try? table(from: member.content) { return table }
            }
            throw DataError(.noSeries, "the JSON object holds no array of rows or values")
        case .scalar:
            throw DataError(.noSeries, "the JSON holds a single value, not a series")
        }
    }

    /// Arrays of scalars side by side; each row's line is that of the longest array's element.
    private static func parallelArrays(_ arrays: [(key: String, rows: JSONRows)]) -> Table {
        let columns = arrays.map(\.rows.cells)
        var lines: [Int] = []
        for member in arrays where member.rows.records.count > lines.count {
            lines = member.rows.records.map(\.line)
        }
        let records = lines.indices.map { row in
            OwnedRecord(line: lines[row], fields: columns.map { row < $0.count ? $0[row] : [] })
        }
        return Table(names: arrays.map(\.key), records: records, preferredTime: nil)
    }

    // MARK: NDJSON

    /// What one line holds: its kind, and the kinds of its elements or field values.
    struct Outline {
        var kind: JSONKind
        var children: Set<JSONKind>
    }

    /// The outline of a line holding exactly one JSON value, or nil when it holds anything else.
    static func outline(_ text: UnsafeBufferPointer<UInt8>, line: Int) -> Outline? {
        var reader = JSONReader(text, options: readingOptions, firstLine: line)
        do throws(JSONError) {
            let kind = try reader.peek()
            var children: Set<JSONKind> = []
            switch kind {
            case .array:
                try reader.beginArray()
                while try reader.nextElement() {
                    children.insert(try reader.peek())
                    try reader.skipValue()
                }
            case .object:
                try reader.beginObject()
                while try reader.nextKey() != nil {
                    children.insert(try reader.peek())
                    try reader.skipValue()
                }
            default:
                try reader.skipValue()
            }
            try reader.finish()
            return Outline(kind: kind, children: children)
        } catch {
            return nil
        }
    }

    /// The table of a sample of NDJSON lines, each line one row; lines that are not one JSON
    /// value are left out.
    static func table(lines: [(text: UnsafeBufferPointer<UInt8>, line: Int)]) throws(DataError) -> Table {
        var rows = JSONRows()
        for entry in lines where outline(entry.text, line: entry.line) != nil {
            var reader = JSONReader(entry.text, options: readingOptions, firstLine: entry.line)
            // The line was just checked whole, so reading it cannot stop halfway.
            try? rows.readElement(&reader, line: entry.line)
        }
        return try rows.table()
    }

    /// One NDJSON line (an object or an array) as cells in column order, or nil when the line is
    /// not one JSON value. Keys not in `columns` are ignored: a stream keeps the columns it
    /// started with.
    static func record(_ text: UnsafeBufferPointer<UInt8>, line: Int, columns: [String: Int], width: Int) -> OwnedRecord? {
        var reader = JSONReader(text, options: readingOptions, firstLine: line)
        var fields = [[UInt8]](repeating: [], count: width)
        do throws(JSONError) {
            switch try reader.peek() {
            case .object:
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    if let column = columns[key] {
                        fields[column] = try JSONCells.cell(&reader)
                    } else {
                        try reader.skipValue()
                    }
                }
            case .array:
                for (column, cell) in try JSONCells.items(&reader, limit: width).enumerated() { fields[column] = cell }
            default:
                let cell = try JSONCells.cell(&reader)
                if width > 0 { fields[0] = cell }
            }
            try reader.finish()
        } catch {
            return nil
        }
        return OwnedRecord(line: line, fields: fields)
    }
}
