import JSONText

extension ScrubChartModel {
    /// The model's part of the `scrub` state-dump entry (DESIGN.md): what is shown and the strings
    /// drawn. The piece adds `frame`, `plot` and `picker`, which need its layout.
    public var stateFields: [JSONValue.Field] {
        let index = activeIndex.map { JSONValue.number(Double($0)) } ?? .null
        let span = rangeSpan
        return [
            JSONValue.Field("series", .string(label)),
            JSONValue.Field("rangeIndex", .number(Double(rangeIndex))),
            JSONValue.Field("selection", .string(selection.phase.rawValue)),
            JSONValue.Field("index", index),
            JSONValue.Field("from", span.map { .number(Double($0.lowerBound)) } ?? .null),
            JSONValue.Field("to", span.map { .number(Double($0.upperBound)) } ?? .null),
            JSONValue.Field("meta", .string(metaLine)),
            JSONValue.Field("numeral", .string(numeral.text)),
            JSONValue.Field("chip", deltaChip.map { .string($0.text) } ?? .null),
            JSONValue.Field("mode", .string(mode.rawValue)),
            JSONValue.Field("count", .number(Double(points.count))),
        ]
    }
}
