import Geometry
import JSONText

// The picker's state-dump entry: DESIGN.md's `wheel` fields, the strip a pointer aims at, and
// what moves now.

extension WheelPicker {
    /// What a voice reads: the title, "72 kg", as the seed's accessibility value.
    var spoken: String { title }

    func state(at time: Double) -> JSONValue {
        var fields: [JSONValue.Field] = []
        fields.append(.init("frame", frame.stateJSON))
        fields.append(.init("selection", values.indices.contains(selectedIndex) ? .number(Double(values[selectedIndex])) : .null))
        fields.append(.init("index", .number(Double(selectedIndex))))
        fields.append(.init("title", .string(title)))
        fields.append(.init("offset", .number((offset.value(at: time) * 1000).rounded() / 1000)))
        fields.append(.init("settled", .number(Double(settledIndex))))
        fields.append(.init("count", .number(Double(model.count))))
        fields.append(.init("itemWidth", .number(model.itemWidth)))
        fields.append(.init("dragging", .bool(dragStart != nil)))
        fields.append(.init("strip", strip.stateJSON))
        fields.append(.init("spoken", .string(spoken)))
        fields.append(.init("ticks", .array(ticks.map(\.stateJSON))))
        return .object(fields)
    }
}
