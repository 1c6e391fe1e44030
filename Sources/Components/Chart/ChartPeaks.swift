/// The highest and lowest value of any run of a long series in a handful of steps: a min/max
/// pyramid, so a frame's work depends on how many columns it draws, never on how many samples the
/// series holds.
///
/// Level 0 holds the extremes of each block of ``blockSize`` values; each level above halves the
/// count. A query scans at most a block at either end and takes the rest from the levels, so it
/// costs O(blockSize + log n). The pyramid adds about 2 × 8 / 16 × 2 = 2 bytes per sample, and
/// holds no copy of the values: they are read through the accessor the caller passes, so a
/// loaded series is never duplicated.
public struct ChartPeaks: Sendable {
    /// Values per block of the lowest level.
    static let blockSize = 16

    /// How many values the pyramid covers.
    let count: Int
    /// `levels[k]` holds, for each block of blockSize·2^k values, its (min, max).
    private let levels: [[Extremes]]

    struct Extremes: Sendable {
        var low: Double
        var high: Double
    }

    /// Builds the pyramid over the `count` values `value` gives (finite ones).
    public init(count: Int, value: (Int) -> Double) {
        self.count = count
        var levels: [[Extremes]] = []
        var level: [Extremes] = []
        level.reserveCapacity(count / Self.blockSize + 1)
        var start = 0
        while start < count {
            let end = min(start + Self.blockSize, count)
            var low = value(start), high = low
            for index in start + 1..<end {
                let value = value(index)
                if value < low { low = value }
                if value > high { high = value }
            }
            level.append(Extremes(low: low, high: high))
            start = end
        }
        while !level.isEmpty {
            levels.append(level)
            guard level.count > 1 else { break }
            var next: [Extremes] = []
            next.reserveCapacity((level.count + 1) / 2)
            var index = 0
            while index < level.count {
                let a = level[index]
                let b = index + 1 < level.count ? level[index + 1] : a
                next.append(Extremes(low: min(a.low, b.low), high: max(a.high, b.high)))
                index += 2
            }
            level = next
        }
        self.levels = levels
    }

    /// The lowest and highest value in `range`, read through `value` (the accessor the pyramid was
    /// built with), or nil when the range is empty or outside the series.
    func extremes(in range: Range<Int>, value: (Int) -> Double) -> (low: Double, high: Double)? {
        let lower = max(range.lowerBound, 0), upper = min(range.upperBound, count)
        guard lower < upper else { return nil }
        var low = Double.infinity, high = -Double.infinity
        func take(_ value: Double) {
            if value < low { low = value }
            if value > high { high = value }
        }
        let size = Self.blockSize
        var firstBlock = (lower + size - 1) / size
        let endBlock = upper / size
        if firstBlock >= endBlock {
            for index in lower..<upper { take(value(index)) }
            return (low, high)
        }
        for index in lower..<firstBlock * size { take(value(index)) }
        for index in endBlock * size..<upper { take(value(index)) }
        // Whole blocks [firstBlock, endBlock): climb while both ends sit on the next level's grid.
        var lastBlock = endBlock
        var level = 0
        while firstBlock < lastBlock {
            if firstBlock & 1 == 1 || level + 1 >= levels.count {
                if level + 1 >= levels.count {
                    for block in firstBlock..<lastBlock {
                        take(levels[level][block].low)
                        take(levels[level][block].high)
                    }
                    break
                }
                take(levels[level][firstBlock].low)
                take(levels[level][firstBlock].high)
                firstBlock += 1
            }
            if lastBlock & 1 == 1, firstBlock < lastBlock {
                lastBlock -= 1
                take(levels[level][lastBlock].low)
                take(levels[level][lastBlock].high)
            }
            firstBlock /= 2
            lastBlock /= 2
            level += 1
        }
        return (low, high)
    }

    /// Bytes the pyramid holds.
    var overheadBytes: Int { levels.reduce(0) { $0 + $1.count } * MemoryLayout<Extremes>.stride }
}
