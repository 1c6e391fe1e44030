import Foundation

/// How liquid glass bends what lies behind it: a thin convex slab, flat in the middle and
/// rounding down to nothing at its outline, refracting the backdrop like a lens at its rim.
///
/// Across a band just inside the outline the surface rises as a convex squircle,
/// `h(x) = (1 − (1 − x)⁴)^¼` for `x` from 0 at the outline to 1 at the band's inner edge, to a
/// height of ``thickness`` × the band. A ray from the eye, straight down, meets the tilted surface
/// at the angle `θ₁ = atan(h′)`, leaves it at `θ₂ = asin(sin θ₁ / n)` by Snell's law, and crosses
/// the glass's height off course by `tan(θ₁ − θ₂)` per unit: the pixel there shows the backdrop
/// from that far out along the outline's normal. The shift peaks near the rim and falls to zero
/// where the surface goes flat, so the middle shows the backdrop in place.
///
/// The shift depends only on the distance to the outline, so it is worked out once as a table
/// and looked up along the distance field's gradient: merged shapes and their necks bend as one
/// surface, with no seam where one shape's band meets another's.
public struct RimLens: Sendable, Hashable {
    /// The refractive index: about glass's 1.5.
    public static let index = 1.5
    /// The slab's height at the band's inner edge, as a fraction of the band's width.
    public static let thickness = 0.8
    /// The band's width on a 44 pt capsule, in points; it scales with the shape's short side.
    public static let referenceBand = 12.0
    public static let referenceSide = 44.0
    /// Table entries across the band.
    static let resolution = 64

    /// The band's width in pixels.
    public let band: Double
    /// The shift at each of ``resolution`` even steps into the band, in pixels.
    let shifts: [Double]

    /// The lens of a band `band` pixels wide.
    public init(band: Double) {
        self.band = max(band, 0)
        let count = Self.resolution
        shifts = (0..<count).map { step in
            let x = (Double(step) + 0.5) / Double(count)
            return Self.shift(at: x) * max(band, 0)
        }
    }

    /// The band for a shape whose short side is `side` (any unit: the band comes out in it).
    public static func band(forShortSide side: Double) -> Double {
        referenceBand * side / referenceSide
    }

    /// The surface's height at `x` (0 at the outline, 1 at the band's inner edge), in bands.
    static func height(at x: Double) -> Double {
        let t = min(max(x, 0), 1)
        return thickness * pow(1 - pow(1 - t, 4), 0.25)
    }

    /// The surface's slope at `x`, height per unit of `x`.
    static func slope(at x: Double) -> Double {
        let t = min(max(x, 1e-6), 1)
        let inner = 1 - pow(1 - t, 4)
        guard inner > 0 else { return .infinity }
        return thickness * pow(inner, -0.75) * pow(1 - t, 3)
    }

    /// The backdrop's shift at `x`, in bands: how far off course a vertical ray is by the time it
    /// has crossed the glass's height there.
    static func shift(at x: Double) -> Double {
        let incidence = atan(slope(at: x))
        let refracted = asin(sin(incidence) / index)
        return height(at: x) * tan(incidence - refracted)
    }

    /// The shift, in pixels, at `depth` pixels inside the outline; zero outside the band.
    public func shift(atDepth depth: Double) -> Double {
        guard band > 0, depth > 0, depth < band else { return 0 }
        let position = min(max(depth / band * Double(Self.resolution) - 0.5, 0), Double(Self.resolution - 1))
        let lower = min(Int(position), Self.resolution - 2)
        let fraction = position - Double(lower)
        return shifts[lower] * (1 - fraction) + shifts[lower + 1] * fraction
    }

    /// The largest shift anywhere in the band, in pixels.
    public var peakShift: Double { shifts.max() ?? 0 }

    /// The least bend worth drawing, in pixels: below it a sample moves by less than a
    /// 256th of the way between two pixels' worth of weight, three levels at most.
    static let leastShift = 0.01

    /// How deep into the band (pixels) anything bends by more than ``leastShift``: the slab is
    /// flat enough past it that the lens neither reads nor bends there.
    public var reach: Double {
        guard let last = shifts.lastIndex(where: { $0 > Self.leastShift }) else { return 0 }
        return min((Double(last) + 1.5) / Double(Self.resolution) * band, band)
    }
}
