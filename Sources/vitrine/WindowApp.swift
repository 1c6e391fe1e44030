import CSDL2
import Components
import Dataset
import Foundation
import Geometry
import Raster
import Typeset
import Viewer

/// The live window: one SDL window, one renderer and one streaming ARGB8888 texture, and the frame
/// loop that drives a ``ViewerSession`` with real input at the display's refresh rate.
///
/// Every SDL handle lives here, on the main actor, and nowhere else. The loop draws a frame only
/// while something animates or after input arrived; otherwise it sleeps in `SDL_WaitEvent` (or
/// until the gesture router's next deadline), so an idle window costs no CPU. Frames are timed to
/// their present: with vsync, animations are evaluated at the expected time of the next vblank.
@MainActor
final class WindowApp {
    let options: WindowOptions
    let text: TextEngine
    let session: ViewerSession
    let clock = MonotonicClock()
    let recorder: TraceRecorder?
    /// The live reader of standard input, for `vitrine -`.
    var inputStream: StandardInputStream?
    /// `READY=1` and the watchdog's pings, under systemd.
    let notifier: ServiceNotifier
    /// `SIGHUP`, as an event that reloads the data file.
    let signals: SignalEvents
    /// `--follow`: a file or database watched for new versions.
    var follower: SourceFollower?
    /// `--speak`: the pieces' sentences read aloud, and how many have been handed over.
    var speaker: Speaker?
    var sentencesSpoken = 0
    /// Clicks and tones, when `--sound` is on (by default under `--kiosk`) and a device opens.
    var audio: AudioOutput?
    /// `--replay`: a trace pushed through SDL's event queue.
    let replay: LiveReplay?

    let window: OpaquePointer
    var renderer: OpaquePointer
    var texture: OpaquePointer?
    var hasVsync = false
    var isSoftwareRenderer = false

    /// The window in points and the drawable in pixels, as the panel is mounted; their ratio is
    /// the HiDPI scale. The canvas and texture hold the picture, turned by `--rotate`.
    var windowSize = Size(width: 0, height: 0)
    var pixelWidth = 0
    var pixelHeight = 0
    /// The picture in points: the window's size, turned.
    var pictureSize: Size { options.appearance.rotation.pictureSize(onPanel: windowSize) }
    /// Seconds between vblanks (a reported 0 Hz counts as 60).
    var refreshInterval = 1.0 / 60

    var canvas = Canvas(width: 1, height: 1)
    /// The frame loop's second core, lent to each canvas it makes (issue 21).
    let bandWorker = BandWorker()
    /// What the texture holds now, to find the dirty rectangles of the next frame.
    var shownPixels: [UInt32] = []
    var lastPresent = -Double.infinity
    /// Consecutive presents that returned well before a refresh interval: a driver that ignores
    /// vsync. After a few, the loop paces itself.
    var quickPresents = 0

    var statistics = FrameStatistics()
    var showsStatistics = false
    var cpuSampleWall = 0.0
    var cpuSampleUsed = 0.0

    /// Folds SDL's mouse and finger events into gesture events, dropping SDL's copies.
    var mapper = InputMapper(windowSize: Size(width: 1, height: 1))
    var isRunning = true
    /// Frames drawn since the window opened.
    var framesDrawn = 0
    /// `framesDrawn` when the loop last came to rest and gave freed heap pages back.
    var framesAtRelease = -1
    /// How long without an event counts as rest, in seconds.
    static let restBeforeRelease = 1.0
    /// The opened file's series until its first frame is shown; then its column cache entry is
    /// written, on a thread of its own.
    var awaitingCache: TimeSeries?
    /// With `VITRINE_FRAME_LOG=FILE` set, one line per drawn frame goes there
    /// (`frame N TIME_S DRAW_MS`), so the benchmark's idle check can count the frames a real window
    /// draws at rest, and the soak can time them.
    let frameLog: FileHandle?

    /// Opens the window on the display `environment` names, or throws the one line saying there
    /// is none (``DisplayConnection``).
    init(options: WindowOptions, series: TimeSeries?, text: TextEngine, environment: [String: String]) throws(UsageError) {
        self.options = options
        self.text = text
        awaitingCache = series
        frameLog = ProcessInfo.processInfo.environment["VITRINE_FRAME_LOG"].flatMap { path in
            FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil
        }
        recorder = try options.recordPath.map { path throws(UsageError) in try TraceRecorder(path: path) }
        notifier = ServiceNotifier(environment: environment)
        replay = try options.replayPath.map { path throws(UsageError) in
            LiveReplay(events: try TraceFile.events(at: path, option: "--replay"))
        }

        let context = try PieceContext.opening(
            options.appearance, series: series, awaitsData: options.dataPath == "-", assets: AssetLocator())
        // A stream starts empty, so it cannot yet say how long it is: it opens on the Scrub Chart.
        let registry = ScreenRegistry.standard
        let given: String? = options.appearance.screenGiven ? options.appearance.screen
            : options.dataPath == "-" ? ScrubChart.kind : nil
        let screen = try registry.makeScreen(named: registry.screenName(opening: series, given: given), context: context)

        // After the screen, so a bad screen name is reported as such even without a display.
        try DisplayConnection.start(environment: environment, requested: options.videoDriver, kiosk: options.kiosk)
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        if options.fullscreen || options.kiosk { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        // A fullscreen window starts at the display's origin and size: without a window manager
        // (a bare kiosk X server) SDL would otherwise leave it where a centred window would sit.
        var position = (x: CSDL_WindowPosCentered(), y: CSDL_WindowPosCentered())
        var openingSize = (width: Int32(options.width), height: Int32(options.height))
        var desktop = SDL_DisplayMode()
        if options.fullscreen || options.kiosk, SDL_GetDesktopDisplayMode(0, &desktop) == 0, desktop.w > 0, desktop.h > 0 {
            position = (0, 0)
            openingSize = (desktop.w, desktop.h)
        }
        // The title names the file, as a document window does.
        let title = options.dataPath.map { $0 == "-" ? "Standard input — Vitrine" : (($0 as NSString).lastPathComponent + " — Vitrine") } ?? "Vitrine"
        guard let window = SDL_CreateWindow(title, position.x, position.y, openingSize.width, openingSize.height, flags)
        else {
            throw UsageError("cannot open a window: \(String(cString: SDL_GetError()))")
        }
        self.window = window
        var accelerated: OpaquePointer?
        if !options.forceSoftwareRenderer {
            accelerated = SDL_CreateRenderer(
                window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        }
        if let accelerated {
            renderer = accelerated
            hasVsync = true
        } else if let software = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) {
            renderer = software
            isSoftwareRenderer = true
        } else {
            throw UsageError("cannot create a renderer: \(String(cString: SDL_GetError()))")
        }
        if options.kiosk { SDL_ShowCursor(SDL_DISABLE) }

        let rotation = options.appearance.rotation
        mapper = InputMapper(windowSize: Size(width: 1, height: 1), rotation: rotation, kiosk: options.kiosk)
        let size = rotation.pictureSize(onPanel: Self.windowSize(of: window))
        session = ViewerSession(
            screen: screen, size: size, theme: options.appearance.theme, text: text, series: series,
            rotation: rotation, kiosk: options.kiosk, idle: options.idle)
        signals = SignalEvents(reloadEventType: SDL_RegisterEvents(1))
        let clicks = options.sound.isOn(kiosk: options.kiosk)
        if clicks || options.sound.speak { audio = AudioOutput(volume: options.sound.volume, clicks: clicks) }
        if options.sound.speak { speaker = Speaker(output: audio?.speechQueue) }
        updateDisplayMetrics()
        if options.follows, let path = options.dataPath {
            let follower = SourceFollower(eventType: SDL_RegisterEvents(1))
            follower.start(path: path, options: options.data, interval: options.followInterval, current: series)
            self.follower = follower
        }
        if options.dataPath == "-" {
            let stream = StandardInputStream(eventType: SDL_RegisterEvents(1))
            stream.start(options: options.data)
            inputStream = stream
            // The worker's result wakes the loop as the stream's rows do; the loop takes it when it
            // advances the session.
            let wake = stream.eventType
            session.followWorker = FollowWorker(onFinished: {
                var event = SDL_Event()
                event.type = wake
                SDL_PushEvent(&event)
            })
        }
    }

    /// Runs until quit. The first frame is drawn before the window is shown, so it opens on the
    /// right ground colour instead of a flash of black.
    func run() {
        drawFrame(at: clock.now)
        SDL_ShowWindow(window)
        notifier.frameShown(at: clock.now)
        replay?.begin(at: clock.now)
        var event = SDL_Event()
        while isRunning {
            let now = clock.now
            replay?.pushDue(at: now, window: window, panel: windowSize, rotation: options.appearance.rotation)
            session.advance(to: now)
            if !needsFrame(at: now) {
                waitForEvent(&event, releasingAtRest: framesDrawn != framesAtRelease)
            }
            while SDL_PollEvent(&event) != 0 {
                handle(event)
            }
            notifier.loopAlive(at: clock.now)
            audio?.update(from: session)
            speakNewSentences()
            guard isRunning else { break }
            let frameTime = nextFrameTime()
            session.advance(to: min(clock.now, frameTime))
            if needsFrame(at: frameTime) {
                drawFrame(at: frameTime)
            }
        }
        notifier.stopping()
        writeState()
        audio?.close()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    private func needsFrame(at time: Double) -> Bool {
        session.needsRedraw || session.isAnimating(at: time)
    }

    /// Sleeps until an event arrives, or until the next deadline: the gesture router's, the idle
    /// clock's, or the watchdog's ping.
    ///
    /// With `releasingAtRest`, a second with no event and no deadline is rest: the heap's free
    /// holes that frames of other sizes left go back to the kernel then (``FrameMemory``), so
    /// months of resizes and rotations do not add up, while frames that follow each other (a
    /// scrub, a stream) keep reusing their pages.
    private func waitForEvent(_ event: inout SDL_Event, releasingAtRest: Bool) {
        let deadlines = [session.nextDeadline, notifier.nextPing, replay?.nextDue].compactMap { $0 }
        if releasingAtRest, (deadlines.min() ?? .infinity) - clock.now > Self.restBeforeRelease {
            if SDL_WaitEventTimeout(&event, Int32(Self.restBeforeRelease * 1000)) != 0 {
                handle(event)
            } else {
                framesAtRelease = framesDrawn
                FrameMemory.releaseFreedPages()
            }
            return
        }
        if let deadline = deadlines.min() {
            let wait = max(0, deadline - clock.now)
            if SDL_WaitEventTimeout(&event, Int32(min(wait * 1000 + 1, 60_000))) != 0 {
                handle(event)
            }
        } else if SDL_WaitEvent(&event) != 0 {
            handle(event)
        }
    }

    /// Hands the speaker what the session decided to say since the last call.
    private func speakNewSentences() {
        guard let speaker else { return }
        let utterances = session.speech.utterances
        for utterance in utterances.dropFirst(sentencesSpoken) { speaker.say(utterance.text) }
        sentencesSpoken = utterances.count
    }

    /// `--state-out`: the state dump as the window closes, to hold against a headless render of
    /// the same trace. A file that cannot be written is reported; the exit stays clean.
    private func writeState() {
        guard let path = options.stateOutPath else { return }
        let json = session.state(at: clock.now).encoded + "\n"
        if !FileManager.default.createFile(atPath: path, contents: Data(json.utf8)) {
            FileHandle.standardError.write(Data("vitrine: --state-out: cannot write \"\(path)\"\n".utf8))
        }
    }

    /// The time the next frame will be on screen: the vblank after the last present, or now.
    private func nextFrameTime() -> Double {
        let now = clock.now
        let expected = lastPresent + refreshInterval
        if !hasVsync {
            // No vsync to pace us: wait out the rest of the interval ourselves.
            if expected > now { SDL_Delay(UInt32((expected - now) * 1000)) }
            return max(clock.now, expected)
        }
        return expected > now && expected - now < 2 * refreshInterval ? expected : now
    }

    static func windowSize(of window: OpaquePointer) -> Size {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return Size(width: Double(max(1, width)), height: Double(max(1, height)))
    }
}
