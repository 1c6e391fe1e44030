// Shared measuring helpers for the Motion tests. The tests themselves live one concept per file.
import Foundation
import Motion

/// Whether `value` is within `tolerance` of `expected`.
func isClose(_ value: Double, _ expected: Double, within tolerance: Double) -> Bool {
    abs(value - expected) <= tolerance
}

/// What a person sees of a move from 0 to 1 at rest, sampled every millisecond: the overshoot
/// (a fraction), the first time at 90%, and the last time outside 1% of the target.
struct StepResponse {
    var overshoot = 0.0
    var ninetyPercent = Double.nan
    var withinOnePercent = 0.0

    init(_ spring: Spring, length: Double = 3) {
        var peak = 0.0
        var sample = 0
        while Double(sample) * 0.001 <= length {
            let time = Double(sample) * 0.001
            let value = spring.value(target: 1.0, time: time)
            peak = max(peak, value)
            if ninetyPercent.isNaN, value >= 0.9 { ninetyPercent = time }
            if abs(value - 1) > 0.01 { withinOnePercent = time + 0.001 }
            sample += 1
        }
        overshoot = max(peak - 1, 0)
    }
}

/// A central difference, for checking analytic velocities.
func derivative(at time: Double, step: Double = 1e-6, _ function: (Double) -> Double) -> Double {
    (function(time + step) - function(time - step)) / (2 * step)
}

/// A repeatable generator (SplitMix64), so a randomized test that fails names a seed that fails again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
