import Foundation
import Raster
import Testing
@testable import Viewer

/// `vitrine render --video FILE.mp4 | --frames DIR --fps N --from MS --to MS`: the screen's motion
/// as a clip, from the headless renderer and its virtual clock (DESIGN.md, Headless render).
@Suite("Clips")
struct ClipTests {
    /// A key press that fires every lane of the tiers screen at once.
    static let fireLanes = trace(#"{"t":0,"type":"key","key":"Space"}"#)
    /// The whole tiers screen in few pixels: laid out at 640x480, drawn at half scale.
    static let smallTiers = ["--screen", "tiers", "--size", "640x480", "--scale", "0.5"]

    @Test("A 1 s video at 60 fps has exactly 60 frames")
    func oneSecondAtSixtyFPSHasSixtyFrames() throws {
        let folder = try ClipFolder()
        defer { folder.remove() }
        let video = folder.path("clip.mp4")
        try runRender([
            "--screen", "tiers", "--size", "320x240", "--input", try folder.trace(Self.fireLanes),
            "--video", video, "--fps", "60", "--from", "0", "--to", "1000",
        ])
        #expect(try probe(video) == "320,240,60")
    }

    @Test("A video of odd size is padded to even sides, as H.264 in yuv420p needs")
    func oddSizesArePaddedToEven() throws {
        let folder = try ClipFolder()
        defer { folder.remove() }
        let video = folder.path("odd.mp4")
        try runRender(["--size", "321x241", "--video", video, "--fps", "60", "--to", "100"])
        #expect(try probe(video) == "322,242,6")
    }

    @Test("--frames writes one numbered PNG per frame, creating the directory and its parents")
    func framesAreNumberedPNGsInANewDirectory() throws {
        let folder = try ClipFolder()
        defer { folder.remove() }
        try runRender(["--size", "320x240", "--frames", folder.path("a/b/frames"), "--fps", "20", "--to", "250"])
        #expect(try folder.frameNames(in: "a/b/frames") == (0..<5).map { "frame-0000\($0).png" })
    }

    @Test("While the lanes move, every frame differs from every other")
    func framesDifferWhileTheLanesMove() throws {
        let folder = try ClipFolder()
        defer { folder.remove() }
        try runRender(Self.smallTiers + ["--input", try folder.trace(Self.fireLanes), "--frames", folder.path("moving"), "--fps", "10", "--to", "700"])
        let frames = try folder.frames(in: "moving")
        #expect(frames.count == 7)
        #expect(Set(frames).count == frames.count, "some frames in flight are the same")
    }

    @Test("Once the lanes have landed and their plots stopped, the frames are identical")
    func framesMatchOnceLanded() throws {
        let folder = try ClipFolder()
        defer { folder.remove() }
        // Each plot scrolls for its window after its puck rests; at this size all are still by 3.5 s.
        try runRender(Self.smallTiers + ["--input", try folder.trace(Self.fireLanes), "--frames", folder.path("landed"), "--fps", "10", "--from", "3500", "--to", "4000"])
        let frames = try folder.frames(in: "landed")
        #expect(frames.count == 5)
        #expect(Set(frames).count == 1, "the landed frames differ")
        // And the pucks did move: the frame is not the opening one.
        let opening = try render(Self.smallTiers + ["--time", "0"])
        #expect(frames.first != opening.canvas.pixels)
    }

    @Test("Two runs write identical frames")
    func twoRunsGiveIdenticalFrames() throws {
        let folder = try ClipFolder()
        defer { folder.remove() }
        let input = try folder.trace(Self.fireLanes)
        for run in ["first", "second"] {
            try runRender(["--screen", "tiers", "--size", "320x240", "--input", input, "--frames", folder.path(run), "--fps", "20", "--to", "500"])
        }
        let names = try folder.frameNames(in: "first")
        #expect(names.count == 10)
        #expect(try folder.frameNames(in: "second") == names)
        for name in names {
            let first = try Data(contentsOf: folder.url.appendingPathComponent("first/\(name)"))
            let second = try Data(contentsOf: folder.url.appendingPathComponent("second/\(name)"))
            #expect(first == second, "\(name) differs between runs")
        }
    }

    @Test("A clip's frame is the frame --out writes at its time, turned for the panel")
    func clipFrameIsTheSingleFrameAtItsTime() throws {
        let folder = try ClipFolder()
        defer { folder.remove() }
        let common = ["--screen", "tiers", "--size", "320x240", "--rotate", "90", "--input", try folder.trace(Self.fireLanes)]
        try runRender(common + ["--frames", folder.path("clip"), "--fps", "10", "--from", "100", "--to", "600"])
        try runRender(common + ["--out", folder.path("single.png"), "--time", "400"])
        let clipFrame = try Canvas(pngAt: folder.path("clip/frame-00003.png"))
        let single = try Canvas(pngAt: folder.path("single.png"))
        #expect((clipFrame.width, clipFrame.height) == (320, 240))
        #expect(clipFrame.pixels == single.pixels)
    }
}
