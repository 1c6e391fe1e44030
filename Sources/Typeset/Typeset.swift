// Typeset: Vitrine's text layer, on top of Raster.
//
// Fonts come from the bundled Fonts/ folder (FontLocator), HarfBuzz shapes (Shaper) after a
// simplified Unicode bidi pass orders right-to-left runs (BidiResolver, TextItemizer), FreeType
// renders coverage masks at quarter-pixel phases (FontFace) that a bounded cache keeps
// (GlyphCache), and TextEngine lays lines out in points and draws them through
// Canvas.fill(mask:). The public surface is TextEngine, TextStyle, TextSpan, TextLine,
// LineMetrics, TextAlignment, LayoutDirection, Truncation and FontError.
