import Foundation
import Raster
import Testing
import Typeset
@testable import Viewer

/// A directory of its own for one clip test, removed by ``remove()``.
struct ClipFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-clip-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Writes `trace` as a file here and gives its path, for `--input`.
    func trace(_ text: String) throws -> String {
        let path = path("trace.jsonl")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The PNGs in `directory`, in their numbered order, as their file names.
    func frameNames(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(directory)).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// The pixels of every frame in `directory`, in order.
    func frames(in directory: String) throws -> [[UInt32]] {
        try frameNames(in: directory).map { try Canvas(pngAt: path(directory) + "/" + $0).pixels }
    }
}

/// The `PATH` the tests run with, where ffmpeg is found.
let testSearchPath = ProcessInfo.processInfo.environment["PATH"]

/// Runs `vitrine render arguments` in process as the executable would, with `PATH` as given.
func runRender(_ arguments: [String], searchPath: String? = testSearchPath) throws {
    guard case .render(let options) = try CommandLineParser.parse(["render"] + arguments, environment: ["PATH": searchPath ?? ""]) else {
        throw UsageError("not a render command")
    }
    try HeadlessRender(options: options).run(text: try TextEngine()) { _ in }
}

/// The UsageError `body` throws, or nil when it throws none.
func usageError(_ body: () throws -> Void) -> UsageError? {
    do {
        try body()
        return nil
    } catch let error as UsageError {
        return error
    } catch {
        Issue.record("not a UsageError: \(error)")
        return nil
    }
}

/// Runs a program found on `PATH` and gives what it printed; fails (rather than skipping) when it
/// is not installed, since `make test` installs it.
func runTool(_ name: String, _ arguments: [String]) throws -> String {
    let tool = try #require(VideoEncoder.executable(named: name, searchPath: testSearchPath), "\(name) is not installed (apt-get install ffmpeg; make test installs it)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(name) \(arguments.joined(separator: " ")) failed")
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// What ffprobe reads of a video's first stream: `width,height,frames`.
func probe(_ path: String) throws -> String {
    try runTool("ffprobe", [
        "-v", "error", "-count_frames", "-select_streams", "v:0",
        "-show_entries", "stream=width,height,nb_read_frames", "-of", "csv=p=0", path,
    ])
}
