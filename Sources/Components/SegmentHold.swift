import Geometry
import Gestures

/// A pointer on a ``SegmentRow``: the segment under it presses in on the touch's own frame, stays
/// in while held, and is picked only when let go over the same segment, as a system segmented
/// control does, so sliding off cancels the pick.
///
/// The row itself stays where its owner keeps it; `row` lends it for each change.
final class SegmentHold {
    /// Claims the pointer on touch-down: no minimum distance.
    let recognizer = DragRecognizer(minimumDistance: 0)
    /// The segment under the holding pointer.
    private(set) var pressed: Int?
    private var pointerTime = 0.0

    /// - Parameters:
    ///   - row: runs a change on the row where its owner keeps it.
    ///   - picked: a segment was let go over, at the pointer's (real) time.
    init(row: @escaping ((inout SegmentRow) -> Void) -> Void, picked: @escaping (Int, Double) -> Void) {
        recognizer.onChanged = { [unowned self] value in
            let time = value.time.inSeconds
            pointerTime = time
            guard pressed == nil else { return }
            row { segments in
                guard let index = segments.index(at: value.location, time: time) else { return }
                self.pressed = index
                segments.beginPress(index, at: value.location, time: time)
            }
        }
        recognizer.onEnded = { [unowned self] value in
            let time = value.time.inSeconds
            var chosen: Int?
            row { segments in
                segments.endPress(at: time)
                if let index = self.pressed, segments.index(at: value.location, time: time) == index { chosen = index }
            }
            pressed = nil
            if let chosen { picked(chosen, time) }
        }
        recognizer.onCancelled = { [unowned self] in
            // A cancel carries no time; the pointer's last is the latest known.
            let time = pointerTime
            row { $0.endPress(at: time) }
            pressed = nil
        }
    }
}
