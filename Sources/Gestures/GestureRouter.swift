/// Delivers pointer events to the recognizers that claimed each pointer, runs the arena, and
/// keeps gesture time.
///
/// The window layer owns one router. For a touch-down it passes the recognizers its hit test
/// found under the pointer; every later event of that pointer goes to the recognizers that
/// joined, until the pointer lifts or is cancelled. Each pointer is tracked on its own, so a
/// mouse and several fingers can all be down at once.
///
/// Time only moves when told: every event first advances the clock to its timestamp (firing the
/// timers due by then, in order, so a timer due at the very time of an event fires first), and
/// ``advance(to:)`` moves it between events. A frame loop
/// calls ``advance(to:)`` with the frame time and sleeps until ``nextDeadline`` when idle.
///
///     let router = GestureRouter()
///     router.handle(.down(.touch(1), at: [10, 10], time: .zero), candidates: [tap, doubleTap])
///     router.handle(.up(.touch(1), at: [10, 10], time: .milliseconds(80)))
///     router.advance(to: .milliseconds(430))  // the tap fires here, once the double tap fails
public final class GestureRouter {
    private struct Route {
        var sequence: PointerSequence
        var recognizers: [GestureRecognizer]
    }

    /// The current gesture time: the latest event time or ``advance(to:)`` time seen.
    private(set) var now: Duration
    /// The arena deciding each pointer sequence. Exposed for members other than recognizers.
    let arena = GestureArena()
    let timers = GestureTimers()
    private var routes: [PointerID: Route] = [:]
    private var lastSequenceNumber = 0

    /// Creates a router whose clock starts at `startTime`.
    public init(startTime: Duration = .zero) {
        now = startTime
    }

    /// The earliest time a recognizer is waiting for, if any: the frame loop must wake by then
    /// even if no input arrives, or a pending tap would never fire.
    public var nextDeadline: Duration? { timers.nextDeadline }

    /// The pointers currently down, each with the sequence it is in.
    var activeSequences: [PointerSequence] {
        routes.values.map(\.sequence).sorted { $0.number < $1.number }
    }

    /// Whether any pointer is down: a finger still on the glass, a button still held.
    public var hasPointersDown: Bool { !routes.isEmpty }

    /// Moves gesture time to `time`, firing every timer due by then in deadline order.
    ///
    /// Time never runs backwards: an earlier `time` is ignored, so an out-of-order event cannot
    /// undo a timer that already fired.
    public func advance(to time: Duration) {
        guard time >= now else { return }
        while let (deadline, action) = timers.popDue(by: time) {
            now = max(now, deadline)
            action()
        }
        now = time
    }

    /// Handles one pointer event at its timestamp.
    ///
    /// - Parameter candidates: for a `.down`, the recognizers under the pointer, frontmost
    ///   first; the order is the arena's tie-break on lift. Ignored for other phases.
    public func handle(_ event: PointerEvent, candidates: [GestureRecognizer] = []) {
        advance(to: event.time)
        switch event.phase {
        case .down:
            if let stale = routes[event.pointer] {
                // A down without the previous up (a lost event): end the old sequence cleanly first.
                end(stale, with: PointerEvent(.cancel, pointer: event.pointer, location: event.location, time: now))
            }
            lastSequenceNumber += 1
            let sequence = PointerSequence(pointer: event.pointer, number: lastSequenceNumber)
            routes[event.pointer] = Route(sequence: sequence, recognizers: [])
            var unique: [GestureRecognizer] = []
            for candidate in candidates where !unique.contains(where: { $0 === candidate }) {
                unique.append(candidate)
            }
            for candidate in unique {
                candidate.router = self
                candidate.prepare(for: event)
            }
            for candidate in unique where candidate.accepts(event) {
                candidate.addPointer(event, sequence: sequence)
            }
            arena.close(sequence)
        case .move:
            guard let route = routes[event.pointer] else {
                return  // never went down here (pressed outside the window): nobody is listening
            }
            dispatch(event, along: route)
        case .up, .cancel:
            guard let route = routes[event.pointer] else { return }
            end(route, with: event)
        }
    }

    /// Cancels every pointer that is down, as when the window loses focus: every gesture in
    /// progress is abandoned and nothing stays pressed.
    public func cancelAllPointers() {
        for route in routes.values.sorted(by: { $0.sequence.number < $1.sequence.number }) {
            end(route, with: PointerEvent(.cancel, pointer: route.sequence.pointer, location: .zero, time: now))
        }
    }

    private func end(_ route: Route, with event: PointerEvent) {
        dispatch(event, along: route)
        routes[event.pointer] = nil
        if event.phase == .cancel {
            arena.dismiss(route.sequence)
        } else {
            arena.sweep(route.sequence)
        }
    }

    private func dispatch(_ event: PointerEvent, along route: Route) {
        for recognizer in route.recognizers {
            // A recognizer earlier in the list may have made this one stop tracking.
            guard isRouted(recognizer, for: route.sequence) else { continue }
            recognizer.handle(event, sequence: route.sequence)
        }
    }

    private func isRouted(_ recognizer: GestureRecognizer, for sequence: PointerSequence) -> Bool {
        guard let route = routes[sequence.pointer], route.sequence == sequence else { return false }
        return route.recognizers.contains { $0 === recognizer }
    }

    func addRoute(_ recognizer: GestureRecognizer, for sequence: PointerSequence) {
        guard var route = routes[sequence.pointer], route.sequence == sequence,
            !route.recognizers.contains(where: { $0 === recognizer })
        else { return }
        route.recognizers.append(recognizer)
        routes[sequence.pointer] = route
    }

    func removeRoute(_ recognizer: GestureRecognizer, for sequence: PointerSequence) {
        guard var route = routes[sequence.pointer], route.sequence == sequence else {
            return  // the pointer has already lifted
        }
        route.recognizers.removeAll { $0 === recognizer }
        routes[sequence.pointer] = route
    }
}
