/// Anything whose look depends on time and that knows when it stops changing.
///
/// The frame loop draws only while something moves. Each animator reports the time from which it
/// is still; the loop asks the whole set at once and sleeps when the answer is no.
public protocol Animating {
    /// From this time on the thing no longer changes; `-infinity` if it never moved.
    var restTime: Double { get }
}

extension Animating {
    /// Whether anything can still change at or after `time`.
    public func isAnimating(at time: Double) -> Bool {
        time < restTime
    }
}

extension Sequence where Element == any Animating {
    /// The time from which all of them are still; `-infinity` for an empty or never-moved set.
    public var restTime: Double {
        reduce(-Double.infinity) { Swift.max($0, $1.restTime) }
    }

    /// Whether any of them still moves at `time`: when false, no frame needs drawing.
    public func isAnyAnimating(at time: Double) -> Bool {
        contains { $0.isAnimating(at: time) }
    }
}
