/// Deceleration rates for `project(velocity:rate:)`: the fraction of speed kept per millisecond.
public enum DecelerationRate {
    /// A scroll view's coast, 0.998: a flick travels about half its speed in points.
    public static let normal = 0.998
    /// A short coast, 0.99, that suits detents and pickers.
    public static let fast = 0.99
}

/// How far a flick at `velocity` (points per second) coasts before stopping, if its speed decays
/// by `rate` each millisecond: (v/1000)·r/(1 − r). At 0.99 that is 0.099 s of the speed.
///
/// Project first, then snap the result to a detent with `nearest(_:in:)`, so a flick lands where
/// the finger was sending it rather than where it let go.
public func project(velocity: Double, rate: Double = DecelerationRate.fast) -> Double {
    guard rate > 0, rate < 1 else { return 0 }
    return velocity / 1000 * rate / (1 - rate)
}

/// Where a flick from `position` at `velocity` (points per second) coasts to.
public func project(_ position: Double, velocity: Double, rate: Double = DecelerationRate.fast) -> Double {
    position + project(velocity: velocity, rate: rate)
}

/// The candidate closest to `value`; the first on a tie, and `value` itself when there are none.
public func nearest(_ value: Double, in candidates: some Sequence<Double>) -> Double {
    candidates.min { abs($0 - value) < abs($1 - value) } ?? value
}
