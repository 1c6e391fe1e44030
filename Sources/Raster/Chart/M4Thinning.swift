import Geometry

/// Thins a dense polyline to at most four points per pixel column: the first, lowest, highest and
/// last point of each column, in their original order (M4, Jugel et al., PVLDB 2014).
///
/// Drawn at that width, the thinned line is the same picture as the full one: every spike that
/// reaches past its neighbours is one of a column's extremes, so it survives.
enum M4Thinning {
    /// `points` are in pixel space with x ascending (a time series); columns are whole pixels.
    ///
    /// Unchecked: it reads `points` (an unsafe buffer) at indices below `points.count`, compared
    /// first; this loop visits every point of a dense chart, measured by vitrine-bench raster
    /// (b1m-chart).
    static func thin(_ points: UnsafeBufferPointer<Point>) -> [Point] {
        guard points.count > 4 else { return Array(points) }
        var result: [Point] = []
        result.reserveCapacity(min(points.count, 4 * 4096))
        var index = 0
        while index < points.count {
            let column = points[index].x.rounded(.down)
            let first = index
            var lowest = index, highest = index
            index += 1
            while index < points.count && points[index].x.rounded(.down) == column {
                if points[index].y < points[lowest].y { lowest = index }
                if points[index].y > points[highest].y { highest = index }
                index += 1
            }
            let last = index - 1
            // Keep the four in index order, each once.
            var picks = [first, lowest, highest, last]
            picks.sort()
            var previous = -1
            for pick in picks where pick != previous {
                result.append(points[pick])
                previous = pick
            }
        }
        return result
    }
}
