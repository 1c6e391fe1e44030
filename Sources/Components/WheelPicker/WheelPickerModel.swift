/// The ruler's arithmetic: where the strip sits for each value, which value is under the centre
/// line at any offset, and where a release lands. Pure, so every rule is a unit test.
///
/// The strip is centred in its viewport, so offset 0 puts the middle value under the centre line;
/// `offset(for:)` moves value `index` there. Offsets are in points, positive to the right.
struct WheelPickerModel: Sendable, Hashable {
    /// Each value's caption, in order.
    var titles: [String]
    var itemWidth: Double

    var count: Int { titles.count }
    var lastIndex: Double { Double(max(count - 1, 0)) }

    /// `index` clamped to the values.
    func clamped(_ index: Int) -> Int { min(max(index, 0), max(count - 1, 0)) }

    /// The offset that puts value `index` under the centre line.
    func offset(for index: Int) -> Double {
        -(Double(index) - lastIndex / 2) * itemWidth
    }

    /// The value nearest the centre line at `offset`, clamped to the ends.
    func liveIndex(at offset: Double) -> Int {
        let raw = lastIndex / 2 - offset / itemWidth
        guard raw.isFinite else { return 0 }
        return clamped(Int(min(max(raw, -1e9), 1e9).rounded()))
    }

    /// Where a drag released at `offset` with a predicted end `predicted` points further lands:
    /// the value nearest the projection, clamped to the ends, so a flick coasts.
    func landing(from offset: Double, predicted: Double) -> Int {
        liveIndex(at: offset + predicted)
    }

    /// The offsets the strip may rest between: the last value's and the first's.
    var offsetRange: ClosedRange<Double> { offset(for: max(count - 1, 0))...offset(for: 0) }

    /// The values whose slots meet a viewport `width` points wide at `offset`, a value to spare
    /// on each side, so ten thousand values draw only the few in view.
    func visible(at offset: Double, width: Double) -> ClosedRange<Int>? {
        guard count > 0, itemWidth > 0, width.isFinite, offset.isFinite else { return nil }
        // Value i's centre sits at width/2 + offset + (i − lastIndex/2)·itemWidth.
        let first = Int(((lastIndex / 2 - (width / 2 + offset) / itemWidth) - 1).rounded(.down))
        let last = Int(((lastIndex / 2 + (width / 2 - offset) / itemWidth) + 1).rounded(.up))
        let low = clamped(first), high = clamped(last)
        return low <= high ? low...high : nil
    }
}
