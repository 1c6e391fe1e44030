import Geometry

/// Recognizes two taps in quick succession, like `UITapGestureRecognizer` with two taps
/// required.
///
/// UIKit's limits hold: each press stays within ``allowableMovement`` (45 pt) of the first
/// touch-down, and the second touch-down comes within ``maximumInterval`` (0.35 s) of the first
/// lift. After the first lift it holds that pointer's arena open, which is what keeps a competing
/// single ``TapRecognizer`` waiting; when the interval runs out with no second press it gives up
/// and the single tap wins, at lift + 0.35 s. On the second lift it claims both presses.
///
/// - SeeAlso: ``TapRecognizer``
public final class DoubleTapRecognizer: GestureRecognizer {
    /// Called when the second tap lifts, with its details.
    public var onDoubleTap: ((TapDetails) -> Void)?

    /// How far either press may stray from the first touch-down, in points. UIKit's 45 pt.
    var allowableMovement = 45.0
    /// The longest wait from the first lift to the second touch-down. UIKit's 0.35 s.
    var maximumInterval: Duration = .milliseconds(350)

    private enum Stage {
        case idle
        case firstDown
        case waitingForSecond
        case secondDown
    }

    private var stage = Stage.idle
    private var first: PointerSequence?
    private var second: PointerSequence?
    private var firstDownLocation = Point.zero
    private var device = PointerDevice.touch
    private var timer: GestureTimers.ID?

    public override init() {}

    override func prepare(for event: PointerEvent) {
        guard stage == .waitingForSecond else { return }
        if event.location.distance(to: firstDownLocation) > allowableMovement || event.pointer.device != device {
            fail()  // a press elsewhere ends the wait, so the first tap counts as a single tap now
        }
    }

    override func addPointer(_ event: PointerEvent, sequence: PointerSequence) {
        switch stage {
        case .idle:
            stage = .firstDown
            first = sequence
            firstDownLocation = event.location
            device = event.pointer.device
            track(sequence)
        case .waitingForSecond:
            cancelTimer(timer)
            timer = nil
            stage = .secondDown
            second = sequence
            track(sequence)
        case .firstDown, .secondDown:
            return  // one press at a time
        }
    }

    override func handle(_ event: PointerEvent, sequence: PointerSequence) {
        guard sequence == current else { return }
        switch event.phase {
        case .down:
            break
        case .move:
            if event.location.distance(to: firstDownLocation) > allowableMovement { fail() }
        case .up:
            guard event.location.distance(to: firstDownLocation) <= allowableMovement else {
                fail()
                return
            }
            if stage == .firstDown {
                stage = .waitingForSecond
                stopTracking(sequence)
                router?.arena.hold(sequence)
                timer = startTimer(at: event.time + maximumInterval) { [weak self] in
                    self?.timer = nil
                    self?.fail()
                }
            } else {
                succeed(at: event.location)
            }
        case .cancel:
            fail()
        }
    }

    override func rejectGesture(for sequence: PointerSequence) {
        guard stage != .idle, sequence == first || sequence == second else { return }
        fail()  // someone else took one of the presses, so there is no double tap
    }

    private var current: PointerSequence? {
        switch stage {
        case .firstDown: first
        case .secondDown: second
        case .idle, .waitingForSecond: nil
        }
    }

    private func succeed(at location: Point) {
        guard let first, let second else { return }
        let details = TapDetails(pointer: second.pointer, location: location, time: currentTime(or: .zero))
        reset()
        stopTracking(second)
        resolve(.accepted, for: second)
        resolve(.accepted, for: first)
        router?.arena.release(first)
        onDoubleTap?(details)
    }

    private func fail() {
        let first = first
        let second = second
        cancelTimer(timer)
        reset()
        if let second {
            stopTracking(second)
            resolve(.rejected, for: second)
        }
        if let first {
            stopTracking(first)
            resolve(.rejected, for: first)
            router?.arena.release(first)
        }
    }

    private func reset() {
        stage = .idle
        first = nil
        second = nil
        timer = nil
    }
}
