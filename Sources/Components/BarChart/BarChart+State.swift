import Geometry
import JSONText

// The chart's state-dump entry: DESIGN.md's `bars` fields, the columns a pointer aims at, and
// the readout.

extension BarChart {
    /// The sentence a voice reads: the bar the readout names as the seed's accessibility label
    /// and value, "Monday, 12" (a day or month written out); with no readout, the whole chart,
    /// "Workouts, This week: M 12, T 19, …", or for a file its heading and bars.
    public var spokenSentence: String {
        if let selected, model.values.indices.contains(selected) { return model.spokenBar(selected) }
        return model.spoken(title: subtitle.map { "\(heading), \($0)" } ?? heading)
    }

    /// The bars' values from first to last, as given: what an audio graph of the chart plays.
    public var audioGraphValues: [Double]? { model.values }

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
        fields.append(.init("spoken", .string(spokenSentence)))
        fields.append(.init("ticks", .array(ticks.map(\.stateJSON))))
        return .object(fields)
    }
}
