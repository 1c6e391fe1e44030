import Geometry
import Gestures
import JSONText
import Motion
import Raster
import Typeset

// The frame loop's questions (does it still move, what falls due) and the state dump.

extension ScrubChart {
    public func isAnimating(at time: Double) -> Bool {
        motion.isAnimating(at: time) || (picker?.isAnimating(at: time) ?? false)
    }

    public func advance(to time: Double) {
        motion.advance(to: time)
    }

    public func state(at time: Double) -> JSONValue {
        .object(model.stateFields + [
            JSONValue.Field("frame", frame.stateJSON),
            JSONValue.Field("plot", layout?.plot.stateJSON ?? .null),
            JSONValue.Field("picker", .array((picker?.restingRects ?? []).map(\.stateJSON))),
            JSONValue.Field("ranges", .array(model.series.map { .string($0.label) })),
            JSONValue.Field("bubble", .bool(motion.buds.isOut(ScrubChartMotion.bubble))),
            JSONValue.Field("labelsShown", .bool(motion.labelOpacity(at: time, current: model.extremes) > 0.99)),
            JSONValue.Field("spoken", .string(spokenSentence)),
            JSONValue.Field("ticks", .array(ticks.map(\.stateJSON))),
        ])
    }

    /// The readout as a voice reads it (``ScrubChartModel/spokenReadout``).
    public var spokenSentence: String { model.spokenReadout }

    /// The shown range's values, in time order: what an audio graph of the chart plays.
    public var audioGraphValues: [Double]? { model.points.map(\.value) }
}
