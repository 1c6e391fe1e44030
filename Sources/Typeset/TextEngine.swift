import Geometry
import Raster

/// Sets, measures and draws every piece of text in Vitrine.
///
/// Text goes through four steps, each in its own file:
/// fonts are found (``FontLocator``) and opened (`FontLibrary`), a line is split into runs by
/// script, face and direction (`TextItemizer`, `BidiResolver`) and shaped by HarfBuzz (`Shaper`),
/// fitted to a width (`TextEngine+Layout`), and drawn from FreeType masks kept in a `GlyphCache`
/// (`TextEngine+Drawing`).
///
/// The engine owns FreeType and HarfBuzz handles, which must not be touched from two threads at
/// once, so it is a plain class that is deliberately **not** `Sendable`: Swift then keeps each
/// engine inside the one isolation domain that created it (the app's main actor, a test, the
/// benchmark) without locks. Its results, ``TextLine`` and ``LineMetrics``, are Sendable values.
///
/// The text scale and reading direction are not kept here: each call is given its
/// ``TextSettings``, and a piece holds them in a ``Typesetter``, so nothing about one screen's text
/// leaks into another's.
///
///     let engine = try TextEngine()
///     let text = engine.typesetter(TextSettings(scale: 1.3))
///     let line = text.layout([TextSpan("1,284"), TextSpan(".50", color: dim)], style: numeral)
///     text.draw(line, into: &canvas, at: Point(x: 24, y: 80))
public final class TextEngine {

    /// The folder the fonts were read from.
    var fontsFolder: String { faces.folder }

    let faces: FontLibrary
    let shaper = Shaper()
    let itemizer = TextItemizer()
    var glyphs: GlyphCache
    var shapedCache: [ShapingKey: ShapedText] = [:]
    /// Most shaped lines kept; a scrub through a long series formats a few hundred distinct values.
    let shapedCacheLimit = 1024

    /// Opens the bundled fonts.
    ///
    /// - Parameters:
    ///   - fontsFolder: where the fonts are; nil searches as ``FontLocator`` describes.
    ///   - glyphCacheBytes: the bound on rendered glyph memory. The default holds thousands of
    ///     glyphs at chart sizes, far more than one screen shows.
    /// - Throws: ``FontError`` naming the folders tried or the file that failed.
    public init(fontsFolder: String? = nil, glyphCacheBytes: Int = 8 << 20) throws(FontError) {
        if let fontsFolder {
            faces = try FontLibrary(folder: fontsFolder)
            systemFallback = nil
        } else {
            let files = try FontLocator().fontFiles()
            faces = try FontLibrary(paths: files.paths)
            systemFallback = files.isSystemFallback ? files.paths[0] : nil
        }
        glyphs = GlyphCache(byteLimit: glyphCacheBytes)
    }

    /// The system font text is set in when the bundled `Fonts/` was not found; nil otherwise.
    public let systemFallback: String?

    /// Bytes of glyph masks held now (never above the bound given at init).
    var glyphCacheByteCount: Int { glyphs.byteCount }

    /// Number of glyph renderings held now.
    var glyphCacheCount: Int { glyphs.count }

    /// The bound on glyph memory given at init.
    var glyphCacheByteLimit: Int { glyphs.byteLimit }

    /// Drops every cached glyph and shaped line (the next draw renders again).
    func removeCachedGlyphs() {
        glyphs.removeAll()
        shapedCache.removeAll()
    }

    /// The size a style is set at under `settings`' text scale, in points.
    func effectiveSize(of style: TextStyle, settings: TextSettings = .standard) -> Double {
        style.size * min(settings.scale, max(style.maximumTextScale, 0))
    }

    /// Line metrics for a style under `settings`, without laying out any text: what a piece needs
    /// to reserve a row's height before it knows the string.
    func metrics(for style: TextStyle, settings: TextSettings = .standard) -> LineMetrics {
        metrics(size: effectiveSize(of: style, settings: settings))
    }

    func metrics(size: Double) -> LineMetrics {
        let face = faces.primary
        return LineMetrics(
            ascent: face.ascent * size, descent: face.descent * size, leading: face.lineGap * size,
            capHeight: face.capHeight * size, xHeight: face.xHeight * size)
    }
}

/// What a shaped line depends on: its spans' text (not their colours) and the shaping options.
struct ShapingKey: Hashable {
    var texts: [String]
    var tabularFigures: Bool
    var direction: LayoutDirection
}
