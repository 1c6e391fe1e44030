import Geometry
import Gestures
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

    public func state(at time: Double) -> StateJSON {
        .object(model.stateFields + [
            StateJSON.Field("frame", frame.stateJSON),
            StateJSON.Field("plot", layout?.plot.stateJSON ?? .null),
            StateJSON.Field("picker", .array((picker?.restingRects ?? []).map(\.stateJSON))),
            StateJSON.Field("ranges", .array(model.series.map { .string($0.label) })),
            StateJSON.Field("bubble", .bool(motion.buds.isOut(ScrubChartMotion.bubble))),
            StateJSON.Field("labelsShown", .bool(motion.labelOpacity(at: time, current: model.extremes) > 0.99)),
        ])
    }
}
