#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A loaded series: samples in time order plus what the loader understood and what it skipped.
///
/// Samples are sorted by time, stably: rows with equal times stay in file order, because a file
/// that repeats a time usually means it (two readings in one second), and dropping or reordering
/// them would change what the user sees. Live sources add rows with ``insert(contentsOf:)``,
/// which keeps the same order.
public struct TimeSeries: Sendable {
    /// What the x values mean.
    public enum Axis: String, Sendable, Hashable {
        /// Seconds since 1970-01-01T00:00Z.
        case time
        /// Plain numbers from the x column.
        case number
        /// Row positions 0, 1, 2, … (the source has no time column).
        case rowNumber
    }

    /// The points, sorted by time; equal times in file order. Shared, not copied, between the
    /// series a window draws and the one its follow worker grows (see ``SampleColumn``).
    public var samples: SampleColumn
    /// Times (same units as ``Sample/time``) of rows that had a time but a missing or unreadable
    /// value, sorted. Pieces that draw gaps break the line at these; others ignore them. Each is
    /// also counted in ``skipped``.
    var gaps: [Double]
    /// What ``Sample/time`` means for this series.
    public var axis: Axis
    /// The time column's name, nil for ``Axis/rowNumber``.
    public var timeName: String?
    /// The value column's name, e.g. `co2`; the series label.
    public var valueName: String
    /// How times were read, e.g. `YYYY-MM-DD` or `epoch milliseconds`; nil unless ``Axis/time``.
    var dateFormat: String?
    /// Delimited text, a JSON document, or NDJSON.
    var format: SourceFormat
    /// The delimiter of a delimited source, as text (`","`, `"\t"`).
    var delimiter: String?
    /// Rows that were data but gave no sample: a missing or unreadable time or value.
    public var skipped: Int
    /// The first warnings, word for word.
    var warnings: [DataWarning]
    /// Warnings beyond the kept ones, only counted.
    var omittedWarningCount: Int
    /// The zone times without an offset were read in, and in which reports show times.
    var timeZone: TimeZone
    /// In a file of categories, each sample's label, in step with ``samples``; empty for a series.
    public var labels: [String]
    /// The column the labels come from; nil for a series.
    var labelName: String?
    /// True when a file of categories had no numbers but an index: its values are row numbers,
    /// and what it shows is how many rows each label has (``aggregated(_:)`` with `.count`).
    public var valueIsIndex = false
    /// Each column's role and the reason for it, as `inspect` reports them; empty for sources
    /// read without a table layout.
    var columns: [ColumnReport] = []
    /// A wide file's other measures, by column name: each loads as a series of its own with `y`
    /// set to it (``alternatives``). Empty for a file with one measure, or when `y` was given.
    public var otherMeasureNames: [String] = []
    /// The other measures' series, loaded beside this one by the viewer, in column order; the
    /// Scrub Chart offers them by name when the file has no ranges to offer.
    public var alternatives: [TimeSeries] = []
    /// The column cache entry of this series being written, when it is being kept; its
    /// ``ColumnCacheWrite/finish()`` says why it could not be (a folder that cannot be written, a
    /// full disk). Nil for a series read from the cache or not asked to be kept.
    public var cacheWrite: ColumnCacheWrite?

    /// What a source holds: a series over time (or over rows), or named categories.
    public enum Kind: String, Sendable, Hashable {
        /// Values along an axis: dates, numbers or row positions.
        case series
        /// One value per label, in file order (`label,value` with no time), as a bar chart shows.
        case categories
    }

    /// ``Kind/categories`` when the rows are named by a label column, else ``Kind/series``.
    public var kind: Kind { labelName == nil ? .series : .categories }

    /// A series from its parts; the loader builds these, tests and callers may too.
    public init(samples: SampleColumn, gaps: [Double] = [], axis: Axis, timeName: String?, valueName: String, dateFormat: String?,
                format: SourceFormat, delimiter: String?, skipped: Int, warnings: [DataWarning],
                omittedWarningCount: Int, timeZone: TimeZone, labels: [String] = [], labelName: String? = nil) {
        self.samples = samples
        self.gaps = gaps
        self.axis = axis
        self.timeName = timeName
        self.valueName = valueName
        self.dateFormat = dateFormat
        self.format = format
        self.delimiter = delimiter
        self.skipped = skipped
        self.warnings = warnings
        self.omittedWarningCount = omittedWarningCount
        self.timeZone = timeZone
        self.labels = labels
        self.labelName = labelName
    }

    /// Adds samples that arrived later (a live stream), keeping time order and, for equal times,
    /// arrival order. In-order arrivals, the usual case, are appended in O(1) each.
    ///
    /// - Complexity: O(k) for k in-order samples; O(n) per out-of-order sample.
    mutating func insert(contentsOf newSamples: [Sample]) {
        for sample in newSamples {
            if let last = samples.last, sample.time < last.time {
                // Upper bound: after every sample with an equal or earlier time.
                var low = 0
                var high = samples.count
                while low < high {
                    let middle = (low + high) / 2
                    if samples[middle].time <= sample.time { low = middle + 1 } else { high = middle }
                }
                samples.insert(sample, at: low)
            } else {
                samples.append(sample)
            }
        }
    }

    /// Adds a stream's next rows: samples as ``insert(contentsOf:)-([Sample])`` does, gaps in order.
    /// Categories are numbered in arrival order, so their samples and labels are appended.
    public mutating func insert(contentsOf rows: ParsedRows) {
        insert(contentsOf: rows.samples)
        labels.append(contentsOf: rows.labels)
        for gap in rows.gaps {
            if let last = gaps.last, gap < last {
                gaps.insert(gap, at: gaps.firstIndex { $0 > gap } ?? gaps.count)
            } else {
                gaps.append(gap)
            }
        }
    }

    /// Sorts by time, keeping file order among equal times.
    mutating func sortStably() {
        sortGaps()
        // Files are nearly always in order already: one plain pass over the times finds out.
        var isSorted = true
        var index = 1
        while index < samples.count {
            if samples[index - 1].time > samples[index].time {
                isSorted = false
                break
            }
            index += 1
        }
        guard !isSorted else { return }
        // Swift's sort is stable (documented since Swift 5); the position tie-break makes the
        // intent explicit and holds whatever the algorithm.
        var order = Array(samples.indices)
        order.sort { samples[$0].time < samples[$1].time || (samples[$0].time == samples[$1].time && $0 < $1) }
        samples = SampleColumn(order.map { samples[$0] })
        if labels.count == order.count { labels = order.map { labels[$0] } }
    }

    /// Puts the gaps in time order: all a series in time order needs of ``sortStably()``.
    mutating func sortGaps() {
        gaps.sort()
    }
}

/// Summary numbers over a series' values, as `vitrine inspect` prints them.
struct SeriesStatistics: Sendable, Hashable {
    /// How many samples, finite or not.
    var count: Int
    /// Values that are infinite; counted in `count`, left out of min, max and mean.
    var nonFiniteCount: Int
    /// The earliest and latest sample times; nil for an empty series.
    var firstTime: Double?
    /// See ``firstTime``.
    var lastTime: Double?
    /// The smallest finite value; nil when no value is finite.
    var minimum: Double?
    /// The largest finite value; nil when no value is finite.
    var maximum: Double?
    /// The mean of the finite values; nil when no value is finite.
    var mean: Double?

    /// Computes the numbers in one pass over time-sorted samples.
    init(_ samples: SampleColumn) {
        count = samples.count
        firstTime = samples.first?.time
        lastTime = samples.last?.time
        var finite = 0
        var sum = 0.0
        var compensation = 0.0
        var minimum = Double.infinity
        var maximum = -Double.infinity
        for sample in samples where sample.value.isFinite {
            finite += 1
            minimum = Swift.min(minimum, sample.value)
            maximum = Swift.max(maximum, sample.value)
            // Kahan summation keeps the mean of millions of rows exact to the last digits.
            let adjusted = sample.value - compensation
            let total = sum + adjusted
            compensation = (total - sum) - adjusted
            sum = total
        }
        nonFiniteCount = count - finite
        self.minimum = finite > 0 ? minimum : nil
        self.maximum = finite > 0 ? maximum : nil
        self.mean = finite > 0 ? sum / Double(finite) : nil
    }
}

extension TimeSeries {
    /// Count, first and last time, min, max and mean; computed on each call (one pass).
    var statistics: SeriesStatistics { SeriesStatistics(samples) }
}

extension TimeSeries {
    /// Categories ordered from the highest value to the lowest (ties keep their file order), as
    /// `--sort value` shows them, numbered anew in that order. A series over time is returned as
    /// it is: its order is its time.
    public func sortedByValue() -> TimeSeries {
        guard kind == .categories, labels.count == samples.count else { return self }
        let order = samples.indices.sorted { a, b in
            let x = samples[a].value, y = samples[b].value
            // Non-finite values sort last, so a stray NaN cannot scramble the order.
            if x.isFinite != y.isFinite { return x.isFinite }
            return x != y && x.isFinite ? x > y : a < b
        }
        var sorted = self
        sorted.samples = SampleColumn(order.enumerated().map { position, index in
            var sample = samples[index]
            sample.time = Double(position)
            return sample
        })
        sorted.labels = order.map { labels[$0] }
        return sorted
    }
}
