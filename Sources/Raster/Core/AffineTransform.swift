import Foundation
import Geometry

/// An affine map `(x, y) -> (a x + c y + tx, b x + d y + ty)`.
///
/// Shapes that stay axis-aligned under it (no rotation or skew) keep their fast analytic
/// rasterizers; anything else goes through the general path scanner.
public struct AffineTransform: Sendable, Hashable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    static func rotation(_ radians: Double) -> AffineTransform {
        let cosine = cos(radians), sine = sin(radians)
        return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Scales by `factor` about `center`, leaving that point where it was.
    public static func scale(_ factor: Double, about center: Point) -> AffineTransform {
        AffineTransform(
            a: factor, b: 0, c: 0, d: factor,
            tx: center.x * (1 - factor), ty: center.y * (1 - factor))
    }

    /// `other` applied first, then `self`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + c * other.b,
            b: b * other.a + d * other.b,
            c: a * other.c + c * other.d,
            d: b * other.c + d * other.d,
            tx: a * other.tx + c * other.ty + tx,
            ty: b * other.tx + d * other.ty + ty)
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// True when the map only scales (by positive factors) and translates.
    public var isAxisAligned: Bool { b == 0 && c == 0 && a > 0 && d > 0 }

    /// The rectangle's image, valid when ``isAxisAligned``.
    public func apply(_ r: Rect) -> Rect {
        Rect(x: a * r.x + tx, y: d * r.y + ty, width: a * r.width, height: d * r.height)
    }

    /// How much a length grows, on average over directions (for stroke widths and blur radii).
    public var meanScale: Double { (abs(a * d - b * c)).squareRoot() }
}
