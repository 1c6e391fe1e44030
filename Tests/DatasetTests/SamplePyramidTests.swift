import Foundation
import Testing
@testable import Dataset

/// A column's summary by blocks (issue 21) answers for the samples: every extreme it gives is the
/// one a scan from the start finds, whatever the column's length and wherever the range falls.
@Suite("Sample summary")
struct SamplePyramidTests {
    /// A random walk of `count` samples, with runs of equal values so that ties are common.
    static func walk(_ count: Int, seed: UInt64) -> SampleColumn {
        var random = seed &+ 0x9E37_79B9
        func next() -> UInt64 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return random >> 33
        }
        var value = 0.0
        return SampleColumn((0..<count).map { index in
            if next() % 5 != 0 { value += Double(Int(next() % 7) - 3) }
            return Sample(time: Double(index), value: value)
        })
    }

    /// The extremes by reading every sample, first of equals.
    static func scanned(_ column: SampleColumn, _ range: Range<Int>) -> (low: Int, high: Int)? {
        guard !range.isEmpty else { return nil }
        var low = range.lowerBound, high = range.lowerBound
        for index in range {
            if column[index].value < column[low].value { low = index }
            if column[index].value > column[high].value { high = index }
        }
        return (low, high)
    }

    @Test("Extremes from the summary are a scan's, first of equals, over random ranges", arguments: [1, 255, 256, 257, 16_384, 16_385, 40_001])
    func extremesMatchAScan(count: Int) {
        let seed = UInt64(count)
        var column = Self.walk(count, seed: seed)
        column.summarize()
        #expect(column.isSummarized)
        var random = seed
        for _ in 0..<200 {
            random = random &* 6_364_136_223_846_793_005 &+ 1
            let a = Int((random >> 33) % UInt64(count + 1))
            random = random &* 6_364_136_223_846_793_005 &+ 1
            let b = Int((random >> 33) % UInt64(count + 1))
            let range = min(a, b)..<max(a, b)
            let found = column.extremes(in: range), expected = Self.scanned(column, range)
            #expect(found?.low == expected?.low && found?.high == expected?.high, "seed \(seed), range \(range)")
        }
        let whole = column.extremes(in: column.indices), expected = Self.scanned(column, column.indices)
        #expect(whole?.low == expected?.low && whole?.high == expected?.high, "seed \(seed)")
    }

    @Test("Equal values give the first of them")
    func tiesGoToTheFirst() {
        var column = SampleColumn((0..<40_000).map { Sample(time: Double($0), value: 7) })
        column.summarize()
        let found = column.extremes(in: 300..<39_000)
        #expect(found?.low == 300 && found?.high == 300)
    }

    @Test("A window on a summarized column keeps the summary and answers in its own indices")
    func windowsKeepTheSummary() {
        var column = Self.walk(50_000, seed: 3)
        column.summarize()
        let window = column.shared(1_234..<48_000)
        #expect(window.isSummarized)
        let found = window.extremes(in: 100..<40_000), expected = Self.scanned(window, 100..<40_000)
        #expect(found?.low == expected?.low && found?.high == expected?.high)
    }

    @Test("Appended samples extend the summary to the one a fresh pass builds")
    func appendsExtendTheSummary() {
        let full = Self.walk(30_000, seed: 9)
        var grown = full.shared(0..<10_100)
        grown.summarize()
        grown.append(contentsOf: Array(full[10_100...]))
        #expect(!grown.isSummarized)
        grown.summarize()
        var fresh = full
        fresh.summarize()
        #expect(grown.summary == fresh.summary)
        #expect(grown.summary != nil)
    }

    @Test("Rows appended one at a time keep the summary of the samples before them, which the next summary extends")
    func singleAppendsKeepThePrefixSummary() {
        // A stream's follow appends row by row: losing the summary at the second row rebuilt it
        // over the whole series, on both cores, ten times a second.
        let full = Self.walk(30_000, seed: 11)
        var grown = full.shared(0..<20_000)
        grown.summarize()
        for sample in full[20_000...] { grown.append(sample) }
        #expect(grown.pyramid?.count == 20_000)
        grown.summarize()
        var fresh = full
        fresh.summarize()
        #expect(grown.summary == fresh.summary)
        #expect(grown.summary != nil)
    }

    @Test("Appending to a window that ended before its column's end drops the summary of samples it no longer holds")
    func appendingToAnInnerWindowDropsItsSummary() {
        var column = SampleColumn((0..<1_000).map { Sample(time: Double($0), value: 0) })
        column.summarize()
        var window = column.shared(0..<300)
        window.append(contentsOf: (300..<512).map { Sample(time: Double($0), value: 5) })
        let stillSummarized = window.isSummarized
        #expect(!stillSummarized)
        #expect(window.extremes(in: 0..<512)?.high == 300)
        window.append(Sample(time: 512, value: .nan))
        window.summarize()
        let knownFinite = window.isKnownFinite
        #expect(!knownFinite)
    }

    @Test("Changing a sample drops the summary, so no stale extreme is given")
    func aChangedSampleDropsTheSummary() {
        var column = Self.walk(20_000, seed: 5)
        column.summarize()
        column[7_000] = Sample(time: 7_000, value: -1e9)
        #expect(!column.isSummarized)
        #expect(column.extremes(in: column.indices)?.low == 7_000)
        column.summarize()
        #expect(column.extremes(in: 6_000..<8_000)?.low == 7_000)
    }

    @Test("A column with a NaN is not known finite, and its extremes are scanned")
    func nonFiniteSamplesAreScanned() {
        var column = Self.walk(5_000, seed: 11)
        column[2_000] = Sample(time: 2_000, value: .nan)
        column.summarize()
        #expect(column.isSummarized && !column.isKnownFinite)
        let found = column.extremes(in: column.indices), expected = Self.scanned(column, column.indices)
        #expect(found?.low == expected?.low && found?.high == expected?.high)
        var finite = Self.walk(5_000, seed: 11)
        finite.summarize()
        #expect(finite.isKnownFinite)
    }

    @Test("Stretches cover a range once, in order or from the end, each with its true extremes", arguments: [false, true])
    func stretchesCoverTheRange(summarized: Bool) {
        var column = Self.walk(9_000, seed: 13)
        if summarized { column.summarize() }
        for reversed in [false, true] {
            var covered: [Range<Int>] = []
            column.forEachStretch(in: 333..<8_777, reversed: reversed) { stretch, low, high in
                covered.append(stretch)
                let values = column[stretch].map(\.value)
                #expect(low == values.min() && high == values.max(), "\(stretch)")
                #expect(stretch.count <= 256)
            }
            let ordered = reversed ? covered.reversed() : covered
            #expect(ordered.first?.lowerBound == 333 && ordered.last?.upperBound == 8_777)
            #expect(zip(ordered, ordered.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        }
    }

    /// A file of 3,000 rows loaded once through a fresh cache, which then holds its entry.
    static func cachedFile() throws -> (cache: ColumnCache, url: URL, parsed: TimeSeries) {
        let cache = ColumnCacheTests.cache()
        let text = "time,price\n" + (0..<3_000).map { "\(1_700_000_000 + $0 * 60),\(Double($0 % 97) * 1.5)\n" }.joined()
        let url = try ColumnCacheTests.file(text)
        return (cache, url, try ColumnCacheTests.load(url.path, ColumnCacheTests.options(cache)).series)
    }

    static func remove(_ cache: ColumnCache, _ url: URL) {
        try? FileManager.default.removeItem(atPath: cache.directory)
        try? FileManager.default.removeItem(at: url)
    }

    @Test("An entry whose block count is damaged is ignored, and the file is parsed again")
    func aDamagedBlockCountIsIgnored() throws {
        let (cache, url, parsed) = try Self.cachedFile()
        defer { Self.remove(cache, url) }
        let key = try #require(cache.key(url.path, options: ColumnCacheTests.optionsAsKeyed(url)))
        let entry = cache.directory + "/" + key.fileName
        let original = try Data(contentsOf: URL(fileURLWithPath: entry))
        // Counts that do not match the samples, one that overflows the arithmetic, one too large
        // for an Int: each must be refused, never trusted or trapped on.
        for damaged in ["-1", "99", "1e300", "4611686018427387904"] {
            var bytes = [UInt8](original)
            let length = bytes[8..<16].reversed().reduce(0) { $0 << 8 | Int($1) }
            var description = String(decoding: bytes[16..<(16 + length)], as: UTF8.self)
            description = description.replacingOccurrences(of: "\"blocks\":12", with: "\"blocks\":" + damaged)
            let text = Array(description.utf8)
            for index in 0..<8 { bytes[8 + index] = UInt8(truncatingIfNeeded: text.count >> (8 * index)) }
            bytes.replaceSubrange(16..<(16 + max(length, text.count)), with: text + [UInt8](repeating: 0, count: max(0, length - text.count)))
            try Data(bytes).write(to: URL(fileURLWithPath: entry))
            #expect(cache.read(key) == nil, "blocks \(damaged)")
            #expect(try ColumnCacheTests.load(url.path, ColumnCacheTests.options(cache)).series.samples == parsed.samples)
        }
    }

    @Test("A cache entry keeps the summary, and the series it reads back is summarized")
    func theCacheKeepsTheSummary() throws {
        let (cache, url, parsed) = try Self.cachedFile()
        defer { Self.remove(cache, url) }
        #expect(parsed.samples.isSummarized)
        let key = try #require(cache.key(url.path, options: ColumnCacheTests.optionsAsKeyed(url)))
        let kept = try #require(cache.read(key))
        #expect(kept.samples.isKnownFinite)
        #expect(kept.samples.summary == parsed.samples.summary)
    }
}
