import Geometry

/// Recognizes a pointer dragged past a hysteresis, like `UIPanGestureRecognizer`.
///
/// It begins once the pointer has moved ``hysteresis`` points (10) along either axis from where
/// it went down. From then on ``DragValue/translation`` leaves out the hysteresis on each axis,
/// as UIKit's does, so the content does not jump by 10 pt when the pan takes hold.
///
/// With ``axis`` set to `.horizontal` it begins only for a mostly horizontal drag (|vx| > |vy|
/// at the moment it would begin, the seeds' `gestureRecognizerShouldBegin`), and fails
/// otherwise, so a vertical swipe that starts on the Range Lens strip or the Step Trail goes to
/// the page underneath. `.vertical` is the page's side of that bargain.
///
/// Callbacks come in the order began, changed…, then ended or cancelled; velocity uses UIKit's
/// 0.2/0.8 weighting.
public final class PanRecognizer: ContinuousGestureRecognizer {
    /// Which drags a pan may begin for.
    public enum Axis: Sendable, Hashable {
        /// Any direction.
        case free
        /// Only when moving faster horizontally than vertically.
        case horizontal
        /// Only when moving faster vertically than horizontally.
        case vertical
    }

    /// The pan has moved past its hysteresis and owns the pointer.
    public var onBegan: ((DragValue) -> Void)?

    /// Travel along either axis before the pan begins, in points. UIKit's 10 pt.
    var hysteresis = 10.0
    /// Which drags the pan may begin for.
    var axis = Axis.free

    private var hysteresisOffset = Point.zero
    private var tracker = VelocityTracker(weighting: .uiKitPan)

    override init() {}

    /// Creates a pan limited to `axis`.
    public init(axis: Axis) {
        self.axis = axis
    }

    override func addPointer(_ event: PointerEvent, sequence: PointerSequence) {
        guard start(event, sequence: sequence) else { return }
        hysteresisOffset = .zero
        tracker.reset()
        tracker.addSample(event.location, at: event.time)
    }

    override func handle(_ event: PointerEvent, sequence: PointerSequence) {
        guard sequence == self.sequence, !handleEnd(event), event.phase == .move else { return }
        location = event.location
        tracker.addSample(event.location, at: event.time)
        if hasBegun {
            onChanged?(value(at: event.time))
        } else if !isReadyToBegin {
            checkHysteresis()
        }
    }

    private func checkHysteresis() {
        let moved = location - startLocation
        guard abs(moved.x) >= hysteresis || abs(moved.y) >= hysteresis else { return }
        guard shouldBegin(velocity: tracker.velocity, moved: moved) else {
            fail()  // wrong direction: leave the pointer to whoever scrolls that way
            return
        }
        hysteresisOffset = Point(
            x: Self.sign(moved.x) * min(abs(moved.x), hysteresis),
            y: Self.sign(moved.y) * min(abs(moved.y), hysteresis))
        becomeReady()
    }

    private func shouldBegin(velocity: Point, moved: Point) -> Bool {
        // With no usable interval yet (every move at one timestamp), direction of travel decides.
        let direction = velocity == .zero ? moved : velocity
        switch axis {
        case .free: return true
        case .horizontal: return abs(direction.x) > abs(direction.y)
        case .vertical: return abs(direction.y) > abs(direction.x)
        }
    }

    override func begin() {
        super.begin()
        onBegan?(value(at: currentTime(or: .zero)))
    }

    /// Translation leaves out the hysteresis, as UIKit's does.
    override func value(at time: Duration) -> DragValue {
        DragValue(
            pointer: sequence?.pointer ?? .mouse, time: time, startLocation: startLocation, location: location,
            translation: location - startLocation - hysteresisOffset, velocity: tracker.velocity(at: time))
    }

    /// The lift's own position is a last sample for the velocity.
    override func takeLift(_ event: PointerEvent) {
        if event.location != location {
            location = event.location
            tracker.addSample(event.location, at: event.time)
        }
    }

    private static func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }
}
