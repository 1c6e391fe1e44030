import Gestures
import Raster

/// A trace being played into one session on the virtual clock, one frame time after another.
///
/// A single frame (`--out`) and a clip (`--video`, `--frames`) both come from here, so frame k
/// of a clip is the frame `--time` would draw at its time, and a clip replays the trace once
/// rather than once a frame.
struct HeadlessReplay {
    let session: ViewerSession
    /// The trace's events; times never go back (``InputTrace``).
    private let events: [InputEvent]
    /// The first event not yet handled.
    private var nextEvent = 0
    /// Pixels per point.
    let scale: Double
    /// The second core, lent to every frame's canvas, as the window's loop lends its own.
    private let bandWorker = BandWorker()

    init(session: ViewerSession, events: [InputEvent], scale: Double) {
        self.session = session
        self.events = events
        self.scale = scale
    }

    /// When the trace's last event happens, in seconds (0 for no events).
    var lastEventTime: Double { events.last?.time.inSeconds ?? 0 }

    /// Handles the events due by `time` (seconds) and brings the session's clock there. Times
    /// must not go back from one call to the next.
    mutating func advance(to time: Double) {
        while nextEvent < events.count, events[nextEvent].time.inSeconds <= time {
            session.handle(events[nextEvent])
            nextEvent += 1
        }
        session.advance(to: time)
    }

    /// The picture at `time`, unturned, at the session's current size.
    func draw(at time: Double) -> Canvas {
        var canvas = Canvas(
            width: Int((session.size.width * scale).rounded()),
            height: Int((session.size.height * scale).rounded()), scale: scale)
        canvas.bandWorker = bandWorker
        session.draw(into: &canvas, at: time)
        return canvas
    }
}
