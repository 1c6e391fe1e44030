import Foundation
import Viewer
import Gestures

/// Writes the live session's input as an input trace (`--record`), one line per event, flushed as
/// it goes so a crash or a kill still leaves a replayable file.
final class TraceRecorder {
    private let handle: FileHandle

    init(path: String) throws(UsageError) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw UsageError("--record: cannot write \"\(path)\"")
        }
        self.handle = handle
    }

    func record(_ event: InputEvent) {
        handle.write(Data((InputTrace.encodeLine(event) + "\n").utf8))
    }

    deinit {
        try? handle.close()
    }
}


