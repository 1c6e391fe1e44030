import Geometry
import JSONText

// The trail's state-dump entry: DESIGN.md's `trail` fields, the stops a pointer aims at, and
// what moves now.

extension StepTrail {
    /// The stops as they will rest, in window points: where a tap on each one lands.
    var stopRects: [Rect] {
        let target = targetGeometry
        return (0..<count).map { stopRect($0, in: target) }
    }

    /// The stop whose shake is playing at `time`.
    func shaking(at time: Double) -> Int? {
        motion.shakes.indices.first { motion.shakes[$0].isAnimating(at: time) }
    }

    /// The sentence a voice reads: "Progress, Step 2 of 4, Address".
    var spoken: String { model.spoken(shown: shown) }

    /// The caption as drawn, on one line: "ID photo Step 4 of 6".
    var captionString: String {
        let caption = captionText
        return [caption.title, caption.position].compactMap { $0 }.joined(separator: " ")
    }

    func state(at time: Double) -> JSONValue {
        let puck = puckRect(at: time)
        let leadingEdge = rtl ? puck.maxX : puck.minX, trailingEdge = rtl ? puck.minX : puck.maxX
        let openness = motion.openness(at: time)
        var fields: [JSONValue.Field] = []
        fields.append(.init("frame", frame.stateJSON))
        fields.append(.init("steps", .array(model.steps.map { .string($0) })))
        fields.append(.init("selection", .number(Double(model.selection))))
        fields.append(.init("shown", .number(Double(shown))))
        fields.append(.init("reached", model.reached.map { .number(Double($0)) } ?? .null))
        fields.append(.init("furthest", .number(Double(model.furthest))))
        fields.append(.init("caption", .string(captionString)))
        fields.append(.init("titled", .bool(metrics.titled)))
        fields.append(.init("complete", .bool(isComplete)))
        fields.append(.init("enabled", .bool(isEnabled)))
        fields.append(.init("status", .array((0..<count).map { .string(model.status(of: $0, shown: shown).rawValue) })))
        fields.append(.init("puck", .array([.number(leadingEdge), .number(trailingEdge)])))
        fields.append(.init("shaking", shaking(at: time).map { .number(Double($0)) } ?? .null))
        fields.append(.init("dragging", .bool(scrub != nil)))
        fields.append(.init("pressed", pressed.map { .number(Double($0)) } ?? .null))
        fields.append(.init("openness", .array(openness.map { .number(($0 * 1000).rounded() / 1000) })))
        fields.append(.init("stopSize", .number(metrics.d)))
        fields.append(.init("track", track.stateJSON))
        fields.append(.init("stops", .array(stopRects.map(\.stateJSON))))
        fields.append(.init("spoken", .string(spoken)))
        fields.append(.init("ticks", .array(ticks.map(\.stateJSON))))
        return .object(fields)
    }
}
