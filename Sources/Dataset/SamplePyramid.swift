/// The lowest and highest value of every block of 256 samples of a column, and of every group of
/// 64 blocks: what lets a chart find the extremes of any stretch of a hundred million samples by
/// reading a few hundred numbers instead of the samples.
///
/// A chart asks for extremes everywhere: each range's value bounds, and the lowest and highest
/// point under each pixel column of its line. Scanning the samples for those reads every sample
/// several times per open, which over a mapped column cache costs more than the whole budget of a
/// second open. The pyramid is built in one pass (or read from the cache beside the samples) and
/// costs 32 bytes per 256 samples, an eighth of a byte a row.
///
/// Indices are the pyramid's own, from 0 at the first sample it summarizes; ties go to the first
/// of equal values, as a scan from the start would find them.
struct SamplePyramid: Sendable, Equatable {
    /// A stretch's lowest and highest value, and where each first occurs.
    struct Extremes: Sendable, Equatable {
        var low: Double
        var high: Double
        var lowIndex: Int
        var highIndex: Int

        /// These extremes joined with those of the stretch right after: an earlier extreme stands
        /// against an equal later one.
        @inline(__always)
        func followed(by later: Extremes) -> Extremes {
            var joined = self
            if later.low < low {
                joined.low = later.low
                joined.lowIndex = later.lowIndex
            }
            if later.high > high {
                joined.high = later.high
                joined.highIndex = later.highIndex
            }
            return joined
        }

        /// The extremes of `samples[range]` (not empty), by reading every one.
        @inline(__always)
        static func scanning(_ samples: UnsafePointer<Sample>, _ range: Range<Int>) -> Extremes {
            let first = samples[range.lowerBound].value
            var found = Extremes(low: first, high: first, lowIndex: range.lowerBound, highIndex: range.lowerBound)
            var index = range.lowerBound + 1
            while index < range.upperBound {
                let value = samples[index].value
                if value < found.low {
                    found.low = value
                    found.lowIndex = index
                }
                if value > found.high {
                    found.high = value
                    found.highIndex = index
                }
                index += 1
            }
            return found
        }
    }

    static let blockShift = 8
    static let blockSize = 1 << blockShift
    static let groupShift = 6
    /// Samples per group of blocks.
    static let groupSize = blockSize << groupShift

    /// How many samples are summarized.
    let count: Int
    /// Every time and value summarized is finite. Extremes are only meaningful then: a NaN is
    /// neither lower nor higher than anything.
    let allFinite: Bool
    /// Block `b` covers samples `b * blockSize ..< (b + 1) * blockSize` (the last may be short).
    let blocks: [Extremes]
    /// Group `g` covers blocks `g * 64 ..< (g + 1) * 64`.
    let groups: [Extremes]

    /// Summarizes `samples`; a long column on both cores.
    init(_ samples: UnsafeBufferPointer<Sample>) {
        count = samples.count
        let blockCount = (samples.count + Self.blockSize - 1) >> Self.blockShift
        guard let base = samples.baseAddress, blockCount > 0 else {
            allFinite = true
            blocks = []
            groups = []
            return
        }
        var finite = true
        let blocks = [Extremes](unsafeUninitializedCapacity: blockCount) { buffer, initialized in
            let output = buffer.baseAddress!
            // Each side writes its own blocks: disjoint memory, joined before it is read.
            let summarize = { (blocks: Range<Int>) -> Bool in
                var sum = 0.0
                for block in blocks {
                    let range = (block << Self.blockShift)..<min((block + 1) << Self.blockShift, samples.count)
                    (output + block).initialize(to: Extremes.scanning(base, range))
                    // One pass of adds, no branches taken: a NaN or infinity makes the sum non-finite.
                    for index in range { sum += base[index].value * 0 + base[index].time * 0 }
                }
                return sum.isFinite
            }
            if samples.count >= Self.parallelMinimum {
                let middle = blockCount / 2
                let (later, earlier) = SecondThread.run({ summarize(middle..<blockCount) }, alongside: { summarize(0..<middle) })
                finite = later && earlier
            } else {
                finite = summarize(0..<blockCount)
            }
            initialized = blockCount
        }
        allFinite = finite
        self.blocks = blocks
        groups = Self.groups(of: blocks)
    }

    /// A pyramid from blocks kept earlier (the column cache's), for `count` samples.
    init?(count: Int, allFinite: Bool, blocks: [Extremes]) {
        guard blocks.count == (count + Self.blockSize - 1) >> Self.blockShift else { return nil }
        for (index, block) in blocks.enumerated() {
            let covered = (index << Self.blockShift)..<min((index + 1) << Self.blockShift, count)
            guard covered.contains(block.lowIndex), covered.contains(block.highIndex) else { return nil }
        }
        self.count = count
        self.allFinite = allFinite
        self.blocks = blocks
        groups = Self.groups(of: blocks)
    }

    /// This summary grown to `samples`, whose first ``count`` are the ones it summarizes: only
    /// the last short block and the samples after it are read, as a stream's follow needs.
    func extended(through samples: UnsafeBufferPointer<Sample>) -> SamplePyramid {
        precondition(samples.count >= count, "a column of \(samples.count) samples cannot extend a summary of \(count)")
        guard samples.count > count else { return self }
        let wholeBlocks = count >> Self.blockShift
        let from = wholeBlocks << Self.blockShift
        let added = SamplePyramid(UnsafeBufferPointer(rebasing: samples[from...]))
        let moved = added.blocks.map {
            Extremes(low: $0.low, high: $0.high, lowIndex: $0.lowIndex + from, highIndex: $0.highIndex + from)
        }
        // The kept blocks' finiteness is this summary's: a short last block read again is in both.
        return SamplePyramid(
            count: samples.count, allFinite: allFinite && added.allFinite, trustedBlocks: Array(blocks[..<wholeBlocks]) + moved)
    }

    private init(count: Int, allFinite: Bool, trustedBlocks blocks: [Extremes]) {
        self.count = count
        self.allFinite = allFinite
        self.blocks = blocks
        groups = Self.groups(of: blocks)
    }

    /// Columns shorter than this are summarized on one thread: a thread costs more than them.
    static let parallelMinimum = 1 << 20

    private static func groups(of blocks: [Extremes]) -> [Extremes] {
        stride(from: 0, to: blocks.count, by: 1 << groupShift).map { first in
            blocks[(first + 1)..<min(first + (1 << groupShift), blocks.count)].reduce(blocks[first]) { $0.followed(by: $1) }
        }
    }

    /// The extremes of `range` (within `0..<count`, not empty); `samples` are the summarized ones,
    /// read only at the ragged ends that no whole block covers.
    func extremes(in range: Range<Int>, of samples: UnsafePointer<Sample>) -> Extremes {
        precondition(!range.isEmpty && range.lowerBound >= 0 && range.upperBound <= count, "range \(range) outside 0..<\(count)")
        var index = range.lowerBound
        let end = range.upperBound
        // The ragged start, up to a block's edge.
        let firstEdge = min((index + Self.blockSize - 1) & ~(Self.blockSize - 1), end)
        var found: Extremes? = index < firstEdge ? Extremes.scanning(samples, index..<firstEdge) : nil
        index = firstEdge
        func join(_ next: Extremes) { found = found.map { $0.followed(by: next) } ?? next }
        // Whole blocks up to a group's edge, whole groups, whole blocks again. The column's last
        // block and group may be short: they are whole when the range runs to the column's end.
        func blockEnd(_ start: Int) -> Int { min(start + Self.blockSize, count) }
        func groupEnd(_ start: Int) -> Int { min(start + Self.groupSize, count) }
        while index < end, index & (Self.groupSize - 1) != 0, blockEnd(index) <= end {
            join(blocks[index >> Self.blockShift])
            index = blockEnd(index)
        }
        while index < end, groupEnd(index) <= end {
            join(groups[index >> (Self.blockShift + Self.groupShift)])
            index = groupEnd(index)
        }
        while index < end, blockEnd(index) <= end {
            join(blocks[index >> Self.blockShift])
            index = blockEnd(index)
        }
        // The ragged end.
        if index < end { join(Extremes.scanning(samples, index..<end)) }
        return found!
    }

    /// The stretches `range` falls into, in order, each with its lowest and highest value: whole
    /// blocks where the range covers them, the ragged ends read from `samples`. How a pass that
    /// can pass over a stretch by its extremes alone walks a column.
    func forEachStretch(
        in range: Range<Int>, of samples: UnsafePointer<Sample>, reversed: Bool = false,
        _ body: (Range<Int>, _ low: Double, _ high: Double) -> Void
    ) {
        guard !range.isEmpty else { return }
        let firstBlock = range.lowerBound >> Self.blockShift
        let lastBlock = (range.upperBound - 1) >> Self.blockShift
        func visit(_ block: Int) {
            let covered = (block << Self.blockShift)..<min((block + 1) << Self.blockShift, count)
            let stretch = covered.clamped(to: range)
            if stretch == covered {
                body(stretch, blocks[block].low, blocks[block].high)
            } else {
                let part = Extremes.scanning(samples, stretch)
                body(stretch, part.low, part.high)
            }
        }
        if reversed {
            for block in stride(from: lastBlock, through: firstBlock, by: -1) { visit(block) }
        } else {
            for block in firstBlock...lastBlock { visit(block) }
        }
    }
}
