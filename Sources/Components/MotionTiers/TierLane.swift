import Gestures
import Motion

/// One lane of the tiers demo in motion: a puck that springs along a track on one tier (or the
/// custom spring), and the record of where it has been for the playhead on the lane's curve.
///
/// The puck's position is a fraction of the track, 0 at the leading end and 1 at the trailing end.
/// Firing sends it to the other end on its spring; dragging sets it directly under the finger, and
/// letting go settles it at the release velocity (`MotionLanguage.settle(velocity:from:to:)`), so a
/// flick shows how much give each tier has.
struct TierLane {
    /// The tier the lane shows, or nil for the custom lane.
    let tier: Tier?
    /// What the lane is called: the tier's name, or "custom".
    let name: String
    private(set) var trace: MotionTrace
    /// The move the playhead follows on the lane's curve: when it began, and whether it heads up
    /// the curve (toward the trailing end). A retarget mid-flight carries the same move on, so
    /// its path bends back without a kink; nil before any move and while a finger holds the puck.
    private(set) var run: Run?

    struct Run: Sendable, Hashable {
        var start: Double
        var rising: Bool
    }
    /// Where the puck was when the current drag took it, as a fraction.
    private var dragStartPosition = 0.0
    /// Whether a finger holds the puck.
    private(set) var isDragging = false

    init(tier: Tier?) {
        self.tier = tier
        name = tier?.name ?? "custom"
        trace = MotionTrace(Animator(0.0))
    }

    /// The position (fraction of the track) at `time`.
    func position(at time: Double) -> Double { trace.value(at: time) }

    /// Where the puck is heading.
    var target: Double { trace.current.target }

    /// Sends the puck to the other end at `time` on `spring` (the model's for this lane).
    mutating func fire(on spring: Spring, at time: Double) {
        guard !isDragging else { return }
        var animator = trace.current
        let target: Double = animator.target < 0.5 ? 1 : 0
        if run == nil || !animator.isAnimating(at: time) { run = Run(start: time, rising: target == 1) }
        animator.animate(to: target, with: .spring(spring), at: time)
        trace.record(animator, at: time)
    }

    /// Where the playhead is at `time`: seconds into the move, and how far along the lane's
    /// curve the puck is (0 where the move started from an end, 1 at the end it heads for).
    func playhead(at time: Double) -> (elapsed: Double, progress: Double)? {
        guard let run, time >= run.start else { return nil }
        let position = position(at: time)
        return (time - run.start, run.rising ? position : 1 - position)
    }

    /// A finger took the puck.
    mutating func beginDrag(at time: Double) {
        dragStartPosition = position(at: time)
        isDragging = true
        run = nil
        var animator = trace.current
        animator.set(dragStartPosition)
        trace.record(animator, at: time)
    }

    /// How far past an end the puck can be pulled, in points: the seeds' limit for a thumb
    /// (24 to 40 pt; the Range Lens's slab uses 28).
    static let bandLimit = 28.0

    /// The finger moved by `fraction` of the track since the drag began, on a track
    /// `trackLength` points long.
    mutating func drag(by fraction: Double, trackLength: Double, at time: Double) {
        guard isDragging else { return }
        var animator = trace.current
        // Past the ends the puck resists as a thumb does: the pull banded in points, at the
        // seeds' coefficient of 0.55, never past 28 pt.
        let length = max(trackLength, 1)
        let pulled = (dragStartPosition + fraction) * length
        animator.set(rubberBand(pulled, in: 0...length, limit: Self.bandLimit) / length)
        trace.record(animator, at: time)
    }

    /// The finger let go at `velocity` (fractions of the track per second); the puck settles on
    /// the end its projected landing is nearer to. The landing is the seeds' momentum: the flick
    /// coasts at a deceleration rate of 0.99 a millisecond (0.099 s of its speed), not a fixed
    /// time ahead.
    mutating func endDrag(velocity: Double, trackLength: Double, spring: Spring, reduceMotion: Bool, at time: Double) {
        guard isDragging else { return }
        isDragging = false
        var animator = trace.current
        let current = animator.value(at: time)
        let projected = project(current, velocity: velocity, rate: DecelerationRate.fast)
        let target: Double = projected >= 0.5 ? 1 : 0
        let language = MotionLanguage(reduceMotion: reduceMotion)
        let animation = language.settle(
            velocity: velocity * trackLength, from: current * trackLength, to: target * trackLength,
            spring: spring)
        run = Run(start: time, rising: target == 1)
        animator.animate(to: target, with: animation, at: time)
        trace.record(animator, at: time)
    }

    /// The drag was taken away: settle home on `spring` (the model's for this lane) without a
    /// velocity.
    mutating func cancelDrag(on spring: Spring, at time: Double) {
        guard isDragging else { return }
        isDragging = false
        var animator = trace.current
        let current = animator.value(at: time)
        run = Run(start: time, rising: current >= 0.5)
        animator.animate(to: current >= 0.5 ? 1 : 0, with: .spring(spring), at: time)
        trace.record(animator, at: time)
    }

    /// Goes back to the leading end on `spring` (the model's for this lane), as a fire home would,
    /// even from under a finger: nobody is left to finish the drag.
    mutating func returnHome(on spring: Spring, at time: Double) {
        let held = isDragging
        isDragging = false
        var animator = trace.current
        guard held || animator.target != 0 else { return }
        if held || run == nil || !animator.isAnimating(at: time) { run = Run(start: time, rising: false) }
        animator.animate(to: 0, with: .spring(spring), at: time)
        trace.record(animator, at: time)
    }

    /// When the puck and its playhead come to rest.
    var restTime: Double { trace.current.restTime }
}
