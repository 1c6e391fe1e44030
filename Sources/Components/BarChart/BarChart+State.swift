import Geometry
import JSONText

// The chart's state-dump entry: DESIGN.md's `bars` fields, the columns a pointer aims at, and
// the readout.

extension BarChart {
    /// The sentence a voice reads: "Workouts, This week: M 12, T 19, …", or for a file its
    /// heading and bars.
    var spoken: String {
        model.spoken(title: subtitle.map { "\(heading), \($0)" } ?? heading)
    }

    public func state(at time: Double) -> JSONValue {
        catchUp(to: time)
        let rounded = { (value: Double) in JSONValue.number((value * 10000).rounded() / 10000) }
        var fields: [JSONValue.Field] = []
        fields.append(.init("frame", frame.stateJSON))
        fields.append(.init("heading", .string(heading)))
        fields.append(.init("title", .string(title)))
        fields.append(.init("labels", .array(model.labels.map { .string($0) })))
        fields.append(.init("values", .array(model.values.map { $0.isFinite ? .number($0) : .null })))
        fields.append(.init("ratios", .array(model.ratios.map(rounded))))
        fields.append(.init("revealed", .bool(growth.isRevealed(at: time))))
        fields.append(.init("heights", .array(model.values.indices.map { rounded(height(of: $0, at: time)) })))
        fields.append(.init("columns", .array((layout?.columns ?? []).map(\.stateJSON))))
        fields.append(.init("selected", selected.map { .number(Double($0)) } ?? .null))
        fields.append(.init("readout", selected.map { .string(readoutText($0)) } ?? .null))
        fields.append(.init("spoken", .string(spoken)))
        fields.append(.init("ticks", .array(ticks.map(\.stateJSON))))
        return .object(fields)
    }
}
