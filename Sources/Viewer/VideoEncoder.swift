import Foundation
import Raster

/// `--video`: frames piped into Debian's ffmpeg as they are drawn, encoded as H.264.
///
/// Frames are streamed, never held, so a long clip costs one frame of memory. ffmpeg starts with
/// the first frame, whose size the video keeps.
final class VideoEncoder {
    private let path: String
    private let ffmpeg: String
    private let fps: Double
    private var running: Running?

    /// An ffmpeg at work: its process, the pipe into it and the file its errors go to.
    private struct Running {
        var process: Process
        var input: FileHandle
        var errors: URL
        var width: Int
        var height: Int
    }

    /// Finds ffmpeg on `searchPath` (the environment's `PATH`); nothing is started yet.
    init(path: String, fps: Double, searchPath: String?) throws(UsageError) {
        guard let ffmpeg = Self.executable(named: "ffmpeg", searchPath: searchPath) else {
            throw UsageError("--video: ffmpeg is not installed (apt-get install ffmpeg), or write the frames as PNGs with --frames DIR")
        }
        self.path = path
        self.ffmpeg = ffmpeg
        self.fps = fps
    }

    deinit {
        // A clip given up half way (an error in between) must not leave ffmpeg waiting on its
        // pipe, nor a video that looks whole but stops early.
        if let running {
            try? running.input.close()
            running.process.waitUntilExit()
            try? FileManager.default.removeItem(at: running.errors)
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// The first executable file called `name` in the directories of `searchPath`, as a shell
    /// would find it; nil when there is none.
    static func executable(named name: String, searchPath: String?) -> String? {
        for directory in (searchPath ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory.hasSuffix("/") ? directory + name : directory + "/" + name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    /// Sends one frame, as the panel shows it; `time` (seconds) names it if its size changed.
    func write(_ frame: Canvas, at time: Double) throws(UsageError) {
        if running == nil { running = try start(width: frame.width, height: frame.height) }
        guard let running else { return }
        guard frame.width == running.width, frame.height == running.height else {
            throw UsageError("--video: the picture changes size at \(CommandLineParser.format((time * 1000).rounded())) ms (\(running.width)x\(running.height) to \(frame.width)x\(frame.height) pixels); a video keeps one size, so write --frames DIR instead")
        }
        let written = frame.pixels.withUnsafeBytes { bytes in
            PipeWriting.writeAll(bytes, to: running.input.fileDescriptor)
        }
        // ffmpeg closed the pipe: it has failed, and says why on its way out.
        if !written {
            try finish()
            throw UsageError("--video: ffmpeg stopped reading the frames of \"\(path)\"")
        }
    }

    /// Closes the pipe and waits for ffmpeg; its failure is one line naming the file.
    func finish() throws(UsageError) {
        guard let running else { return }
        self.running = nil
        try? running.input.close()
        running.process.waitUntilExit()
        let log = (try? String(contentsOf: running.errors, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: running.errors)
        guard running.process.terminationReason == .exit, running.process.terminationStatus == 0 else {
            let reason = Self.summary(ofLog: log) ?? "exit status \(running.process.terminationStatus)"
            throw UsageError("--video: ffmpeg could not write \"\(path)\": \(reason)")
        }
    }

    /// ffmpeg's error lines as one: the first says what went wrong ("Unable to find a suitable
    /// output format"), the last what failed, so a few are kept, without their `[mp4 @ 0x…]` tags.
    static func summary(ofLog log: String) -> String? {
        let lines = log.split(whereSeparator: \.isNewline).map { line in
            line.replacing(/^\[[^\]]* @ 0x[0-9a-f]+\] */, with: "").trimmingCharacters(in: .whitespaces)
        }
        let kept = lines.filter { !$0.isEmpty }.prefix(3)
        return kept.isEmpty ? nil : kept.joined(separator: "; ")
    }

    private func start(width: Int, height: Int) throws(UsageError) -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = [
            "-y", "-loglevel", "error", "-nostats",
            // The canvas's memory as it is: premultiplied ARGB8888 is the bytes B, G, R, A, and
            // every frame is opaque, so premultiplied and straight alpha are the same.
            "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)",
            "-framerate", CommandLineParser.format(fps), "-i", "-",
            // yuv420p (the pixel format every player takes) halves the colour resolution, so it
            // needs even sides: an odd one gains a column or row of black rather than being
            // rescaled, which would blur every frame.
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2",
            "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart",
            path,
        ]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        // A file rather than a pipe: nobody reads it while the frames go in, and a full pipe
        // would stall ffmpeg.
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-ffmpeg-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: errors.path, contents: nil),
            let errorHandle = FileHandle(forWritingAtPath: errors.path)
        else {
            throw UsageError("--video: cannot create ffmpeg's log in \(FileManager.default.temporaryDirectory.path)")
        }
        process.standardError = errorHandle
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(at: errors)
            throw UsageError("--video: cannot start \(ffmpeg): \(error.localizedDescription)")
        }
        try? errorHandle.close()
        try? input.fileHandleForReading.close()
        return Running(process: process, input: input.fileHandleForWriting, errors: errors, width: width, height: height)
    }
}
