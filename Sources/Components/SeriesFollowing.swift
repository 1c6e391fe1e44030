import Dataset

/// A piece that shows the session's data series and follows it as a live stream grows it. The
/// viewer hands every such piece the grown series without knowing what the piece is.
public protocol SeriesFollowing: Piece {
    /// The series after new rows arrived at `time` (seconds on the session clock).
    func follow(_ series: TimeSeries, at time: Double)
}
