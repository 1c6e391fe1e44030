/// `vitrine render --video FILE.mp4 | --frames DIR [--fps N] [--from MS] [--to MS]`: the screen's
/// motion between two times, written frame by frame.
struct ClipOptions: Sendable, Hashable {
    /// Where the frames go.
    enum Output: Sendable, Hashable {
        /// `--video FILE.mp4`, encoded by ffmpeg.
        case video(String)
        /// `--frames DIR`: `DIR/frame-00000.png`, `DIR/frame-00001.png`, ….
        case frames(String)
    }

    var output: Output
    /// Frames a second, in `0 < fps ≤ fpsLimit`.
    var fps = 60.0
    /// `--from MS`: the first frame's time.
    var fromMilliseconds = 0.0
    /// `--to MS`; nil means the default frame time (2000 ms after the last event).
    var toMilliseconds: Double?

    /// Faster than any panel refreshes; a larger number is a typo.
    static let fpsLimit = 240.0
    /// The longest clip, in ms: enough for any motion on a screen, and a bound on the file written.
    static let longestMilliseconds = 60_000.0

    /// How many frames the clip from `--from` to `to` ms has: `(to - from) × fps`, rounded, so one
    /// second at 60 fps is exactly 60 frames.
    ///
    /// - Parameter defaulted: whether `to` is the default rather than `--to`, for the message.
    func frameCount(to: Double, defaulted: Bool = false) throws(UsageError) -> Int {
        let from = fromMilliseconds
        let toName = "--to \(CommandLineParser.format(to))" + (defaulted ? " (the default, 2000 ms after the last event)" : "")
        guard to > from else {
            throw UsageError("\(toName) is \(to == from ? "at" : "before") --from \(CommandLineParser.format(from)); a clip needs --to after --from")
        }
        guard to - from <= Self.longestMilliseconds else {
            throw UsageError("--from \(CommandLineParser.format(from)) \(toName) is \(CommandLineParser.format((to - from) / 1000)) s; a clip is at most \(CommandLineParser.format(Self.longestMilliseconds / 1000)) s")
        }
        let count = Int(((to - from) * fps / 1000).rounded())
        guard count > 0 else {
            throw UsageError("--from \(CommandLineParser.format(from)) \(toName) is shorter than one frame at --fps \(CommandLineParser.format(fps))")
        }
        return count
    }

    /// Frame `index`'s time, in seconds: `from + index / fps`.
    func time(ofFrame index: Int) -> Double {
        // Summed in ms, so a frame on a whole ms is the very time `--time` gives for it.
        (fromMilliseconds + Double(index) * 1000 / fps) / 1000
    }
}
