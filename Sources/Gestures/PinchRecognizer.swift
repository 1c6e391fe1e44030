import Geometry

/// The state of a two-finger pinch.
public struct PinchValue: Sendable, Hashable {
    /// Current finger spread divided by the spread when the second finger landed: 2 is twice as
    /// far apart. Zoom content by this factor around ``focalPoint``.
    public var scale: Double
    /// The midpoint between the two fingers, in points.
    var focalPoint: Point
    /// The focal point when the second finger landed, so content can follow the fingers as well as
    /// scale.
    public var startFocalPoint: Point
    /// When this value was produced.
    public var time: Duration

    /// Creates a pinch value; the recognizer makes these, tests may too.
    init(scale: Double, focalPoint: Point, startFocalPoint: Point, time: Duration) {
        self.scale = scale
        self.focalPoint = focalPoint
        self.startFocalPoint = startFocalPoint
        self.time = time
    }
}

/// Recognizes two fingers moving apart or together, for zooming the Range Lens by touch.
///
/// It follows up to two pointers, each through its own arena. Once both are down and their spread
/// has changed by ``hysteresis`` points it claims both. The 8 pt default is below a pan's 10 pt,
/// so a spread reaches the pinch before either finger alone reaches a pan's threshold. Lifting
/// either finger ends the pinch.
public final class PinchRecognizer: GestureRecognizer {
    /// The spread changed past the hysteresis; both pointers now belong to the pinch.
    public var onBegan: ((PinchValue) -> Void)?
    /// A finger moved.
    public var onChanged: ((PinchValue) -> Void)?
    /// A finger lifted, ending the pinch.
    public var onEnded: ((PinchValue) -> Void)?
    /// A finger was cancelled after the pinch began.
    public var onCancelled: (() -> Void)?

    /// Change in finger spread before the pinch begins, in points.
    var hysteresis = 8.0

    private struct Contact {
        var sequence: PointerSequence
        var location: Point
    }

    private var contacts: [Contact] = []
    private var won: Set<PointerSequence> = []
    private var startSpan = 0.0
    private var startFocalPoint = Point.zero
    private var isReadyToBegin = false
    private var hasBegun = false

    public override init() {}

    override func addPointer(_ event: PointerEvent, sequence: PointerSequence) {
        guard !hasBegun, contacts.count < 2 else { return }
        contacts.append(Contact(sequence: sequence, location: event.location))
        track(sequence)
        if contacts.count == 2 { markStart() }
    }

    override func handle(_ event: PointerEvent, sequence: PointerSequence) {
        guard let index = contacts.firstIndex(where: { $0.sequence == sequence }) else { return }
        switch event.phase {
        case .down:
            break
        case .move:
            contacts[index].location = event.location
            guard contacts.count == 2 else { return }
            if hasBegun {
                onChanged?(value(at: event.time))
            } else if !isReadyToBegin {
                if startSpan <= 0 {
                    markStart()  // both fingers landed on one spot: measure from the first spread
                } else if abs(span - startSpan) >= hysteresis {
                    isReadyToBegin = true
                    claimAll()
                }
            }
        case .up:
            if hasBegun {
                contacts[index].location = event.location
                let ended = value(at: event.time)
                finish()
                onEnded?(ended)
            } else {
                drop(at: index)
            }
        case .cancel:
            if hasBegun {
                finish()
                onCancelled?()
            } else {
                drop(at: index)
            }
        }
    }

    override func acceptGesture(for sequence: PointerSequence) {
        guard contacts.contains(where: { $0.sequence == sequence }) else { return }
        won.insert(sequence)
        beginIfOwned()
    }

    override func rejectGesture(for sequence: PointerSequence) {
        guard let index = contacts.firstIndex(where: { $0.sequence == sequence }) else { return }
        if hasBegun {
            finish()
            onCancelled?()
        } else {
            stopTracking(sequence)
            contacts.remove(at: index)
            won.remove(sequence)
            isReadyToBegin = false
        }
    }

    private var span: Double {
        contacts.count == 2 ? contacts[0].location.distance(to: contacts[1].location) : 0
    }

    private var focalPoint: Point {
        contacts.count == 2 ? (contacts[0].location + contacts[1].location) / 2 : contacts.first?.location ?? .zero
    }

    private func markStart() {
        startSpan = span
        startFocalPoint = focalPoint
        isReadyToBegin = false
    }

    private func claimAll() {
        for contact in contacts where !won.contains(contact.sequence) {
            resolve(.accepted, for: contact.sequence)
        }
        beginIfOwned()
    }

    private func beginIfOwned() {
        guard isReadyToBegin, !hasBegun, contacts.count == 2,
            contacts.allSatisfy({ won.contains($0.sequence) })
        else { return }
        hasBegun = true
        onBegan?(value(at: currentTime(or: .zero)))
    }

    private func value(at time: Duration) -> PinchValue {
        PinchValue(
            scale: startSpan > 0 ? span / startSpan : 1, focalPoint: focalPoint,
            startFocalPoint: startFocalPoint, time: time)
    }

    private func drop(at index: Int) {
        let sequence = contacts.remove(at: index).sequence
        won.remove(sequence)
        isReadyToBegin = false
        stopTracking(sequence)
        resolve(.rejected, for: sequence)
    }

    private func finish() {
        for contact in contacts { stopTracking(contact.sequence) }
        contacts = []
        won = []
        isReadyToBegin = false
        hasBegun = false
        startSpan = 0
    }
}
