import Dataset

/// The series a lens reads, sorted and summed once per change of data, never on a drag step:
/// prefix sums give constant-time averages and totals, and a min/max pyramid gives any window's
/// extremes in a few steps.
///
/// Values that are negative or not finite count, and draw, as zero.
struct RangeLensModel: Sendable {
    /// Sample times in seconds (see ``Dataset/Sample``), ascending.
    let times: [Double]
    /// The values as drawn: negative and non-finite ones are 0.
    var values: [Double] { peaks.values }
    /// The extremes of any run of values.
    let peaks: ChartPeaks
    /// `prefix[i]` is the sum of the first `i` values.
    let prefix: [Double]
    /// How far apart the samples are: the buckets a tick counts and the step a key moves.
    let cadence: ChartCadence
    /// The marks under the strip, before thinning.
    let marks: [RangeLensMark]
    /// Whether times are dates; a series over plain numbers or row positions reads them as numbers.
    let isTimeAxis: Bool
    /// The year of the latest sample: a window in an earlier year names its year.
    let latestYear: Int

    /// The figure the readout shows.
    var summary: RangeLensSummary
    /// What the numbers count ("steps a day"), shown after the numeral; nil shows it alone.
    var unit: String?
    /// The fewest samples the window may cover.
    var minimumSpan: Int
    /// How a value reads in the readout and aloud.
    var format: RangeLensValueFormat

    /// Sorts `samples` by time (stably) unless they are sorted already, as loaded series are.
    init(
        samples: [Sample], isTimeAxis: Bool = true, summary: RangeLensSummary = .average, unit: String? = nil,
        minimumSpan: Int = 7, format: RangeLensValueFormat = .rounded
    ) {
        var sorted = samples
        if zip(samples, samples.dropFirst()).contains(where: { $0.time > $1.time }) {
            let order = samples.indices.sorted { samples[$0].time < samples[$1].time || (samples[$0].time == samples[$1].time && $0 < $1) }
            sorted = order.map { samples[$0] }
        }
        var times: [Double] = []
        var values: [Double] = []
        var prefix: [Double] = [0]
        times.reserveCapacity(sorted.count)
        values.reserveCapacity(sorted.count)
        prefix.reserveCapacity(sorted.count + 1)
        var sum = 0.0
        for sample in sorted where sample.time.isFinite {
            let value = sample.value.isFinite ? max(sample.value, 0) : 0
            times.append(sample.time)
            values.append(value)
            sum += value
            prefix.append(sum)
        }
        self.times = times
        self.prefix = prefix
        peaks = ChartPeaks(values)
        cadence = ChartCadence(times: times)
        self.isTimeAxis = isTimeAxis
        marks = isTimeAxis ? RangeLensMark.marks(times: times) : []
        latestYear = times.last.map { ChartCalendar.parts($0).year } ?? 0
        self.summary = summary
        self.unit = unit
        self.minimumSpan = max(minimumSpan, 1)
        self.format = format
    }

    var count: Int { times.count }
    var isEmpty: Bool { times.isEmpty }
    /// The highest value of the whole series, the strip's scale.
    var maximum: Double { peaks.maximum(in: 0..<count) }

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
    var openingSpan: RangeLensSpan { span(last: cadence.step * 6) }

    // MARK: Figures

    /// The readout's figure for `window`.
    func value(_ summary: RangeLensSummary, in window: ClosedRange<Int>) -> Double {
        switch summary {
        case .average: (prefix[window.upperBound + 1] - prefix[window.lowerBound]) / Double(window.count)
        case .total: prefix[window.upperBound + 1] - prefix[window.lowerBound]
        case .maximum: peaks.maximum(in: window.lowerBound..<window.upperBound + 1)
        case .minimum: peaks.minimum(in: window.lowerBound..<window.upperBound + 1)
        }
    }

    /// The highest sample of `window`, which the detail's ceiling follows.
    func peak(_ window: ClosedRange<Int>) -> Double {
        peaks.maximum(in: window.lowerBound..<window.upperBound + 1)
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
        guard whole < count else { return prefix[count] }
        return prefix[whole] + values[whole] * (x - Double(whole))
    }

    /// The bucket sample `index` falls in (the start time of its week, month, year or day), or nil
    /// outside the series. A tick plays when the moving edge crosses into another one.
    func bucket(_ index: Int) -> Double? {
        guard times.indices.contains(index) else { return nil }
        return ChartCalendar.start(of: cadence.bucket, containing: times[index])
    }

    // MARK: Searching

    /// The first sample at or after `time`.
    func firstIndex(atOrAfter time: Double) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < time { low = middle + 1 } else { high = middle }
        }
        return low < count ? low : nil
    }

    /// The last sample at or before `time`.
    func lastIndex(atOrBefore time: Double) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }
}

/// How the lens writes its figures.
enum RangeLensValueFormat: Sendable, Hashable {
    /// Whole numbers from 100 up and at most one decimal below: 8,412 and 5.3.
    case rounded
    /// An amount of a currency ("USD"), with two decimals.
    case currency(code: String)

    func format(_ value: Double) -> String {
        switch self {
        case .rounded: ChartNumberFormat.rounded(value)
        case .currency(let code): ChartNumberFormat.currency(code: code).format(value)
        }
    }
}
