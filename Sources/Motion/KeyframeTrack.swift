/// A sequence of keyframes for one value: a scripted motion such as a shake or a pop.
///
/// A track is only a script. `play(from:velocity:)` resolves it against the value's present state
/// into a `KeyframePlayback`, which answers for any time; `KeyframeAnimator` restarts it each
/// time its trigger fires.
///
///     let shake = KeyframeTrack<Double>.shake()
///     let playback = shake.play(from: 0)
///     playback.value(at: 0.06)   // −8: the first swing
public struct KeyframeTrack<Value: AnimatableValue>: Sendable {
    /// The steps, in order: what a lab reads to name a preset's timing (its landing spring).
    public private(set) var keyframes: [Keyframe<Value>]

    public init(_ keyframes: [Keyframe<Value>]) {
        self.keyframes = keyframes
    }

    /// The sum of the steps' durations, in seconds.
    public var duration: Double {
        keyframes.reduce(0) { $0 + $1.duration }
    }

    /// Resolves the track from a start value and velocity (units per second).
    public func play(from start: Value, velocity: Value = .zero) -> KeyframePlayback<Value> {
        var segments: [KeyframePlayback<Value>.Segment] = []
        var value = start
        var carried = velocity
        var time = 0.0
        for (index, keyframe) in keyframes.enumerated() {
            let duration = keyframe.duration
            let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
            let isLast = next == nil
            switch keyframe {
            case .move(let target):
                segments.append(.init(start: time, duration: 0, from: value, to: target, shape: .jump))
                value = target
            case .linear(let target, _, let curve):
                guard duration > 0 else {
                    segments.append(.init(start: time, duration: 0, from: value, to: target, shape: .jump))
                    value = target
                    continue
                }
                segments.append(.init(start: time, duration: duration, from: value, to: target, shape: .linear(curve)))
                carried = (target - value).scaled(by: curve.slope(at: 1) / duration)
                value = target
            case .cubic(let target, _, let startVelocity, let endVelocity):
                let startRate = startVelocity ?? carried
                let endRate: Value
                if let endVelocity {
                    endRate = endVelocity
                } else if let next, next.isCubic {
                    // Catmull-Rom through the neighbours, spaced by time.
                    endRate = (next.value - value).scaled(by: 1 / max(duration + next.duration, 1e-9))
                } else if let next {
                    endRate = Self.startVelocity(of: next, from: target)
                } else {
                    endRate = .zero
                }
                guard duration > 0 else {
                    segments.append(.init(start: time, duration: 0, from: value, to: target, shape: .jump))
                    value = target
                    carried = endRate
                    continue
                }
                segments.append(.init(
                    start: time, duration: duration, from: value, to: target,
                    shape: .cubic(startVelocity: startRate, endVelocity: endRate)))
                value = target
                carried = endRate
            case .spring(let target, _, let spring, let startVelocity):
                let initialVelocity = startVelocity ?? carried
                let solution = spring.solution
                segments.append(.init(
                    start: time, duration: duration, from: value, to: target,
                    shape: .spring(solution, initialVelocity: initialVelocity)))
                if isLast {
                    // The last spring runs on past the track's end until it rests, so the
                    // motion lands exactly on its final value instead of freezing mid-swing.
                    let offset = (value - target).magnitude
                    let speed = initialVelocity.magnitude
                    let travel = max(offset, speed / solution.angularFrequency)
                    let rest = solution.restTime(
                        offset: offset, speed: speed, offsetTolerance: 1e-5 * travel,
                        speedTolerance: 1e-5 * travel * solution.angularFrequency)
                    segments[segments.count - 1].runsOnUntil = time + max(rest, duration)
                    value = target
                    carried = .zero
                } else {
                    let cutValue = solution.value(from: value, to: target, initialVelocity: initialVelocity, time: duration)
                    carried = solution.velocity(from: value, to: target, initialVelocity: initialVelocity, time: duration)
                    value = cutValue
                }
            }
            time += duration
        }
        return KeyframePlayback(segments: segments, duration: time, start: start, end: value)
    }

    /// The velocity a non-cubic step starts with, for a cubic ending just before it.
    private static func startVelocity(of keyframe: Keyframe<Value>, from start: Value) -> Value {
        switch keyframe {
        case .linear(let target, let duration, let curve) where duration > 0:
            return (target - start).scaled(by: curve.slope(at: 0) / duration)
        case .spring(_, _, _, let startVelocity?):
            return startVelocity
        default:
            // A spring that would inherit this very velocity, a jump, or an instant step: arrive at rest.
            return .zero
        }
    }
}
