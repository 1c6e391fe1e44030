/// The spellings that mean "no value here" in exported data.
///
/// A row whose time or value is one of these is skipped and counted in `skipped`, without a
/// warning: the file says the value is missing, which is not an error. The list follows what
/// spreadsheets, R, pandas, SQL dumps and SAS write (`.` is SAS's missing number; `#N/A` is Excel's).
enum MissingValues {
    private static let markers: [[UInt8]] = [
        ".", "NA", "N/A", "n/a", "#N/A", "NULL", "null", "None", "nan", "NaN", "-",
    ].map { Array($0.utf8) }

    /// True for an empty (or all-space) cell and for each marker, compared on trimmed bytes.
    @inline(__always)
    static func isMissing(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        let bytes = trimmed(cell)
        if bytes.isEmpty { return true }
        // Markers are at most 4 bytes and never start with a digit: a quick exit for numbers.
        if bytes.count > 4 || ASCII.isDigit(bytes.span[0]) { return false }
        for marker in markers where marker.count == bytes.count {
            if marker.elementsEqual(bytes) { return true }
        }
        return false
    }
}
