import Geometry

/// Reports a pointer pressing and releasing without ever competing for it.
///
/// The Step Trail shows a press at once, before anyone knows whether the touch is a tap, a
/// sideways scrub or a scroll. This observer never enters the arena, so it cannot delay or take
/// the pointer from any recognizer. It releases on lift, on cancel, or once the pointer travels
/// more than ``releaseDistance`` (12 pt): a finger that travels is a drag or a scroll, and the
/// press it showed should let go.
///
/// One pointer at a time: a second finger while the first is down is not reported.
public final class TouchDownObserver: GestureRecognizer {
    /// A pointer went down at this location, in points, at this time.
    public var onPress: ((Point, Duration) -> Void)?
    /// The press ended (lifted, cancelled or travelled away) at this time. Always follows
    /// ``onPress``, once.
    public var onRelease: ((Duration) -> Void)?

    /// Travel from the press, in points, after which the press is released. The Step Trail's 12 pt.
    var releaseDistance = 12.0

    private var sequence: PointerSequence?
    private var startLocation = Point.zero

    public override init() {}

    override func addPointer(_ event: PointerEvent, sequence: PointerSequence) {
        guard self.sequence == nil else { return }
        self.sequence = sequence
        startLocation = event.location
        track(sequence, joinsArena: false)
        onPress?(event.location, event.time)
    }

    override func handle(_ event: PointerEvent, sequence: PointerSequence) {
        guard sequence == self.sequence else { return }
        switch event.phase {
        case .down:
            break
        case .move:
            if event.location.distance(to: startLocation) > releaseDistance { release(at: event.time) }
        case .up, .cancel:
            release(at: event.time)
        }
    }

    private func release(at time: Duration) {
        guard let sequence else { return }
        self.sequence = nil
        stopTracking(sequence)
        onRelease?(time)
    }
}
