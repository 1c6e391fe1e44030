import Geometry
import Raster

/// One piece of glass in a group: its outline, its tint, and how it is scaled and shaded now.
///
/// The scale is about ``anchor`` (the outline's centre when nil), and applies to the outline and
/// to what the glass carries alike: draw the content through ``contentTransform``. A scale on the
/// glass alone would shrink the outline and leave its label full size and off centre.
public struct GlassSurface: Sendable, Hashable {
    public var shape: GlassShape
    /// Painted inside this surface's own outline only, never in the necks it shares.
    var tint: Color?
    public var scale: Double
    /// The point the scale is taken about, in the same coordinates as `shape`.
    public var anchor: Point?
    /// 0...1: how much of the press shade (Reduce Motion's stand-in for sinking) lies over it.
    var shade: Double
    /// 0...1: how much of the press glow lies over it, centred on ``glowCenter`` (same
    /// coordinates as `shape`; the centre when nil).
    var glow: Double = 0
    var glowCenter: Point?
    /// Moves the surface and its content (a shake, a bud's travel), in points.
    public var offset: Point
    /// Whether it melts into its neighbours through necks. Glass laid over other glass (a puck
    /// riding on stops) joins the outline as it is, since melting into a shape it covers would
    /// swell them both.
    public var melts = true

    public init(
        _ shape: GlassShape, tint: Color? = nil, scale: Double = 1, anchor: Point? = nil, shade: Double = 0,
        offset: Point = .zero
    ) {
        self.shape = shape
        self.tint = tint
        self.scale = scale
        self.anchor = anchor
        self.shade = shade
        self.offset = offset
    }

    /// Points in the surface's layout to where they are drawn now: moved by `offset`, then scaled.
    public var contentTransform: AffineTransform {
        let moved = AffineTransform.translation(x: offset.x, y: offset.y)
        let center = (anchor ?? shape.center) + offset
        return AffineTransform.scale(scale, about: center).concatenating(moved)
    }

    /// The outline as drawn now.
    public var placedShape: GlassShape {
        shape.applying(contentTransform)
    }

    /// A surface too small to see (a bubble closed to nothing) is left out of the field.
    var isVisible: Bool {
        let bounds = placedShape.bounds
        return scale > 0.01 && bounds.width > 0.05 && bounds.height > 0.05
    }
}
