import Foundation
import Gestures

/// Reading an input trace named on the command line (`--input`, `--attract`).
public enum TraceFile {
    /// The file's text, or the one line saying why it cannot be read; `option` names the flag.
    static func text(at path: String, option: String) throws(UsageError) -> String {
        let data = try contents(at: path, option: option)
        guard let text = String(data: data, encoding: .utf8) else {
            throw UsageError("\(option): \"\(path)\" is not UTF-8 text")
        }
        return text
    }

    /// The most bytes a trace file may hold: a million events of a hundred-odd bytes each.
    static let maximumBytes = 256 << 20

    /// The file's bytes, read up to ``maximumBytes``: a pipe (`--input <(…)`) is read to its end,
    /// but `/dev/zero` or a directory is one line, never an endless read.
    private static func contents(at path: String, option: String) throws(UsageError) -> Data {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw UsageError("\(option): cannot read \"\(path)\": \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw UsageError("\(option): \"\(path)\" is a directory, not a trace")
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw UsageError("\(option): cannot read \"\(path)\": \(String(cString: strerror(errno)))")
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[..<count])
            guard data.count <= maximumBytes else {
                throw UsageError("\(option): \"\(path)\" is larger than \(maximumBytes >> 20) MiB, too long for a trace")
            }
        }
    }

    /// The file's events, or the one line naming its first bad line.
    public static func events(at path: String, option: String) throws(UsageError) -> [InputEvent] {
        let text = try text(at: path, option: option)
        do {
            return try InputTrace.decode(text)
        } catch {
            throw UsageError("\(option): \(path): \(error.description)")
        }
    }
}

extension IdleOptions {
    /// Reads the attract trace, when one is named; an empty trace has nothing to play.
    public mutating func loadAttract() throws(UsageError) {
        guard let path = attractPath else { return }
        attract = try TraceFile.events(at: path, option: "--attract")
        guard !attract.isEmpty else { throw UsageError("--attract: \"\(path)\" holds no events") }
    }
}
