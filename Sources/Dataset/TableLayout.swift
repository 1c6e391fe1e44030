/// Where the time comes from for each row.
enum TimeAxis: Sendable, Hashable {
    /// A date column read with one layout.
    case time(column: Int, layout: DateLayout)
    /// A column of plain numbers chosen as x (for example `[x, y]` pairs that are not times).
    case number(column: Int)
    /// No usable x column: rows are numbered 0, 1, 2, … in file order.
    case rowNumber

    var column: Int? {
        switch self {
        case .time(let column, _), .number(let column): return column
        case .rowNumber: return nil
        }
    }
}

/// What the detector decided about a table, applied unchanged to every row after it.
struct TableLayout: Sendable, Hashable {
    struct Filter: Sendable, Hashable {
        var column: Int
        var value: [UInt8]
    }

    var columnNames: [String]
    /// Rows on earlier lines are the header and metadata, not data.
    var firstDataLine: Int
    var x: TimeAxis
    var valueColumn: Int
    var filter: Filter?
    /// `1,5` means one and a half (semicolon-, tab- or pipe-separated files).
    var decimalComma: Bool
    /// Column-level findings (an ambiguous date column, a long-format hint).
    var notes: [DataWarning]
    /// The column naming each row in a file of categories (`label,value`, no time); nil for a
    /// series. Rows are then numbered in file order like ``TimeAxis/rowNumber``.
    var labelColumn: Int? = nil
    /// True when the only numbers are an index (R's row numbers): the rows are only named, and
    /// what they hold is how many there are of each name.
    var valueIsIndex = false
    /// True when the file holds names only: each row counts as 1 under its label (the value
    /// column is the label column), so the bars show how many rows each name has.
    var countsRows = false
    /// The other measures of a wide file (several numeric columns over one axis), each a series
    /// a caller may load beside the first with `y` set to it; empty when `y` was given.
    var otherMeasures: [Int] = []
    /// Each column's role and the reason for it, for `inspect`.
    var columns: [ColumnReport] = []

    var valueName: String { columnNames[valueColumn] }

    var labelName: String? { labelColumn.map { columnNames[$0] } }

    var xName: String? { x.column.map { columnNames[$0] } }
}
