import Geometry

/// The strip's bars as they fall on screen: one per sample, or, where samples are packed tighter
/// than a pixel and a half, one per pixel column, as tall as the highest sample it covers.
///
/// They never change while the lens moves over them, only which side of it each one falls on: a
/// bar lies inside the window when its middle does. So they are worked out once per data and
/// layout, and a drag step only asks which run of them is inside.
struct RangeLensStripBars: Sendable {
    /// Each bar's middle along time, in samples; they rise along the strip.
    var middles: [Double]
    /// Each bar on screen, a column's from its top to the floor; empty for a column over no sample.
    var rects: [Rect]
    /// Whether the bars are pixel columns, drawn together as one silhouette.
    var columns: Bool
    /// A sample bar's corner radius (its bars under 2.5 points wide are plain rectangles).
    var radius: Double

    var count: Int { middles.count }

    /// The bars inside the window `span`: one run, found by two searches.
    func inside(_ span: RangeLensSpan) -> Range<Int> {
        let first = firstIndex { $0 > span.start }
        let end = max(firstIndex { $0 >= span.end }, first)
        return first..<end
    }

    /// The first bar whose middle passes `test` (which turns true once and stays true), or
    /// `count`.
    private func firstIndex(where test: (Double) -> Bool) -> Int {
        var low = 0, high = middles.count
        while low < high {
            let mid = (low + high) / 2
            if test(middles[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The pixel columns a run of bars touches, at `scale` pixels per point, as a half-open range;
    /// nil for a run with nothing drawn.
    func pixelColumns(of run: Range<Int>, scale: Double) -> Range<Int>? {
        var low = Double.infinity, high = -Double.infinity
        for index in run where !rects[index].isEmpty {
            low = min(low, rects[index].minX)
            high = max(high, rects[index].maxX)
        }
        guard low < high else { return nil }
        return Int((low * scale).rounded(.down))..<Int((high * scale).rounded(.up))
    }

    /// Whether bar `index` puts ink in any of `columns` at `scale`.
    func touches(_ index: Int, columns: Range<Int>, scale: Double) -> Bool {
        let rect = rects[index]
        guard !rect.isEmpty else { return false }
        let low = Int((rect.minX * scale).rounded(.down)), high = Int((rect.maxX * scale).rounded(.up))
        return low < columns.upperBound && high > columns.lowerBound
    }
}
