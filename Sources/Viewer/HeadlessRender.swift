import Components
import Dataset
import Foundation
import Geometry
import Gestures
import JSONText
import Raster
import Sound
import Typeset

/// `vitrine render`: replays an input trace on a virtual clock and draws one frame, or a clip of
/// frames (``writeClip(_:trace:series:text:)``).
///
/// Events are handled in order at their own times, gesture timers firing in between exactly as
/// they would live, and the frame is drawn at `--time` (default: 2000 ms after the last event, by
/// when everything has landed). Events after that time are not replayed. Nothing reads a clock,
/// so the same arguments always give the same pixels and the same state.
public struct HeadlessRender {
    /// The drawn frame and the state dump at the frame time.
    struct Result {
        /// The picture, unturned: `run` turns it for the panel.
        var canvas: Canvas
        var state: JSONValue
        /// The frame time, in seconds.
        var time: Double
        /// How the picture is turned on the panel.
        var rotation = DisplayRotation.none
        /// The sound of the trace up to the frame time: clicks and audio graphs.
        var sound: SoundTrack? = nil
        /// The sentences `--speak` reads, with their times.
        var utterances: [SpeechSchedule.Utterance] = []

        /// The frame as the panel shows it: the picture, turned. What `--out` writes.
        var panel: Canvas { canvas.turned(quarterTurns: rotation.quarterTurns) }
    }

    /// How long after the last event the default frame is drawn, in seconds.
    static let settleDelay = 2.0

    var options: RenderOptions
    var registry: ScreenRegistry
    /// Where the examples shown without `--data` come from.
    var assets: AssetLocator

    public init(options: RenderOptions, registry: ScreenRegistry = .standard, assets: AssetLocator = AssetLocator()) {
        self.options = options
        self.registry = registry
        self.assets = assets
    }

    /// Renders from a trace's text (nil: no input).
    func render(trace: String?, series: TimeSeries? = nil, text: TextEngine) throws(UsageError) -> Result {
        var replay = try self.replay(trace: trace, series: series, text: text)
        let time = options.timeMilliseconds.map { $0 / 1000 } ?? replay.lastEventTime + Self.settleDelay
        replay.advance(to: time)
        let session = replay.session
        return Result(
            canvas: replay.draw(at: time), state: session.state(at: time), time: time, rotation: session.rotation,
            sound: session.soundTrack(volume: options.sound.volume), utterances: session.speech.utterances)
    }

    /// A session on the screen, at the start of the trace (nil: no input), its clock at 0.
    func replay(trace: String?, series: TimeSeries?, text: TextEngine) throws(UsageError) -> HeadlessReplay {
        let events: [InputEvent]
        do {
            events = try trace.map { text throws(InputTraceError) in try InputTrace.decode(text) } ?? []
        } catch {
            let source = options.inputPath ?? "trace"
            throw UsageError("\(source): \(error.description)")
        }
        try checkResizes(events, trace: trace ?? "")
        let context = try PieceContext.opening(options.appearance, series: series, assets: assets)
        let screen = try registry.makeScreen(named: options.appearance.screen, context: context)
        // `--size` is the panel's; the picture is laid out turned.
        let rotation = options.appearance.rotation
        let size = rotation.pictureSize(onPanel: Size(width: Double(options.width), height: Double(options.height)))
        let session = ViewerSession(
            screen: screen, size: size, theme: options.appearance.theme, text: text, series: series,
            rotation: rotation, kiosk: options.kiosk, idle: options.idle)
        return HeadlessReplay(session: session, events: events, scale: options.scale)
    }

    /// Refuses a trace whose resize would make a frame too large to allocate, naming its line.
    private func checkResizes(_ events: [InputEvent], trace: String) throws(UsageError) {
        guard events.contains(where: { if case .resize = $0 { true } else { false } }) else { return }
        // Events are the trace's non-blank lines, in order.
        let lines = trace.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        let lineNumbers = lines.indices.filter { lines[$0].contains { !$0.isWhitespace } }.map { $0 + 1 }
        for (index, event) in events.enumerated() {
            guard case .resize(let resize) = event else { continue }
            let line = index < lineNumbers.count ? lineNumbers[index] : index + 1
            let source = options.inputPath ?? "trace"
            try CommandLineParser.checkPixelCount(
                width: resize.width, height: resize.height, scale: options.scale,
                what: "\(source): trace line \(line): resize to \(CommandLineParser.format(resize.width))x\(CommandLineParser.format(resize.height))")
        }
    }

    /// The sentences synthesized by espeak-ng at the sound track's rate. Without espeak-ng the
    /// WAV cannot hold speech, so asking for it is an error rather than a silent file.
    private func spokenSamples(_ utterances: [SpeechSchedule.Utterance]) throws(UsageError) -> [(time: Double, samples: [Float])] {
        guard !utterances.isEmpty else { return [] }
        guard let espeak = Espeak.load() else {
            throw UsageError("--speak: speech is unavailable (espeak-ng is not installed: apt-get install libespeak-ng1 espeak-ng-data)")
        }
        return utterances.map { utterance in
            (utterance.time, Espeak.resample(espeak.speak(utterance.text), from: espeak.rate, to: SoundTrack.rate))
        }
    }

    /// The whole command: reads the trace and data, renders, writes the clip, the PNG, the sound
    /// and the state.
    ///
    /// - Parameter writeStandardOutput: where `--state -` goes.
    public func run(text: TextEngine, writeStandardOutput: (String) -> Void) throws(UsageError) {
        let trace = try options.inputPath.map { path throws(UsageError) in try TraceFile.text(at: path, option: "--input") }
        var options = self.options
        try options.idle.loadAttract()
        let render = HeadlessRender(options: options, registry: registry, assets: assets)
        let series = try options.dataPath.map { path throws(UsageError) in try DataSource.load(path, options: options.data) }
        // The file's column cache entry is written once everything asked for is, before exit.
        defer { DataSource.finishCaching(series) }
        if let clip = options.clip {
            try render.writeClip(clip, trace: trace, series: series, text: text)
        }
        // A clip alone needs no single frame.
        guard options.outputPath != nil || options.statePath != nil || options.audioOutPath != nil else { return }
        let result = try render.render(trace: trace, series: series, text: text)
        if let path = options.outputPath {
            do {
                try result.panel.writePNG(to: path)
            } catch {
                throw UsageError("--out: cannot write \"\(path)\": \(error)")
            }
        }
        if let path = options.audioOutPath, var sound = result.sound {
            if options.sound.speak { sound.speech = try spokenSamples(result.utterances) }
            let wav = WAVFile.data(sound.samples(duration: result.time), rate: SoundTrack.rate)
            if !FileManager.default.createFile(atPath: path, contents: wav) {
                throw UsageError("--audio-out: cannot write \"\(path)\"")
            }
        }
        if let path = options.statePath {
            let json = result.state.encoded + "\n"
            if path == "-" {
                writeStandardOutput(json)
            } else if !FileManager.default.createFile(atPath: path, contents: Data(json.utf8)) {
                throw UsageError("--state: cannot write \"\(path)\"")
            }
        }
    }
}
