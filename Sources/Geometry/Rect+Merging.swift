extension Rect {
    /// Overlapping rectangles joined into their bounds, so that a frame redrawing them draws no
    /// pixel twice. Rectangles that do not meet stay apart.
    public static func merged(_ rectangles: [Rect]) -> [Rect] {
        var result: [Rect] = []
        for rectangle in rectangles {
            var joined = rectangle
            var changed = true
            while changed {
                changed = false
                if let index = result.firstIndex(where: { !$0.intersection(joined).isEmpty }) {
                    joined = joined.union(result.remove(at: index))
                    changed = true
                }
            }
            result.append(joined)
        }
        return result
    }
}
