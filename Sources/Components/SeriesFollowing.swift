import Dataset

/// A piece that shows the session's data series and follows it as a live stream grows it. The
/// viewer hands every such piece the grown series without knowing what the piece is.
///
/// Following comes in two parts, because what grows with the series (ranges, extremes, a line
/// thinned to the plot's columns) takes tens of milliseconds over ten million rows, more than a
/// 120 Hz frame has:
/// - ``followWork()`` returns that part as a closure over values taken from the piece now; the
///   window runs it on its follow worker while frames go on being drawn;
/// - ``follow(_:built:at:)`` shows the series with what the closure built, on the frame loop.
public protocol SeriesFollowing: Piece {
    /// The work from a grown series to what ``follow(_:built:at:)`` shows. It must not touch the
    /// piece: it may run on another thread while the piece goes on drawing.
    func followWork() -> @Sendable (TimeSeries) -> any Sendable

    /// Shows `series`, with `built` from the closure ``followWork()`` returned. A piece that
    /// changed meanwhile in a way `built` did not foresee (a new range, a new width) builds that
    /// part again itself.
    func follow(_ series: TimeSeries, built: any Sendable, at time: Double)
}

extension SeriesFollowing {
    /// The series after new rows arrived at `time` (seconds on the session clock), both parts at
    /// once: as headless renders and tests follow a stream.
    public func follow(_ series: TimeSeries, at time: Double) {
        follow(series, built: followWork()(series), at: time)
    }
}
