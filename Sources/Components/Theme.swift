import Glass
import Raster
import Typeset

/// Light or dark: which half of the house palette a frame is drawn in.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light
    case dark
}

/// The environment every piece draws in: palette, accessibility settings and layout direction.
///
/// It plays the part of SwiftUI's environment values. Pieces read it; nothing in it changes while a
/// frame is drawn.
public struct Theme: Sendable, Hashable {
    public var scheme: ColorScheme
    public var reduceMotion: Bool
    public var reduceTransparency: Bool
    public var rightToLeft: Bool
    /// The Dynamic Type analog; pieces cap it where the seeds cap it.
    public var textScale: Double
    /// Increase Contrast: pieces swap their quietest colours for stronger ones where the seeds say.
    public var increaseContrast: Bool
    /// How glass is made (`--glass`); Reduce Transparency overrides it with solid surfaces.
    public var glass: GlassMaterial

    public init(
        scheme: ColorScheme = .light, reduceMotion: Bool = false, reduceTransparency: Bool = false,
        rightToLeft: Bool = false, textScale: Double = 1, increaseContrast: Bool = false, glass: GlassMaterial = .liquid
    ) {
        self.scheme = scheme
        self.reduceMotion = reduceMotion
        self.reduceTransparency = reduceTransparency
        self.rightToLeft = rightToLeft
        self.textScale = textScale
        self.increaseContrast = increaseContrast
        self.glass = glass
    }

    /// Glass as this theme draws it.
    var glassAppearance: GlassAppearance {
        GlassAppearance(isDark: isDark, reduceTransparency: reduceTransparency, material: glass)
    }

    var isDark: Bool { scheme == .dark }

    /// How text is set under this theme: its text scale and reading direction.
    public var textSettings: TextSettings {
        TextSettings(scale: textScale, direction: rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// One colour per scheme.
    func pick(light: UInt32, dark: UInt32) -> Color {
        Color(hex: isDark ? dark : light)
    }

    // The house palette (DESIGN.md "Look").

    /// The page behind every card.
    public var ground: Color { pick(light: 0xF3F2EE, dark: 0x121212) }
    /// The surface a piece sits on.
    var card: Color { pick(light: 0xFFFFFF, dark: 0x1C1C1C) }
    public var text: Color { pick(light: 0x141414, dark: 0xF4F3EF) }
    var secondary: Color { pick(light: 0x5C5A56, dark: 0xA6A49F) }
    /// The seeds' band fill: the ground again on a light card, a lifted charcoal on a dark one.
    var band: Color { pick(light: 0xF3F2EE, dark: 0x262626) }
    var accentRed: Color { Color(hex: 0xFF0000) }
    /// The red a fall tints glass with, under ink. On dark glass the tint sits over a dark veil,
    /// and ink on the seeds' pure red there measures 3.8:1; lifted as iOS lifts its dark reds, it
    /// keeps 4.5:1.
    var glassRed: Color { pick(light: 0xFF0000, dark: 0xFF5A4F) }
    var butter: Color { Color(hex: 0xFFD976) }
    var sage: Color { Color(hex: 0xA9DCB7) }
    /// Ink on tinted glass stays dark in both schemes, as the seeds draw it.
    var ink: Color { Color(hex: 0x141414) }
}
