import Geometry

/// Where a dragging pointer is, where it started and how fast it moves: what every continuous
/// gesture (drag, pan, a long press carrying on as a drag) reports.
///
/// Mirrors SwiftUI's `DragGesture.Value`, so the seeds' arithmetic carries over unchanged.
public struct DragValue: Sendable, Hashable {
    /// The pointer doing the dragging.
    public var pointer: PointerID
    /// When this value was produced: the event's time, or the timer's for a long press beginning.
    public var time: Duration
    /// Where the pointer went down, in points.
    public var startLocation: Point
    /// Where the pointer is now, in points.
    public var location: Point
    /// How far the gesture has moved. For a drag and a long press this is location −
    /// startLocation; a pan, like UIKit's, leaves out the hysteresis it waited through.
    public var translation: Point
    /// Points per second: UIKit's weighting for a pan, SwiftUI's for a drag, and for a long press
    /// the Range Lens's first-to-last over its newest positions. Zero once the pointer has rested.
    public var velocity: Point

    /// Creates a value; recognizers make these, tests and replays may too.
    init(
        pointer: PointerID, time: Duration, startLocation: Point, location: Point,
        translation: Point, velocity: Point
    ) {
        self.pointer = pointer
        self.time = time
        self.startLocation = startLocation
        self.location = location
        self.translation = translation
        self.velocity = velocity
    }

    /// Where a release here would coast to: location + 0.25 s × velocity, as SwiftUI predicts.
    var predictedEndLocation: Point {
        VelocityTracker.predictedEnd(of: location, velocity: velocity)
    }

    /// ``translation`` carried on by the same quarter second of velocity.
    public var predictedEndTranslation: Point {
        VelocityTracker.predictedEnd(of: translation, velocity: velocity)
    }
}
