import Geometry

/// Where and when a tap (or a double tap's second tap) was recognized.
public struct TapDetails: Sendable, Hashable {
    /// The pointer that tapped.
    var pointer: PointerID
    /// Where it lifted, in points.
    public var location: Point
    /// When the tap was recognized: the lift, or later if it had to wait for a double tap to fail.
    public var time: Duration

    /// Creates the details of a tap; recognizers make these, tests may too.
    init(pointer: PointerID, location: Point, time: Duration) {
        self.pointer = pointer
        self.location = location
        self.time = time
    }
}

/// Recognizes a press that lifts within ``allowableMovement`` of where it went down, like
/// `UITapGestureRecognizer` with one tap.
///
/// It fires only once it also owns the pointer. Alone, it wins at once and fires on lift. Next
/// to a ``DoubleTapRecognizer`` it waits: the double tap holds the arena open after the first
/// lift, so the tap fires only when the double tap gives up, 0.35 s after the lift, exactly as
/// `require(toFail:)` makes a UIKit tap wait.
///
/// - SeeAlso: ``DoubleTapRecognizer``, ``GestureArena``
public final class TapRecognizer: GestureRecognizer {
    /// Called once per recognized tap.
    public var onTap: ((TapDetails) -> Void)?

    /// How far the finger may stray from its touch-down, in points, before it is no longer a tap.
    /// UIKit's 45 pt.
    var allowableMovement = 45.0

    private var sequence: PointerSequence?
    private var downLocation = Point.zero
    private var upLocation: Point?
    private var hasWon = false

    public override init() {}

    override func addPointer(_ event: PointerEvent, sequence: PointerSequence) {
        guard self.sequence == nil else {
            return  // still deciding an earlier tap (waiting out a double tap)
        }
        self.sequence = sequence
        downLocation = event.location
        upLocation = nil
        hasWon = false
        track(sequence)
    }

    override func handle(_ event: PointerEvent, sequence: PointerSequence) {
        guard sequence == self.sequence else { return }
        switch event.phase {
        case .down:
            break
        case .move:
            if event.location.distance(to: downLocation) > allowableMovement { fail() }
        case .up:
            guard event.location.distance(to: downLocation) <= allowableMovement else {
                fail()
                return
            }
            upLocation = event.location
            stopTracking(sequence)
            if hasWon { finish() }
        case .cancel:
            fail()
        }
    }

    override func acceptGesture(for sequence: PointerSequence) {
        guard sequence == self.sequence else { return }
        hasWon = true
        if upLocation != nil { finish() }
    }

    override func rejectGesture(for sequence: PointerSequence) {
        guard sequence == self.sequence else { return }
        stopTracking(sequence)
        reset()
    }

    private func finish() {
        guard let sequence, let upLocation else { return }
        let details = TapDetails(pointer: sequence.pointer, location: upLocation, time: currentTime(or: .zero))
        reset()
        onTap?(details)
    }

    private func fail() {
        guard let sequence else { return }
        reset()
        stopTracking(sequence)
        resolve(.rejected, for: sequence)
    }

    private func reset() {
        sequence = nil
        upLocation = nil
        hasWon = false
    }
}
