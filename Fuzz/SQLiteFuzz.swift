// The libFuzzer target for the SQLite query path (issue 22): `--query` is SQL a person typed, and
// `--table` names a table in a database a logger wrote, so both the statement and the file are
// input.
//
// `scripts/fuzz` compiles this file together with `Sources/Dataset/*.swift` as one module. An
// input is either a database file (it starts with SQLite's 16-byte header; it is written to a
// scratch file and its table `t` is charted) or a statement, run against a small database made
// once with a table of every kind of time and value (`table:NAME` charts a table by name instead).
// Rows that come back go through the ordinary loader, as the app does.
//
// Bounds keep each run short: 2,000 rows and 0.5 s a query. Only crashes, hangs, an error of more
// than one line, a file written beside the database, and a loaded chart with no samples are
// findings.

import CSQLite
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSQLite(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if SQLiteSource.isDatabase(bytes) {
        let path = SQLiteFuzzFixture.scratch
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return 0 }
        chart(path, .table("t"))
        chart(path, .query("SELECT * FROM t"))
    } else {
        let text = String(decoding: bytes, as: UTF8.self)
        let selection: SQLiteSource.Selection = text.hasPrefix("table:") ? .table(String(text.dropFirst(6))) : .query(text)
        chart(SQLiteFuzzFixture.database, selection)
    }
    // Checked after every input, database files too, so the input that left a file (a
    // write-ahead log's -wal and -shm beside a database) is the one kept, and replays alone.
    let written = (try? FileManager.default.contentsOfDirectory(atPath: SQLiteFuzzFixture.folder)) ?? []
    precondition(Set(written).isSubset(of: SQLiteFuzzFixture.expected), "reading wrote a file: \(written.sorted())")
    return 0
}

private func chart(_ path: String, _ selection: SQLiteSource.Selection) {
    do {
        let rows = try SQLiteSource.rows(database: path, selection, maximumRows: 2_000, timeLimit: 0.5)
        let series = try SeriesLoader.load(bytes: rows.csv)
        precondition(!series.samples.isEmpty, "a loaded series must have samples")
    } catch {
        precondition(!error.message.isEmpty && !error.message.contains("\n"), "an error must be one line: \(error.message)")
    }
}

/// The database every statement runs against, made once per process in a folder of its own.
enum SQLiteFuzzFixture {
    static let folder: String = {
        let path = NSTemporaryDirectory() + "vitrine-sqlite-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()
    static let expected: Set<String> = ["fixture.db", "scratch.db"]
    static let scratch = folder + "/scratch.db"
    static let database: String = {
        let path = folder + "/fixture.db"
        unlink(path)
        var connection: OpaquePointer?
        precondition(sqlite3_open(path, &connection) == SQLITE_OK, "cannot make the fuzz fixture")
        let tables = #"""
            CREATE TABLE prices (t TEXT, v REAL);
            INSERT INTO prices VALUES ('2024-01-01T00:00:00Z', 1.5), ('2024-01-02T00:00:00Z', 2.5), ('2024-01-03', NULL);
            CREATE TABLE logs (id INTEGER PRIMARY KEY, ts INTEGER, value INTEGER);
            INSERT INTO logs (ts, value) VALUES (1700000000, 3), (1700000060, 4), (1700000000000, 5), (-1, 6);
            CREATE TABLE mixed (a, b BLOB, c NUMERIC, d DATETIME);
            INSERT INTO mixed VALUES (x'00ff', 'text', 1e308, '2024-13-45'), (NULL, NULL, -1e308, 0), (1, 2, 'nan', 1.5);
            CREATE TABLE empty (t TEXT, v REAL);
            CREATE TABLE "odd ""name""" ("time," TEXT, "value
            " REAL);
            INSERT INTO "odd ""name""" VALUES ('2024-01-01', 1), ('2024-01-02', 2);
            CREATE INDEX logs_ts ON logs (ts);
            CREATE VIEW recent AS SELECT ts, value FROM logs WHERE ts > 0;
            """#
        precondition(sqlite3_exec(connection, tables, nil, nil, nil) == SQLITE_OK, "cannot fill the fuzz fixture")
        sqlite3_close(connection)
        return path
    }()
}
