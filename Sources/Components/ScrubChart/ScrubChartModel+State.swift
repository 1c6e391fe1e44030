import JSONText

extension ScrubChartModel {
    /// The model's part of the `scrub` state-dump entry (DESIGN.md): what is shown and the strings
    /// drawn. The piece adds `frame`, `plot` and `picker`, which need its layout.
    public var stateFields: [StateJSON.Field] {
        let index = activeIndex.map { StateJSON.number(Double($0)) } ?? .null
        let span = rangeSpan
        return [
            StateJSON.Field("series", .string(label)),
            StateJSON.Field("rangeIndex", .number(Double(rangeIndex))),
            StateJSON.Field("selection", .string(selection.phase.rawValue)),
            StateJSON.Field("index", index),
            StateJSON.Field("from", span.map { .number(Double($0.lowerBound)) } ?? .null),
            StateJSON.Field("to", span.map { .number(Double($0.upperBound)) } ?? .null),
            StateJSON.Field("meta", .string(metaLine)),
            StateJSON.Field("numeral", .string(numeral.text)),
            StateJSON.Field("chip", deltaChip.map { .string($0.text) } ?? .null),
            StateJSON.Field("mode", .string(mode.rawValue)),
            StateJSON.Field("count", .number(Double(points.count))),
        ]
    }
}
