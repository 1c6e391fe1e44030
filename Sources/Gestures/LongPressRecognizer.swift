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
public final class LongPressRecognizer: GestureRecognizer {
    /// The press has been held long enough and owns the pointer.
    public var onBegan: ((DragValue) -> Void)?
    /// The held pointer moved.
    public var onChanged: ((DragValue) -> Void)?
    /// The held pointer lifted; the value carries the release velocity.
    public var onEnded: ((DragValue) -> Void)?
    /// The pointer was cancelled after the press began: drop whatever the press was holding.
    public var onCancelled: (() -> Void)?

    /// How long the pointer must stay down before the press begins. UIKit's default 0.5 s.
    public var minimumDuration: Duration = .milliseconds(500)
    /// How far the pointer may move before the press begins, in points. UIKit's default 10 pt.
    public var allowableMovement = 10.0

    private var sequence: PointerSequence?
    private var startLocation = GesturePoint.zero
    private var location = GesturePoint.zero
    private var path = PathVelocity()
    private var timer: GestureTimers.ID?
    private var deadlinePassed = false
    private var hasWon = false
    private var hasBegun = false

    public override init() {}

    /// Creates a press with the given hold and slop, such as the Range Lens's 0.28 s and 8 pt.
    public init(minimumDuration: Duration, allowableMovement: Double) {
        self.minimumDuration = minimumDuration
        self.allowableMovement = allowableMovement
    }

    override func addPointer(_ event: PointerEvent, sequence: PointerSequence) {
        guard self.sequence == nil else { return }
        self.sequence = sequence
        startLocation = event.location
        location = event.location
        path.reset()
        deadlinePassed = false
        hasWon = false
        hasBegun = false
        track(sequence)
        timer = startTimer(at: event.time + minimumDuration) { [weak self] in
            self?.timer = nil
            self?.deadlineReached()
        }
    }

    override func handle(_ event: PointerEvent, sequence: PointerSequence) {
        guard sequence == self.sequence else { return }
        switch event.phase {
        case .down:
            break
        case .move:
            location = event.location
            if hasBegun {
                path.addSample(event.location, at: event.time)
                onChanged?(value(at: event.time))
            } else if event.location.distance(to: startLocation) > allowableMovement {
                fail()
            }
        case .up:
            guard hasBegun else {
                fail()  // lifted too soon: it was a tap, not a press
                return
            }
            location = event.location  // the lift's own position moves the value, not the velocity
            let ended = value(at: event.time)
            reset()
            onEnded?(ended)
        case .cancel:
            if hasBegun {
                reset()
                onCancelled?()
            } else {
                fail()
            }
        }
    }

    public override func acceptGesture(for sequence: PointerSequence) {
        guard sequence == self.sequence else { return }
        hasWon = true
        if deadlinePassed && !hasBegun { begin() }
    }

    public override func rejectGesture(for sequence: PointerSequence) {
        guard sequence == self.sequence else { return }
        let wasBegun = hasBegun
        stopTracking(sequence)
        reset()
        if wasBegun { onCancelled?() }
    }

    private func deadlineReached() {
        guard let sequence, !hasBegun else { return }
        deadlinePassed = true
        if hasWon {
            begin()
        } else {
            resolve(.accepted, for: sequence)
        }
    }

    private func begin() {
        hasBegun = true
        let time = currentTime(or: .zero)
        path.addSample(location, at: time)
        onBegan?(value(at: time))
    }

    private func value(at time: Duration) -> DragValue {
        DragValue(
            pointer: sequence?.pointer ?? .mouse, time: time, startLocation: startLocation, location: location,
            translation: location - startLocation, velocity: path.velocity(at: time))
    }

    private func fail() {
        guard let sequence else { return }
        reset()
        stopTracking(sequence)
        resolve(.rejected, for: sequence)
    }

    private func reset() {
        cancelTimer(timer)
        timer = nil
        sequence = nil
        deadlinePassed = false
        hasWon = false
        hasBegun = false
    }
}
