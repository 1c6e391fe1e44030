extension SampleColumn {
    /// Summarizes the samples by blocks (see ``SamplePyramid``), so that ``extremes(in:)`` and
    /// ``forEachStretch(in:reversed:_:)`` read a few hundred numbers rather than every sample.
    /// One pass; on a column that grew by appends since it was last summarized, only the new
    /// samples are read. Windows taken afterwards (``shared(_:)``) keep the summary.
    public mutating func summarize() {
        guard !isSummarized else { return }
        let kept = pyramid.flatMap { pyramidOffset == 0 ? $0 : nil }
        let grown = withUnsafeBufferPointer { samples in kept.map { $0.extended(through: samples) } ?? SamplePyramid(samples) }
        attach(grown)
    }

    /// Whether every sample is covered by the summary, so that extremes are found without a scan.
    public var isSummarized: Bool {
        guard let pyramid else { return false }
        return pyramidOffset + count <= pyramid.count
    }

    /// Whether every time and value is known finite without reading them: true only for a
    /// summarized column whose summary saw no NaN or infinity.
    public var isKnownFinite: Bool {
        isSummarized && pyramid!.allFinite
    }

    /// The summary of exactly these samples, when the column has one.
    var summary: SamplePyramid? {
        pyramidOffset == 0 && pyramid?.count == count ? pyramid : nil
    }

    /// The index of the lowest and of the highest value in `range`, the first of equal values as a
    /// scan from the start finds them; nil for an empty range. From the summary when the column
    /// has one and its values are finite, by reading every sample otherwise.
    public func extremes(in range: Range<Int>) -> (low: Int, high: Int)? {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) is outside 0..<\(count)")
        guard !range.isEmpty else { return nil }
        return withUnsafeBufferPointer { samples in
            let base = samples.baseAddress!
            if isSummarized, let pyramid, pyramid.allFinite {
                let shifted = (range.lowerBound + pyramidOffset)..<(range.upperBound + pyramidOffset)
                let found = pyramid.extremes(in: shifted, of: base - pyramidOffset)
                return (found.lowIndex - pyramidOffset, found.highIndex - pyramidOffset)
            }
            let found = SamplePyramid.Extremes.scanning(base, range)
            return (found.lowIndex, found.highIndex)
        }
    }

    /// Walks `range` in stretches of at most 256 samples, in order (or from the end), each with
    /// its lowest and highest value: a pass that can pass over a stretch by its extremes alone
    /// reads only the stretches it cannot. The extremes come from the summary where the column
    /// has one, from the samples otherwise; `body` gets the column's indices.
    public func forEachStretch(
        in range: Range<Int>, reversed: Bool = false, _ body: (Range<Int>, _ low: Double, _ high: Double) -> Void
    ) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) is outside 0..<\(count)")
        guard !range.isEmpty else { return }
        withUnsafeBufferPointer { samples in
            let base = samples.baseAddress!
            if isSummarized, let pyramid, pyramid.allFinite {
                let offset = pyramidOffset
                pyramid.forEachStretch(
                    in: (range.lowerBound + offset)..<(range.upperBound + offset), of: base - offset, reversed: reversed
                ) { stretch, low, high in
                    body((stretch.lowerBound - offset)..<(stretch.upperBound - offset), low, high)
                }
                return
            }
            let size = SamplePyramid.blockSize
            let starts = Array(stride(from: range.lowerBound, to: range.upperBound, by: size))
            for start in reversed ? starts.reversed() : starts {
                let stretch = start..<Swift.min(start + size, range.upperBound)
                let found = SamplePyramid.Extremes.scanning(base, stretch)
                body(stretch, found.low, found.high)
            }
        }
    }
}
