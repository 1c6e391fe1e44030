import Geometry
import Raster

/// How glass is made: the frosted fallback the seeds draw, or a liquid look closer to iOS 26.
public enum GlassMaterial: String, Sendable, Hashable, CaseIterable {
    /// The backdrop blurred under a light or dark veil, a thin white rim and a soft shadow.
    case frosted
    /// Clearer glass: a light blur, a specular edge highlight and the backdrop bent near the rim.
    case liquid
}

/// Everything about the environment that changes how glass looks, with the seeds' numbers.
///
/// The numbers are the seeds' frosted fallback: the rim is white at 0.7 in light mode and 0.14 in
/// dark, the shadow black at 0.08 and 0.32 (radius 10, y 5), tints sit inside at 0.88, and under
/// Reduce Transparency the glass becomes a solid white 0.97 or 0.17. The veil stands in for
/// SwiftUI's regular material, which the seeds name but do not measure.
public struct GlassAppearance: Sendable, Hashable {
    var isDark: Bool
    public var reduceTransparency: Bool
    public var material: GlassMaterial

    public init(isDark: Bool = false, reduceTransparency: Bool = false, material: GlassMaterial = .liquid) {
        self.isDark = isDark
        self.reduceTransparency = reduceTransparency
        self.material = material
    }

    /// Tints are painted inside the glass at this opacity, so a little frost still shows through.
    static let tintOpacity = 0.88
    /// The rim's width in points.
    static let rimWidth = 0.5

    /// The 0.5 pt rim around the outline.
    var rim: Color { Color.white.opacity(isDark ? 0.14 : 0.7) }

    /// The soft shadow each glass shape casts.
    var shadow: GlassShadow {
        GlassShadow(color: Color.black.opacity(isDark ? 0.32 : 0.08), radius: 10, offset: Point(0, 5))
    }

    /// The group's lift: the extra soft shadow liquid glass floats on, in light mode only.
    var lift: GlassShadow? {
        isDark ? nil : GlassShadow(color: Color.black.opacity(0.07), radius: 18, offset: Point(0, 8))
    }

    /// The opaque fill that replaces glass under Reduce Transparency.
    var solidFill: Color {
        let level = isDark ? 0.17 : 0.97
        return Color(red: level, green: level, blue: level)
    }

    /// The veil laid over the blurred backdrop.
    var veil: Color {
        switch (material, isDark) {
        case (.frosted, false): return Color.white.opacity(0.62)
        case (.frosted, true): return Color(hex: 0x1C1C1E, alpha: 0.66)
        case (.liquid, false): return Color.white.opacity(0.1)
        case (.liquid, true): return Color(hex: 0x1C1C1E, alpha: 0.34)
        }
    }

    /// How far the backdrop is blurred under the glass, in points (Gaussian standard deviation).
    var blurRadius: Double { material == .frosted ? 10 : 2 }

    /// The tint as painted: 0.88 over glass, solid when the glass is solid.
    func paintedTint(_ tint: Color) -> Color {
        reduceTransparency ? tint : tint.opacity(Self.tintOpacity)
    }

    /// The shade a press lays over glass under Reduce Motion instead of sinking it: darker in light
    /// mode (brightness −0.08), lighter in dark (+0.1).
    var pressShade: Color {
        isDark ? Color.white.opacity(0.1) : Color.black.opacity(0.08)
    }

    /// The specular highlight's peak opacity (liquid only).
    var highlightOpacity: Double { isDark ? 0.4 : 0.75 }
    /// How wide the specular band is, in points (liquid only). The refraction's band is the
    /// ``RimLens``'s, scaled with each group's shapes.
    static let highlightWidth = 1.5
}

/// A soft shadow as SwiftUI describes one: `radius` is twice the blur's standard deviation.
struct GlassShadow: Sendable, Hashable {
    var color: Color
    var radius: Double
    var offset: Point

    init(color: Color, radius: Double, offset: Point) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
