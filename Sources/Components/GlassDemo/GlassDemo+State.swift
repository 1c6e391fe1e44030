import Geometry
import Glass
import JSONText

// The frame loop's questions (does it still move) and the state dump.

extension GlassDemo {
    public func isAnimating(at time: Double) -> Bool {
        motion.isAnimating(at: time)
    }

    /// A bubble sent home while the card is scrolled out of sight still lands and is removed, so
    /// the frame loop can sleep and the state dump is not stale.
    public func advance(to time: Double) {
        motion.advance(to: time)
    }

    /// The `glass` entry (DESIGN.md, "State dump"). Rectangles are `[x, y, w, h]` in points:
    /// `frame`, `picker` (one per segment, where each rests), `flag`, `bubbleFrame` (null while
    /// absent), `buttons` and `capsules` (what a pointer aims at).
    public func state(at time: Double) -> JSONValue {
        var bubbleFrame = JSONValue.null
        if let placement = motion.bubblePlacement(at: time, home: layout.bubbleHome) {
            bubbleFrame = placement.apply(to: GlassSurface(.capsule(layout.bubble))).placedShape.bounds.stateJSON
        }
        let capsules = model.capsules
        return .object([
            "frame": frame.stateJSON,
            "selection": .number(Double(model.selection)),
            "range": .string(model.range),
            "picker": .array(motion.picker.restingRects.map(\.stateJSON)),
            "flag": layout.flag.stateJSON,
            "bubble": .string(motion.bubblePhase),
            "bubbleFrame": bubbleFrame,
            "buttons": .array(layout.buttons.map(\.stateJSON)),
            "count": .number(Double(model.count)),
            "capsules": .array([capsules.rect(0).stateJSON, capsules.rect(1).stateJSON]),
            "gap": .number((model.gap * 1000).rounded() / 1000),
            "necked": .bool(model.isNecked),
            "material": .string(appearance.reduceTransparency ? "solid" : material.rawValue),
            "scheme": .string(theme.scheme.rawValue),
            "spoken": .string(spokenSentence),
            "ticks": .array(ticks.map(\.stateJSON)),
        ])
    }

    /// What a voice reads: the segment picked and the count, and the change bubble while it is
    /// out of the flag: "Glass demo, 1M selected, count 0", "Glass demo, 1Y selected, count 2,
    /// change bubble out".
    public var spokenSentence: String {
        let bubble = motion.buds.isOut(GlassDemoMotion.bubble) ? ", change bubble out" : ""
        return "Glass demo, \(model.range) selected, count \(model.count)\(bubble)"
    }

    /// The demo shows glass, not data: it has no audio graph.
    public var audioGraphValues: [Double]? { nil }
}
