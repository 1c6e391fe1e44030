#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONText

/// An entry's layout:
///
///     bytes 0..<8     "VTRNCOL1"
///     bytes 8..<16    the length of the description, little-endian
///     then            the description: JSON with the key, the sample count and where the samples start
///     from a page on  the samples, 16 bytes each, as they lie in memory (little-endian doubles)
///     then            the samples' summary (``SamplePyramid``): 32 bytes per block of 256, the
///                     lowest and highest value and their indices, as they lie in memory
extension ColumnCache {
    static let magic = Array("VTRNCOL1".utf8)
    /// Samples start on a page, so they can be mapped.
    static let pageSize = 1 << 16

    /// The series kept for `key`, its samples mapped from the entry; nil when there is no entry,
    /// it was written for another version of the file, or any part of it does not read.
    func read(_ key: Key) -> TimeSeries? {
        let path = directory + "/" + key.fileName
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 16)
        guard pread(descriptor, &header, 16, 0) == 16, Array(header[..<8]) == Self.magic else { return nil }
        let length = header[8..<16].reversed().reduce(0) { $0 << 8 | Int($1) }
        guard length > 0, length < Self.pageSize - 16 else { return nil }
        var text = [UInt8](repeating: 0, count: length)
        guard pread(descriptor, &text, length, 16) == length,
              let description = try? JSONValue(parsing: String(decoding: text, as: UTF8.self)),
              Self.key(in: description) == key,
              let count = description["count"]?.number.flatMap({ Int(exactly: $0) }), count >= 0, count < 1 << 40
        else { return nil }
        // No summary (an entry of an earlier version), or one block per 256 samples; any other
        // count is a damaged entry.
        let blockCount = description["blocks"]?.number.flatMap { Int(exactly: $0) } ?? 0
        guard blockCount == 0 || blockCount == (count + SamplePyramid.blockSize - 1) >> SamplePyramid.blockShift else { return nil }
        let samplesEnd = Self.pageSize + count * MemoryLayout<Sample>.stride
        var status = stat()
        guard fstat(descriptor, &status) == 0,
              Int(status.st_size) == samplesEnd + blockCount * MemoryLayout<SamplePyramid.Extremes>.stride,
              var samples = SampleColumn(mapping: descriptor, offset: Self.pageSize, count: count)
        else { return nil }
        // The summary spares the first frame a pass over every sample; an entry without one (or
        // with one that does not read) still opens, and the charts summarize the samples.
        if blockCount > 0, let summary = Self.readSummary(
            descriptor, at: samplesEnd, blocks: blockCount, count: count, allFinite: description["finite"]?.bool ?? false) {
            samples.attach(summary)
        }
        guard let series = description["series"].flatMap({ TimeSeries(description: $0, samples: samples) }) else { return nil }
        // Marks the entry used, for the size limit's order.
        _ = utimensat(AT_FDCWD, path, nil, 0)
        return series
    }

    /// Keeps `series` for `key`; the note to show when it cannot be kept, nil when it was.
    func write(_ series: TimeSeries, key: Key) -> String? {
        guard series.labels.isEmpty, series.labelName == nil else { return nil }
        let summary = series.samples.summary ?? series.samples.withUnsafeBufferPointer(SamplePyramid.init)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "column cache skipped: cannot make the folder \(directory)"
        }
        let description = JSONValue.object([
            .init("key", .object([
                .init("path", .string(key.path)), .init("options", .string(key.options)),
                .init("size", .number(Double(key.size))), .init("modified", .string(String(key.modified))),
            ])),
            .init("count", .number(Double(series.samples.count))),
            .init("blocks", .number(Double(summary.blocks.count))),
            .init("finite", .bool(summary.allFinite)),
            .init("series", series.descriptionJSON),
        ]).encoded(numbers: .exact)
        let text = Array(description.utf8)
        guard text.count < Self.pageSize - 16 else { return nil }  // a description that large is not worth keeping
        var head = [UInt8](repeating: 0, count: Self.pageSize)
        head.replaceSubrange(0..<8, with: Self.magic)
        for index in 0..<8 { head[8 + index] = UInt8(truncatingIfNeeded: text.count >> (8 * index)) }
        head.replaceSubrange(16..<(16 + text.count), with: text)

        let final = directory + "/" + key.fileName
        let temporary = final + ".\(getpid()).partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            return "column cache skipped: cannot write in \(directory): \(String(cString: strerror(errno)))"
        }
        var failure: Int32 = 0
        head.withUnsafeBytes { failure = Self.writeAll(descriptor, $0) }
        if failure == 0 {
            series.samples.withUnsafeBufferPointer { failure = Self.writeAll(descriptor, UnsafeRawBufferPointer($0)) }
        }
        if failure == 0 {
            summary.blocks.withUnsafeBufferPointer { failure = Self.writeAll(descriptor, UnsafeRawBufferPointer($0)) }
        }
        close(descriptor)
        guard failure == 0, rename(temporary, final) == 0 else {
            let reason = String(cString: strerror(failure != 0 ? failure : errno))
            unlink(temporary)
            return "column cache skipped: cannot write in \(directory): \(reason)"
        }
        trim(keeping: key.fileName)
        return nil
    }

    /// The summary kept after the samples, checked so that a damaged one is not believed: every
    /// block's indices inside it, and finite extremes where the samples were all finite.
    private static func readSummary(_ descriptor: Int32, at offset: Int, blocks: Int, count: Int, allFinite: Bool) -> SamplePyramid? {
        let bytes = blocks * MemoryLayout<SamplePyramid.Extremes>.stride
        let read = [SamplePyramid.Extremes](unsafeUninitializedCapacity: blocks) { buffer, initialized in
            // Extremes are plain numbers: any bytes are a value of the type, checked below.
            let raw = UnsafeMutableRawBufferPointer(buffer)
            var done = 0
            while done < bytes {
                let got = pread(descriptor, raw.baseAddress! + done, bytes - done, off_t(offset + done))
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { break }
                done += got
            }
            initialized = done == bytes ? blocks : 0
        }
        guard read.count == blocks, !allFinite || read.allSatisfy({ $0.low.isFinite && $0.high.isFinite }) else { return nil }
        return SamplePyramid(count: count, allFinite: allFinite, blocks: read)
    }

    /// Writes every byte, returning 0 or the error number.
    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var written = 0
        while written < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return count < 0 ? errno : ENOSPC }
            written += count
        }
        return 0
    }

    /// The key an entry was written for.
    private static func key(in description: JSONValue) -> Key? {
        guard let key = description["key"], let path = key["path"]?.string, let options = key["options"]?.string,
              let size = key["size"]?.number, let modified = key["modified"]?.string.flatMap({ Int($0) })
        else { return nil }
        return Key(path: path, options: options, size: Int(size), modified: modified)
    }

    /// Removes the entries used longest ago until the folder is within ``sizeLimit``, never the
    /// one just written.
    private func trim(keeping kept: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        var entries: [(name: String, size: Int, used: Int)] = []
        for name in names where name.hasSuffix(".partial") {
            // Left by a process that ended while writing: gone after a day.
            var status = stat()
            if stat(directory + "/" + name, &status) == 0, time(nil) - status.st_mtim.tv_sec > 86_400 {
                unlink(directory + "/" + name)
            }
        }
        for name in names where name.hasSuffix(".column") {
            var status = stat()
            guard stat(directory + "/" + name, &status) == 0 else { continue }
            entries.append((name, Int(status.st_size), Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)))
        }
        var total = entries.reduce(0) { $0 + $1.size }
        for entry in entries.sorted(by: { $0.used < $1.used }) where total > sizeLimit && entry.name != kept {
            if unlink(directory + "/" + entry.name) == 0 { total -= entry.size }
        }
    }
}
