import Geometry

/// Recognizes a drag the way SwiftUI's `DragGesture(minimumDistance:)` does.
///
/// With ``minimumDistance`` 0 it claims the pointer at touch-down and reports a first change at
/// once, which the Scrub Chart needs: the cursor appears under the finger before it moves.
/// Otherwise it begins once the pointer is ``minimumDistance`` points from where it went down
/// (the Wheel Picker uses 1). Translation is the full distance from the start, and velocity uses
/// SwiftUI's 0.25/0.75 weighting, so ``DragValue/predictedEndTranslation`` matches
/// `predictedEndTranslation`.
///
/// SwiftUI skips `onEnded` when the system cancels a touch; here ``onCancelled`` says so
/// explicitly, so a piece can drop its cursor and any held range.
///
/// A drag can also report a hold: with ``holdDuration`` set, ``onHold`` fires once the pointer
/// has stayed within ``holdTolerance`` of where the drag began for that long. The Scrub Chart
/// holds for 0.3 s within 8 pt to pin a range; its seed ran a task on the wall clock, and here
/// the hold runs on gesture time like every other timer.
public final class DragRecognizer: ContinuousGestureRecognizer {
    /// The pointer held still for ``holdDuration`` after the drag began; the value is where it
    /// rests now, which may have drifted from the start by up to ``holdTolerance``.
    public var onHold: ((DragValue) -> Void)?

    /// Distance from the touch-down before the drag begins, in points. SwiftUI's default 10 pt;
    /// 0 begins at touch-down.
    var minimumDistance = 10.0
    /// How long the pointer must stay still after the drag begins for ``onHold``; nil, the
    /// default, never holds. The Scrub Chart's 0.3 s.
    public var holdDuration: Duration?
    /// Travel from where the drag began, in points, beyond which there is no hold for this drag.
    /// The Scrub Chart's 8 pt.
    public var holdTolerance = 8.0

    private var tracker = VelocityTracker(weighting: .swiftUIDrag)
    private var beganLocation = Point.zero
    private var holdTimer: GestureTimers.ID?

    override init() {}

    /// Creates a drag that begins after `minimumDistance` points (0: at touch-down).
    public init(minimumDistance: Double) {
        self.minimumDistance = minimumDistance
    }

    override func addPointer(_ event: PointerEvent, sequence: PointerSequence) {
        guard start(event, sequence: sequence) else { return }
        tracker.reset()
        tracker.addSample(event.location, at: event.time)
        if minimumDistance <= 0 {
            isReadyToBegin = true
            resolve(.accepted, for: sequence)  // eager: wins when the arena closes, this same instant
        }
    }

    override func handle(_ event: PointerEvent, sequence: PointerSequence) {
        guard sequence == self.sequence, !handleEnd(event), event.phase == .move else { return }
        location = event.location
        tracker.addSample(event.location, at: event.time)
        if hasBegun {
            if holdTimer != nil, location.distance(to: beganLocation) > holdTolerance {
                cancelTimer(holdTimer)
                holdTimer = nil
            }
            onChanged?(value(at: event.time))
        } else if !isReadyToBegin && location.distance(to: startLocation) >= minimumDistance {
            becomeReady()
        }
    }

    override func begin() {
        super.begin()
        beganLocation = location
        let time = currentTime(or: .zero)
        if let holdDuration {
            holdTimer = startTimer(at: time + holdDuration) { [weak self] in
                guard let self else { return }
                holdTimer = nil
                onHold?(value(at: currentTime(or: time + holdDuration)))
            }
        }
        onChanged?(value(at: time))
    }

    override func value(at time: Duration) -> DragValue {
        DragValue(
            pointer: sequence?.pointer ?? .mouse, time: time, startLocation: startLocation, location: location,
            translation: location - startLocation, velocity: tracker.velocity(at: time))
    }

    /// The lift's own position is a last sample for the velocity.
    override func takeLift(_ event: PointerEvent) {
        if event.location != location {
            location = event.location
            tracker.addSample(event.location, at: event.time)
        }
    }

    override func clearOwnState() {
        cancelTimer(holdTimer)
        holdTimer = nil
    }
}
