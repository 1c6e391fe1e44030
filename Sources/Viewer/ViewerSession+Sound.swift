import Components
import Gestures
import JSONText
import Sound

extension ViewerSession {
    /// Every tick the pieces recorded so far, as clicks, in time order.
    public var clicks: [ClickTrack.Event] {
        SoundTrack.clicks(from: screen.pieces.flatMap(\.ticks)).sorted { $0.time < $1.time }
    }

    /// The A key: plays the focused chart as tones (or the first chart on the screen), or stops
    /// the one playing. Returns whether there was a chart to play or stop.
    func toggleAudioGraph(at time: Double) -> Bool {
        if let last = graphPlays.indices.last, graphPlays[last].isPlaying(at: time) {
            graphPlays[last].stoppedAt = time
            return true
        }
        let focused = screen.focusedIndex.map { [screen.pieces[$0]] } ?? []
        guard let values = (focused + screen.pieces).lazy.compactMap(\.audioGraphValues).first,
              let graph = AudioGraph(values: values)
        else { return false }
        graphPlays.append(AudioGraphPlay(graph: graph, start: time))
        return true
    }

    /// The sound of the session up to `time`.
    func soundTrack(volume: Double) -> SoundTrack {
        SoundTrack(clicks: clicks, graphs: graphPlays, volume: volume)
    }

    /// The state dump's `audioGraph`: whether a graph plays at `time`, and how.
    func audioGraphState(at time: Double) -> JSONValue {
        guard let play = graphPlays.last else { return .object([.init("playing", .bool(false))]) }
        return .object([
            .init("playing", .bool(play.isPlaying(at: time))),
            .init("start", .number((play.start * 1000).rounded())),
            .init("end", .number((play.end * 1000).rounded())),
            .init("segments", .number(Double(play.graph.segments.count))),
            .init("segmentMs", .number((play.graph.segmentLength * 1000 * 10).rounded() / 10)),
        ])
    }
}
