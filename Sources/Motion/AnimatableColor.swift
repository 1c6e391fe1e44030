import Foundation

/// A colour that animates the way light mixes: in linear light, premultiplied by alpha.
///
/// Blending sRGB-encoded numbers darkens the middle of a red-to-green change, and blending
/// straight alpha drags a transparent end's hidden colour into view. Storing linear, premultiplied
/// components avoids both, so a tint flowing through a neck or a fade to clear looks right. Build
/// one from the sRGB components people write (`#FF0000` is `red: 1`) and read them back the same
/// way; Motion depends on no other module, so converting to a raster colour happens at the edge.
public struct AnimatableColor: AnimatableValue, Hashable {
    /// Linear-light red multiplied by alpha.
    var linearPremultipliedRed: Double
    /// Linear-light green multiplied by alpha.
    var linearPremultipliedGreen: Double
    /// Linear-light blue multiplied by alpha.
    var linearPremultipliedBlue: Double
    /// Opacity, 0 transparent to 1 opaque.
    public var alpha: Double

    /// Creates a colour from stored components: linear light, already multiplied by `alpha`.
    init(
        linearPremultipliedRed: Double, linearPremultipliedGreen: Double,
        linearPremultipliedBlue: Double, alpha: Double
    ) {
        self.linearPremultipliedRed = linearPremultipliedRed
        self.linearPremultipliedGreen = linearPremultipliedGreen
        self.linearPremultipliedBlue = linearPremultipliedBlue
        self.alpha = alpha
    }

    /// Creates a colour from sRGB-encoded, straight (not premultiplied) components in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(
            linearPremultipliedRed: Self.linear(fromEncoded: red) * alpha,
            linearPremultipliedGreen: Self.linear(fromEncoded: green) * alpha,
            linearPremultipliedBlue: Self.linear(fromEncoded: blue) * alpha,
            alpha: alpha)
    }

    /// Creates a colour from a 0xRRGGBB number, as the palette writes it (`0xFFD976` is butter).
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// sRGB-encoded straight red in 0...1; 0 when fully transparent.
    public var red: Double { encoded(linearPremultipliedRed) }
    /// sRGB-encoded straight green in 0...1; 0 when fully transparent.
    public var green: Double { encoded(linearPremultipliedGreen) }
    /// sRGB-encoded straight blue in 0...1; 0 when fully transparent.
    public var blue: Double { encoded(linearPremultipliedBlue) }

    /// Transparent black.
    public static var clear: Self { .zero }

    public static var zero: Self {
        Self(linearPremultipliedRed: 0, linearPremultipliedGreen: 0, linearPremultipliedBlue: 0, alpha: 0)
    }

    public static func + (left: Self, right: Self) -> Self {
        Self(
            linearPremultipliedRed: left.linearPremultipliedRed + right.linearPremultipliedRed,
            linearPremultipliedGreen: left.linearPremultipliedGreen + right.linearPremultipliedGreen,
            linearPremultipliedBlue: left.linearPremultipliedBlue + right.linearPremultipliedBlue,
            alpha: left.alpha + right.alpha)
    }

    public static func - (left: Self, right: Self) -> Self {
        Self(
            linearPremultipliedRed: left.linearPremultipliedRed - right.linearPremultipliedRed,
            linearPremultipliedGreen: left.linearPremultipliedGreen - right.linearPremultipliedGreen,
            linearPremultipliedBlue: left.linearPremultipliedBlue - right.linearPremultipliedBlue,
            alpha: left.alpha - right.alpha)
    }

    public func scaled(by factor: Double) -> Self {
        Self(
            linearPremultipliedRed: linearPremultipliedRed * factor,
            linearPremultipliedGreen: linearPremultipliedGreen * factor,
            linearPremultipliedBlue: linearPremultipliedBlue * factor,
            alpha: alpha * factor)
    }

    public var magnitudeSquared: Double {
        linearPremultipliedRed * linearPremultipliedRed
            + linearPremultipliedGreen * linearPremultipliedGreen
            + linearPremultipliedBlue * linearPremultipliedBlue + alpha * alpha
    }

    /// A springing colour can overshoot past 0 or 1; reading it back clamps to what a screen shows.
    private func encoded(_ premultiplied: Double) -> Double {
        guard alpha > 0 else { return 0 }
        let linear = min(max(premultiplied / alpha, 0), 1)
        return linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    private static func linear(fromEncoded encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }
}
