/// Where the data starts: the usual width of a row, whether the row above it is a header, and
/// which cells are numbers run into letters.
extension TableLayoutDetector {
    /// Whether a cell of `row` comes again in its column below: then the row is data, not a header.
    static func repeatsBelow(_ row: OwnedRecord, _ below: ArraySlice<OwnedRecord>) -> Bool {
        for index in 0..<row.fieldCount {
            let cell = row.withField(index) { Array(trimmed($0)) }
            guard !cell.isEmpty else { continue }
            for record in below.prefix(50) where index < record.fieldCount {
                if record.withField(index, { trimmed($0).elementsEqual(cell) }) { return true }
            }
        }
        return false
    }

    static func mostCommonFieldCount(_ records: [OwnedRecord]) -> Int {
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

    /// A number run into letters: `171b`, `3a`, `12 mm`.
    static func isLettered(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = cell.first == ASCII.minus || cell.first == ASCII.plus ? 1 : 0
        guard start < cell.count, ASCII.isDigit(cell[start]) else { return false }
        return cell.contains(where: ASCII.isLetter)
    }

    /// A row with at least one number or date in it.
    static func isDataLike(_ record: OwnedRecord, decimalComma: Bool) -> Bool {
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
}
