import Gestures

/// The idle clock of a screen nobody may be watching: when it resets, when it plays its attract
/// trace, when it goes dark, and which input only wakes it.
///
/// Everything is decided from event times and the frame time it is given, never a clock, so
/// `vitrine render --input` shows an idle reset two minutes into a trace exactly as a kiosk would.
/// The session asks ``nextAction(upTo:)`` for what falls due and carries it out; real input goes
/// through ``admit(_:)`` first.
struct IdleWatch {
    /// Something the session must do now.
    enum Action: Equatable {
        /// Every piece back to its opening state, the page back to the top.
        case reset(at: Double)
        /// One event of the attract trace, at its time in this loop.
        case play(InputEvent)
        /// The screen goes black and stops drawing.
        case blank(at: Double)
    }

    /// What the session does with one real input event.
    enum Admission: Equatable {
        /// Hand it to the screen as usual.
        case act
        /// Drop it: it belongs to a touch that woke the screen.
        case swallow
        /// Drop it and wake; `resetting` when an attract loop was playing, whose changes go.
        case wake(resetting: Bool)
    }

    let options: IdleOptions
    /// When the last real input arrived, in seconds.
    private(set) var lastInput = 0.0
    /// Whether the idle reset has happened since that input.
    private(set) var didReset = false
    /// Whether the screen is dark.
    private(set) var isBlanked = false
    /// When the current attract loop started, while one plays.
    private(set) var attractStart: Double?
    /// The next event of the attract trace to play in this loop.
    private var attractIndex = 0
    /// Pointers whose press woke the screen: the rest of each one's sequence only ends it.
    private var swallowed: Set<PointerID> = []

    /// Seconds between the reset and the first attract loop, so the reset's own motion is seen.
    static let attractDelay = 1.0
    /// Seconds after the trace's last event before the loop starts over, so its last motion lands.
    static let attractGap = 2.0

    init(options: IdleOptions) {
        self.options = options
    }

    /// Whether the screen sits in its idle state: reset or dark since the last input.
    var isIdle: Bool { didReset || isBlanked }

    /// Whether the attract trace is playing.
    var isAttracting: Bool { attractStart != nil && !isBlanked }

    /// How long one attract loop lasts, from its first event's time base to the next loop.
    var loopLength: Double { (options.attract.last?.time.inSeconds ?? 0) + Self.attractGap }

    /// The time of the next thing falling due, if any.
    var nextDue: Double? {
        [resetDue, blankDue, attractDue].compactMap { $0 }.min()
    }

    private var resetDue: Double? {
        guard !didReset, let after = options.resetAfter, after > 0 else { return nil }
        return lastInput + after
    }

    private var blankDue: Double? {
        guard !isBlanked, let after = options.blankAfter, after > 0 else { return nil }
        return lastInput + after
    }

    private var attractDue: Double? {
        guard let start = attractStart, !isBlanked else { return nil }
        let events = options.attract
        return attractIndex < events.count ? start + events[attractIndex].time.inSeconds : start + loopLength
    }

    /// The earliest action due by `time`, marked done; nil when nothing is due.
    mutating func nextAction(upTo time: Double) -> Action? {
        guard let due = nextDue, due <= time else { return nil }
        if due == resetDue {
            didReset = true
            if !options.attract.isEmpty {
                attractStart = due + Self.attractDelay
                attractIndex = 0
            }
            return .reset(at: due)
        }
        if due == blankDue {
            isBlanked = true
            return .blank(at: due)
        }
        guard let start = attractStart else { return nil }
        let events = options.attract
        if attractIndex < events.count {
            defer { attractIndex += 1 }
            return .play(events[attractIndex].delayed(by: .seconds(start)))
        }
        // A loop ends: the next starts from the opening state, as the trace was recorded.
        attractStart = start + loopLength
        attractIndex = 0
        return .reset(at: due)
    }

    /// Decides what real input does, and restarts the idle clock from it.
    mutating func admit(_ event: InputEvent) -> Admission {
        guard event.isActivity else { return .act }
        lastInput = max(lastInput, event.time.inSeconds)
        if case .pointer(let pointer) = event, swallowed.contains(pointer.pointer) {
            if pointer.phase == .up || pointer.phase == .cancel { swallowed.remove(pointer.pointer) }
            return .swallow
        }
        let wasAttracting = attractStart != nil
        let wakes = isBlanked || wasAttracting
        didReset = false
        isBlanked = false
        attractStart = nil
        guard wakes else { return .act }
        if case .pointer(let pointer) = event, pointer.phase == .down { swallowed.insert(pointer.pointer) }
        return .wake(resetting: wasAttracting)
    }
}
