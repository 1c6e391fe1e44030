import Foundation
import Testing
@testable import Viewer

/// What a clip refuses, each as the one line `vitrine` prints before exiting 2.
extension ClipTests {
    /// The error parsing `vitrine render arguments` gives, or nil when it parses.
    static func parseError(_ arguments: [String]) -> UsageError? {
        usageError { _ = try CommandLineParser.parse(["render"] + arguments) }
    }

    static func expectOneLine(_ error: UsageError?, contains parts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error else {
            Issue.record("nothing was refused", sourceLocation: sourceLocation)
            return
        }
        #expect(!error.message.contains("\n"), "not one line: \(error.message)", sourceLocation: sourceLocation)
        for part in parts {
            #expect(error.message.contains(part), "\(error.message) does not say \(part)", sourceLocation: sourceLocation)
        }
    }

    @Test("--fps must be a number above 0 and at most 240", arguments: ["0", "-5", "abc", "241", "inf"])
    func badFPSIsRefused(_ fps: String) {
        Self.expectOneLine(Self.parseError(["--frames", "out", "--fps", fps]), contains: ["--fps", fps])
    }

    @Test("--to before --from is refused, naming both")
    func toBeforeFromIsRefused() {
        #expect(Self.parseError(["--frames", "out", "--from", "500", "--to", "100"])
            == UsageError("--to 100 is before --from 500; a clip needs --to after --from"))
        Self.expectOneLine(Self.parseError(["--frames", "out", "--from", "500", "--to", "500"]), contains: ["--to 500 is at --from 500"])
    }

    @Test("A --from after the default end is refused once the trace says where that is")
    func fromAfterTheDefaultEndIsRefused() throws {
        let folder = try ClipFolder()
        defer { folder.remove() }
        let error = usageError { try runRender(["--size", "320x240", "--frames", folder.path("frames"), "--from", "5000"]) }
        Self.expectOneLine(error, contains: ["--to 2000 (the default, 2000 ms after the last event) is before --from 5000"])
    }

    @Test("A clip longer than 60 s is refused")
    func overlongClipIsRefused() {
        Self.expectOneLine(Self.parseError(["--video", "out.mp4", "--to", "61000"]), contains: ["61 s", "at most 60 s"])
    }

    @Test("--video and --frames together are refused")
    func videoAndFramesTogetherAreRefused() {
        #expect(Self.parseError(["--video", "out.mp4", "--frames", "out"]) == UsageError("--video and --frames: give one of them"))
        #expect(Self.parseError(["--frames", "out", "--video", "out.mp4"]) == UsageError("--video and --frames: give one of them"))
    }

    @Test("A clip alone is something to write")
    func clipAloneIsSomethingToWrite() {
        #expect(Self.parseError(["--video", "out.mp4"]) == nil)
        #expect(Self.parseError(["--frames", "out"]) == nil)
        Self.expectOneLine(Self.parseError(["--fps", "30"]), contains: ["--fps is for a clip", "--video", "--frames"])
    }

    @Test("Without ffmpeg on PATH, --video says to install it or to use --frames")
    func videoWithoutFFmpegNamesFFmpegAndFrames() throws {
        let folder = try ClipFolder()
        defer { folder.remove() }
        let error = usageError { try runRender(["--size", "320x240", "--video", folder.path("clip.mp4"), "--to", "100"], searchPath: folder.url.path) }
        Self.expectOneLine(error, contains: ["ffmpeg", "apt-get install ffmpeg", "--frames"])
        #expect(!FileManager.default.fileExists(atPath: folder.path("clip.mp4")))
    }

    @Test("Without ffmpeg on PATH, vitrine render --video exits 2 with one line", .enabled(if: NoDisplayTests.executable != nil))
    func executableWithoutFFmpegExitsTwo() throws {
        let folder = try ClipFolder()
        defer { folder.remove() }
        let outcome = try NoDisplayTests.run(["render", "--size", "320x240", "--video", folder.path("clip.mp4"), "--to", "100"], extra: ["PATH": folder.url.path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.split(separator: "\n").count == 1, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("apt-get install ffmpeg"), "\(outcome.standardError)")
    }

    @Test("ffmpeg failing to write the video is one line naming the file")
    func ffmpegFailureIsOneLine() throws {
        let folder = try ClipFolder()
        defer { folder.remove() }
        let video = folder.path("missing/clip.mp4")
        let error = usageError { try runRender(["--size", "320x240", "--video", video, "--to", "500"]) }
        Self.expectOneLine(error, contains: ["--video: ffmpeg could not write \"\(video)\""])
    }

    @Test("A trace that resizes the screen mid-clip is refused for a video, pointing to --frames")
    func resizeMidVideoIsRefused() throws {
        let folder = try ClipFolder()
        defer { folder.remove() }
        let input = try folder.trace(trace(#"{"t":200,"type":"resize","w":400,"h":300}"#))
        let error = usageError { try runRender(["--size", "320x240", "--input", input, "--video", folder.path("clip.mp4"), "--fps", "10", "--to", "500"]) }
        Self.expectOneLine(error, contains: ["changes size at 200 ms", "320x240 to 400x300", "--frames"])
        #expect(!FileManager.default.fileExists(atPath: folder.path("clip.mp4")), "a video that stops early was left")
    }
}
