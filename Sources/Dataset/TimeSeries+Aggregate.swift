/// How repeated labels in a file of categories become one bar each: `--aggregate`.
public enum Aggregate: String, Sendable, CaseIterable {
    case mean, sum, count, max, min

    /// The figure of `values` (finite ones only; count counts every row).
    func figure(of values: [Double]) -> Double {
        let finite = values.filter(\.isFinite)
        switch self {
        case .count: return Double(values.count)
        case .sum: return finite.reduce(0, +)
        case .mean: return finite.isEmpty ? .nan : finite.reduce(0, +) / Double(finite.count)
        case .max: return finite.max() ?? .nan
        case .min: return finite.min() ?? .nan
        }
    }
}

extension TimeSeries {
    /// Whether any label of a file of categories stands on more than one row (iris's species).
    public var hasRepeatedLabels: Bool {
        kind == .categories && Set(labels).count < labels.count
    }

    /// One row per distinct label, in the order labels first appear, with `aggregate` of its
    /// rows' values, numbered anew; the value's name says what the figure is ("mean of
    /// Sepal.Length"). A series over time is returned as it is.
    public func aggregated(_ aggregate: Aggregate) -> TimeSeries {
        guard kind == .categories, labels.count == samples.count else { return self }
        var order: [String] = []
        var groups: [String: [Double]] = [:]
        for (label, sample) in zip(labels, samples) {
            if groups[label] == nil { order.append(label) }
            groups[label, default: []].append(sample.value)
        }
        var result = self
        result.labels = order
        result.samples = SampleColumn(order.enumerated().map { position, label in
            Sample(time: Double(position), value: aggregate.figure(of: groups[label] ?? []))
        })
        // Counting an index counts rows of each label: the figure is named after the labels.
        result.valueName = aggregate == .count && valueIsIndex ? "count of \(labelName ?? "rows")" : "\(aggregate.rawValue) of \(valueName)"
        result.valueIsIndex = false
        return result
    }
}
