/// A keyframe track resolved from one start state: the value and velocity at any time.
///
/// Time is measured in seconds from the start of the track. Before 0 it shows the start value;
/// after the track it holds the final value (the last step's target, where a final spring has run
/// on until it rests).
public struct KeyframePlayback<Value: AnimatableValue>: Sendable {
    struct Segment: Sendable {
        enum Shape: Sendable {
            case jump
            case linear(TimingCurve)
            case cubic(startVelocity: Value, endVelocity: Value)
            case spring(SpringSolution, initialVelocity: Value)
        }
        var start: Double
        var duration: Double
        var from: Value
        var to: Value
        var shape: Shape
        /// For a final spring: the time it has come to rest, past the end of the track.
        var runsOnUntil: Double?

        init(start: Double, duration: Double, from: Value, to: Value, shape: Shape) {
            self.start = start
            self.duration = duration
            self.from = from
            self.to = to
            self.shape = shape
        }

        var end: Double { runsOnUntil ?? start + duration }
    }

    let segments: [Segment]
    /// The track's length in seconds: the sum of its steps.
    let duration: Double
    /// The value the track starts from.
    let startValue: Value
    /// The value the track ends on and then holds.
    public let endValue: Value

    init(segments: [Segment], duration: Double, start: Value, end: Value) {
        self.segments = segments
        self.duration = duration
        self.startValue = start
        self.endValue = end
    }

    /// From this time (seconds from the start) on the value is exactly `endValue`. It can be later
    /// than `duration` when a final spring runs on to rest.
    public var restTime: Double {
        max(duration, segments.last?.end ?? 0)
    }

    /// The value at `time` seconds from the start.
    public func value(at time: Double) -> Value {
        state(at: time).value
    }

    /// The velocity at `time` seconds from the start, in units per second.
    public func velocity(at time: Double) -> Value {
        state(at: time).velocity
    }

    func state(at time: Double) -> (value: Value, velocity: Value) {
        if time < 0 || segments.isEmpty { return (time < 0 ? startValue : endValue, .zero) }
        if time >= restTime { return (endValue, .zero) }
        // The segment running at `time`: the last one that has started, unless a jump at the very
        // same moment follows it.
        var current = segments[0]
        for segment in segments where segment.start <= time {
            current = segment
        }
        // Past its end a step shows where it stopped: its target, or for a cut spring the point
        // where it was cut. (Sums of step lengths can land a hair after the next step's start.)
        var elapsed = time - current.start
        if current.runsOnUntil == nil { elapsed = min(elapsed, current.duration) }
        switch current.shape {
        case .jump:
            return (current.to, .zero)
        case .linear(let curve):
            let fraction = elapsed / current.duration
            let gap = current.to - current.from
            return (current.from + gap.scaled(by: curve.value(at: fraction)),
                    gap.scaled(by: curve.slope(at: fraction) / current.duration))
        case .cubic(let startVelocity, let endVelocity):
            return hermite(current, startVelocity: startVelocity, endVelocity: endVelocity, elapsed: elapsed)
        case .spring(let solution, let initialVelocity):
            return (solution.value(from: current.from, to: current.to, initialVelocity: initialVelocity, time: elapsed),
                    solution.velocity(from: current.from, to: current.to, initialVelocity: initialVelocity, time: elapsed))
        }
    }

    /// p(u) = h00·a + h10·D·va + h01·b + h11·D·vb, with u = elapsed/D.
    private func hermite(
        _ segment: Segment, startVelocity: Value, endVelocity: Value, elapsed: Double
    ) -> (value: Value, velocity: Value) {
        let length = segment.duration
        let u = elapsed / length
        let u2 = u * u
        let u3 = u2 * u
        let value = segment.from.scaled(by: 2 * u3 - 3 * u2 + 1)
            + startVelocity.scaled(by: length * (u3 - 2 * u2 + u))
            + segment.to.scaled(by: 3 * u2 - 2 * u3)
            + endVelocity.scaled(by: length * (u3 - u2))
        let velocity = segment.from.scaled(by: (6 * u2 - 6 * u) / length)
            + startVelocity.scaled(by: 3 * u2 - 4 * u + 1)
            + segment.to.scaled(by: (6 * u - 6 * u2) / length)
            + endVelocity.scaled(by: 3 * u2 - 2 * u)
        return (value, velocity)
    }
}
