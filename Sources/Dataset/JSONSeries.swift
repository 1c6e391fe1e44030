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
enum JSONSeries {
    struct Table {
        var names: [String]
        var records: [OwnedRecord]
        /// The column that is x when no option says otherwise (pairs), else nil.
        var preferredTime: Int?
    }

    static func table(from value: JSONValue, line: Int = 1) throws(DataError) -> Table {
        switch value {
        case .array(let elements, let lines):
            return try table(rows: elements, lines: lines)
        case .object(let members):
            let arrays = members.filter { if case .array = $0.value { return true } else { return false } }
            let scalarArrays = arrays.filter { member in
                guard case .array(let elements, _) = member.value else { return false }
                return elements.allSatisfy(isScalar)
            }
            if !scalarArrays.isEmpty {
                return parallelArrays(scalarArrays)
            }
            for member in arrays {
                if case .array(let elements, let lines) = member.value, !elements.isEmpty {
                    return try table(rows: elements, lines: lines)
                }
            }
            for member in members {
                if case .object = member.value, let table = try? table(from: member.value) { return table }
            }
            throw DataError(.noSeries, "the JSON object holds no array of rows or values")
        default:
            throw DataError(.noSeries, "the JSON holds a single value, not a series")
        }
    }

    private static func table(rows: [JSONValue], lines: [Int]) throws(DataError) -> Table {
        guard let first = rows.first(where: { $0 != .null }) else {
            throw DataError(.noSeries, "the JSON array is empty")
        }
        switch first {
        case .object:
            var names: [String] = []
            var known: [String: Int] = [:]
            for row in rows {
                guard case .object(let members) = row else { continue }
                for member in members where known[member.key] == nil {
                    known[member.key] = names.count
                    names.append(member.key)
                }
            }
            let records = zip(rows, lines).map { row, line in record(row, line: line, columns: known, width: names.count) }
            return Table(names: names, records: records, preferredTime: nil)
        case .array:
            let width = rows.map { if case .array(let items, _) = $0 { return items.count } else { return 0 } }.max() ?? 0
            let names = width == 2 ? ["x", "y"] : (0..<width).map { "column \($0 + 1)" }
            let records = zip(rows, lines).map { row, line in record(row, line: line, columns: [:], width: width) }
            return Table(names: names, records: records, preferredTime: 0)
        default:
            let records = zip(rows, lines).map { row, line in OwnedRecord(line: line, fields: [cell(row)]) }
            return Table(names: ["value"], records: records, preferredTime: nil)
        }
    }

    private static func parallelArrays(_ members: [JSONValue.Member]) -> Table {
        var columns: [[JSONValue]] = []
        var lines: [Int] = []
        for member in members {
            guard case .array(let elements, let elementLines) = member.value else { continue }
            columns.append(elements)
            if elementLines.count > lines.count { lines = elementLines }
        }
        let length = columns.map(\.count).max() ?? 0
        let records = (0..<length).map { row in
            OwnedRecord(line: lines[row], fields: columns.map { row < $0.count ? cell($0[row]) : [] })
        }
        return Table(names: members.map(\.key), records: records, preferredTime: nil)
    }

    /// One row (an object or an array) as cells, in column order. Keys not in `columns` are
    /// ignored (an NDJSON stream keeps the columns it started with).
    static func record(_ row: JSONValue, line: Int, columns: [String: Int], width: Int) -> OwnedRecord {
        var fields = [[UInt8]](repeating: [], count: width)
        switch row {
        case .object(let members):
            for member in members {
                if let column = columns[member.key] { fields[column] = cell(member.value) }
            }
        case .array(let items, _):
            for (column, item) in items.prefix(width).enumerated() { fields[column] = cell(item) }
        default:
            if width > 0 { fields[0] = cell(row) }
        }
        return OwnedRecord(line: line, fields: fields)
    }

    /// The text a CSV cell would hold for this value; `null` is an empty (missing) cell.
    static func cell(_ value: JSONValue) -> [UInt8] {
        switch value {
        case .null: return []
        case .bool(let flag): return Array((flag ? "true" : "false").utf8)
        case .number(let digits): return digits
        case .string(let text): return text
        case .array: return Array("[…]".utf8)
        case .object: return Array("{…}".utf8)
        }
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: return false
        default: return true
        }
    }
}
