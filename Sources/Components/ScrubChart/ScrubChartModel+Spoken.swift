import Foundation

// The readout as a voice reads it: the seed's accessibility value (the figure, then which way it
// went and by how much) with the readout's meta line and the chip's percent, in words.

extension ScrubChartModel {
    /// The sentence a voice reads for the readout now, amounts in words when the chart has a
    /// currency and plain numbers otherwise:
    /// - at rest, "187 dollars, latest, 1 week, up 10 dollars 70, 6.1 percent": the latest value,
    ///   the range, and the change from the range's first point;
    /// - under the finger, "181 dollars on September 14, up 4 dollars 70, 2.7 percent": the
    ///   point's value and date, and its change from the first point;
    /// - across a held range, "down 4 dollars 70, September 3 to September 7, 2.5 percent": the
    ///   change from the range's earlier end to its later one;
    /// - with no data, "No data".
    ///
    /// The seed's way: "up" for a rise or no change, "down" for a fall, never a signed amount.
    public var spokenReadout: String {
        let points = points
        guard let last = points.last, let chip = deltaChip else { return "No data" }
        let dates = dateLabels
        let change = "\(chip.isRising ? "up" : "down") \(format.spoken(abs(chip.delta)))"
        let percent = ChartNumberFormat.spokenPercent(chip.percent)
        if let span = rangeSpan {
            let from = dates.spokenLabel(points[span.lowerBound].date), to = dates.spokenLabel(points[span.upperBound].date)
            return "\(change), \(from == to ? from : "\(from) to \(to)"), \(percent)"
        }
        if let index = activeIndex {
            let date = dates.spokenLabel(points[index].date, precise: true)
            return "\(format.spoken(points[index].value)) on \(date), \(change), \(percent)"
        }
        return "\(format.spoken(last.value)), latest, \(Self.spokenRange(label)), \(change), \(percent)"
    }

    /// A range's label as a voice reads it: "1D" is "1 day", "3M" "3 months", "All" "all"; a
    /// label of another kind (a wide file's column) is read as it is.
    static func spokenRange(_ label: String) -> String {
        if label == ChartRanges.allLabel { return "all" }
        guard let unit = label.last, let count = Int(label.dropLast()), count > 0 else { return label }
        let name: String
        switch unit {
        case "D": name = "day"
        case "W": name = "week"
        case "M": name = "month"
        case "Y": name = "year"
        default: return label
        }
        return "\(count) \(name)\(count == 1 ? "" : "s")"
    }
}
