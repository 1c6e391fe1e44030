import Dataset
import Foundation
import Raster
import Typeset

extension HeadlessRender {
    /// `--video` or `--frames`: replays the trace once, drawing frame k at `from + k / fps` and
    /// handing it on before the next is drawn. Each frame is what `--out` would write at its
    /// time: the same virtual clock, the panel's rotation.
    func writeClip(_ clip: ClipOptions, trace: String?, series: TimeSeries?, text: TextEngine) throws(UsageError) {
        // ffmpeg is looked for before anything is drawn, so its absence is the first thing said.
        let video = try clip.output.videoPath.map { path throws(UsageError) in
            try VideoEncoder(path: path, fps: clip.fps, searchPath: options.searchPath)
        }
        var replay = try self.replay(trace: trace, series: series, text: text)
        let defaultEnd = (replay.lastEventTime + Self.settleDelay) * 1000
        let count = try clip.frameCount(to: clip.toMilliseconds ?? defaultEnd, defaulted: clip.toMilliseconds == nil)
        let frames = try clip.output.framesDirectory.map { directory throws(UsageError) in try FrameSequence(directory: directory) }
        let quarterTurns = replay.session.rotation.quarterTurns
        for index in 0..<count {
            let time = clip.time(ofFrame: index)
            replay.advance(to: time)
            let frame = replay.draw(at: time).turned(quarterTurns: quarterTurns)
            try video?.write(frame, at: time)
            try frames?.write(frame, index: index)
        }
        try video?.finish()
    }
}

extension ClipOptions.Output {
    var videoPath: String? { if case .video(let path) = self { path } else { nil } }
    var framesDirectory: String? { if case .frames(let directory) = self { directory } else { nil } }
}
