import Dataset
/// What a chart plots, on the plot's own scales: `x` from 0 at the leading edge to 1 at the
/// trailing, `value` from 0 at the series' lowest to 1 at its highest.
///
/// A sparse line is a fixed number of samples evenly spaced in time (the Scrub Chart's seed takes
/// 64), so that a new range or new data bends one curve into another. A denser series keeps every point, and one denser than the plot's
/// pixel columns keeps each column's first, lowest, highest and last point (M4): resampling a
/// dense series to 64 samples would cut every spike between two samples, while M4 draws the same
/// picture as the whole series at that width. Bars keep one value per point.
///
/// Two curves need not share their `x`s: a morph reads the old curve at the new one's positions
/// (``values(atXs:)``) and springs each value from there.
public struct ChartCurve: Sendable, Hashable {
    public private(set) var xs: [Double]
    public var values: [Double]

    public init(xs: [Double], values: [Double]) {
        precondition(xs.count == values.count, "one value per position")
        self.xs = xs
        self.values = values
    }

    static let empty = ChartCurve(xs: [], values: [])

    var isEmpty: Bool { xs.isEmpty }
    public var count: Int { xs.count }

    /// The line through `points` (in date order) in a plot `columns` pixels wide, its values read
    /// against `bounds`. A series of at most `sampleCount` points is resampled to that many.
    static func line(
        through points: SampleColumn, bounds: ClosedRange<Double>, sampleCount count: Int, columns: Int
    ) -> ChartCurve {
        guard !points.isEmpty else { return .empty }
        if points.count <= count {
            let samples = resample(points, count: count)
            return ChartCurve(
                xs: (0..<count).map { Double($0) / Double(count - 1) },
                values: samples.map { bounds.fraction(of: $0) })
        }
        let first = points[0].date.timeIntervalSince1970
        let span = points[points.count - 1].date.timeIntervalSince1970 - first
        let columnCount = max(columns, 1)
        let buffer = points
        do {
            func x(_ index: Int) -> Double {
                span > 0 ? (buffer[index].date.timeIntervalSince1970 - first) / span : 0
            }
            var xs: [Double] = [], values: [Double] = []
            let capacity = min(buffer.count, 4 * columnCount)
            xs.reserveCapacity(capacity)
            values.reserveCapacity(capacity)
            func append(_ index: Int) {
                xs.append(x(index))
                values.append(bounds.fraction(of: buffer[index].value))
            }
            if buffer.count <= columnCount {
                for index in buffer.indices { append(index) }
                return ChartCurve(xs: xs, values: values)
            }
            func column(_ index: Int) -> Int { min(Int(x(index) * Double(columnCount)), columnCount - 1) }
            var index = 0
            while index < buffer.count {
                let current = column(index)
                // Columns only grow along the points, which are in time order: the column's end
                // is found by galloping from its start and then halving, so the reads stay near
                // the column (a stream's hour of rows costs a dozen nearby reads a column, not
                // two dozen across the whole series), and only values are read inside it.
                var inside = index, step = 1, above = buffer.count
                while inside + step < buffer.count {
                    if column(inside + step) != current {
                        above = inside + step
                        break
                    }
                    inside += step
                    step *= 2
                }
                var end = inside + 1
                while end < above {
                    let middle = (end + above) / 2
                    if column(middle) == current { end = middle + 1 } else { above = middle }
                }
                let start = index
                // From the points' summary where they have one: a column of a hundred thousand
                // points costs a few hundred reads.
                let (low, high) = buffer.extremes(in: index..<end)!
                index = end
                // The four in time order, each once.
                var previous = -1
                for pick in [start, low, high, index - 1].sorted() where pick != previous {
                    append(pick)
                    previous = pick
                }
            }
            return ChartCurve(xs: xs, values: values)
        }
    }

    /// One value per point at the middle of its bar slot, read against `bounds`.
    static func bars(for points: SampleColumn, bounds: ClosedRange<Double>) -> ChartCurve {
        guard !points.isEmpty else { return .empty }
        let count = Double(points.count)
        return ChartCurve(
            xs: points.indices.map { (Double($0) + 0.5) / count },
            values: points.map { bounds.fraction(of: $0.value) })
    }

    /// The curve read at `positions` (ascending), straight between its points and flat past its
    /// ends. One pass over both lists.
    public func values(atXs positions: [Double]) -> [Double] {
        guard let firstValue = values.first else { return positions.map { _ in 0 } }
        var result: [Double] = []
        result.reserveCapacity(positions.count)
        var segment = 0
        for x in positions {
            while segment < xs.count - 1, xs[segment + 1] < x { segment += 1 }
            if x <= xs[0] {
                result.append(firstValue)
            } else if segment >= xs.count - 1 {
                result.append(values[values.count - 1])
            } else {
                let x0 = xs[segment], x1 = xs[segment + 1]
                let along = x1 > x0 ? min(max((x - x0) / (x1 - x0), 0), 1) : 1
                result.append(values[segment] + (values[segment + 1] - values[segment]) * along)
            }
        }
        return result
    }

    /// The series read at `count` evenly spaced times from its first date to its last, each by
    /// straight interpolation between the points either side. A single point, or a series whose
    /// points share one date, reads as its first value throughout.
    public static func resample(_ points: SampleColumn, count: Int) -> [Double] {
        guard let first = points.first, let last = points.last, count > 0 else { return [] }
        guard points.count > 1, last.date > first.date else { return Array(repeating: first.value, count: count) }
        let start = first.date.timeIntervalSince1970
        let span = last.date.timeIntervalSince(first.date)
        var samples: [Double] = []
        samples.reserveCapacity(count)
        var segment = 0
        for sample in 0..<count {
            let time = start + span * Double(sample) / Double(max(count - 1, 1))
            while segment < points.count - 2, points[segment + 1].date.timeIntervalSince1970 < time { segment += 1 }
            let a = points[segment], b = points[segment + 1]
            let length = max(b.date.timeIntervalSince(a.date), .ulpOfOne)
            let along = min(max((time - a.date.timeIntervalSince1970) / length, 0), 1)
            // Between values of opposite sign near ±1e308 the difference overflows: weigh the
            // two ends instead.
            let difference = b.value - a.value
            samples.append(difference.isFinite ? a.value + difference * along : a.value * (1 - along) + b.value * along)
        }
        return samples
    }
}
