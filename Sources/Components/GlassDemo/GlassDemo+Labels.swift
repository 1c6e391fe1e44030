import Geometry
import Glass
import Raster
import Typeset

// What the flag and the change bubble carry, as the Scrub Chart's seed sets it: the date in the
// flag, an arrow and the unsigned percent in the bubble, each capsule as wide as its content plus
// 9 points each side.

extension GlassDemo {
    /// The date on the flag.
    static let flagLabel = "Mar 14"
    /// The change the bubble shows, as a fraction: up 4.2%.
    static let change = 0.042
    /// The room each side of the flag's and the bubble's content, in points.
    static let labelPadding = 9.0
    /// The room between the bubble's arrow and its figures, in points.
    static let arrowSpacing = 3.0

    /// The bubble's figures: the size of the change with one decimal and no sign ("4.2%"), since
    /// the arrow says which way it went.
    static var changeFigures: String { ChartNumberFormat.percent(change) }

    var flagStyle: TextStyle { TextStyle(size: 11, color: theme.text) }
    var bubbleStyle: TextStyle { TextStyle(size: 12, color: theme.ink) }

    /// The flag's width: its date as `text` sets it, plus the padding.
    func flagWidth(text: Typesetter) -> Double {
        line(Self.flagLabel, style: flagStyle, text: text).width + 2 * Self.labelPadding
    }

    /// The bubble's width: the padding, the arrow, the spacing and the figures.
    func bubbleWidth(text: Typesetter) -> Double {
        2 * Self.labelPadding + arrowSize(text: text) + Self.arrowSpacing
            + line(Self.changeFigures, style: bubbleStyle, text: text).width
    }

    /// The arrow's side: a 10-point symbol's cap height, growing with the text.
    func arrowSize(text: Typesetter) -> Double { text.metrics(for: TextStyle(size: 10)).capHeight }

    /// A line in figure order, so right to left the date and the percent read as they do left to
    /// right.
    func line(_ string: String, style: TextStyle, text: Typesetter) -> TextLine {
        text.layout(text.inFigureOrder([TextSpan(string)]), style: style)
    }

    /// The flag's date, centred on its glass.
    func drawFlagLabel(on surface: GlassSurface, into canvas: inout Canvas, text: Typesetter?) {
        guard let text else { return }
        let line = line(Self.flagLabel, style: flagStyle, text: text)
        let bounds = surface.shape.bounds
        onGlass(surface, opacity: 1, blur: 0, into: &canvas) { canvas, opacity in
            // The date's size grows with the text scale, and the flag with it (GlassDemoLayout).
            text.draw(line, into: &canvas, at: Point(bounds.midX, bounds.midY + flagStyle.size * text.textScale * 0.36),
                      alignment: .center,
                      opacity: opacity)
        }
    }

    /// The bubble's arrow and figures, centred together on its glass. The arrow leads in both
    /// directions, as the Scrub Chart's does: it stands for a line whose time runs left to right.
    func drawChange(on surface: GlassSurface, opacity: Double, blur: Double, into canvas: inout Canvas, text: Typesetter?) {
        guard let text, opacity > 0 else { return }
        let style = bubbleStyle
        let line = line(Self.changeFigures, style: style, text: text)
        let bounds = surface.shape.bounds
        let arrow = arrowSize(text: text)
        let baseline = line.baselineCenteringCapitals(in: bounds)
        let x = bounds.midX - (arrow + Self.arrowSpacing + line.width) / 2
        onGlass(surface, opacity: opacity, blur: blur, into: &canvas) { canvas, opacity in
            ChangeArrow.draw(rising: Self.change >= 0, in: Rect(x, baseline - arrow, arrow, arrow), color: style.color.opacity(opacity),
                             into: &canvas)
            text.draw(line, into: &canvas, at: Point(x + arrow + Self.arrowSpacing, baseline), alignment: text.leftAligned,
                      opacity: opacity)
        }
    }

    /// Draws content on `surface`, scaled and moved with it (a press sinks the label too), at
    /// `opacity` and, mid-bud, blurred by `blur` points. `draw` gets the opacity to draw at.
    private func onGlass(
        _ surface: GlassSurface, opacity: Double, blur: Double, into canvas: inout Canvas,
        draw: (inout Canvas, Double) -> Void
    ) {
        canvas.save()
        canvas.concatenate(surface.contentTransform)
        if blur > 0.3 {
            // Blurred on its own, so the glass under it stays sharp; a Gaussian of half the
            // seed's radius.
            canvas.beginLayer(opacity: opacity)
            draw(&canvas, 1)
            canvas.blur(surface.shape.bounds.insetBy(dx: -4, dy: -4), radius: blur / 2)
            canvas.endLayer()
        } else {
            draw(&canvas, opacity)
        }
        canvas.restore()
    }
}
