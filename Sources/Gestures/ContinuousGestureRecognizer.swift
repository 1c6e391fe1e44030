import Geometry

/// A recognizer that follows one pointer through a gesture with a beginning, changes and an end:
/// the drag, the pan and the long press.
///
/// They share a lifecycle, as Flutter's one-sequence recognizers do. Joining a touch-down starts
/// following it; the gesture becomes *ready* (moved far enough, or held long enough) and begins
/// once it has also won the arena, in whichever order those happen. A lift before it began fails
/// it (the pointer was a tap); a lift after reports the end; a cancel or a lost arena reports
/// cancelled only if it had begun. Subclasses decide readiness and what a value is.
public class ContinuousGestureRecognizer: GestureRecognizer {
    /// Each change after the gesture begins.
    public var onChanged: ((DragValue) -> Void)?
    /// The lift, with the final position and velocity.
    public var onEnded: ((DragValue) -> Void)?
    /// The system or the arena took the pointer after the gesture began.
    public var onCancelled: (() -> Void)?

    var sequence: PointerSequence?
    var startLocation = Point.zero
    var location = Point.zero
    var isReadyToBegin = false
    var hasWon = false
    var hasBegun = false

    override init() {}

    // MARK: Hooks for subclasses

    /// Marks the gesture begun and reports it; called once it is both ready and the winner.
    func begin() {
        hasBegun = true
    }

    /// The gesture's value at `time`.
    func value(at time: Duration) -> DragValue {
        DragValue(
            pointer: sequence?.pointer ?? .mouse, time: time, startLocation: startLocation, location: location,
            translation: location - startLocation, velocity: .zero)
    }

    /// Takes the lift's own position before the end is reported. By default it moves the value but
    /// not the velocity (the long press); the drag and the pan also sample it for velocity.
    func takeLift(_ event: PointerEvent) {
        location = event.location
    }

    /// Clears what a subclass keeps beyond the shared state (timers, offsets).
    func clearOwnState() {}

    // MARK: Shared lifecycle

    /// Starts following a new sequence from its touch-down; false when one is already followed.
    func start(_ event: PointerEvent, sequence: PointerSequence) -> Bool {
        guard self.sequence == nil else { return false }
        self.sequence = sequence
        startLocation = event.location
        location = event.location
        isReadyToBegin = false
        hasWon = false
        hasBegun = false
        track(sequence)
        return true
    }

    /// The gesture may begin: at once if it has already won, otherwise by claiming the pointer.
    func becomeReady() {
        guard let sequence else { return }
        isReadyToBegin = true
        if hasWon {
            begin()
        } else {
            resolve(.accepted, for: sequence)
        }
    }

    /// Handles the up and cancel phases; returns false for phases the subclass handles.
    func handleEnd(_ event: PointerEvent) -> Bool {
        switch event.phase {
        case .up:
            guard hasBegun else {
                fail()  // lifted before it began: it was a tap
                return true
            }
            takeLift(event)
            let ended = value(at: event.time)
            reset()
            onEnded?(ended)
            return true
        case .cancel:
            if hasBegun {
                reset()
                onCancelled?()
            } else {
                fail()
            }
            return true
        case .down, .move:
            return false
        }
    }

    override func acceptGesture(for sequence: PointerSequence) {
        guard sequence == self.sequence else { return }
        hasWon = true
        if isReadyToBegin && !hasBegun { begin() }
    }

    override func rejectGesture(for sequence: PointerSequence) {
        guard sequence == self.sequence else { return }
        let wasBegun = hasBegun
        stopTracking(sequence)
        reset()
        if wasBegun { onCancelled?() }
    }

    /// Gives up the pointer: stops following it and leaves the arena.
    func fail() {
        guard let sequence else { return }
        reset()
        stopTracking(sequence)
        resolve(.rejected, for: sequence)
    }

    /// Forgets the sequence, ready for the next touch-down.
    func reset() {
        clearOwnState()
        sequence = nil
        isReadyToBegin = false
        hasWon = false
        hasBegun = false
    }
}
