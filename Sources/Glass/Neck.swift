import Raster

/// How two glass shapes melt: a quadratic smooth minimum whose smoothing grows with their gap and
/// with their size.
///
/// The plain smooth minimum `d = min(a, b) − h²k/4` with one fixed k cannot keep both of the
/// language's promises. Between two shapes `g` apart the melted field dips to `g/2 − k/4` at the
/// midpoint, so a neck exists only while `g < k/2`: with k = 20 the waist is right at the joined
/// gap (about 0.65 of a 34 pt capsule's height at 4 pt) but the neck snaps at 10 pt instead of 20.
///
/// So each pair gets its own smoothing from its gap, with the merge distance M = 20 pt:
///
///     k(g) = s·(M − g)² / M + 2g   for 0 ≤ g < M   (g counts as 0 for overlapping shapes)
///     no blend at all              for g ≥ M
///
/// The neck's depth past the midpoint is then `k/4 − g/2 = s·(M − g)² / 4M`, falling smoothly to
/// nothing at exactly M whatever the size. For two shapes of corner radius R (half the height of a
/// capsule) that gives a waist of `2·√(δ(2R + g + δ))`.
///
/// A fixed depth would make the waist a smaller share of a larger pair: two 44 pt buttons 4 pt
/// apart would hang on 0.58 of their height while 34 pt capsules keep 0.675. So the depth grows
/// with the pair's size past a 34 pt capsule's: `s = max(1, R / 17 pt)`, R the smaller of the two
/// corner radii (17 pt is 0.85 M, so the rule holds at any scale). Up to that size s = 1 and
/// `k = M + g²/M`: 5 pt deep when touching, 3.2 pt at the joined gap, a waist of 0.675 of a 34 pt
/// capsule at 4 pt ("about two thirds"), 0.36 at 12 pt, a thread of 1.6 pt at 19 pt, and none from
/// 20 pt on. Two 44 pt circles (s ≈ 1.29) are 4.1 pt deep at 4 pt, a waist of about 0.67 of their
/// height. Every pair's melt is still a smooth minimum, so the field stays 1-Lipschitz and whole
/// tiles can be classified by one sample.
///
/// A group of more than two shapes is the plain union of its shapes and of every close pair's melt;
/// necks never chain across a third shape, which keeps a row of joined segments even.
enum Neck {
    /// The corner radius up to which a pair melts at the base depth, as a share of the merge
    /// distance: a 34 pt capsule's 17 pt at M = 20 pt.
    static let baseRadius = 17.0 / Liquid.merge

    /// How much deeper than the base a pair of corner radius `radius` melts: 1 up to a 34 pt
    /// capsule's radius, then in proportion to it.
    static func depthScale(radius: Double, merge: Double = Liquid.merge) -> Double {
        max(1, radius / (baseRadius * merge))
    }

    /// The smoothing k for a pair `gap` apart whose smaller corner radius is `radius` (both in the
    /// same units as `merge`), or nil when they are at or beyond the merge distance and must not
    /// melt.
    static func smoothing(forGap gap: Double, radius: Double, merge: Double = Liquid.merge) -> Double? {
        guard merge > 0, gap < merge else { return nil }
        let g = max(gap, 0)
        let s = depthScale(radius: radius, merge: merge)
        return s * (merge - g) * (merge - g) / merge + 2 * g
    }

    /// How far past the midpoint the melted field reaches, `s·(M − g)² / 4M`: the neck's depth.
    static func depth(forGap gap: Double, radius: Double, merge: Double = Liquid.merge) -> Double {
        guard let k = smoothing(forGap: gap, radius: radius, merge: merge) else { return 0 }
        return max(k / 4 - max(gap, 0) / 2, 0)
    }

    /// The height of the neck at its narrowest, for two shapes of corner radius `radius` facing each
    /// other `gap` apart along a straight line (two capsules of height 2·radius side by side).
    static func waist(forGap gap: Double, radius: Double, merge: Double = Liquid.merge) -> Double {
        let delta = depth(forGap: gap, radius: radius, merge: merge)
        guard delta > 0 else { return 0 }
        let g = max(gap, 0)
        return min(2 * (delta * (2 * radius + g + delta)).squareRoot(), 2 * radius)
    }

    /// The shortest distance between two outlines (negative when they overlap), exact for these
    /// outlines because each is a rectangle grown by a disc.
    static func gap(between first: GlassShape, and second: GlassShape) -> Double {
        let a = first.core, b = second.core
        let dx = max(a.rect.minX - b.rect.maxX, b.rect.minX - a.rect.maxX, 0)
        let dy = max(a.rect.minY - b.rect.maxY, b.rect.minY - a.rect.maxY, 0)
        return (dx * dx + dy * dy).squareRoot() - a.radius - b.radius
    }

    /// The melted field of two samples with smoothing `k`: the quadratic smooth minimum.
    @inline(__always)
    static func melt(_ a: DistanceSample, _ b: DistanceSample, smoothing k: Double) -> DistanceSample {
        smoothMinimum(a, b, smoothing: k)
    }
}
