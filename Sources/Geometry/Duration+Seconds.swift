/// The one conversion between `Duration` and real numbers.
///
/// Event times stay `Duration` so that deadlines such as touch-up + 0.35 s compare exactly, with no
/// rounding drift between an event and a timer; springs, velocities and the frame clock compute in
/// seconds as `Double`, and traces write milliseconds.
extension Duration {
    /// This duration in seconds.
    public var inSeconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    /// This duration in milliseconds, through whole nanoseconds, so that a time read from a trace
    /// (16.5 ms) prints back exactly as it was written.
    public var inMilliseconds: Double {
        let parts = components
        let nanoseconds = parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
        return Double(nanoseconds) / 1_000_000
    }

    /// `seconds` as a duration, rounded to the nanosecond, so that a frame time handed to the
    /// gesture layer and read back is the same number.
    public init(seconds: Double) {
        self = .nanoseconds(Int64((seconds * 1e9).rounded()))
    }
}
