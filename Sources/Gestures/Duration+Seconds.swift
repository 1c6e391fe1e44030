extension Duration {
    /// This duration in seconds, for the velocity and distance arithmetic done in `Double`.
    ///
    /// Timestamps stay `Duration` everywhere else so that deadlines such as touch-up + 0.35 s
    /// compare exactly, with no rounding drift between an event time and a timer.
    var inSeconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    /// This duration in milliseconds, the unit input traces use.
    ///
    /// Goes through whole nanoseconds so that a time read from a trace (16.5 ms) prints back
    /// exactly as it was written.
    var inMilliseconds: Double {
        let parts = components
        let nanoseconds = parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
        return Double(nanoseconds) / 1_000_000
    }
}
