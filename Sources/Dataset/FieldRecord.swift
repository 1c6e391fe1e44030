/// One row of cells, however it was read (CSV bytes in place, or cells built from JSON).
///
/// The interpreter and the layout detector are generic over this, so CSV rows are never copied:
/// a cell is lent out as a buffer for the duration of a closure.
protocol FieldRecord {
    /// 1-based line on which the row starts.
    var line: Int { get }
    var fieldCount: Int { get }
    func withField<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result
}

extension FieldRecord {
    /// The cell as a `String` (for names, filters and messages, never for the hot path).
    func string(at index: Int) -> String {
        withField(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// True for a row with no text at all (`` or `,,,`), which files use as spacing.
    var isBlank: Bool {
        for index in 0..<fieldCount where withField(index, { !trimmed($0).isEmpty }) {
            return false
        }
        return true
    }

    func owned() -> OwnedRecord {
        OwnedRecord(line: line, fields: (0..<fieldCount).map { index in withField(index) { Array($0) } })
    }
}

/// A row that owns its cells: the detection sample, and rows built from JSON.
struct OwnedRecord: FieldRecord, Sendable, Hashable {
    var line: Int
    var fields: [[UInt8]]

    var fieldCount: Int { fields.count }

    func withField<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try fields[index].withUnsafeBufferPointer(body)
    }
}
