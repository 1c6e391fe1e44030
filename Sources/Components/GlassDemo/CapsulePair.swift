import Geometry
import Glass

/// The glass demo's two capsules on their track: where each one is, and the rule that moves them.
///
/// A pointer drags them apart and together to show a neck form, thin and snap. They follow the
/// finger directly (a dragged thing is never animated), stay where they are dropped, and start
/// ``Liquid/apart`` from each other, centred on the track, as separate bubbles.
struct CapsulePair: Sendable, Hashable {
    /// Each capsule's size, in points.
    static let size = Size(width: 80, height: 34)

    /// The strip the capsules slide along, in points.
    private(set) var track: Rect
    /// The capsules' left edges, in points.
    private(set) var lefts: [Double]

    /// The pair at rest on `track`: centred, ``Liquid/apart`` apart.
    init(track: Rect) {
        self.track = track
        let total = 2 * Self.size.width + Liquid.apart
        let start = track.midX - total / 2
        lefts = [start, start + Self.size.width + Liquid.apart]
    }

    /// The pair moved onto `track`: where it only moved (a page scrolled), the capsules move with
    /// it and stay where they were dropped; on a track of another size they go back to rest.
    func moved(to track: Rect) -> CapsulePair {
        guard track.width == self.track.width, track.height == self.track.height else { return CapsulePair(track: track) }
        var moved = self
        moved.track = track
        moved.lefts = lefts.map { $0 + track.minX - self.track.minX }
        return moved
    }

    /// Where capsule `index` (0 or 1) is, in points.
    func rect(_ index: Int) -> Rect {
        Rect(lefts[index], track.midY - Self.size.height / 2, Self.size.width, Self.size.height)
    }

    /// The gap between the two capsules, in points (0 when pressed together).
    var gap: Double {
        let a = rect(0), b = rect(1)
        return a.minX < b.minX ? b.minX - a.maxX : a.minX - b.maxX
    }

    /// The capsule a pointer landing at `point` takes, with a little slack around each; the
    /// second one first, since it is drawn over the first.
    func index(at point: Point) -> Int? {
        [1, 0].first { rect($0).insetBy(dx: -4, dy: -6).contains(point) }
    }

    /// Moves capsule `index` so its left edge is at `left`, within the track. It stops against
    /// the other one instead of passing into it: overlapping fields would swell the smooth union
    /// past both outlines.
    mutating func move(_ index: Int, toLeft left: Double) {
        var low = track.minX, high = track.maxX - Self.size.width
        if index == 0 { high = min(high, lefts[1] - Self.size.width) } else { low = max(low, lefts[0] + Self.size.width) }
        lefts[index] = min(max(left, low), max(low, high))
    }
}
