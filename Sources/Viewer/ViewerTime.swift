/// Converts between the frame loop's seconds and the gesture layer's `Duration` timestamps.
public enum ViewerTime {
    /// Seconds as a `Duration`, to the nanosecond.
    public static func duration(_ seconds: Double) -> Duration {
        .nanoseconds(Int64((seconds * 1e9).rounded()))
    }
}
