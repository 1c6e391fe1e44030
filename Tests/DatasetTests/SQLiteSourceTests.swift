import CSQLite
import Dataset
import Foundation
import Testing

/// `--query` and `--table`: charts from an SQLite database a logger writes.
@Suite("SQLite source")
struct SQLiteSourceTests {
    /// A fresh database at a temporary path, made by running `statements`.
    static func database(_ statements: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-\(UUID().uuidString).db").path
        var connection: OpaquePointer?
        try #require(sqlite3_open(path, &connection) == SQLITE_OK)
        defer { sqlite3_close(connection) }
        try #require(sqlite3_exec(connection, statements, nil, nil, nil) == SQLITE_OK)
        return path
    }

    static let readings = """
        CREATE TABLE readings (id INTEGER PRIMARY KEY, ts INTEGER, value REAL, note TEXT);
        INSERT INTO readings (ts, value, note) VALUES (1767225600, 20.5, 'a'), (1767229200, 21, 'b, with a comma'), (1767232800, 19.25, NULL);
        """

    func load(_ path: String, _ selection: SQLiteSource.Selection) throws -> TimeSeries {
        let rows = try SQLiteSource.rows(database: path, selection)
        return try SeriesLoader.load(bytes: rows.csv, options: LoadOptions(x: ColumnChoice(rows.timeName), y: ColumnChoice(rows.valueName)))
    }

    @Test("A query's first column is the time, in Unix seconds, and its second the value")
    func queryReadsTimeAndValue() throws {
        let path = try Self.database(Self.readings)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let series = try load(path, .query("SELECT ts, value FROM readings ORDER BY ts"))
        #expect(series.samples.map(\.value) == [20.5, 21, 19.25])
        #expect(series.samples.map(\.time) == [1767225600, 1767229200, 1767232800])
    }

    @Test("ISO text times read as the loader reads them in a file")
    func isoTextTimes() throws {
        let path = try Self.database("CREATE TABLE t (day TEXT, n INTEGER); INSERT INTO t VALUES ('2026-03-01', 5), ('2026-03-02', 7);")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let series = try load(path, .table("t"))
        #expect(series.samples.map(\.value) == [5, 7])
        #expect(series.samples.first?.time == 1772323200)
    }

    @Test("A table gives its first time-like column and its first numeric column that is not an id")
    func tablePicksTimeAndValue() throws {
        let path = try Self.database(Self.readings)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rows = try SQLiteSource.rows(database: path, .table("readings"))
        #expect(rows.timeName == "ts" && rows.valueName == "value")
    }

    @Test("Milliseconds since 1970 are read as such")
    func millisecondTimes() throws {
        let path = try Self.database("CREATE TABLE m (ts INTEGER, v REAL); INSERT INTO m VALUES (1767225600000, 1), (1767225660000, 2);")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try load(path, .table("m")).samples.map(\.time) == [1767225600, 1767225660])
    }

    @Test("A query with no end is refused at the row bound, in one line")
    func endlessQueryIsRefusedByRows() throws {
        let path = try Self.database("CREATE TABLE p(t TEXT, v REAL);")
        defer { unlink(path) }
        let endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x, x FROM c"
        #expect(throws: DataError(.badOption, "--query: gives more than 1000 rows; aggregate in SQL or add a LIMIT")) {
            try SQLiteSource.rows(database: path, .query(endless), maximumRows: 1000)
        }
    }

    @Test("A query that runs past the time limit is interrupted, in one line")
    func slowQueryIsInterrupted() throws {
        let path = try Self.database("CREATE TABLE p(t TEXT, v REAL);")
        defer { unlink(path) }
        let endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*), 1 FROM c"
        #expect(throws: DataError(.badOption, "--query: still running after 0.2 s; add a LIMIT or an index")) {
            try SQLiteSource.rows(database: path, .query(endless), timeLimit: 0.2)
        }
    }

    @Test("A malformed query is one line with SQLite's own message")
    func malformedQuery() throws {
        let path = try Self.database(Self.readings)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try SQLiteSource.rows(database: path, .query("SELEC ts FROM readings"))
            Issue.record("a malformed query loaded")
        } catch {
            #expect(error.kind == .badOption)
            #expect(error.message == "--query: near \"SELEC\": syntax error")
        }
        #expect(throws: DataError.self) { try SQLiteSource.rows(database: path, .table("missing")) }
        #expect(throws: DataError.self) { try SQLiteSource.rows(database: path, .query("SELECT ts FROM readings")) }
    }

    @Test("The database is opened read-only: a query cannot write to it")
    func readOnly() throws {
        let path = try Self.database(Self.readings)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: DataError.self) {
            try SQLiteSource.rows(database: path, .query("INSERT INTO readings (ts, value) VALUES (1, 2) RETURNING ts, value"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// The readings in a write-ahead-log database called `name`, alone in a fresh folder, its
    /// writer closed (which removes the `-wal` and `-shm` files).
    static func walDatabase(named name: String) throws -> (folder: String, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-wal-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        var connection: OpaquePointer?
        try #require(sqlite3_open(path, &connection) == SQLITE_OK)
        defer { sqlite3_close(connection) }
        try #require(sqlite3_exec(connection, "PRAGMA journal_mode=WAL; " + readings, nil, nil, nil) == SQLITE_OK)
        return (folder, path)
    }

    @Test("A write-ahead-log database with no writer is read without leaving -wal or -shm files beside it")
    func walDatabaseLeavesNoSideFiles() throws {
        // Found by fuzzing: a read-only connection made both files and could not remove them.
        // A name a URI would misread unless escaped.
        let (folder, path) = try Self.walDatabase(named: "log #1 ?50%.db")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #require(try FileManager.default.contentsOfDirectory(atPath: folder) == ["log #1 ?50%.db"])
        let series = try load(path, .table("readings"))
        #expect(series.samples.map(\.value) == [20.5, 21, 19.25])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["log #1 ?50%.db"])
    }

    @Test("A header whose read version alone says write-ahead log (found by fuzzing) leaves no side files either")
    func readVersionAloneLeavesNoSideFiles() throws {
        let (folder, path) = try Self.walDatabase(named: "log.db")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Byte 18, the write version, back to 1; byte 19, the read version, stays 2.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try #require(bytes[18] == 2 && bytes[19] == 2)
        bytes[18] = 1
        try bytes.write(to: URL(fileURLWithPath: path))
        _ = try? SQLiteSource.rows(database: path, .table("readings"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["log.db"])
    }

    @Test("Rows a logger has committed to its write-ahead log, not yet to the file, are charted")
    func walRowsOfAnOpenWriterAreRead() throws {
        let path = try Self.database("PRAGMA journal_mode=WAL; " + Self.readings)
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        var writer: OpaquePointer?
        try #require(sqlite3_open(path, &writer) == SQLITE_OK)
        defer { sqlite3_close(writer) }
        let append = "PRAGMA wal_autocheckpoint=0; INSERT INTO readings (ts, value) VALUES (1767236400, 22.75);"
        try #require(sqlite3_exec(writer, append, nil, nil, nil) == SQLITE_OK)
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        let series = try load(path, .query("SELECT ts, value FROM readings ORDER BY ts"))
        #expect(series.samples.map(\.value) == [20.5, 21, 19.25, 22.75])
    }

    @Test("A query may not write another file: VACUUM INTO is refused and nothing is written")
    func vacuumIntoIsRefused() throws {
        let path = try Self.database(Self.readings)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let copy = NSTemporaryDirectory() + "vitrine-vacuum-\(UUID().uuidString).db"
        #expect(throws: DataError(.badOption, "--query: only a statement that reads (SELECT or WITH) can be charted")) {
            try SQLiteSource.rows(database: path, .query("VACUUM INTO '\(copy)'"))
        }
        #expect(!FileManager.default.fileExists(atPath: copy))
    }

    @Test("A query may not open another database: ATTACH is refused, in one line")
    func attachIsRefused() throws {
        let path = try Self.database(Self.readings)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let other = NSTemporaryDirectory() + "vitrine-attach-\(UUID().uuidString).db"
        do {
            _ = try SQLiteSource.rows(database: path, .query("/* a */ ATTACH DATABASE '\(other)' AS other"))
            Issue.record("ATTACH ran")
        } catch {
            #expect(error.kind == .badOption)
            #expect(error.message.hasPrefix("--query: not authorized"))
        }
        #expect(!FileManager.default.fileExists(atPath: other))
    }

    @Test("A numeric time past the year 9999 is refused in one line, not a crash (found by the fuzzer)")
    func hugeNumericTimeIsRefused() throws {
        let path = try Self.database(Self.readings)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for query in ["SELECT 1e308, -1e308 UNION ALL SELECT 0, 0", "SELECT -1e300, 1", "SELECT 9e18, 2"] {
            do {
                let rows = try SQLiteSource.rows(database: path, .query(query))
                _ = try SeriesLoader.load(bytes: rows.csv)
            } catch {
                #expect(!error.message.isEmpty && !error.message.contains("\n"), "\(query): \(error.message)")
            }
        }
    }

    @Test("A missing database is one line, not an empty database made on the spot")
    func missingDatabase() {
        let path = "/nonexistent/vitrine-\(UUID().uuidString).db"
        #expect(throws: DataError.self) { try SQLiteSource.rows(database: path, .query("SELECT 1, 2")) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
