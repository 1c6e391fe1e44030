/// A value that moves when it is given a new target, as a pure function of time.
///
/// The animator never reads a clock. Each change says when it happened
/// (`animate(to:with:at:)`), and each read says when it is looking (`value(at:)`), so a frame,
/// a test or a replayed trace all see the same motion. It works for any `AnimatableValue`:
///
///     var offset = Animator(0.0)
///     offset.animate(to: 120, with: .spring(Tier.responsive.spring), at: 10.0)
///     offset.value(at: 10.14)          // ≈ 108: 90% of the way, 140 ms in
///     offset.isAnimating(at: 11.0)     // false: the frame loop may sleep
///
/// Changes stack the way SwiftUI's do. A merging spring takes the current value and velocity and
/// springs on from there, so interrupting it never jumps or kinks. A blending animation (an
/// interpolating spring or a timing curve) lays its own progress over whatever is still moving,
/// r = r_before + p(t)·(target − r_before), so earlier motion fades out under it rather than
/// stopping dead. Finished layers are dropped as new changes arrive, so the stack stays short.
///
/// A layer counts as landed, and snaps exactly to its target, once decay envelopes guarantee it is
/// within a hundred-thousandth of its travel; after `restTime` the value is exactly `target`.
///
/// Times are expected not to go backwards across changes: a change replaces the motion before it,
/// so asking about a time earlier than the latest change shows the state as of that change.
public struct Animator<Value: AnimatableValue>: Sendable {
    /// The value it is heading to (or resting at).
    public private(set) var target: Value
    /// When the most recent change counts as done for completion handlers, or nil before the first
    /// animated change. See `Animation.logicalDuration`.
    private(set) var completionTime: Double?

    /// The value before the first layer.
    private var base: Value
    /// Layers in the order the changes arrived.
    private var layers: [Layer] = []

    private struct Layer: Sendable {
        enum Motion: Sendable {
            /// Springs from a captured state, ignoring the layers below once it has started.
            case merging(SpringSolution, from: Value, velocity: Value)
            /// Blends over the layers below with its own progress.
            case blending(BlendProgress)
        }
        var motion: Motion
        var target: Value
        /// When it starts moving (the change's time plus its delay).
        var start: Double
        /// From this time the layer sits exactly on `target`.
        var restTime: Double
    }

    /// Creates an animator resting at `value`.
    public init(_ value: Value) {
        target = value
        base = value
    }

    /// The value shown at `time`.
    public func value(at time: Double) -> Value {
        state(at: time, below: layers.count).value
    }

    /// The velocity at `time`, in value units per second.
    public func velocity(at time: Double) -> Value {
        state(at: time, below: layers.count).velocity
    }

    /// From this time on nothing moves and the value is exactly `target`; `-infinity` when the
    /// animator has never moved. The top layer decides: once it lands it pins the value, whatever
    /// the layers below are still doing.
    public var restTime: Double {
        layers.last?.restTime ?? -Double.infinity
    }

    /// Whether the most recent change is logically complete at `time` (true before any change).
    public func isComplete(at time: Double) -> Bool {
        guard let completionTime else { return true }
        return time >= completionTime
    }

    /// Moves to `target` at once with no animation, dropping all motion: a value that follows a
    /// finger is set directly on every move, never animated.
    public mutating func set(_ value: Value) {
        layers.removeAll()
        base = value
        target = value
    }

    /// Starts moving to `target` at `time` with `animation`; `nil` jumps there at once.
    ///
    /// - Returns: when the change is logically complete (`time` plus the animation's
    ///   `logicalDuration`), for a completion handler to fire once that frame time is reached.
    @discardableResult
    public mutating func animate(to target: Value, with animation: Animation?, at time: Double) -> Double {
        guard let animation else {
            set(target)
            completionTime = time
            return time
        }
        dropLandedLayers(at: time)
        let start = time + animation.delay
        switch animation.kind {
        case .spring(let spring):
            let solution = Animation.mergingSolution(for: spring)
            let (from, velocity) = state(at: start, below: layers.count)
            let offset = (from - target).magnitude
            let speed = velocity.magnitude
            // Tolerances scale with how far the motion can swing, so a tiny nudge and a long
            // throw both stop a hundred-thousandth of their travel from the target.
            let travel = max(offset, speed / solution.angularFrequency)
            let settle = solution.restTime(
                offset: offset, speed: speed,
                offsetTolerance: 1e-5 * travel,
                speedTolerance: 1e-5 * travel * solution.angularFrequency)
            if animation.delay == 0 {
                layers.removeAll()
                base = from
            }
            layers.append(Layer(
                motion: .merging(solution, from: from, velocity: velocity),
                target: target, start: start, restTime: start + settle))
        case .interpolatingSpring, .timingCurve:
            let progress = BlendProgress(animation.kind)!
            layers.append(Layer(
                motion: .blending(progress), target: target,
                start: start, restTime: start + progress.restDuration))
        }
        self.target = target
        let completion = time + animation.logicalDuration
        completionTime = completion
        return completion
    }

    /// Value and velocity at `time` from `base` and the first `count` layers.
    private func state(at time: Double, below count: Int) -> (value: Value, velocity: Value) {
        var value = base
        var velocity = Value.zero
        for layer in layers[..<count] {
            if time >= layer.restTime {
                value = layer.target
                velocity = .zero
                continue
            }
            if time < layer.start { continue }
            let elapsed = time - layer.start
            switch layer.motion {
            case .merging(let solution, let from, let initialVelocity):
                value = solution.value(from: from, to: layer.target, initialVelocity: initialVelocity, time: elapsed)
                velocity = solution.velocity(from: from, to: layer.target, initialVelocity: initialVelocity, time: elapsed)
            case .blending(let progress):
                let (fraction, rate) = progress.progress(at: elapsed)
                let gap = layer.target - value
                // d/dt [r + p(T − r)] = (1 − p)·r′ + p′·(T − r)
                velocity = velocity.scaled(by: 1 - fraction) + gap.scaled(by: rate)
                value = value + gap.scaled(by: fraction)
            }
        }
        return (value, velocity)
    }

    /// Forgets layers that can no longer affect any time from `time` on.
    private mutating func dropLandedLayers(at time: Double) {
        // A landed layer pins the value to its target whatever lies below it.
        if let landed = layers.lastIndex(where: { time >= $0.restTime }) {
            base = layers[landed].target
            layers.removeSubrange(...landed)
        }
        // A merging spring that has started captured the state below it and ignores it since.
        if let started = layers.lastIndex(where: { layer in
            if case .merging = layer.motion { return time >= layer.start }
            return false
        }) {
            layers.removeSubrange(..<started)
        }
    }
}

extension Animator: Animating {}
