import Geometry
import Glass
import Raster

/// Two glass capsules a pointer can drag apart and together along a track, to show a neck form,
/// thin and snap. They follow the finger directly (a dragged thing is never animated) and stay
/// where they are dropped. They start `apart`, as separate bubbles.
struct DragPair: Sendable {
    static let size = Size(width: 80, height: 34)

    var track = Rect(0, 0, 0, 0)
    /// The capsules' left edges, in points.
    private(set) var lefts: [Double] = [0, 0]
    /// The capsule being dragged and where the pointer holds it, from its left edge.
    private(set) var grab: (index: Int, offset: Double)?

    mutating func layout(in track: Rect) {
        self.track = track
        let total = 2 * Self.size.width + Liquid.apart
        let start = track.midX - total / 2
        lefts = [start, start + Self.size.width + Liquid.apart]
    }

    func rect(_ index: Int) -> Rect {
        Rect(lefts[index], track.midY - Self.size.height / 2, Self.size.width, Self.size.height)
    }

    /// The gap between the two capsules, in points (0 when pressed together).
    var gap: Double {
        let a = rect(0), b = rect(1)
        return a.minX < b.minX ? b.minX - a.maxX : a.minX - b.maxX
    }

    func index(at point: Point) -> Int? {
        [1, 0].first { rect($0).insetBy(dx: -4, dy: -6).contains(point) }
    }

    mutating func begin(_ index: Int, at point: Point) {
        grab = (index, point.x - lefts[index])
    }

    /// Drags the held capsule along the track. It stops against the other one instead of passing
    /// into it: overlapping fields would swell the smooth union past both outlines.
    mutating func move(to point: Point) {
        guard let grab else { return }
        var low = track.minX, high = track.maxX - Self.size.width
        if grab.index == 0 { high = min(high, lefts[1] - Self.size.width) } else { low = max(low, lefts[0] + Self.size.width) }
        lefts[grab.index] = min(max(point.x - grab.offset, low), max(low, high))
    }

    mutating func end() {
        grab = nil
    }
}
