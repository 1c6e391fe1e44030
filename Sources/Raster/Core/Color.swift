/// A colour in sRGB with straight (not premultiplied) alpha, each component in 0...1.
///
/// Colours are described straight because that is how designers write them (`#F3F2EE`) and how
/// opacity composes; they become premultiplied pixels only at the moment they are drawn.
public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit `0xRRGGBB` value, the way the seeds' palette is written.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// A colour from `#RRGGBB` or `#RRGGBBAA` text; nil when the text is not one of those.
    init?(hex text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
            return nil
        }
        if digits.count == 6 {
            self.init(hex: value)
        } else {
            self.init(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        }
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// The same colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// A solid mix: `amount` 0 is `self`, 1 is `other`.
    ///
    /// The seeds' "dim" text is a mix into the ground colour, never transparency, so that dimmed
    /// glyphs do not show what lies under them where they overlap.
    public func mixed(with other: Color, amount: Double) -> Color {
        let t = min(max(amount, 0), 1)
        return Color(
            red: red + (other.red - red) * t,
            green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t)
    }

    /// The premultiplied ARGB8888 pixel, each channel rounded to the nearest of 0...255.
    public var premultipliedPixel: UInt32 {
        let a = Self.clampUnit(alpha)
        let alphaByte = UInt32((a * 255).rounded())
        let r = UInt32((Self.clampUnit(red) * a * 255).rounded())
        let g = UInt32((Self.clampUnit(green) * a * 255).rounded())
        let b = UInt32((Self.clampUnit(blue) * a * 255).rounded())
        return alphaByte << 24 | r << 16 | g << 8 | b
    }

    /// The colour a premultiplied pixel shows, with straight alpha.
    init(premultipliedPixel pixel: UInt32) {
        let a = Double(pixel >> 24)
        guard a > 0 else {
            self = .clear
            return
        }
        self.init(
            red: Double((pixel >> 16) & 0xFF) / a,
            green: Double((pixel >> 8) & 0xFF) / a,
            blue: Double(pixel & 0xFF) / a,
            alpha: a / 255)
    }

    private static func clampUnit(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }
}
