import Dataset

/// The widest figures the readout can show across every range of a dataset, measured once so that
/// the readout keeps one shape through a scrub or a range switch.
///
/// Digits are tabular, so two strings that differ only in their digits are equally wide: each
/// list keeps one string per shape (digits replaced by 0), and measuring those covers every value.
/// Formatting every point costs a few milliseconds on a long series, which is why this is built
/// when the data changes and kept, never rebuilt on a scrub step.
public struct ScrubChartReadoutFigures: Sendable, Hashable {
    /// Every shape of value the figure shows at rest or under the finger.
    public var values: [String]
    /// Every shape of signed change from a range's first point, the chip's amount.
    public var amounts: [String]
    /// The largest change from a range's first point, as a fraction: the chip's widest percent.
    public var swing: Double
    /// Every shape of signed change a held range can show as the figure: at most its span.
    public var held: [String]
    /// The largest percent a held range's chip can show: each point against the farthest point
    /// after it, since a range's percent is taken from its earlier end.
    public var heldSwing: Double

    /// Measures every range of `series`. A range whose points are summarized (a loaded file's)
    /// is walked by stretches of 256 points, and a stretch whose extremes show it can add no
    /// shape and no wider held swing is passed over unread: a hundred million points cost a few
    /// hundred thousand reads.
    public init(series: [ChartSeries], format: ChartNumberFormat) {
        var values = ShapeCollector(format: format), amounts = ShapeCollector(format: format, signed: true)
        var held: [String: String] = [:]
        var swing = 0.0, heldSwing = 0.0
        for item in series {
            let points = item.points
            guard let first = points.first, let low = item.lowIndex, let high = item.highIndex else { continue }
            values.add(points, minus: 0)
            amounts.add(points, minus: first.value)
            heldSwing = Self.heldSwing(of: points, atLeast: heldSwing)
            // The widest change is to the lowest or the highest point.
            if first.value != 0 {
                let low = points[low].value, high = points[high].value
                swing = max(swing, abs(low - first.value) / abs(first.value), abs(high - first.value) / abs(first.value))
            }
            let span = points[high].value - points[low].value
            for text in ["+" + format.format(span), ChartNumberFormat.minus + format.format(span)] {
                held[Self.shapeKey(text)] = text
            }
        }
        self.values = values.strings
        self.amounts = amounts.strings
        self.swing = swing
        self.held = held.values.sorted()
        self.heldSwing = heldSwing
    }

    /// The largest percent a held range of `points` can show, or `known` when none is larger: a
    /// range's percent is its change from its earlier end, so each point is measured against the
    /// farthest point after it. Walked from the end by stretches, a stretch is read only when the
    /// farthest its points could reach beats the largest found so far.
    private static func heldSwing(of points: SampleColumn, atLeast known: Double) -> Double {
        guard let last = points.last else { return known }
        var largest = known
        var after = (low: last.value, high: last.value)
        points.forEachStretch(in: points.indices, reversed: true) { stretch, low, high in
            let reach = (low: min(after.low, low), high: max(after.high, high))
            // Away from zero each ratio is monotonic in the point's value, so its largest over
            // the stretch is at one of its ends: exactly so, and to within a few units in the
            // last place as rounded, so a stretch is passed over only when its bound falls short
            // by more than that.
            if low > 0 || high < 0 {
                func farthest(_ value: Double) -> Double { max(reach.high - value, value - reach.low) / abs(value) }
                if max(farthest(low), farthest(high)) * (1 + 1e-9) < largest {
                    after = reach
                    return
                }
            }
            for index in stretch.reversed() {
                let value = points[index].value
                after = (min(after.low, value), max(after.high, value))
                if value != 0 { largest = max(largest, max(after.high - value, value - after.low) / abs(value)) }
            }
        }
        return largest
    }

    /// A string with its digits replaced by 0: its shape.
    static func shapeKey(_ text: String) -> String {
        String(text.map { $0.isWholeNumber ? Character("0") : $0 })
    }

    /// Keeps the first value seen of each shape, by arithmetic, and formats only those:
    /// formatting a million points would take seconds. The shapes are few and small numbers, so
    /// they index a table rather than a dictionary. Only the widest string of each list is ever
    /// measured, and strings of one shape are equally wide, so which value stands for a shape
    /// does not matter; the first is the one that lets most points be passed over: once every
    /// shape of a sign and a count of whole digits has been seen, values safely inside that
    /// count's magnitudes cannot add one, and skip the arithmetic.
    private struct ShapeCollector {
        let format: ChartNumberFormat
        var signed = false
        private let trimsZeros: Bool
        /// The first value of each shape, NaN for a shape not seen.
        private var byShape = [Double](repeating: .nan, count: ChartNumberFormat.shapeCount)
        private var unusual: [String: String] = [:]

        init(format: ChartNumberFormat, signed: Bool = false) {
            self.format = format
            self.signed = signed
            trimsZeros = format.trimsZeros
        }

        mutating func add(_ value: Double) {
            if let shape = ChartNumberFormat.shape(of: value, trimsZeros: trimsZeros), shape < byShape.count {
                if byShape[shape].isNaN { byShape[shape] = value }
            } else {
                let text = string(value)
                if unusual[ScrubChartReadoutFigures.shapeKey(text)] == nil { unusual[ScrubChartReadoutFigures.shapeKey(text)] = text }
            }
        }

        /// Adds every value of `points`, less `origin` (0 for the values, the first point's for
        /// the changes from it).
        mutating func add(_ points: SampleColumn, minus origin: Double) {
            let trims = trimsZeros
            var strays: [Double] = []
            // Bands of magnitudes whose every shape is seen, kept for each sign and each count of
            // whole digits (bit d of a mask: d digits): points in one are passed over, and so are
            // whole stretches inside one. Changes from the first point fall on both sides of zero
            // and across digit counts (0.5, 12, 140), so remembering only the latest band sent
            // most points through the arithmetic.
            var seenPositive: UInt16 = 0
            var seenNegative: UInt16 = 0
            let lows = Self.bandLows, highs = Self.bandHighs
            func seen(_ bands: UInt16, from low: Double, to high: Double) -> Bool {
                var bands = bands
                while bands != 0 {
                    let digits = bands.trailingZeroBitCount
                    if low >= lows[digits] && high <= highs[digits] { return true }
                    bands &= bands - 1
                }
                return false
            }
            byShape.withUnsafeMutableBufferPointer { table in
                points.withUnsafeBufferPointer { samples in
                    points.forEachStretch(in: points.indices) { stretch, low, high in
                        // Subtraction keeps order, so the stretch's changes lie between these.
                        let from = low - origin, to = high - origin
                        let passed = from >= 0 ? seen(seenPositive, from: from, to: to)
                            : to < 0 ? seen(seenNegative, from: -to, to: -from)
                            : seen(seenNegative, from: 0, to: -from) && seen(seenPositive, from: 0, to: to)
                        if passed { return }
                        points: for index in stretch {
                            let value = samples[index].value - origin
                            let magnitude = abs(value)
                            var bands = value < 0 ? seenNegative : seenPositive
                            while bands != 0 {
                                let digits = bands.trailingZeroBitCount
                                if magnitude >= lows[digits] && magnitude <= highs[digits] { continue points }
                                bands &= bands - 1
                            }
                            guard let shape = ChartNumberFormat.shape(of: value, trimsZeros: trims), shape < table.count else {
                                strays.append(value)
                                continue
                            }
                            if table[shape].isNaN { table[shape] = value }
                            if Self.isComplete(shape, trims: trims, table: table) {
                                if value < 0 { seenNegative |= 1 << (shape >> 3) } else { seenPositive |= 1 << (shape >> 3) }
                            }
                        }
                    }
                }
            }
            for value in strays { add(value) }
        }

        /// Whether every shape of `shape`'s sign and whole digits is in the table. Only below 10^12
        /// whole digits' worth, where a double still resolves a hundredth with room to spare.
        private static func isComplete(_ shape: Int, trims: Bool, table: UnsafeMutableBufferPointer<Double>) -> Bool {
            guard shape >> 3 <= 12 else { return false }
            let group = shape & ~0b110
            return (trims ? [0, 1, 2] : [2]).allSatisfy { !table[group | $0 << 1].isNaN }
        }

        /// By count of whole digits d, the magnitudes that certainly round to d whole digits once
        /// every shape of them is seen: from 10^(d−1) (0 for one digit) to 10^d − 0.01, kept clear
        /// of the rounding edge at 10^d − 0.005.
        private static let bandLows: [Double] = (0...13).map { $0 <= 1 ? 0 : powersOfTen[$0 - 1] }
        private static let bandHighs: [Double] = (0...13).map { $0 == 0 ? -1 : powersOfTen[$0] - 0.01 }

        private static let powersOfTen: [Double] = (0...13).reduce(into: []) { powers, _ in powers.append((powers.last ?? 0.1) * 10) }

        private func string(_ value: Double) -> String { signed ? format.signed(value) : format.format(value) }

        /// One string per shape, sorted.
        var strings: [String] {
            var all = unusual
            for value in byShape where !value.isNaN {
                let text = string(value)
                all[ScrubChartReadoutFigures.shapeKey(text)] = text
            }
            return all.values.sorted()
        }
    }
}

/// Where the delta chip sits: beside the figure on its baseline, or on its own line under it.
public enum ScrubChartChipPlacement: String, Sendable, Hashable {
    case beside
    case under

    /// Space between the figure and the chip beside it, in points.
    static let gap = 10.0
    /// Space between the figure and the chip under it, in points.
    static let lineGap = 4.0
    /// How far the figure may shrink beside the chip before the chip moves under it instead.
    static let besideScale = 0.9

    /// Beside while both widest pairs fit in `width` with the figure shrunk to no less than
    /// ``besideScale``: the widest value with the widest full chip, and the widest held change
    /// with the widest percent-only chip. Under otherwise. Decided once per dataset.
    ///
    /// - Parameters:
    ///   - figureWidth: the width of a figure string at the numeral's size, in points.
    ///   - chipWidth: the width of a chip carrying an amount (or none) and a percent, in points.
    public static func decide(
        for figures: ScrubChartReadoutFigures, format: ChartNumberFormat, width: Double,
        figureWidth: (String) -> Double, chipWidth: (_ amount: String?, _ percent: String) -> Double
    ) -> ScrubChartChipPlacement {
        let widestValue = figures.values.map(figureWidth).max() ?? 0
        let widestHeld = figures.held.map(figureWidth).max() ?? 0
        let swing = ChartNumberFormat.percent(figures.swing)
        let widestChip = figures.amounts.map { chipWidth($0, swing) }.max() ?? chipWidth(nil, swing)
        let widestHeldChip = chipWidth(nil, ChartNumberFormat.percent(figures.heldSwing))
        let needed = max(widestValue * besideScale + gap + widestChip, widestHeld * besideScale + gap + widestHeldChip)
        return needed <= width + 0.5 ? .beside : .under
    }
}
