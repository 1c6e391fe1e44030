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

    /// `onBothCores` measures a long series in two halves at once; a stream's follow, which runs
    /// on the window's worker beside the frame loop, measures it on the worker's core alone.
    public init(series: [ChartSeries], format: ChartNumberFormat, onBothCores: Bool = true) {
        var values = ShapeCollector(format: format), amounts = ShapeCollector(format: format, signed: true)
        var held: [String: String] = [:]
        var swing = 0.0, heldSwing = 0.0
        for item in series {
            let points = item.points
            guard let first = points.first, let low = item.lowIndex, let high = item.highIndex else { continue }
            let scan = Scan(points, first: first.value, format: format, onBothCores: onBothCores)
            values.append(scan.values)
            amounts.append(scan.amounts)
            heldSwing = max(heldSwing, scan.heldSwing)
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

    /// One series' shapes and its held swing. A long series is measured in two halves at once,
    /// the later half on a second thread, and joined so that the result is the one pass's: the
    /// earlier half's value of a shape stands, as the earlier point would, and the earlier half's
    /// held pass starts from the extremes after it.
    private struct Scan {
        var values: ShapeCollector
        var amounts: ShapeCollector
        var heldSwing: Double

        /// Series shorter than this are measured on one thread: a thread costs more than them.
        static let parallelMinimum = 1 << 18

        init(_ points: SampleColumn, first: Double, format: ChartNumberFormat, onBothCores: Bool) {
            guard onBothCores, points.count >= Self.parallelMinimum else {
                self.init(points[...], first: first, after: nil, format: format)
                return
            }
            let middle = points.count / 2
            let later = points[middle...]
            var extremes = (low: later[middle].value, high: later[middle].value)
            for point in later { extremes = (min(extremes.low, point.value), max(extremes.high, point.value)) }
            let (second, firstHalf) = SecondThread.run({
                Scan(later, first: first, after: nil, format: format)
            }, alongside: {
                Scan(points[..<middle], first: first, after: extremes, format: format)
            })
            self = firstHalf
            values.append(second.values)
            amounts.append(second.amounts)
            heldSwing = max(heldSwing, second.heldSwing)
        }

        /// One pass over `points`: every value's shape, every change from `first`, and the held
        /// swing, each point against the farthest point after it, within `points` and `after`
        /// (the extremes of the points that follow them; nil when they run to the end).
        init(_ points: Slice<SampleColumn>, first: Double, after: (low: Double, high: Double)?, format: ChartNumberFormat) {
            values = ShapeCollector(format: format)
            amounts = ShapeCollector(format: format, signed: true)
            heldSwing = 0
            guard let last = points.last else { return }
            values.add(points, minus: 0)
            amounts.add(points, minus: first)
            // A held range's percent is its change from its earlier end, so each point is
            // measured against the farthest point after it.
            var after = after ?? (low: last.value, high: last.value)
            for point in points.reversed() {
                after = (min(after.low, point.value), max(after.high, point.value))
                if point.value != 0 {
                    heldSwing = max(heldSwing, max(after.high - point.value, point.value - after.low) / abs(point.value))
                }
            }
        }
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
        mutating func add(_ points: Slice<SampleColumn>, minus origin: Double) {
            let trims = trimsZeros
            var strays: [Double] = []
            // Bands of magnitudes whose every shape is seen, kept for each sign and each count of
            // whole digits (bit d of a mask: d digits): points in one are passed over. Changes
            // from the first point fall on both sides of zero and across digit counts (0.5, 12,
            // 140), so remembering only the latest band sent most points through the arithmetic.
            var seenPositive: UInt16 = 0
            var seenNegative: UInt16 = 0
            let lows = Self.bandLows, highs = Self.bandHighs
            byShape.withUnsafeMutableBufferPointer { table in
                points: for point in points {
                    let value = point.value - origin
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

        /// Takes a later collector's shapes where these have none: its values were seen after.
        mutating func append(_ later: ShapeCollector) {
            for (shape, value) in later.byShape.enumerated() where !value.isNaN && byShape[shape].isNaN { byShape[shape] = value }
            unusual.merge(later.unusual) { earlier, _ in earlier }
        }

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
