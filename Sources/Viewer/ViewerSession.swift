import Components
import Dataset
import Geometry
import Gestures
import Glass
import JSONText
import Motion
import Raster
import Typeset

/// One screen being used: the screen, its gesture router, the window size and the theme, fed
/// input events in time order and drawn at frame times.
///
/// The live window and `vitrine render` drive the same session, the window with the clock and
/// SDL's events, the renderer with a trace on a virtual clock. That is what makes a recorded
/// session replay to the same pixels: nothing here reads a clock, every event carries its time,
/// and every frame is drawn at the time it is given.
///
///     let session = ViewerSession(screen: screen, size: Size(width: 1280, height: 800), theme: theme, text: text)
///     session.handle(.key(KeyEvent(.space, time: .milliseconds(100))))
///     session.draw(into: &canvas, at: 0.5)
public final class ViewerSession {
    public let screen: Screen
    let router = GestureRouter()
    private(set) var size: Size
    private(set) var theme: Theme
    let text: TextEngine
    /// Set by anything that changes what is drawn without animating (a resize, an event); the
    /// frame loop clears it once it has drawn.
    public var needsRedraw = true
    /// The latest time ``advance(to:)`` brought the session to.
    private(set) var advancedTo = 0.0
    /// The data series being shown, if any; a live stream (`vitrine -`) grows it as rows arrive.
    public private(set) var series: TimeSeries?
    /// Runs the pieces' follow of a live stream off the frame loop; nil, as headless renders and
    /// tests have it, follows inline.
    public var followWorker: FollowWorker?
    /// A stream's follow in progress: rows waiting for the next one, and the one with the worker
    /// (the pieces that asked, and how many rows it adds). The generation drops a result that a
    /// reload made stale.
    private var following = StreamFollowing()
    /// Whether a piece or the page used the last key (the window quits on an unused Escape).
    public private(set) var lastKeyWasUsed = false
    /// How the picture is turned on the panel; `size` is the picture's, already turned.
    public let rotation: DisplayRotation
    /// Whether this is a kiosk (`--kiosk`), for the state dump.
    let isKiosk: Bool
    /// When the screen resets, attracts and goes dark while nobody touches it.
    private(set) var idle: IdleWatch
    /// When the pieces' sentences are read aloud (`--speak`).
    public internal(set) var speech = SpeechSchedule()
    /// Two fingers held still: the touch way to the audio graph.
    var twoFingerHold = TwoFingerHold()
    /// Every audio graph played (the A key), in order.
    public internal(set) var graphPlays: [AudioGraphPlay] = []

    /// - Parameters:
    ///   - size: the picture's size in points, after any rotation.
    ///   - idle: what happens while nobody touches the screen (a kiosk's reset, attract, blank).
    public init(
        screen: Screen, size: Size, theme: Theme, text: TextEngine, series: TimeSeries? = nil,
        rotation: DisplayRotation = .none, kiosk: Bool = false, idle: IdleOptions = IdleOptions()
    ) {
        self.screen = screen
        self.series = series
        self.size = size
        self.theme = theme
        self.text = text
        self.rotation = rotation
        self.isKiosk = kiosk
        self.idle = IdleWatch(options: idle)
        screen.layout(size: size, theme: theme, text: text, at: 0)
        speech.open(sentences: screen.pieces.map(\.spokenSentence))
    }

    /// Whether the screen is dark (`--blank-after`): the frame loop draws nothing more until a
    /// touch wakes it.
    public var isBlanked: Bool { idle.isBlanked }

    /// Moves gesture time to `time` (seconds), firing timers due by then (a tap waiting out a
    /// double tap fires here).
    public func advance(to time: Double) {
        catchUpIdle(to: time)
        if let due = twoFingerHold.due, twoFingerHold.fire(upTo: time) {
            _ = toggleAudioGraph(at: due)
            needsRedraw = true
        }
        if let due = speech.due, due <= time { speech.settle(upTo: time, sentences: screen.pieces.map(\.spokenSentence)) }
        let target = Duration(seconds: time)
        // A timer firing (a tap waiting out a double tap) may change what is drawn.
        if let deadline = router.nextDeadline, deadline <= target { needsRedraw = true }
        router.advance(to: target)
        takeFollow(at: time)
        if let due = followDue, due <= time { notifyFollowers(at: time) }
        // A piece's scheduled change (a demo's switch) falling due needs a frame.
        if let change = screen.nextChange(after: advancedTo), change <= time { needsRedraw = true }
        advancedTo = max(advancedTo, time)
        screen.advance(to: time)
    }

    /// The next time the frame loop must wake by, in seconds: a recognizer's timer, a stream's
    /// rows falling due, or a piece's scheduled change.
    public var nextDeadline: Double? {
        let times = [router.nextDeadline?.inSeconds, followDue, screen.nextChange(after: advancedTo), idle.nextDue, speech.due, twoFingerHold.due]
        return times.compactMap { $0 }.min()
    }

    /// Handles one input event at its own time. What the idle clock made due before it happens
    /// first; a touch that wakes a dark or attracting screen only wakes it.
    public func handle(_ event: InputEvent) {
        let time = event.time.inSeconds
        catchUpIdle(to: time)
        switch idle.admit(event) {
        case .act:
            let focused = screen.focusedIndex
            apply(event)
            if event.isActivity { speech.input(at: time, pointersDown: router.hasPointersDown) }
            if let index = screen.focusedIndex, index != focused {
                speech.focus(index, sentence: screen.pieces[index].spokenSentence, at: time)
            }
        case .swallow:
            break
        case .wake(let resetting):
            needsRedraw = true
            screen.setNeedsWholeFrame()
            if resetting { returnToOpening(at: time) }
        }
    }

    /// Carries out the idle clock's actions due by `time`, in their order.
    private func catchUpIdle(to time: Double) {
        while let action = idle.nextAction(upTo: time) {
            needsRedraw = true
            switch action {
            case .reset(let at):
                returnToOpening(at: at)
            case .play(let event):
                apply(event)
            case .blank:
                router.cancelAllPointers()
                screen.setNeedsWholeFrame()
            }
        }
    }

    /// Brings the screen back as it opened, then lets go of every pointer. In that order: the
    /// pieces drop what a finger held first, so the cancels find nothing to land (a cancelled
    /// wheel drag would otherwise land with a tick nobody made).
    private func returnToOpening(at time: Double) {
        router.advance(to: Duration(seconds: time))
        screen.returnToOpening(at: time)
        router.cancelAllPointers()
        needsRedraw = true
    }

    /// Hands one event to the screen: real input, or the attract trace's.
    private func apply(_ event: InputEvent) {
        let time = event.time.inSeconds
        needsRedraw = true
        screen.place(at: time, text: text.typesetter(screen.theme.textSettings))
        switch event {
        case .pointer(let pointer):
            if let due = twoFingerHold.due, twoFingerHold.fire(upTo: time) { _ = toggleAudioGraph(at: due) }
            twoFingerHold.observe(pointer, at: time)
            let candidates = pointer.phase == .down ? screen.recognizers(at: pointer.location) : []
            router.handle(pointer, candidates: candidates)
        case .hover(let hover):
            router.advance(to: event.time)
            screen.handleHover(hover)
        case .wheel(let wheel):
            router.advance(to: event.time)
            screen.handleWheel(wheel)
        case .key(let key):
            router.advance(to: event.time)
            if key.key == .character("a"), key.modifiers.isEmpty, !key.isRepeat {
                lastKeyWasUsed = toggleAudioGraph(at: time)
                return
            }
            if key.key == .character("g"), key.modifiers.isEmpty, !key.isRepeat, !theme.reduceTransparency {
                switchGlass(at: time)
                lastKeyWasUsed = true
                return
            }
            lastKeyWasUsed = screen.handleKey(key)
        case .resize(let resize):
            router.advance(to: event.time)
            resizeWindow(to: Size(width: resize.width, height: resize.height), at: time)
        }
    }

    /// The G key: liquid glass to the frosted fallback and back, on every piece at once, so the
    /// difference can be seen in place.
    func switchGlass(at time: Double) {
        theme.glass = theme.glass == .liquid ? .frosted : .liquid
        needsRedraw = true
        screen.layout(size: size, theme: theme, text: text, at: time)
    }

    /// The window changed size: lay the screen out again.
    func resizeWindow(to size: Size, at time: Double) {
        guard size.width >= 1, size.height >= 1 else { return }
        self.size = size
        needsRedraw = true
        screen.layout(size: size, theme: theme, text: text, at: time)
    }

    /// A live stream's next rows. `summary` (the series as the parser understood it, without
    /// samples) starts the series when the first rows arrive; later rows join it in time order,
    /// so a scrub or lens keeps its place while points are added.
    ///
    /// The pieces showing the series follow it at most ten times a second: a large file piped in
    /// arrives in many small reads, and rebuilding a chart for each would stall the window.
    ///
    /// With a ``followWorker`` the rows wait beside the series, and the worker grows it and builds
    /// the pieces' part off the frame loop (see ``FollowWorker``): over millions of rows that is
    /// longer than a frame. Without one, the headless way, everything happens here, in order.
    public func receive(_ rows: ParsedRows, summary: TimeSeries?, at time: Double) {
        if series == nil, let summary {
            series = summary
        }
        guard series != nil else { return }
        if followWorker == nil {
            series?.insert(contentsOf: rows)
            series?.samples.summarize()
        } else {
            following.waiting.append(rows)
            following.waitingCount += rows.samples.count
        }
        needsRedraw = true
        // While the worker builds, its result schedules the next follow when it comes.
        guard following.job == nil else { return }
        if time >= nextFollow {
            notifyFollowers(at: time)
        } else if followDue == nil {
            followDue = nextFollow
        }
    }

    /// The data file read again (`SIGHUP`, a followed file replaced): the pieces follow the new
    /// series in place, as they follow a stream, so a scrub or lens stays where it is. A stream's
    /// follow still with the worker is dropped: its series is older than this one.
    public func reload(_ series: TimeSeries, at time: Double) {
        self.series = series
        following.generation += 1
        following.waiting = []
        following.waitingCount = 0
        followDue = nil
        lastFollow = time
        needsRedraw = true
        for case let piece as SeriesFollowing in screen.pieces { piece.follow(series, at: time) }
    }

    /// How many samples the session has received: the series the pieces show plus the rows still
    /// on their way to them.
    public var receivedCount: Int? {
        series.map { $0.samples.count + following.waitingCount + (following.job?.count ?? 0) }
    }

    /// The shortest time between two rebuilds of the pieces from a growing series.
    static let followInterval = 0.1
    private var lastFollow = -Double.infinity
    /// A rebuild grows with the series, so over an hour's stream the worker would come to take a
    /// whole core and crowd the frame loop and the display server off the other. After each one
    /// it rests three times as long as the rebuild took: at most a quarter of a core, and the rows
    /// come in fewer, larger steps as the series grows.
    static let followRestFactor = 3.0
    private var followRestUntil = -Double.infinity
    /// The earliest time the next rebuild may start.
    private var nextFollow: Double { max(lastFollow + Self.followInterval, followRestUntil) }
    /// When rows that arrived since the last rebuild are handed to the pieces.
    private var followDue: Double?

    private func notifyFollowers(at time: Double) {
        followDue = nil
        guard let series else { return }
        let followers = screen.pieces.compactMap { $0 as? SeriesFollowing }
        guard let followWorker else {
            lastFollow = time
            needsRedraw = true
            for piece in followers { piece.follow(series, at: time) }
            return
        }
        guard following.job == nil, !following.waiting.isEmpty else { return }
        lastFollow = time
        followWorker.submit(FollowWorker.Job(
            generation: following.generation, series: series, rows: following.waiting, rowCount: following.waitingCount,
            works: followers.map { $0.followWork() }))
        following.job = (followers, following.waitingCount)
        following.waiting = []
        following.waitingCount = 0
    }

    /// The worker's finished follow, shown: the grown series becomes the session's, and each
    /// piece that asked takes what its work built. Rows that arrived meanwhile follow in turn.
    private func takeFollow(at time: Double) {
        guard let finished = followWorker?.takeFinished(), let job = following.job else { return }
        following.job = nil
        followRestUntil = time + Self.followRestFactor * max(0, time - lastFollow)
        if finished.generation == following.generation {
            series = finished.series
            needsRedraw = true
            for (piece, built) in zip(job.followers, finished.built) { piece.follow(finished.series, built: built, at: time) }
            followWorker?.resultShown()
        }
        if !following.waiting.isEmpty { followDue = max(nextFollow, time) }
    }

    /// Focus went away: every pointer in flight is cancelled, so nothing stays pressed.
    func cancelAllPointers() {
        router.cancelAllPointers()
        needsRedraw = true
    }

    /// Draws the frame at `time` into `canvas` (whose scale maps the session's points to pixels).
    public func draw(into canvas: inout Canvas, at time: Double) {
        // The band worker may still draw the frame's upper rows when the pieces are done.
        defer { canvas.finishFrame() }
        if idle.isBlanked {
            canvas.clear(.black)
            return
        }
        screen.draw(into: &canvas, at: time, text: text)
    }

    /// Brings `canvas`, which holds the last frame drawn, up to `time`, redrawing only what
    /// changed (see ``Screen/drawChanges(into:at:text:)``).
    public func drawChanges(into canvas: inout Canvas, at time: Double) {
        if idle.isBlanked {
            draw(into: &canvas, at: time)
            return
        }
        screen.drawChanges(into: &canvas, at: time, text: text)
        canvas.finishFrame()
    }

    /// Whether a frame at `time` would differ from the one before it. A dark screen never does.
    public func isAnimating(at time: Double) -> Bool {
        !idle.isBlanked && screen.isAnimating(at: time)
    }

    /// The state dump (DESIGN.md) at `time` seconds.
    public func state(at time: Double) -> JSONValue {
        var fields: [JSONValue.Field] = [
            .init("screen", .string(screen.name)),
            .init("time", .number((time * 1000).rounded())),
            .init("pieces", screen.piecesState(at: time)),
            .init("size", .array([.number(size.width), .number(size.height)])),
            .init("theme", .string(theme.scheme.rawValue)),
            .init("glass", .string(theme.reduceTransparency ? "solid" : theme.glass.rawValue)),
            .init("rotation", .number(Double(rotation.rawValue))),
            .init("kiosk", .bool(isKiosk)),
            .init("idle", .bool(idle.isIdle)),
            .init("attract", .bool(idle.isAttracting)),
            .init("blanked", .bool(idle.isBlanked)),
            .init("audioGraph", audioGraphState(at: time)),
        ]
        if let series {
            fields.append(.init("data", .object([
                "count": .number(Double(receivedCount ?? series.samples.count)),
                "value": .string(series.valueName),
                "skipped": .number(Double(series.skipped)),
            ])))
        }
        fields.append(.init("scroll", .number(screen.scrollOffset(at: time))))
        fields.append(.init("contentHeight", .number(screen.contentHeight)))
        return .object(fields)
    }

}

/// Where a session's stream follow stands; see ``ViewerSession/receive(_:summary:at:)``.
struct StreamFollowing {
    var waiting: [ParsedRows] = []
    var waitingCount = 0
    var job: (followers: [SeriesFollowing], count: Int)?
    var generation = 0
}
