import Foundation
import Testing
@testable import Dataset

/// Large files' series are kept in a column cache and mapped on the next open (issue 21). A series
/// read back must be the one parsed: what `inspect` reports, and every sample.
@Suite("Column cache")
struct ColumnCacheTests {
    /// A fresh cache folder that keeps files of any size.
    static func cache() -> ColumnCache {
        var cache = ColumnCache(directory: NSTemporaryDirectory() + "vitrine-cache-test-\(UUID().uuidString)")
        cache.minimumFileSize = 0
        return cache
    }

    static func options(_ cache: ColumnCache?) -> LoadOptions {
        Fixtures.options { $0.columnCache = cache }
    }

    static func entries(_ cache: ColumnCache) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.directory)) ?? []).filter { $0.hasSuffix(".column") }
    }

    /// Loads `path` with `options` and waits for its cache entry, as the viewer does before it exits.
    static func load(_ path: String, _ options: LoadOptions) throws -> (series: TimeSeries, note: String?) {
        let series = try SeriesLoader.load(file: path, options: options)
        return (series, series.cacheWrite?.finish())
    }

    static func file(_ text: String) throws -> URL {
        try FileReadingTests.temporaryFile(Array(text.utf8))
    }

    static let rows = "time,price,volume\n" + (0..<500).map { "2024-01-01T00:\(String(format: "%02d", $0 / 60)):\(String(format: "%02d", $0 % 60)),\(Double($0) * 1.25),\($0 % 7)\n" }.joined()

    @Test("A second open reads the kept series, the same as parsing the file")
    func secondOpenReadsTheEntry() throws {
        let cache = Self.cache()
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        let url = try Self.file(Self.rows)
        defer { try? FileManager.default.removeItem(at: url) }
        let (parsed, note) = try Self.load(url.path, Self.options(cache))
        #expect(note == nil)
        #expect(Self.entries(cache).count == 1)
        let key = try #require(cache.key(url.path, options: Self.optionsAsKeyed(url)))
        let kept = try #require(cache.read(key), "the entry must read back")
        #expect(kept.samples == parsed.samples)
        #expect(InspectReport(kept).json == InspectReport(parsed).json)
        let again = try Self.load(url.path, Self.options(cache)).series
        #expect(InspectReport(again).json == InspectReport(parsed).json)
    }

    /// The options as the loader keys them (it names the source after the file).
    static func optionsAsKeyed(_ url: URL) -> LoadOptions {
        var options = Fixtures.options()
        options.sourceName = SeriesLoader.sourceName(of: url.path)
        return options
    }

    @Test("Every shared data file reads back from the cache as it was parsed")
    func sharedDataReadsBackTheSame() throws {
        let cache = Self.cache()
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        for path in FastPathTests.sharedFiles {
            guard let parsed = try? SeriesLoader.load(file: path, options: Self.options(nil)) else { continue }
            _ = try Self.load(path, Self.options(cache)).series
            let again = try Self.load(path, Self.options(cache)).series
            #expect(InspectReport(again).json == InspectReport(parsed).json, "\(path)")
            #expect(again.samples == parsed.samples, "\(path)")
            #expect(again.labels == parsed.labels, "\(path)")
        }
    }

    @Test("A file changed since its entry was written is parsed again, and its entry replaced")
    func aChangedFileIsParsedAgain() throws {
        let cache = Self.cache()
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        let url = try Self.file(Self.rows)
        defer { try? FileManager.default.removeItem(at: url) }
        _ = try Self.load(url.path, Self.options(cache)).series
        try Data((Self.rows + "2024-01-01T09:00:00,99999,1\n").utf8).write(to: url)
        let changed = try Self.load(url.path, Self.options(cache)).series
        #expect(changed.samples.count == 501)
        #expect(changed.samples.last?.value == 99999)
        #expect(Self.entries(cache).count == 1)
        #expect(try Self.load(url.path, Self.options(cache)).series.samples.last?.value == 99999)
    }

    @Test("Another measure of the same file is kept apart")
    func optionsKeepEntriesApart() throws {
        let cache = Self.cache()
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        let url = try Self.file(Self.rows)
        defer { try? FileManager.default.removeItem(at: url) }
        let price = try Self.load(url.path, Self.options(cache)).series
        var volumeOptions = Self.options(cache)
        volumeOptions.y = "volume"
        let volume = try Self.load(url.path, volumeOptions).series
        #expect(Self.entries(cache).count == 2)
        #expect(try Self.load(url.path, volumeOptions).series.samples == volume.samples)
        #expect(try Self.load(url.path, Self.options(cache)).series.samples == price.samples)
    }

    @Test("A cache that cannot be written leaves a one-line note and the series loads all the same")
    func unwritableCacheLeavesANote() throws {
        let blocker = try Self.file("not a folder")
        defer { try? FileManager.default.removeItem(at: blocker) }
        var cache = ColumnCache(directory: blocker.path + "/vitrine")
        cache.minimumFileSize = 0
        let url = try Self.file(Self.rows)
        defer { try? FileManager.default.removeItem(at: url) }
        let (series, written) = try Self.load(url.path, Self.options(cache))
        #expect(series.samples.count == 500)
        let note = try #require(written)
        #expect(note.hasPrefix("column cache skipped:") && !note.contains("\n"))
    }

    @Test("A damaged entry is ignored and written again")
    func damagedEntryIsIgnored() throws {
        let cache = Self.cache()
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        let url = try Self.file(Self.rows)
        defer { try? FileManager.default.removeItem(at: url) }
        let parsed = try Self.load(url.path, Self.options(cache)).series
        let entry = cache.directory + "/" + (try #require(Self.entries(cache).first))
        for damage in [{ (handle: FileHandle) in try handle.truncate(atOffset: 70_000) },
                       { (handle: FileHandle) in try handle.seek(toOffset: 20); try handle.write(contentsOf: Data("}}}}".utf8)) }] {
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: entry))
            try damage(handle)
            try handle.close()
            #expect(try Self.load(url.path, Self.options(cache)).series.samples == parsed.samples)
            #expect(try Self.load(url.path, Self.options(cache)).series.samples == parsed.samples)
        }
    }

    @Test("Past its size limit the cache lets go of the entries used longest ago")
    func sizeLimitDropsTheOldest() throws {
        var cache = Self.cache()
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        cache.sizeLimit = 2 * (ColumnCache.pageSize + 501 * 16 + 2 * 32)  // two entries of 501 samples and their two blocks
        var files: [URL] = []
        defer { for file in files { try? FileManager.default.removeItem(at: file) } }
        for index in 0..<3 {
            files.append(try Self.file(Self.rows + "2024-01-02T00:00:00,\(index),1\n"))
            _ = try Self.load(files[index].path, Self.options(cache)).series
        }
        #expect(Self.entries(cache).count == 2)
        let newest = try #require(cache.key(files[2].path, options: Self.optionsAsKeyed(files[2])))
        #expect(cache.read(newest) != nil)
    }

    @Test("Small files and databases are never kept")
    func smallFilesAreNotKept() throws {
        var cache = Self.cache()
        defer { try? FileManager.default.removeItem(atPath: cache.directory) }
        cache.minimumFileSize = 1 << 20
        let url = try Self.file(Self.rows)
        defer { try? FileManager.default.removeItem(at: url) }
        _ = try Self.load(url.path, Self.options(cache)).series
        #expect(Self.entries(cache).isEmpty)
    }
}
