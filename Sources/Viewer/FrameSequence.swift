import Foundation
import Raster

/// `--frames DIR`: each frame as `DIR/frame-00000.png`, `DIR/frame-00001.png`, ….
struct FrameSequence {
    let directory: String

    /// Creates the directory (and its parents) if it is not there.
    init(directory: String) throws(UsageError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw UsageError("--frames: \"\(directory)\" is a file, not a directory") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw UsageError("--frames: cannot create \"\(directory)\"")
            }
        }
        self.directory = directory
    }

    /// The file frame `index` is written to; five digits hold the longest clip at 240 fps.
    func path(ofFrame index: Int) -> String {
        let number = String(index)
        return (directory as NSString).appendingPathComponent("frame-" + String(repeating: "0", count: max(0, 5 - number.count)) + number + ".png")
    }

    func write(_ frame: Canvas, index: Int) throws(UsageError) {
        let path = path(ofFrame: index)
        do {
            try frame.writePNG(to: path)
        } catch {
            throw UsageError("--frames: cannot write \"\(path)\": \(error)")
        }
    }
}
