import Geometry

/// Recognizes a press held still, then follows it as a drag, like `UILongPressGestureRecognizer`.
///
/// It begins once the pointer has stayed down for ``minimumDuration`` without straying more than
/// ``allowableMovement`` from where it landed; straying further first makes it fail, which leaves
/// the pointer to a pan or a scroll. Once begun, movement is free and every move reports a
/// ``DragValue``. UIKit's long press has no velocity of its own, so the velocity is the Range
/// Lens's: first to last of the six newest positions since the press began, zero after an 80 ms
/// rest. The Range Lens sets 0.28 s and 8 pt for its careful move; UIKit's defaults are 0.5 s
/// and 10 pt.
///
/// Callbacks come in the order began, changed…, then ended or cancelled; nothing is reported
/// for a press that never began.
public final class LongPressRecognizer: ContinuousGestureRecognizer {
    /// The press has been held long enough and owns the pointer.
    public var onBegan: ((DragValue) -> Void)?

    /// How long the pointer must stay down before the press begins. UIKit's default 0.5 s.
    var minimumDuration: Duration = .milliseconds(500)
    /// How far the pointer may move before the press begins, in points. UIKit's default 10 pt.
    var allowableMovement = 10.0

    private var path = PathVelocity()
    private var timer: GestureTimers.ID?

    override init() {}

    /// Creates a press with the given hold and slop, such as the Range Lens's 0.28 s and 8 pt.
    public init(minimumDuration: Duration, allowableMovement: Double) {
        self.minimumDuration = minimumDuration
        self.allowableMovement = allowableMovement
    }

    override func addPointer(_ event: PointerEvent, sequence: PointerSequence) {
        guard start(event, sequence: sequence) else { return }
        path.reset()
        timer = startTimer(at: event.time + minimumDuration) { [weak self] in
            guard let self else { return }
            timer = nil
            // Held long enough: ready to begin, once it wins.
            if self.sequence != nil && !hasBegun { becomeReady() }
        }
    }

    override func handle(_ event: PointerEvent, sequence: PointerSequence) {
        guard sequence == self.sequence, !handleEnd(event), event.phase == .move else { return }
        location = event.location
        if hasBegun {
            path.addSample(event.location, at: event.time)
            onChanged?(value(at: event.time))
        } else if event.location.distance(to: startLocation) > allowableMovement {
            fail()
        }
    }

    override func begin() {
        super.begin()
        let time = currentTime(or: .zero)
        path.addSample(location, at: time)
        onBegan?(value(at: time))
    }

    /// Velocity from the newest positions of the held press (the Range Lens's rule).
    override func value(at time: Duration) -> DragValue {
        DragValue(
            pointer: sequence?.pointer ?? .mouse, time: time, startLocation: startLocation, location: location,
            translation: location - startLocation, velocity: path.velocity(at: time))
    }

    override func clearOwnState() {
        cancelTimer(timer)
        timer = nil
    }
}
