#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CSQLite

/// A chart from an SQLite database, the way kiosk dashboards are often fed: a logger writes
/// readings to a local file, and the viewer charts a query (`--query`) or a table (`--table`).
///
/// The database is opened read-only, so the viewer can never lock out or damage the logger's
/// writes beyond a reader's brief share lock. The rows come back as CSV text for the ordinary
/// loader, which then reads the times and values exactly as it reads a file: the same date
/// formats, the same warnings, the same `inspect` report. A time stored as a number is Unix
/// seconds (milliseconds past 1e11, as some loggers write) and is written out as ISO 8601.
public enum SQLiteSource {
    /// What to chart.
    public enum Selection: Sendable, Hashable {
        /// A query's first column is the time, its second the value.
        case query(String)
        /// A table's first time-like column and its first numeric column that is not an id.
        case table(String)
    }

    /// What a selection gave: CSV text of the time and value columns, with their names.
    public struct Rows: Sendable, Hashable {
        public var csv: [UInt8]
        public var timeName: String
        public var valueName: String
    }

    /// The 16 bytes every SQLite 3 database starts with.
    static let magic = Array("SQLite format 3\0".utf8)

    /// Whether `bytes` (a file's start) are an SQLite database's.
    public static func isDatabase(_ bytes: [UInt8]) -> Bool { bytes.starts(with: magic) }

    /// Whether the file at `path` is a regular file that starts as a database does. Anything
    /// else (a directory, a FIFO, a device) is left for the loader to read once or refuse.
    public static func isDatabase(path: String) -> Bool {
        // Looked at before it is opened: opening a FIFO to peek counts as its reader, so its
        // writer would write to this look and leave the real read waiting for ever.
        var named = stat()
        guard stat(path, &named) == 0, named.st_mode & S_IFMT == S_IFREG else { return false }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        var start = [UInt8](repeating: 0, count: magic.count)
        let count = start.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return count == magic.count && isDatabase(start)
    }

    /// How many rows decide which table columns are time-like and numeric.
    static let sampleRows = 200

    /// The most rows a query may give: each is held as cells, then as CSV, before it is charted.
    public static let maximumRows = 2_000_000
    /// How long a query may run, in seconds, so a bad one ends in one line rather than a hang,
    /// well inside the 10 s every bad input must end in, on a loaded machine too.
    public static let queryTimeLimit = 5.0

    /// Runs `selection` on the database at `path`.
    public static func rows(database path: String, _ selection: Selection, maximumRows: Int = maximumRows,
                            timeLimit queryTimeLimit: Double = queryTimeLimit) throws(DataError) -> Rows {
        var connection: OpaquePointer?
        let (name, flags) = openingName(path)
        let opened = sqlite3_open_v2(name, &connection, flags, nil)
        defer { sqlite3_close_v2(connection) }
        guard opened == SQLITE_OK, let database = connection else {
            throw DataError(.unreadable, "\(path): cannot open the database: \(message(connection))")
        }
        // A logger's write holds the lock for a moment; wait it out rather than fail.
        sqlite3_busy_timeout(database, 2000)
        // A query that never ends (a recursive CTE with no bound) is stopped at a deadline.
        let deadline = UnsafeMutablePointer<Double>.allocate(capacity: 1)
        deadline.initialize(to: monotonicSeconds() + queryTimeLimit)
        defer { deadline.deallocate() }
        sqlite3_progress_handler(database, 10_000, { context in
            guard let context else { return 0 }
            return monotonicSeconds() > context.assumingMemoryBound(to: Double.self).pointee ? 1 : 0
        }, deadline)
        // ATTACH would open another file, by a name the query chose; SQLite counts it as reading.
        sqlite3_set_authorizer(database, { _, action, _, _, _, _ in
            action == SQLITE_ATTACH || action == SQLITE_DETACH ? SQLITE_DENY : SQLITE_OK
        }, nil)
        let (option, sql) = switch selection {
        case .query(let text): ("--query", text)
        case .table(let name): ("--table", "SELECT * FROM \"" + name.replacingAll("\"", with: "\"\"") + "\"")
        }
        var prepared: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &prepared, nil) == SQLITE_OK, let statement = prepared else {
            throw DataError(.badOption, "\(option): \(message(database))")
        }
        defer { sqlite3_finalize(statement) }
        // A chart only reads. The connection is read-only already, but VACUUM INTO writes another
        // file: the statement must be one that reads (and the authorizer above refuses ATTACH).
        guard sqlite3_stmt_readonly(statement) != 0 else {
            throw DataError(.badOption, "\(option): only a statement that reads (SELECT or WITH) can be charted")
        }
        let count = Int(sqlite3_column_count(statement))
        guard count >= 2 else {
            throw DataError(.badOption, "\(option): gives \(count) column\(count == 1 ? "" : "s"); a chart needs a time and a value")
        }
        let names = (0..<count).map { String(cString: sqlite3_column_name(statement, Int32($0))) }
        var table: [[Cell]] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            if step == SQLITE_INTERRUPT {
                throw DataError(.badOption, "\(option): still running after \(queryTimeLimit == queryTimeLimit.rounded() ? String(Int(queryTimeLimit)) : String(queryTimeLimit)) s; add a LIMIT or an index")
            }
            guard step == SQLITE_ROW else { throw DataError(.unreadable, "\(path): \(message(database))") }
            guard table.count < maximumRows else {
                throw DataError(.badOption, "\(option): gives more than \(maximumRows) rows; aggregate in SQL or add a LIMIT")
            }
            table.append((0..<count).map { Cell(statement, column: Int32($0)) })
        }
        let declared = (0..<count).map { sqlite3_column_decltype(statement, Int32($0)).map { String(cString: $0) } ?? "" }
        let (time, value) = try columns(for: selection, names: names, declared: declared, rows: table)
        var csv = CSVText.field(names[time]) + "," + CSVText.field(names[value]) + "\n"
        for row in table {
            csv += row[time].timeText + "," + CSVText.field(row[value].text) + "\n"
        }
        return Rows(csv: Array(csv.utf8), timeName: names[time], valueName: names[value])
    }

    /// Which columns hold the time and the value.
    private static func columns(
        for selection: Selection, names: [String], declared: [String], rows: [[Cell]]
    ) throws(DataError) -> (Int, Int) {
        guard case .table(let name) = selection else { return (0, 1) }
        let sample = rows.prefix(sampleRows)
        let indices = names.indices
        let column = { (index: Int) in sample.map { row in row[index] } }
        guard let time = indices.first(where: { isTimeLike(names[$0], declared: declared[$0], column($0)) }) else {
            throw DataError(.noSeries, "--table \(name): no column holds times (ISO dates, or Unix seconds in a column named like ts, time or date)")
        }
        // A row id counts up, it does not measure anything: skip `id` and `…_id` columns.
        let isIdentifier = { (index: Int) in
            let lower = names[index].lowercased()
            return lower == "id" || lower == "rowid" || lower.hasSuffix("_id")
        }
        guard let value = indices.first(where: { $0 != time && !isIdentifier($0) && isNumeric(column($0)) }) else {
            throw DataError(.noSeries, "--table \(name): no column of numbers besides \(names[time])")
        }
        return (time, value)
    }

    /// A column of times: ISO text, or numbers in a column whose name or type says time.
    static func isTimeLike(_ name: String, declared: String, _ cells: [Cell]) -> Bool {
        let present = cells.filter { !$0.isNull }
        guard !present.isEmpty else { return false }
        if present.allSatisfy({ $0.looksLikeISODate }) { return true }
        let lower = name.lowercased()
        let named = ["ts", "time", "timestamp", "date", "datetime", "when"].contains(lower) || lower.hasSuffix("_at")
            || lower.hasSuffix("_time") || lower.hasSuffix("_ts") || declared.uppercased().contains("DATE") || declared.uppercased().contains("TIME")
        return named && present.allSatisfy { $0.number != nil }
    }

    /// A column of numbers (or empty cells).
    static func isNumeric(_ cells: [Cell]) -> Bool {
        let present = cells.filter { !$0.isNull }
        return !present.isEmpty && present.allSatisfy { $0.number != nil || Double($0.text) != nil }
    }

    /// The name and flags that open `path` for reading without leaving a file beside it.
    ///
    /// A reader of a write-ahead-log database needs its `-wal` and `-shm` files, and a read-only
    /// connection creates them and cannot remove them when it closes. When no `-wal` file is
    /// there, no writer has the database open and everything is in the file itself, so it is
    /// opened immutable: no locks and no side files, and the user's folder is left as it was.
    static func openingName(_ path: String) -> (String, Int32) {
        guard usesWriteAheadLog(path), access(path + "-wal", F_OK) != 0 else { return (path, SQLITE_OPEN_READONLY) }
        return ("file:" + uriEscaped(path) + "?immutable=1", SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
    }

    /// Whether the database's header marks it as one that goes through a log: SQLite opens it so
    /// when the read version (byte 19) is 2, and writes so when the write version (byte 18) is.
    static func usesWriteAheadLog(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var versions: (UInt8, UInt8) = (0, 0)
        let count = withUnsafeMutableBytes(of: &versions) { pread(descriptor, $0.baseAddress, 2, 18) }
        return count == 2 && (versions.0 == 2 || versions.1 == 2)
    }

    /// `path` as a URI's path: every byte but letters, digits, `-._~` and `/` as `%XX`, so a
    /// name holding `?`, `#` or `%` still names the file.
    static func uriEscaped(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func message(_ database: OpaquePointer?) -> String {
        database.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
    }
}

/// One value of a result row, as SQLite typed it.
struct Cell: Sendable, Hashable {
    var number: Double?
    var text: String
    var isNull: Bool

    init(_ statement: OpaquePointer, column: Int32) {
        let type = sqlite3_column_type(statement, column)
        isNull = type == SQLITE_NULL
        number = type == SQLITE_INTEGER || type == SQLITE_FLOAT ? sqlite3_column_double(statement, column) : nil
        text = sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
    }

    init(number: Double?, text: String, isNull: Bool = false) {
        self.number = number
        self.text = text
        self.isNull = isNull
    }

    /// `YYYY-MM-DD` at the start, as ISO dates and times begin.
    var looksLikeISODate: Bool {
        let bytes = Array(text.utf8.prefix(10))
        guard bytes.count == 10 else { return false }
        return bytes.enumerated().allSatisfy { index, byte in
            index == 4 || index == 7 ? byte == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    /// 10000-01-01T00:00:00Z: no time the loader reads is as far from 1970.
    static let latestSeconds = 253_402_300_800.0

    /// The cell as the loader should read a time: text as it is, a number as Unix seconds (or
    /// milliseconds, past 1e11: no logger writes dates after the year 5138 in seconds).
    var timeText: String {
        guard let number, number.isFinite else { return CSVText.field(text) }
        let seconds = abs(number) >= 1e11 ? number / 1000 : number
        // Past the years 0001–9999 a number is no date at all: left as written, the loader
        // reports it as it reports any time it cannot read.
        guard abs(seconds) < Self.latestSeconds else { return CSVText.field(text) }
        return CivilCalendar.iso8601(seconds: seconds, offset: 0)
    }
}

/// Writing a field of CSV: quoted when it holds a comma, a quote or a line break.
enum CSVText {
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }
}

extension String {
    /// Every `target` replaced, without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}

/// Seconds on the monotonic clock, for the query deadline.
private func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
