/// One step of a keyframe track: where the value goes next, and how it gets there.
///
/// Steps run back to back, each starting where the one before left off, with the velocity the one
/// before ended at, so a track reads as one continuous motion.
public enum Keyframe<Value: AnimatableValue>: Sendable {
    /// Straight to the value over `duration` seconds, paced by `curve`.
    case linear(Value, duration: Double, curve: TimingCurve = .linear)
    /// A smooth cubic (Hermite) segment over `duration` seconds. Velocities left `nil` are chosen
    /// so neighbouring cubics join smoothly: Catmull-Rom between cubics, the neighbour's own
    /// velocity next to another kind, the carried-in velocity at the start, and 0 at the track's end.
    case cubic(Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil)
    /// A spring towards the value. It starts at `startVelocity`, or the velocity carried in. With
    /// no `duration` it runs for the spring's `settlingDuration`; a shorter one cuts it and the
    /// next step starts from wherever it really was, moving as it really moved.
    case spring(Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil)
    /// An instant jump to the value, taking no time. The velocity carried in passes through.
    case move(Value)

    /// The value this step heads to.
    var value: Value {
        switch self {
        case .linear(let value, _, _), .cubic(let value, _, _, _), .spring(let value, _, _, _), .move(let value):
            value
        }
    }

    /// The seconds this step takes in its track.
    var duration: Double {
        switch self {
        case .linear(_, let duration, _), .cubic(_, let duration, _, _):
            max(duration, 0)
        case .spring(_, let duration, let spring, _):
            max(duration ?? spring.settlingDuration, 0)
        case .move:
            0
        }
    }

    var isCubic: Bool {
        if case .cubic = self { return true }
        return false
    }
}
