import JSONText

/// The elements of one JSON array, turned into rows of cells as they are read.
///
/// The first element that is not null decides the shape, and with it what every element gives:
///
/// | element  | objects shape (keys are columns) | arrays shape (columns by position) | scalars shape |
/// |----------|----------------------------------|------------------------------------|---------------|
/// | object   | its values, by key               | nothing                            | `{…}`         |
/// | array    | its items, by position           | its items, by position             | `[…]`         |
/// | scalar   | itself, in the first column      | itself, in the first column        | itself        |
///
/// Columns of the objects shape are keys in the order they first appear; the arrays shape is as
/// wide as its widest row. Cells are the text a CSV cell would hold (see ``JSONCells``), read
/// straight from the bytes: no ``JSONValue`` is built, which keeps large files fast.
struct JSONRows {
    enum Shape {
        case objects, arrays, scalars
    }

    private(set) var shape: Shape?
    private(set) var records: [OwnedRecord] = []
    /// True while every element is a scalar or null: the array can be a column of its own.
    private(set) var isAllScalar = true
    private var names: [String] = []
    private var columns: [String: Int] = [:]
    private var widestArray = 0

    /// Reads the array that comes next.
    static func read(_ reader: inout JSONReader) throws(JSONError) -> JSONRows {
        var rows = JSONRows()
        try reader.beginArray()
        while try reader.nextElement() {
            try rows.readElement(&reader, line: reader.line)
        }
        return rows
    }

    /// Reads the next value as one more element, starting on `line`.
    mutating func readElement(_ reader: inout JSONReader, line: Int) throws(JSONError) {
        let kind = try reader.peek()
        if kind == .array || kind == .object { isAllScalar = false }
        if shape == nil {
            switch kind {
            case .null: break
            case .object: shape = .objects
            case .array: shape = .arrays
            default: shape = .scalars
            }
        }
        let fields: [[UInt8]]
        switch (shape, kind) {
        case (nil, _):
            try reader.readNull()
            fields = []
        case (.scalars, _):
            fields = [try JSONCells.cell(&reader)]
        case (.objects, .object):
            fields = try readObject(&reader)
        case (_, .array):
            fields = try JSONCells.items(&reader, limit: .max)
            widestArray = max(widestArray, fields.count)
        case (.arrays, .object):
            try reader.skipValue()
            fields = []
        default:
            fields = [try JSONCells.cell(&reader)]
        }
        records.append(OwnedRecord(line: line, fields: fields))
    }

    private mutating func readObject(_ reader: inout JSONReader) throws(JSONError) -> [[UInt8]] {
        var fields: [[UInt8]] = []
        try reader.beginObject()
        while let key = try reader.nextKey() {
            let column: Int
            if let known = columns[key] {
                column = known
            } else {
                column = names.count
                columns[key] = column
                names.append(key)
            }
            let cell = try JSONCells.cell(&reader)
            while fields.count <= column { fields.append([]) }
            // A key given twice in one row: the last value wins.
            fields[column] = cell
        }
        return fields
    }

    /// The rows as a table; an error when no element was more than null.
    func table() throws(DataError) -> JSONSeries.Table {
        guard let shape else { throw DataError(.noSeries, "the JSON array is empty") }
        let names: [String]
        switch shape {
        case .objects: names = self.names
        case .arrays: names = widestArray == 2 ? ["x", "y"] : (0..<widestArray).map { "column \($0 + 1)" }
        case .scalars: names = ["value"]
        }
        var records = self.records
        for index in records.indices where records[index].fields.count != names.count {
            let fields = records[index].fields
            records[index].fields = fields.count > names.count
                ? Array(fields.prefix(names.count))
                : fields + Array(repeating: [], count: names.count - fields.count)
        }
        return JSONSeries.Table(names: names, records: records, preferredTime: shape == .arrays ? 0 : nil)
    }

    /// Each element's one cell, for an array of scalars used as a column.
    var cells: [[UInt8]] { records.map { $0.fields.first ?? [] } }
}

/// JSON values as the cells a CSV file would hold for them, read straight from a ``JSONReader``.
enum JSONCells {
    private static let trueText = Array("true".utf8)
    private static let falseText = Array("false".utf8)
    private static let arrayText = Array("[…]".utf8)
    private static let objectText = Array("{…}".utf8)

    /// The next value as a cell: a string's text, a number as written, `true` or `false`, nothing
    /// for null (a missing cell), and `[…]` or `{…}` for what cannot be one.
    static func cell(_ reader: inout JSONReader) throws(JSONError) -> [UInt8] {
        switch try reader.peek() {
        case .string: return try reader.readStringBytes()
        case .number: return Array(try reader.readNumberText())
        case .bool: return try reader.readBool() ? trueText : falseText
        case .null:
            try reader.readNull()
            return []
        case .array:
            try reader.skipValue()
            return arrayText
        case .object:
            try reader.skipValue()
            return objectText
        }
    }

    /// The array that comes next as cells, skipping items past the first `limit`.
    static func items(_ reader: inout JSONReader, limit: Int) throws(JSONError) -> [[UInt8]] {
        var cells: [[UInt8]] = []
        try reader.beginArray()
        while try reader.nextElement() {
            if cells.count < limit {
                cells.append(try cell(&reader))
            } else {
                try reader.skipValue()
            }
        }
        return cells
    }
}
