import Geometry
import Gestures

/// Two fingers held still on the screen for half a second: the touch way to ask for the audio
/// graph, where a keyboard has the A key.
///
/// It only watches the pointer events on their way to the gesture router and never competes for
/// them, so a pinch or two drags work as before; two fingers that stay within ``slop`` of where
/// they landed for ``duration`` after the second one landed fire it once per hold.
struct TwoFingerHold {
    /// How long both fingers must stay, in seconds (UIKit's long press).
    static let duration = 0.5
    /// How far either may wander, in points.
    static let slop = 10.0

    private var fingers: [PointerID: (start: Point, location: Point)] = [:]
    /// When the hold completes, while two still fingers are down.
    private(set) var due: Double?
    private var fired = false

    /// Follows one pointer event (the mouse is ignored: it has one pointer).
    mutating func observe(_ event: PointerEvent, at time: Double) {
        guard event.pointer.device == .touch else { return }
        switch event.phase {
        case .down:
            fingers[event.pointer] = (event.location, event.location)
            fired = false
        case .move:
            fingers[event.pointer]?.location = event.location
        case .up, .cancel:
            fingers[event.pointer] = nil
        }
        let still = fingers.values.allSatisfy { $0.start.distance(to: $0.location) <= Self.slop }
        if fingers.count == 2, still, !fired {
            if event.phase == .down { due = time + Self.duration }
        } else {
            due = nil
        }
    }

    /// Whether the hold completed by `time`; it then fires no more until the fingers lift.
    mutating func fire(upTo time: Double) -> Bool {
        guard let due, due <= time else { return false }
        self.due = nil
        fired = true
        return true
    }
}
