extension Rect {
    /// Redraw regions that cover every given rectangle, to be drawn in the order returned.
    ///
    /// Overlapping rectangles are joined into their bounds when those bounds cover little more
    /// than the two do (a quarter more at most), and the join takes the place of the earliest
    /// rectangle in it. Otherwise both stay whole, as a readout across a card's top over a rule
    /// running down its plot: joined they would be the whole card, and a scrub step would redraw
    /// four times the pixels. The later one then redraws the part they share. So a rectangle
    /// whose drawing reads the pixels around it (glass refracting what lies beside it) is listed
    /// after the rectangles it reads, and it overwrites whatever an earlier one drew of it.
    /// Rectangles that do not meet stay apart.
    public static func merged(_ rectangles: [Rect]) -> [Rect] {
        var result: [Rect] = []
        for rectangle in rectangles where !rectangle.isEmpty {
            var joined = rectangle
            var slot = result.count
            while let index = result.firstIndex(where: { joined.joinsCheaply($0) }) {
                joined = joined.union(result.remove(at: index))
                // Removing a rectangle before the slot moves the slot down with the rest.
                slot = index < slot ? min(index, slot - 1) : slot
            }
            result.insert(joined, at: min(slot, result.count))
        }
        return result
    }

    /// Whether `other` meets this rectangle and their bounds waste at most a quarter of the area
    /// the two cover.
    private func joinsCheaply(_ other: Rect) -> Bool {
        let overlap = intersection(other)
        guard !overlap.isEmpty else { return false }
        let covered = width * height + other.width * other.height - overlap.width * overlap.height
        return union(other).width * union(other).height <= covered * 1.25
    }
}
