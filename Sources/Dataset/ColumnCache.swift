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

/// Loaded series of large files, kept beside the user's other caches
/// (`$XDG_CACHE_HOME/vitrine/`, else `~/.cache/vitrine/`), so that opening the same file again
/// maps its samples instead of parsing it.
///
/// An entry is keyed by the file's absolute path and by every option that changes what is read;
/// it holds the file's size and modification time, so a file changed since is parsed again and
/// its entry rewritten. An entry is one file: a header, the series' description as JSON, and the
/// samples as they lie in memory from the next page on, which is what lets them be mapped.
///
/// Nothing here is required: an entry that cannot be read is ignored, and one that cannot be
/// written is skipped with a note for the user (``TimeSeries/cacheWrite``).
public struct ColumnCache: Sendable {
    /// The folder entries live in.
    public let directory: String
    /// Files smaller than this are parsed every time: under about 8 MB parsing takes milliseconds,
    /// less than checking an entry.
    public var minimumFileSize = 1 << 23
    /// The most the folder may hold; the entries used longest ago go first.
    public var sizeLimit = 8 << 30

    /// A cache in `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The user's cache folder from the environment, as the XDG base directory rules give it;
    /// nil when neither `XDG_CACHE_HOME` nor `HOME` is set.
    public init?(environment: [String: String]) {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            self.init(directory: base + "/vitrine")
        } else if let home = environment["HOME"], !home.isEmpty {
            self.init(directory: home + "/.cache/vitrine")
        } else {
            return nil
        }
    }

    /// What identifies a file's entry and tells whether it still holds: where the file is, how it
    /// is read, and how it was when the entry was written.
    struct Key: Equatable {
        var path: String
        var options: String
        var size: Int
        var modified: Int

        /// The entry's file name: a hash of what names the source (not of its size and time, so a
        /// changed file's entry is replaced rather than left beside the new one).
        var fileName: String {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in (path + "\n" + options).utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex + ".column"
        }
    }

    /// The key of `path` as it is now, or nil when it is not a regular file large enough to keep.
    func key(_ path: String, options: LoadOptions) -> Key? {
        guard options.database == nil else { return nil }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) >= minimumFileSize else { return nil }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let modified = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
        return Key(path: absolute, options: Self.describe(options), size: Int(status.st_size), modified: modified)
    }

    /// Every option that changes what a file reads as, as one line.
    static func describe(_ options: LoadOptions) -> String {
        let parts: [String] = [
            "x=\(options.x?.text ?? "")", "y=\(options.y?.text ?? "")", "where=\(options.filter?.description ?? "")",
            "dayFirst=\(options.dayFirst)", "dateFormat=\(options.dateFormat ?? "")",
            "tz=\(options.timeZone.identifier)/\(options.timeZone.secondsFromGMT())",
            "delimiter=\(options.delimiter.map { String($0) } ?? "")", "warnings=\(options.warningLimit)",
            "sample=\(options.sampleLineCount)", "general=\(options.generalPathOnly)", "name=\(options.sourceName ?? "")",
        ]
        return parts.joined(separator: ";")
    }
}
