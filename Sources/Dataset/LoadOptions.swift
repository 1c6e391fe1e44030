#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Names a column the way a person types it on the command line: by header name or by number.
///
/// Numbers count from 1, like `cut -f` and spreadsheet users do. A name that is also a number
/// (a header called `2020`) wins over the position.
public struct ColumnChoice: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name or 1-based number exactly as typed.
    public var text: String

    /// A choice from command-line text (`temp_max`, `3`).
    public init(_ text: String) {
        self.text = text
    }

    /// Lets tests and callers write `options.y = "temp_max"`.
    public init(stringLiteral value: String) {
        self.text = value
    }

    /// The text as typed, for messages.
    public var description: String { text }

    /// Finds the column: exact name, then case-insensitive name, then 1-based position.
    func resolve(in names: [String]) -> Int? {
        if let index = names.firstIndex(of: text) { return index }
        let lowered = text.lowercased()
        if let index = names.firstIndex(where: { $0.lowercased() == lowered }) { return index }
        if let number = Int(text), number >= 1, number <= names.count { return number - 1 }
        return nil
    }
}

/// `where COLUMN=VALUE`: keeps only the rows of one series in a long-format file.
///
/// Long-format files (`date,symbol,price`) stack several series in one table; the filter picks one
/// by exact text match on the trimmed cell.
public struct RowFilter: Sendable, Hashable, CustomStringConvertible {
    /// The column to compare, by name or number.
    var column: ColumnChoice
    /// The exact text (after trimming spaces) a row's cell must have to be kept.
    var value: String

    /// A filter from its two parts.
    public init(column: ColumnChoice, value: String) {
        self.column = column
        self.value = value
    }

    /// Parses `COLUMN=VALUE` as typed after `--where`; the first `=` splits.
    public init?(parsing text: String) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { return nil }
        self.column = ColumnChoice(String(text[..<equals]))
        self.value = String(text[text.index(after: equals)...])
    }

    /// `COLUMN=VALUE`, as typed.
    public var description: String { "\(column)=\(value)" }
}

/// Everything a caller can say about how to read a source. The defaults read most files correctly.
public struct LoadOptions: Sendable {
    /// The time (x) column. `nil` picks the first date-like column.
    public var x: ColumnChoice?
    /// The value (y) column. `nil` picks the first numeric column that is not the time column.
    public var y: ColumnChoice?
    /// Keeps only matching rows (long-format files).
    public var filter: RowFilter?
    /// Reads `01/02/2000` as 1 February rather than January 2 (`--day-first`).
    public var dayFirst: Bool
    /// An explicit strftime-style pattern (`%d.%m.%Y %H:%M`) for the time column (`--date-format`).
    public var dateFormat: String?
    /// The zone for times written without an offset, and for showing times (`--tz`, else `TZ`).
    public var timeZone: TimeZone
    /// The source is an SQLite database, read through this query or table (`--query`, `--table`).
    public var database: SQLiteSource.Selection?
    /// Forces a delimiter (one ASCII byte) instead of sniffing it.
    var delimiter: UInt8?
    /// How many warnings are kept word for word; the rest are only counted.
    var warningLimit: Int
    /// How many lines the detector waits for before deciding the layout of a stream. Files give it
    /// everything at once; a slow live stream may want a small number so the first points show.
    public var sampleLineCount: Int
    /// Turns off the fast path for `YYYY-MM-DD…,number` files (``ISORowReader``), so tests can
    /// compare it with the general path. Results are the same either way; only speed differs.
    var generalPathOnly = false
    /// The file's name without folder or extensions (`AirPassengers`): a column named so is the
    /// series. Set by ``SeriesLoader/load(file:options:)``.
    var sourceName: String?
    /// Where large files' loaded series are kept for the next open; nil parses every time. The
    /// executable passes ``ColumnCache/init(environment:)``; the library itself keeps nothing.
    public var columnCache: ColumnCache?

    /// Options with everything optional. `timeZone` defaults to UTC, not to the machine's zone,
    /// so the library stays pure; the executable passes `LoadOptions.timeZone(environment:)`.
    public init(
        x: ColumnChoice? = nil,
        y: ColumnChoice? = nil,
        filter: RowFilter? = nil,
        dayFirst: Bool = false,
        dateFormat: String? = nil,
        timeZone: TimeZone = LoadOptions.utc,
        delimiter: UInt8? = nil,
        warningLimit: Int = 20,
        sampleLineCount: Int = 200
    ) {
        self.x = x
        self.y = y
        self.filter = filter
        self.dayFirst = dayFirst
        self.dateFormat = dateFormat
        self.timeZone = timeZone
        self.delimiter = delimiter
        self.warningLimit = warningLimit
        self.sampleLineCount = max(1, sampleLineCount)
    }

    /// UTC by name when the time zone database is linked, else the fixed zero offset.
    ///
    /// Named zones come from FoundationInternationalization; a program that links only
    /// FoundationEssentials (the fuzz target did) gets nil for `TimeZone(identifier: "UTC")`, and a
    /// force unwrap there crashed before a single byte was read.
    @usableFromInline static let utc = TimeZone(identifier: "UTC") ?? TimeZone.gmt

    /// The zone the `TZ` variable names (`Europe/Paris`, `:Europe/Paris`, `UTC`), else UTC.
    ///
    /// The environment is a parameter so tests and the executable decide where it comes from:
    /// `LoadOptions.timeZone(environment: ProcessInfo.processInfo.environment)`.
    public static func timeZone(environment: [String: String]) -> TimeZone {
        guard var name = environment["TZ"], !name.isEmpty else { return utc }
        if name.hasPrefix(":") { name.removeFirst() }
        return timeZone(named: name) ?? utc
    }

    /// Reads a `--tz` value: an IANA name, `UTC`/`Z`, or a fixed offset like `+05:30` or `-0800`.
    public static func timeZone(named name: String) -> TimeZone? {
        if name == "Z" || name.uppercased() == "UTC" || name.uppercased() == "GMT" {
            return utc
        }
        let bytes = Array(name.utf8)
        let offset: Int? = bytes.withUnsafeBufferPointer { buffer in
            var scanner = ByteScanner(buffer)
            guard let seconds = scanner.readOffset(), scanner.isAtEnd else { return nil }
            return seconds
        }
        if let offset { return TimeZone(secondsFromGMT: offset) }
        return TimeZone(identifier: name)
    }
}
