import Glass

/// The strip's layout along time, in points from the strip's leading end (its left, or its
/// right edge right to left): the bars sit inside the room the handles need at either end, one
/// slot per sample.
struct RangeLensGeometry: Sendable, Hashable {
    var width: Double
    var count: Int

    /// A handle's width.
    static let handle = 14.0
    /// The slab is never narrower than this, so it stays a shape you can see and hold.
    static let minimumLens = 20.0
    /// How far a handle's zone reaches outward from the slab's edge: past the handle and its neck.
    static let outerReach = handle + Liquid.joined + 12
    /// How far a handle's zone reaches into the slab, at most (a third of a narrow slab).
    static let innerReach = 22.0

    /// The time axis starts and ends this far in: room for a handle and its neck.
    var inset: Double { Self.handle + Liquid.joined }
    /// Points per sample.
    var slot: Double { count > 0 ? max(width - inset * 2, 1) / Double(count) : 0 }

    /// Where a sample edge lies along time.
    func x(_ sample: Double) -> Double { inset + sample * slot }
    /// The sample edge at a point along time.
    func sample(at x: Double) -> Double { slot > 0 ? (x - inset) / slot : 0 }

    /// The slab's extent along time: centred on the window, at least ``minimumLens`` wide, and kept
    /// on the track at either end (a band past the end may still pull it out).
    func lens(_ span: RangeLensSpan) -> ClosedRange<Double> {
        let lo = x(span.start), hi = x(span.end)
        let size = max(hi - lo, Self.minimumLens)
        let floor = min(lo, inset), ceiling = max(hi, width - inset)
        let start = min(max((lo + hi) / 2 - size / 2, floor), ceiling - size)
        return start...(start + size)
    }

    /// What a press at `x` along time takes: a handle within its zone (tested first), the slab
    /// between, or nothing off the lens.
    func part(at x: Double, of span: RangeLensSpan) -> RangeLensPart? {
        let frame = lens(span)
        let reach = min(Self.innerReach, (frame.upperBound - frame.lowerBound) / 3)
        if x >= frame.lowerBound - Self.outerReach, x <= frame.lowerBound + reach { return .lower }
        if x <= frame.upperBound + Self.outerReach, x >= frame.upperBound - reach { return .upper }
        if x > frame.lowerBound, x < frame.upperBound { return .body }
        return nil
    }
}
