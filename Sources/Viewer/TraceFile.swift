import Foundation
import Gestures

/// Reading an input trace named on the command line (`--input`, `--attract`).
public enum TraceFile {
    /// The file's text, or the one line saying why it cannot be read; `option` names the flag.
    static func text(at path: String, option: String) throws(UsageError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("\(option): cannot read \"\(path)\"")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw UsageError("\(option): \"\(path)\" is not UTF-8 text")
        }
        return text
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
