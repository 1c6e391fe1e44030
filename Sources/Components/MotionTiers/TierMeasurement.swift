import Motion

/// What a spring actually does on a move from rest at 0 to 1, measured rather than quoted, so the
/// labels and the state dump show the numbers the springs produce.
///
/// Measured by sampling the closed form every millisecond for four seconds: fine enough that the
/// peak and the last exit from the band are within a millisecond of the true ones.
struct TierMeasurement: Sendable, Hashable {
    /// How far past the target the spring swings, as a fraction of the travel (0.084 = 8.4%).
    var overshoot: Double
    /// When the overshoot peak happens, in seconds; nil when it never passes the target.
    var peakTime: Double?
    /// From this time on the value stays within 1% of the travel, in seconds.
    var settle: Double
    /// When the value first reaches 90% of the travel, in seconds: how quick the tier feels.
    var t90: Double

    /// The band `settle` is measured against, as a fraction of the travel.
    static let settleBand = 0.01

    /// Measures `spring` from rest.
    init(_ spring: Spring) {
        var animator = Animator(0.0)
        animator.animate(to: 1, with: .spring(spring), at: 0)
        let step = 0.001
        var peak = 1.0
        var peakAt: Double?
        var lastOutside = 0.0
        var reached: Double?
        for index in 0...4000 {
            let time = Double(index) * step
            let value = animator.value(at: time)
            if reached == nil, value >= 0.9 { reached = time }
            if value > peak {
                peak = value
                peakAt = time
            }
            if abs(value - 1) >= Self.settleBand { lastOutside = time + step }
        }
        overshoot = peak - 1
        peakTime = peakAt
        settle = lastOutside
        t90 = reached ?? 4
    }
}
