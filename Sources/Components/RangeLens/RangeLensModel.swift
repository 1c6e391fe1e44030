import Dataset

/// The series a lens reads, sorted and summed once per change of data, never on a drag step:
/// block sums give constant-time averages and totals, and a min/max pyramid gives any window's
/// extremes in a few steps. Beyond the loaded samples it holds about 2.5 bytes a sample.
///
/// Values that are negative or not finite count, and draw, as zero.
public struct RangeLensModel: Sendable {
    /// The samples, ascending by time: the loaded series' own storage, never copied when it is
    /// sorted already, which loaded series are.
    let samples: SampleColumn
    /// The extremes of any run of values.
    let peaks: ChartPeaks
    /// `blockSums[k]` is the sum of the first `k × sumBlock` values; a sum up to any index adds
    /// at most `sumBlock − 1` values to one of them, in constant time, at half a byte a sample.
    let blockSums: [Double]
    static let sumBlock = 16
    /// How far apart the samples are: the buckets a tick counts and the step a key moves.
    let cadence: ChartCadence
    /// The marks under the strip, before thinning.
    let marks: [RangeLensMark]
    /// Whether times are dates; a series over plain numbers or row positions reads them as numbers.
    let isTimeAxis: Bool
    /// The year of the latest sample: a window in an earlier year names its year.
    let latestYear: Int
    /// The highest value of the whole series, the strip's scale.
    let maximum: Double

    /// The figure the readout shows.
    var summary: RangeLensSummary
    /// What the numbers count ("steps a day"), shown after the numeral; nil shows it alone.
    var unit: String?
    /// The fewest samples the window may cover.
    var minimumSpan: Int
    /// How a value reads in the readout and aloud.
    var format: RangeLensValueFormat

    /// Sorts `samples` by time (stably) unless they are sorted already, as loaded series are.
    public init(
        samples: SampleColumn, isTimeAxis: Bool = true, summary: RangeLensSummary = .average, unit: String? = nil,
        minimumSpan: Int = 7, format: RangeLensValueFormat = .rounded
    ) {
        var sorted = samples
        if samples.contains(where: { !$0.time.isFinite }) { sorted = samples.filter { $0.time.isFinite } }
        if zip(sorted, sorted.dropFirst()).contains(where: { $0.time > $1.time }) {
            let unsorted = sorted
            let order = unsorted.indices.sorted {
                unsorted[$0].time < unsorted[$1].time || (unsorted[$0].time == unsorted[$1].time && $0 < $1)
            }
            sorted = SampleColumn(order.map { unsorted[$0] })
        }
        self.samples = sorted
        let value = { (index: Int) in Self.drawn(sorted[index].value) }
        var sums: [Double] = [0]
        sums.reserveCapacity(sorted.count / Self.sumBlock + 1)
        var sum = 0.0
        var highest = 0.0
        for index in sorted.indices {
            let v = value(index)
            sum += v
            if v > highest { highest = v }
            if (index + 1) % Self.sumBlock == 0 { sums.append(sum) }
        }
        blockSums = sums
        maximum = highest
        peaks = ChartPeaks(count: sorted.count, value: value)
        cadence = ChartCadence(count: sorted.count) { sorted[$0].time }
        self.isTimeAxis = isTimeAxis
        marks = isTimeAxis ? RangeLensMark.marks(count: sorted.count) { sorted[$0].time } : []
        latestYear = sorted.last.map { ChartCalendar.parts($0.time).year } ?? 0
        self.summary = summary
        self.unit = unit
        self.minimumSpan = max(minimumSpan, 1)
        self.format = format
    }

    /// A value as the lens counts and draws it: negative and non-finite values are 0, and values
    /// past ``largestDrawn`` are that, so a sum over any window (a total, an average's numerator)
    /// stays finite: a file of 1e308s would otherwise sum to infinity, and its average to NaN.
    static func drawn(_ value: Double) -> Double { value.isFinite && value > 0 ? min(value, largestDrawn) : 0 }

    /// The largest value the lens counts: ten trillion of them still sum to a finite double.
    static let largestDrawn = 1e295

    /// Sample `index`'s time in seconds.
    func time(_ index: Int) -> Double { samples[index].time }
    /// Sample `index`'s value as drawn.
    func value(_ index: Int) -> Double { Self.drawn(samples[index].value) }

    /// The sum of the first `count` values.
    func sum(upTo count: Int) -> Double {
        let block = count / Self.sumBlock
        var total = blockSums[block]
        var index = block * Self.sumBlock
        while index < count {
            total += value(index)
            index += 1
        }
        return total
    }

    /// The highest value in `range`, 0 when it is empty.
    func maximum(in range: Range<Int>) -> Double { peaks.extremes(in: range, value: value)?.high ?? 0 }
    /// The lowest value in `range`, 0 when it is empty.
    func minimum(in range: Range<Int>) -> Double { peaks.extremes(in: range, value: value)?.low ?? 0 }

    var count: Int { samples.count }
    var isEmpty: Bool { samples.isEmpty }

    /// The minimum span for this series: never more samples than it has.
    var effectiveMinimum: Int { min(minimumSpan, max(count, 1)) }

    // MARK: Windows

    /// The span the lens draws for the dates `range`: from its first sample on or after the lower
    /// time to its last on or before the upper one, at least the minimum span wide, clamped to the
    /// series. A range wider than the series shows all of it.
    func span(for range: ClosedRange<Double>) -> RangeLensSpan {
        let n = count
        guard n > 0 else { return RangeLensSpan(start: 0, end: 0) }
        var lo = firstIndex(atOrAfter: range.lowerBound) ?? (n - 1)
        var hi = lastIndex(atOrBefore: range.upperBound) ?? 0
        if hi < lo { hi = lo }
        let width = effectiveMinimum
        if hi - lo + 1 < width {
            hi = min(lo + width - 1, n - 1)
            lo = max(hi - width + 1, 0)
        }
        return RangeLensSpan(start: Double(lo), end: Double(hi + 1))
    }

    /// The whole samples a span rests on, at least the minimum span; nil for an empty series.
    func window(of span: RangeLensSpan) -> ClosedRange<Int>? {
        let n = count
        guard n > 0 else { return nil }
        var lo = min(max(Int(span.start.rounded()), 0), n - 1)
        var hi = min(max(Int(span.end.rounded()) - 1, lo), n - 1)
        let width = effectiveMinimum
        if hi - lo + 1 < width {
            hi = min(lo + width - 1, n - 1)
            lo = max(hi - width + 1, 0)
        }
        return lo...hi
    }

    /// The last `count` samples: a good opening window (`window(last: 42)`, six weeks of days).
    func span(last samples: Int) -> RangeLensSpan {
        let n = count
        guard n > 0 else { return RangeLensSpan(start: 0, end: 0) }
        let width = min(max(samples, effectiveMinimum, 1), n)
        return RangeLensSpan(start: Double(n - width), end: Double(n))
    }

    /// The opening window: six steps' worth of samples, which is the last six weeks of daily
    /// samples (`span(last: 42)`), 24 weeks of weekly ones, 18 months of monthly ones and six days
    /// of hourly ones, at least the minimum span.
    public var openingSpan: RangeLensSpan { span(last: cadence.step * 6) }

    // MARK: Figures

    /// The readout's figure for `window`.
    func value(_ summary: RangeLensSummary, in window: ClosedRange<Int>) -> Double {
        switch summary {
        case .average: (sum(upTo: window.upperBound + 1) - sum(upTo: window.lowerBound)) / Double(window.count)
        case .total: sum(upTo: window.upperBound + 1) - sum(upTo: window.lowerBound)
        case .maximum: maximum(in: window.lowerBound..<window.upperBound + 1)
        case .minimum: minimum(in: window.lowerBound..<window.upperBound + 1)
        }
    }

    /// The highest sample of `window`, which the detail's ceiling follows.
    func peak(_ window: ClosedRange<Int>) -> Double {
        maximum(in: window.lowerBound..<window.upperBound + 1)
    }

    /// The mean over a fractional span, each sample weighted by how much of it the span covers,
    /// so the average rule glides with the bars instead of stepping.
    func mean(from start: Double, to end: Double) -> Double {
        let n = Double(count)
        let a = min(max(start, 0), n), b = min(max(end, 0), n)
        guard b - a > 0.0001 else { return 0 }
        return (cumulative(b) - cumulative(a)) / (b - a)
    }

    private func cumulative(_ x: Double) -> Double {
        let whole = Int(x.rounded(.down))
        guard whole < count else { return sum(upTo: count) }
        return sum(upTo: whole) + value(whole) * (x - Double(whole))
    }

    /// The bucket sample `index` falls in (the start time of its week, month, year or day), or nil
    /// outside the series. A tick plays when the moving edge crosses into another one.
    func bucket(_ index: Int) -> Double? {
        guard samples.indices.contains(index) else { return nil }
        return ChartCalendar.start(of: cadence.bucket, containing: samples[index].time)
    }

    // MARK: Searching

    /// The first sample at or after `time`.
    func firstIndex(atOrAfter time: Double) -> Int? {
        let index = Self.lowerBound(count: count, of: time) { samples[$0].time }
        return index < count ? index : nil
    }

    /// The first of `count` ascending times (read through `time`) that is not before `target`;
    /// `count` when there is none.
    static func lowerBound(count: Int, of target: Double, time: (Int) -> Double) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if time(middle) < target { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The last sample at or before `time`.
    func lastIndex(atOrBefore time: Double) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if samples[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }
}

/// How the lens writes its figures.
public enum RangeLensValueFormat: Sendable, Hashable {
    /// Whole numbers from 100 up and at most one decimal below: 8,412 and 5.3.
    case rounded
    /// An amount of a currency ("USD"), with two decimals.
    case currency(code: String)

    public func format(_ value: Double) -> String {
        switch self {
        case .rounded: ChartNumberFormat.rounded(value)
        case .currency(let code): ChartNumberFormat.currency(code: code).format(value)
        }
    }
}
