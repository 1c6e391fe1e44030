import Raster

/// How a line of text looks: its size, colour, letter spacing and case.
///
/// Every Vitrine text is Inter SemiBold, so a style has no family or weight. Sizes are in points
/// at text scale 1; the ``TextSettings/scale`` multiplies them, up to
/// ``maximumTextScale`` (the pieces cap it where the seeds cap theirs, e.g. 1.7 for a numeral).
///
///     let meta = TextStyle(size: 12, color: muted, tracking: 1.2, isUppercased: true)
///     let numeral = TextStyle(size: 44, color: ink, tracking: -0.02 * 44)
public struct TextStyle: Sendable, Hashable {
    /// Font size in points, before the text scale.
    public var size: Double
    /// Colour of every span that does not set its own.
    public var color: Color
    /// Space added between characters, in points (negative tightens). It does not grow with the
    /// text scale, as in SwiftUI, but it shrinks with shrink-to-fit.
    public var tracking: Double
    /// Draws the text in capitals (the seeds' meta lines), without changing the caller's string.
    var isUppercased: Bool
    /// Tabular figures (OpenType `tnum`): every digit the same width, so a value that changes
    /// under a finger does not jitter. On by default, as the house style asks for all figures.
    var usesTabularFigures: Bool
    /// The largest text scale this style follows.
    public var maximumTextScale: Double

    public init(
        size: Double, color: Color = .black, tracking: Double = 0, isUppercased: Bool = false,
        usesTabularFigures: Bool = true, maximumTextScale: Double = .infinity
    ) {
        self.size = size
        self.color = color
        self.tracking = tracking
        self.isUppercased = isUppercased
        self.usesTabularFigures = usesTabularFigures
        self.maximumTextScale = maximumTextScale
    }
}

/// A piece of a line with its own colour, such as the dimmed decimals of a readout.
///
/// Spans are shaped together, so kerning and Arabic joining continue across a colour change.
///
///     [TextSpan("1,284"), TextSpan(".50", color: ink.mixed(with: ground, amount: 0.55))]
public struct TextSpan: Sendable, Hashable {
    public var text: String
    /// nil takes the style's colour.
    var color: Color?

    public init(_ text: String, color: Color? = nil) {
        self.text = text
        self.color = color
    }
}

/// Where a line sits relative to the x it is drawn at.
///
/// Leading and trailing follow the engine's ``LayoutDirection``: in a right-to-left layout,
/// leading text hangs to the left of the anchor's right edge.
public enum TextAlignment: Sendable, Hashable {
    case leading, center, trailing
}

/// The reading direction of the interface (the seeds' right-to-left layouts).
///
/// It decides what leading means, and the direction of a line with no letters in it (figures
/// only); a line with letters takes its direction from its first letter, as Unicode asks.
public enum LayoutDirection: Sendable, Hashable {
    case leftToRight, rightToLeft
}

/// What happens to a line that is still too wide after shrinking to its minimum scale.
public enum Truncation: Sendable, Hashable {
    /// Cut at the end and add "…".
    case tail
    /// Leave it whole; it overflows the width.
    case none
}
