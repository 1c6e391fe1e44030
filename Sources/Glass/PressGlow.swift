import Geometry
import Raster

/// The light a pressed piece of interactive glass gathers around the finger: a soft white pool
/// centred on the touch, a little brighter than the glass around it, as iOS 26's interactive glass
/// does while it is held.
///
/// It is light inside the glass, so it lies over the clear middle and the tint and stays within
/// the merged outline; it fades to nothing well before a neck. Under Reduce Motion the press only
/// shades, and there is no glow (``GlassPress``).
enum PressGlow {
    /// The pool's radius, as a fraction of the pressed shape's short side.
    static let reach = 0.9
    /// Its brightness at the touch, fully pressed: white at this opacity.
    static func peak(isDark: Bool) -> Double { isDark ? 0.10 : 0.16 }

    /// Lays each glowing surface's pool onto the canvas, inside `masks`' outline.
    static func draw(_ surfaces: [GlassSurface], masks: GlassMasks, appearance: GlassAppearance, on canvas: inout Canvas) {
        for surface in surfaces where surface.glow > 0.001 {
            let bounds = surface.placedShape.bounds
            let center = canvas.transform.apply(surface.contentTransform.apply(surface.glowCenter ?? surface.shape.center))
            let radius = reach * min(bounds.width, bounds.height) * canvas.transform.meanScale
            guard radius >= 1 else { continue }
            let circle = PixelBounds(covering: Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius))
            let area = circle.intersection(masks.area)
            guard !area.isEmpty else { continue }
            var pool = [UInt8](repeating: 0, count: area.width * area.height)
            let strength = min(surface.glow, 1) * 255
            for row in 0..<area.height {
                let dy = Double(area.minY + row) + 0.5 - center.y
                for column in 0..<area.width {
                    let dx = Double(area.minX + column) + 0.5 - center.x
                    let t = (dx * dx + dy * dy) / (radius * radius)
                    guard t < 1 else { continue }
                    let cover = Double(masks.coverage(x: area.minX + column, y: area.minY + row)) / 255
                    let falloff = (1 - t) * (1 - t)
                    pool[row * area.width + column] = UInt8(min(255, strength * falloff * cover + 0.5))
                }
            }
            MaskPainter.fill(pool, area: area, with: .solid(.white), opacity: peak(isDark: appearance.isDark), on: &canvas)
        }
    }
}
