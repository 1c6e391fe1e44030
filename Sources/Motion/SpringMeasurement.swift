/// What a spring actually does on a move from rest at 0 to 1, measured by sampling rather than
/// quoted: how far it swings past, how soon it feels there, and when it is still.
///
/// The tiers screen labels its lanes with these figures and `vitrine-bench motion` prints them,
/// both from this one measurement, so the screen and the bench always agree. The closed form is
/// sampled every millisecond until the spring rests, which puts the peak, the 90% crossing and
/// the last exit from the settle band within a millisecond of the true ones.
///
///     let elastic = SpringMeasurement(Tier.elastic.spring)
///     elastic.overshoot   // 0.084: 8.4% past the target
///     elastic.t90         // 0.15 s to 90% of the way
///     elastic.settle      // 0.42 s: within 1% from here on
public struct SpringMeasurement: Sendable, Hashable {
    /// How far past the target the spring swings, as a fraction of the travel (0.084 = 8.4%);
    /// 0 for a spring that never passes it.
    public var overshoot: Double
    /// When the overshoot peak happens, in seconds; nil when it never passes the target.
    public var peakTime: Double?
    /// When the value first reaches 90% of the travel, in seconds: how quick the spring feels.
    public var t90: Double
    /// From this time on the value stays within ``settleBand`` of the target, in seconds.
    public var settle: Double

    /// The band `settle` is measured against, as a fraction of the travel: 1%, about where a
    /// person stops seeing the value move.
    public static let settleBand = 0.01
    /// The sampling interval, in seconds.
    public static let step = 0.001
    /// The longest a measurement samples, in seconds: far past the slowest spring the wheels can
    /// make (1 s at bounce 0.9 is within 1% after about 7.5 s).
    static let horizon = 30.0

    /// Measures `spring` from rest, sampling every `step` seconds.
    public init(_ spring: Spring, step: Double = Self.step) {
        let step = step > 0 && step.isFinite ? step : Self.step
        var animator = Animator(0.0)
        animator.animate(to: 1, with: .spring(spring), at: 0)
        var peak = 1.0
        var peakAt: Double?
        var lastOutside = 0.0
        var reached: Double?
        var sample = 0
        while true {
            let time = Double(sample) * step
            let value = animator.value(at: time)
            if reached == nil, value >= 0.9 { reached = time }
            if value > peak {
                peak = value
                peakAt = time
            }
            if abs(value - 1) >= Self.settleBand { lastOutside = time + step }
            if !animator.isAnimating(at: time) || time >= Self.horizon { break }
            sample += 1
        }
        overshoot = peak - 1
        peakTime = peakAt
        settle = lastOutside
        t90 = reached ?? lastOutside
    }
}
