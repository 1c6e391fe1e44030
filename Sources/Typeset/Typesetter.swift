import Geometry
import Raster

/// The text engine under one set of ``TextSettings``: what a piece lays out, measures and draws its
/// text with. It is a view, not a copy: every typesetter of one engine shares its fonts and caches.
///
///     let text = engine.typesetter(TextSettings(scale: 1.3))
///     let line = text.layout([TextSpan("1,284"), TextSpan(".50", color: dim)], style: numeral)
///     text.draw(line, into: &canvas, at: Point(x: 24, y: 80))
public struct Typesetter {
    let engine: TextEngine
    let settings: TextSettings

    init(engine: TextEngine, settings: TextSettings) {
        self.engine = engine
        self.settings = settings
    }

    /// The text scale these settings set at.
    public var textScale: Double { settings.scale }
    /// The reading direction these settings lay out in.
    public var layoutDirection: LayoutDirection { settings.direction }

    /// One line of text in the style's colour, fitted to a width as the engine's `layout` describes.
    public func layout(
        _ text: String, style: TextStyle, maximumWidth: Double = .infinity, minimumScaleFactor: Double = 1,
        truncation: Truncation = .tail
    ) -> TextLine {
        engine.layout(text, style: style, maximumWidth: maximumWidth, minimumScaleFactor: minimumScaleFactor,
                      truncation: truncation, settings: settings)
    }

    /// One line of coloured spans, fitted to a width as the engine's `layout` describes.
    public func layout(
        _ spans: [TextSpan], style: TextStyle, maximumWidth: Double = .infinity, minimumScaleFactor: Double = 1,
        truncation: Truncation = .tail
    ) -> TextLine {
        engine.layout(spans, style: style, maximumWidth: maximumWidth, minimumScaleFactor: minimumScaleFactor,
                      truncation: truncation, settings: settings)
    }

    /// The same engine and direction at text scale `scale`: for a piece that works out its own
    /// sizes from the text scale (the Step Trail caps its stops at 2.2× and never shrinks them).
    public func scaled(to scale: Double) -> Typesetter {
        Typesetter(engine: engine, settings: TextSettings(scale: scale, direction: settings.direction))
    }

    /// The advance width of a line in points.
    public func measure(_ text: String, style: TextStyle) -> Double {
        engine.measure(text, style: style, settings: settings)
    }

    /// The advance width of a line of spans in points.
    func measure(_ spans: [TextSpan], style: TextStyle) -> Double {
        engine.measure(spans, style: style, settings: settings)
    }

    /// The size a style is set at under these settings, in points.
    public func effectiveSize(of style: TextStyle) -> Double {
        engine.effectiveSize(of: style, settings: settings)
    }

    /// Line metrics for a style under these settings, without laying out any text.
    public func metrics(for style: TextStyle) -> LineMetrics {
        engine.metrics(for: style, settings: settings)
    }

    /// Draws a laid-out line with its baseline through `origin`, aligned in these settings' direction.
    public func draw(
        _ line: TextLine, into canvas: inout Canvas, at origin: Point, alignment: TextAlignment = .leading,
        opacity: Double = 1
    ) {
        engine.draw(line, into: &canvas, at: origin, alignment: alignment, opacity: opacity, direction: settings.direction)
    }

    /// Draws a line at the top of `frame`, aligned in these settings' direction.
    public func draw(
        _ line: TextLine, into canvas: inout Canvas, in frame: Rect, alignment: TextAlignment = .leading,
        opacity: Double = 1
    ) {
        engine.draw(line, into: &canvas, in: frame, alignment: alignment, opacity: opacity, direction: settings.direction)
    }
}

extension TextEngine {
    /// This engine under `settings`.
    public func typesetter(_ settings: TextSettings) -> Typesetter {
        Typesetter(engine: self, settings: settings)
    }
}
