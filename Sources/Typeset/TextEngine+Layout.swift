import Raster

extension TextEngine {
    /// Lays out one line of text in the style's colour; the span version below explains fitting.
    public func layout(
        _ text: String, style: TextStyle, maximumWidth: Double = .infinity, minimumScaleFactor: Double = 1,
        truncation: Truncation = .tail, settings: TextSettings = .standard
    ) -> TextLine {
        layout([TextSpan(text)], style: style, maximumWidth: maximumWidth,
               minimumScaleFactor: minimumScaleFactor, truncation: truncation, settings: settings)
    }

    /// Lays out one line of text made of coloured spans, fitted to a width.
    ///
    /// A line never wraps. When it is wider than `maximumWidth` it first shrinks, as SwiftUI's
    /// `minimumScaleFactor` does, by as much as it needs but not below `minimumScaleFactor`
    /// (sizes step by a quarter point, so a width that changes every frame reuses glyphs);
    /// if it still does not fit, `truncation` decides whether its end becomes "…".
    ///
    /// - Parameters:
    ///   - spans: the text, in logical (reading) order, each part with an optional colour.
    ///   - style: size, colour, tracking, case and figures.
    ///   - maximumWidth: the room available, in points; infinity for none.
    ///   - minimumScaleFactor: the smallest fraction of the size to shrink to, in 0...1; 1 never
    ///     shrinks.
    ///   - truncation: what to do when the shrunk line is still too wide.
    ///   - settings: the text scale and reading direction.
    /// - Complexity: one HarfBuzz call per run on first sight of a string; afterwards a hash
    ///   lookup (shaped lines are cached), plus a few more shapings when truncating.
    public func layout(
        _ spans: [TextSpan], style: TextStyle, maximumWidth: Double = .infinity, minimumScaleFactor: Double = 1,
        truncation: Truncation = .tail, settings: TextSettings = .standard
    ) -> TextLine {
        let size = effectiveSize(of: style, settings: settings)
        let direction = settings.direction
        let spans = style.isUppercased ? spans.map { TextSpan($0.text.uppercased(), color: $0.color) } : spans
        var shaped = shapedText(spans, style: style, direction: direction)
        let naturalWidth = Self.width(of: shaped, size: size, tracking: style.tracking)
        var factor = 1.0
        var drawn = spans
        var isTruncated = false
        if naturalWidth > maximumWidth {
            let minimum = min(max(minimumScaleFactor, 0.01), 1)
            if minimum < 1 && naturalWidth > 0 {
                // Largest quarter-point size that fits, but not below the minimum.
                let fitting = (size * maximumWidth / naturalWidth * 4).rounded(.down) / 4 / size
                factor = min(1, max(minimum, fitting))
            }
            if naturalWidth * factor > maximumWidth && truncation == .tail {
                (drawn, shaped) = truncated(
                    spans, style: style, size: size * factor, tracking: style.tracking * factor, maximumWidth: maximumWidth,
                    direction: direction)
                isTruncated = true
            }
        }
        let finalSize = size * factor
        let tracking = style.tracking * factor
        let placed = shaped.glyphs.map { glyph in
            PlacedGlyph(
                glyph: glyph.glyph,
                x: Float(glyph.x * finalSize + Double(glyph.gapsBefore) * tracking),
                y: Float(glyph.y * finalSize),
                face: glyph.face, color: glyph.span)
        }
        return TextLine(
            text: drawn.map(\.text).joined(), size: finalSize, scaleFactor: factor,
            width: Self.width(of: shaped, size: finalSize, tracking: tracking),
            metrics: metrics(size: finalSize), isTruncated: isTruncated,
            direction: shaped.paragraphLevel & 1 == 1 ? .rightToLeft : .leftToRight,
            glyphs: placed, colors: drawn.map { $0.color ?? style.color })
    }

    /// The advance width of a line in points, without laying it out for drawing.
    func measure(_ text: String, style: TextStyle, settings: TextSettings = .standard) -> Double {
        measure([TextSpan(text)], style: style, settings: settings)
    }

    /// The advance width of a line of spans in points (tracking included, no trailing gap).
    func measure(_ spans: [TextSpan], style: TextStyle, settings: TextSettings = .standard) -> Double {
        let spans = style.isUppercased ? spans.map { TextSpan($0.text.uppercased(), color: $0.color) } : spans
        let shaped = shapedText(spans, style: style, direction: settings.direction)
        return Self.width(of: shaped, size: effectiveSize(of: style, settings: settings), tracking: style.tracking)
    }

    static func width(of shaped: ShapedText, size: Double, tracking: Double) -> Double {
        shaped.advance * size + Double(shaped.gaps) * tracking
    }

    /// The shaped form of `spans` (already case-transformed), from the cache when seen before.
    func shapedText(_ spans: [TextSpan], style: TextStyle, direction: LayoutDirection = .leftToRight) -> ShapedText {
        let key = ShapingKey(texts: spans.map(\.text), tabularFigures: style.usesTabularFigures, direction: direction)
        if let cached = shapedCache[key] { return cached }
        var scalars: [UInt32] = []
        var spanOfScalar: [UInt16] = []
        for (index, span) in spans.enumerated() {
            for scalar in span.text.unicodeScalars {
                scalars.append(scalar.value)
                spanOfScalar.append(UInt16(truncatingIfNeeded: index))
            }
        }
        let items = itemizer.itemize(scalars, faces: faces, direction: direction)
        let shaped = shaper.shape(
            scalars, spanOfScalar: spanOfScalar, items: items.items, paragraphLevel: items.paragraphLevel,
            faces: faces, tabularFigures: style.usesTabularFigures)
        if shapedCache.count >= shapedCacheLimit { shapedCache.removeAll(keepingCapacity: true) }
        shapedCache[key] = shaped
        return shaped
    }

    /// The longest start of `spans` (in whole characters, trailing spaces dropped) that fits with
    /// "…" after it; just "…" when nothing does. The ellipsis takes the colour of the last
    /// character kept.
    private func truncated(
        _ spans: [TextSpan], style: TextStyle, size: Double, tracking: Double, maximumWidth: Double,
        direction: LayoutDirection
    ) -> ([TextSpan], ShapedText) {
        let characters = spans.enumerated().flatMap { index, span in span.text.map { (character: $0, span: index) } }
        func candidate(keeping count: Int) -> [TextSpan] {
            var kept = characters.prefix(count)
            while let last = kept.last, last.character.isWhitespace { kept.removeLast() }
            var result = spans.map { TextSpan("", color: $0.color) }
            for entry in kept { result[entry.span].text.append(entry.character) }
            result[kept.last?.span ?? 0].text.append("…")
            return result.filter { !$0.text.isEmpty }
        }
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            let shaped = shapedText(candidate(keeping: middle), style: style, direction: direction)
            if Self.width(of: shaped, size: size, tracking: tracking) <= maximumWidth { low = middle } else { high = middle - 1 }
        }
        let spans = candidate(keeping: low)
        return (spans, shapedText(spans, style: style, direction: direction))
    }
}
