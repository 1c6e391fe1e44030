/// The big figure, split so that its decimals can be dimmed.
public struct ScrubChartNumeral: Sendable, Hashable {
    /// Everything up to the decimal point, with the sign of a held range's change.
    public var whole: String
    /// The decimal point and what follows it; empty when there is none.
    var fraction: String
    /// True for the "—" of an empty chart, drawn muted as a whole.
    var isPlaceholder: Bool

    public var text: String { whole + fraction }

    public init(whole: String, fraction: String, isPlaceholder: Bool) {
        self.whole = whole
        self.fraction = fraction
        self.isPlaceholder = isPlaceholder
    }
}

/// Which way a change went, which picks the delta chip's tint: sage up, red down, clear glass
/// with muted figures for no change.
public enum ScrubChartTrend: String, Sendable, Hashable {
    case up
    case down
    case flat
}

/// What the delta chip carries.
public struct ScrubChartDeltaChip: Sendable, Hashable {
    /// The change in value, signed.
    var delta: Double
    /// The change as a fraction of where it started (0 when it started at 0).
    var percent: Double
    /// "+$4.60" or "−$4.60", shown at rest and under the finger; nil while a range is held, when
    /// the numeral itself is the change.
    public var amount: String?
    /// "2.5%", never signed: the arrow and the tint say which way.
    public var percentText: String

    public var trend: ScrubChartTrend { delta > 0 ? .up : delta < 0 ? .down : .flat }
    /// The arrow points up and right for a rise or no change, down and right for a fall.
    public var isRising: Bool { delta >= 0 }

    /// The figures as drawn, for the state dump: "↗ +$4.60 2.5%".
    public var text: String {
        ([isRising ? "↗" : "↘"] + [amount].compactMap { $0 } + [percentText]).joined(separator: " ")
    }
}

extension ScrubChartModel {
    /// The small line over the figure, in capitals: "LATEST · 1M" at rest, the point's precise
    /// date under the finger, "SEP 16 – SEP 18" while a range is held, the range's label alone
    /// when it has no points.
    public var metaLine: String {
        guard !isEmpty else { return label.uppercased() }
        let points = points
        let dates = dateLabels
        if let span = rangeSpan {
            return "\(dates.label(points[span.lowerBound].date)) – \(dates.label(points[span.upperBound].date))".uppercased()
        }
        if case .scrubbing = selection, let index = activeIndex {
            return dates.label(points[index].date, precise: true).uppercased()
        }
        return "Latest · \(label)".uppercased()
    }

    /// The figure: the latest value at rest, the value under the finger, the signed change across
    /// a held range (with U+2212 for a fall), or "—" with no data.
    public var numeral: ScrubChartNumeral {
        let points = points
        guard let last = points.last else { return ScrubChartNumeral(whole: "—", fraction: "", isPlaceholder: true) }
        let text: String
        if let span = rangeSpan {
            text = format.signed(points[span.upperBound].value - points[span.lowerBound].value)
        } else if let index = activeIndex {
            text = format.format(points[index].value)
        } else {
            text = format.format(last.value)
        }
        let parts = ChartNumberFormat.splitDecimals(text)
        return ScrubChartNumeral(whole: parts.whole, fraction: parts.fraction, isPlaceholder: false)
    }

    /// The number the figure shows: the value, or a held range's change; nil with no data.
    var numeralValue: Double? {
        let points = points
        guard let last = points.last else { return nil }
        if let span = rangeSpan { return points[span.upperBound].value - points[span.lowerBound].value }
        if let index = activeIndex { return points[index].value }
        return last.value
    }

    /// The chip beside or under the figure: the change from the range's first point to the
    /// latest (at rest) or to the point under the finger, with its amount and percent; across a
    /// held range, its percent only. Nil with no data.
    public var deltaChip: ScrubChartDeltaChip? {
        let points = points
        guard let first = points.first, let last = points.last else { return nil }
        let from: Double, to: Double
        if let span = rangeSpan {
            (from, to) = (points[span.lowerBound].value, points[span.upperBound].value)
        } else if let index = activeIndex {
            (from, to) = (first.value, points[index].value)
        } else {
            (from, to) = (first.value, last.value)
        }
        let delta = to - from
        // From 1e308 to −1e308 the change overflows, but its percent (−200%) does not.
        let percent = from == 0 ? 0 : delta.isFinite ? delta / abs(from) : to / abs(from) - (from > 0 ? 1 : -1)
        return ScrubChartDeltaChip(
            delta: delta, percent: percent, amount: rangeSpan == nil ? format.signed(delta) : nil,
            percentText: ChartNumberFormat.percent(percent))
    }

    /// The min and max labels' text: the extreme values in the chart's format.
    func markerText(_ index: Int) -> String { format.format(points[index].value) }

    /// The three x-axis labels (start, middle, end of the plot), in capitals. Empty with no data.
    public var axisLabels: [String] {
        let points = points
        guard let first = points.first, let last = points.last else { return [] }
        let dates = dateLabels
        let positions: [Double]
        if mode == .line {
            positions = [0, 0.5, 1]
        } else {
            // Bars mode labels the first, middle and last bar slots.
            let count = Double(max(points.count - 1, 0))
            positions = [0, count / 2, count].map { $0 / max(count, 1) }
        }
        return positions.map { fraction in
            dates.label(first.date.addingTimeInterval(last.date.timeIntervalSince(first.date) * fraction)).uppercased()
        }
    }
}
