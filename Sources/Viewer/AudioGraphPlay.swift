import Sound

/// One playing of a chart as tones (the A key): what plays, from when, and until when if it was
/// stopped early by pressing again.
public struct AudioGraphPlay: Sendable {
    public var graph: AudioGraph
    /// Seconds on the session clock.
    public var start: Double
    public var stoppedAt: Double?

    /// When the tone ends: its full length, or the press that stopped it.
    var end: Double { min(start + graph.duration, stoppedAt ?? .infinity) }

    func isPlaying(at time: Double) -> Bool { time >= start && time < end }
}
