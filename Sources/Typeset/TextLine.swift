import Geometry
import Raster

/// Vertical measures of a line, in points, so pieces can line things up with text.
///
/// A chip beside a numeral aligns to the numeral's baseline; a label centred in a capsule
/// centres on its cap height. All values are positive distances.
public struct LineMetrics: Sendable, Hashable {
    /// From the baseline up to the top of the line box (the font's ascender).
    var ascent: Double
    /// From the baseline down to the bottom of the line box (the font's descender).
    var descent: Double
    /// Extra space the font asks for between lines (0 for Inter).
    var leading: Double
    /// Height of capital letters above the baseline.
    public var capHeight: Double
    /// Height of lowercase x above the baseline.
    var xHeight: Double

    /// Height of one line: ascent, descent and leading.
    public var lineHeight: Double { ascent + descent + leading }
    /// From the top of the line box to the first (here: only) baseline, with half the leading
    /// above the ascent.
    public var firstBaseline: Double { leading / 2 + ascent }
}

/// A line of text laid out and ready to draw, measured in points.
///
/// Layout happens once (shaping, bidi, fitting); drawing only places cached glyph masks, so a
/// piece can lay out in its model update and draw every frame at any canvas scale.
///
///     let line = engine.layout("Latest · Steps", style: meta, maximumWidth: 240)
///     engine.draw(line, into: &canvas, at: Point(x: 20, y: 40))
public struct TextLine: Sendable {
    /// The text as drawn: after the uppercase transform and truncation.
    let text: String
    /// Font size in points, after the text scale and shrink-to-fit.
    let size: Double
    /// How much shrink-to-fit reduced the size: 1 when it did not, never below the minimum.
    public let scaleFactor: Double
    /// Advance width in points, tracking included (none after the last character).
    public let width: Double
    public let metrics: LineMetrics
    /// Whether an ellipsis replaced the end of the text.
    let isTruncated: Bool
    /// The direction the line reads in, from its first letter or the layout direction.
    public let direction: LayoutDirection

    let glyphs: [PlacedGlyph]
    let colors: [Color]

    init(
        text: String, size: Double, scaleFactor: Double, width: Double, metrics: LineMetrics,
        isTruncated: Bool, direction: LayoutDirection, glyphs: [PlacedGlyph], colors: [Color]
    ) {
        self.text = text
        self.size = size
        self.scaleFactor = scaleFactor
        self.width = width
        self.metrics = metrics
        self.isTruncated = isTruncated
        self.direction = direction
        self.glyphs = glyphs
        self.colors = colors
    }

    /// Number of glyphs drawn.
    public var glyphCount: Int { glyphs.count }

    /// The x where the line starts when anchored at `x` with `alignment` in a layout running
    /// `layoutDirection`.
    func startX(anchoredAt x: Double, alignment: TextAlignment, layoutDirection: LayoutDirection) -> Double {
        switch (alignment, layoutDirection) {
        case (.center, _): return x - width / 2
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return x
        case (.trailing, .leftToRight), (.leading, .rightToLeft): return x - width
        }
    }

    /// The baseline that centres the capitals vertically in `rect` (optical centring for chips
    /// and capsules).
    public func baselineCenteringCapitals(in rect: Rect) -> Double {
        rect.midY + metrics.capHeight / 2
    }

    /// The line box (ascent to descent, start to end) when drawn with its baseline at `origin`.
    func bounds(at origin: Point, alignment: TextAlignment = .leading,
                       layoutDirection: LayoutDirection = .leftToRight) -> Rect {
        Rect(x: startX(anchoredAt: origin.x, alignment: alignment, layoutDirection: layoutDirection),
             y: origin.y - metrics.ascent - metrics.leading / 2, width: width, height: metrics.lineHeight)
    }
}

/// A glyph of a laid-out line: which glyph, where (points from the line's start on the
/// baseline), and which of the line's colours.
struct PlacedGlyph: Sendable {
    var glyph: UInt32
    var x: Float
    var y: Float
    var face: UInt8
    var color: UInt16
}
