import Raster
import Typeset

// The trail's lines of text, laid out once and kept: a move draws every face in two copies,
// every frame, and shaping each one afresh would cost more than drawing it.

extension StepTrail {
    /// What a kept line was laid out from.
    struct LineKey: Hashable {
        var string: String
        var style: TextStyle
        var maximumWidth: Double
        var minimumScaleFactor: Double
        /// The typesetter's text scale and direction, which shape the line too.
        var textScale: Double
        var rightToLeft: Bool
    }

    /// `string` laid out by `text` in `style`, from the trail's store when it holds it.
    func line(
        _ string: String, style: TextStyle, maximumWidth: Double = .infinity, minimumScaleFactor: Double = 1, text: Typesetter
    ) -> TextLine {
        let key = LineKey(string: string, style: style, maximumWidth: maximumWidth, minimumScaleFactor: minimumScaleFactor,
                          textScale: text.textScale, rightToLeft: text.layoutDirection == .rightToLeft)
        if let line = lines[key] { return line }
        // Colours that animate (Reduce Motion's cross-fade) would fill the store for nothing.
        if lines.count > 96 { lines.removeAll(keepingCapacity: true) }
        let line = text.layout(string, style: style, maximumWidth: maximumWidth, minimumScaleFactor: minimumScaleFactor)
        lines[key] = line
        return line
    }
}
