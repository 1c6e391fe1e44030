import Geometry
import Glass
import JSONText

// The frame loop's questions and the state dump.

extension RangeLens {
    public func isAnimating(at time: Double) -> Bool {
        motion.isAnimating(at: time) || (readoutFade?.swap.isAnimating(at: time) ?? false)
    }

    /// The handles' rectangles on screen, in time order (the earlier edge's first), at rest.
    func handleRects(at time: Double) -> [Rect] {
        guard let layout, let geometry, !model.isEmpty else { return [] }
        let extent = geometry.lens(motion.span(at: time))
        let handle = RangeLensGeometry.handle, joined = Liquid.joined
        return [(extent.lowerBound - joined - handle)...(extent.lowerBound - joined),
                (extent.upperBound + joined)...(extent.upperBound + joined + handle)].map { along in
            let a = layout.timeX(along.lowerBound), b = layout.timeX(along.upperBound)
            return Rect(min(a, b), layout.strip.minY, abs(b - a), RangeLensStyle.lensHeight)
        }
    }

    /// The slab's rectangle on screen.
    func lensRect(at time: Double) -> Rect? {
        guard let layout, let geometry, !model.isEmpty else { return nil }
        let extent = geometry.lens(motion.span(at: time))
        let a = layout.timeX(extent.lowerBound), b = layout.timeX(extent.upperBound)
        return Rect(min(a, b), layout.strip.minY, abs(b - a), RangeLensStyle.lensHeight)
    }

    /// What is held, with DESIGN.md's names: `leading` is the handle of the window's earlier edge
    /// and `trailing` the later one's, whichever side of the screen they sit on right to left.
    var heldName: String {
        switch grab?.part {
        case nil: "none"
        case .body: "slab"
        case .lower: "leading"
        case .upper: "trailing"
        }
    }

    /// The held handle named by its edge of the window, `start` or `end` (as issue 13 first named
    /// them), or nil when no handle is held.
    var heldEdge: String? {
        switch grab?.part {
        case .lower: "start"
        case .upper: "end"
        default: nil
        }
    }

    public func state(at time: Double) -> JSONValue {
        let strings = readout
        var fields: [JSONValue.Field] = [
            .init("count", .number(Double(model.count))),
            .init("first", selection.map { .number(Double($0.lowerBound)) } ?? .null),
            .init("last", selection.map { .number(Double($0.upperBound)) } ?? .null),
            .init("fromDate", selection.map { .string(model.isoDate($0.lowerBound)) } ?? .null),
            .init("toDate", selection.map { .string(model.isoDate($0.upperBound)) } ?? .null),
            .init("summary", .string(model.summary.rawValue)),
            .init("value", window.map { .number(model.value(model.summary, in: $0)) } ?? .null),
            .init("numeral", .string(strings.numeral)),
            .init("caption", .string(strings.caption)),
            .init("dates", .string(strings.dates)),
            .init("unit", model.unit.map { .string($0) } ?? .null),
            .init("showingAll", .bool(showsAll)),
            .init("held", .string(heldName)),
            .init("heldEdge", heldEdge.map { .string($0) } ?? .null),
            .init("span", .array([.number(span.start), .number(span.end)])),
            .init("minimumSpan", .number(Double(model.minimumSpan))),
            .init("step", .number(Double(model.cadence.step))),
            .init("ceiling", .number(motion.top(at: time))),
            .init("hovered", hovered.map { .number(Double($0)) } ?? .null),
            .init("redacted", .bool(redacted)),
            .init("spoken", .string(spokenSentence)),
            .init("ticks", .array(ticks.map(\.stateJSON))),
            .init("frame", frame.stateJSON),
            .init("plot", layout?.plot.stateJSON ?? .null),
            .init("detail", layout?.detail.stateJSON ?? .null),
            .init("strip", layout?.strip.stateJSON ?? .null),
            .init("lens", lensRect(at: time)?.stateJSON ?? .null),
            .init("handles", .array(handleRects(at: time).map(\.stateJSON))),
        ]
        if let layout { fields.append(.init("readout", layout.readout.stateJSON)) }
        return .object(fields)
    }
}
