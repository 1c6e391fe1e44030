/// The common base of every recognizer: joining the arena, following pointer events, timers.
///
/// A recognizer hears about a pointer in three steps, as in Flutter:
/// 1. ``GestureRouter`` calls `prepare(for:)` on every candidate under a touch-down, then
///    `addPointer(_:sequence:)` on each whose ``isEnabled`` and ``allowedButtons`` let it in.
///    A recognizer that wants the pointer calls `track(_:)`, which routes the pointer's events
///    to it and enters it in the sequence's arena.
/// 2. `handle(_:sequence:)` receives every later event of the sequence, until it lifts, is
///    cancelled, or the recognizer calls `stopTracking(_:)`.
/// 3. The arena calls ``acceptGesture(for:)`` or ``rejectGesture(for:)``.
///
/// Winning the arena and beginning are separate, as in UIKit: a pan that wins early (alone under
/// the finger) still begins only after its 10 pt of hysteresis, and a tap fires only once the
/// finger lifts.
///
/// Recognizers are reference types: the arena and the router must name the same one across
/// events. They are not `Sendable`; keep each router and its recognizers in one isolation
/// domain (the main actor in the app).
public class GestureRecognizer: GestureArenaMember {
    /// Mouse buttons that may start this gesture. Touches always count as ``PointerButtons/primary``.
    var allowedButtons: PointerButtons = .primary
    /// A disabled recognizer ignores new pointers, as the Step Trail's pan does when it cannot
    /// scrub. A gesture already in progress carries on to its end.
    var isEnabled = true

    /// The router of the pointers this recognizer follows; set when a touch-down offers it one.
    weak var router: GestureRouter?

    init() {}

    /// The current gesture time, or `fallback` before any router has offered a pointer.
    func currentTime(or fallback: Duration) -> Duration { router?.now ?? fallback }

    /// Whether a touch-down may reach `addPointer`.
    func accepts(_ event: PointerEvent) -> Bool {
        guard isEnabled else { return false }
        if event.pointer.device == .touch { return true }
        return !event.buttons.isDisjoint(with: allowedButtons)
    }

    // MARK: Hooks for subclasses

    /// Called for every candidate before any joins a new touch-down, so a recognizer can give up
    /// an earlier sequence first (a double tap whose second tap lands too far away), freeing the
    /// others to join this one.
    func prepare(for event: PointerEvent) {}

    /// Offered a new pointer sequence; call `track(_:)` to follow it.
    func addPointer(_ event: PointerEvent, sequence: PointerSequence) {}

    /// A move, up or cancel of a tracked sequence.
    func handle(_ event: PointerEvent, sequence: PointerSequence) {}

    /// Called by the arena when this recognizer owns `sequence`.
    func acceptGesture(for sequence: PointerSequence) {}

    /// Called by the arena when this recognizer has lost `sequence`.
    func rejectGesture(for sequence: PointerSequence) {}

    // MARK: Helpers for subclasses

    /// Follows `sequence`'s events and, unless `joinsArena` is false, competes for it.
    func track(_ sequence: PointerSequence, joinsArena: Bool = true) {
        guard let router else { return }
        router.addRoute(self, for: sequence)
        if joinsArena { router.arena.add(self, to: sequence) }
    }

    /// Stops receiving `sequence`'s events; the arena entry is untouched.
    func stopTracking(_ sequence: PointerSequence) {
        router?.removeRoute(self, for: sequence)
    }

    /// Claims or gives up `sequence` in the arena.
    func resolve(_ disposition: GestureDisposition, for sequence: PointerSequence) {
        router?.arena.resolve(self, for: sequence, as: disposition)
    }

    /// Runs `action` when gesture time reaches `deadline`.
    func startTimer(at deadline: Duration, _ action: @escaping () -> Void) -> GestureTimers.ID? {
        router?.timers.schedule(at: deadline, action)
    }

    func cancelTimer(_ id: GestureTimers.ID?) {
        guard let id else { return }
        router?.timers.cancel(id)
    }
}
