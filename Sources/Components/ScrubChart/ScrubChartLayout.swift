import Geometry
import Raster
import Typeset

/// Where each part of a scrub chart goes inside its card, in points.
///
/// From the top: the meta line, 8 points, the figure with its chip (beside or under it), 14
/// points, the plot with the x-axis labels under it, and, when there is more than one range, 14
/// points and the range picker. The chip's placement is decided here
/// from the widest figures of the whole dataset, so build a layout when the data, the width or
/// the text scale changes, not on every scrub step.
public struct ScrubChartLayout: Sendable {
    /// The card's corner radius and inner padding, as the seed's example frames the chart.
    public static let cornerRadius = 34.0
    public static let padding = 20.0
    /// Space between the meta line and the figure, and between the readout and the plot.
    public static let metaSpacing = 8.0
    public static let readoutSpacing = 14.0
    /// The chip's height, its horizontal padding, and the gap between its arrow and figures.
    public static let chipHeight = 28.0
    public static let chipPadding = 10.0
    public static let chipSpacing = 4.0
    /// Space between the plot's bottom and the top of the axis labels.
    public static let axisGap = 6.0
    /// The range picker's height: a 44-point touch target.
    public static let pickerHeight = 44.0

    public let card: Rect
    public let content: Rect
    /// Baseline of the meta line.
    public let metaBaseline: Double
    /// The numeral's line box (top-left and height come from its metrics).
    public let numeralOrigin: Point
    /// The widest the figure may be before it shrinks.
    public let numeralWidth: Double
    public let placement: ScrubChartChipPlacement
    /// The chip's top-left corner: its width depends on its figures, so it is measured when drawn.
    public let chipOrigin: Point
    /// The area the curve is scaled into.
    public let plot: Rect
    /// Baseline of the x-axis labels.
    public let axisBaseline: Double
    /// The range picker's row, or nil when there is only one range.
    public let picker: Rect?

    /// Lays the chart out in `frame`. `figures` are the model's readout figures, measured once per
    /// dataset; without them they are measured here.
    public init(model: ScrubChartModel, figures: ScrubChartReadoutFigures? = nil, style: ScrubChartStyle, frame: Rect, text: Typesetter) {
        card = frame
        content = frame.insetBy(dx: Self.padding, dy: Self.padding)
        let styles = ScrubChartTextStyles(style: style)
        let meta = text.metrics(for: styles.meta)
        metaBaseline = content.minY + meta.firstBaseline
        let figureTop = content.minY + meta.lineHeight + Self.metaSpacing
        let numeral = text.metrics(for: styles.numeral)
        let chipText = text.metrics(for: styles.chip)

        let figures = figures ?? ScrubChartReadoutFigures(series: model.series, format: model.format)
        let width = content.width
        placement = ScrubChartChipPlacement.decide(
            for: figures, format: model.format, width: width,
            figureWidth: { text.measure($0, style: styles.numeral) },
            chipWidth: { Self.chipWidth(amount: $0, percent: $1, text: text, styles: styles) })

        let readoutBottom: Double
        if placement == .beside {
            let chip = model.deltaChip.map { Self.chipWidth(amount: $0.amount, percent: $0.percentText, text: text, styles: styles) } ?? 0
            numeralOrigin = Point(content.minX, figureTop)
            numeralWidth = max(width - ScrubChartChipPlacement.gap - chip, 0)
            // The chip's figures share the numeral's baseline.
            let baseline = figureTop + numeral.firstBaseline
            chipOrigin = Point(content.minX, baseline - chipText.capHeight / 2 - Self.chipHeight / 2)
            readoutBottom = max(figureTop + numeral.lineHeight, chipOrigin.y + Self.chipHeight)
        } else {
            numeralOrigin = Point(content.minX, figureTop)
            numeralWidth = width
            chipOrigin = Point(content.minX, figureTop + numeral.lineHeight + ScrubChartChipPlacement.lineGap)
            readoutBottom = chipOrigin.y + Self.chipHeight
        }

        let axis = text.metrics(for: styles.axis)
        let chartTop = readoutBottom + Self.readoutSpacing
        var chartBottom = content.maxY
        if model.series.count > 1 {
            picker = Rect(content.minX, content.maxY - Self.pickerHeight, content.width, Self.pickerHeight)
            chartBottom -= Self.pickerHeight + Self.readoutSpacing
        } else {
            picker = nil
        }
        let plotBottom = chartBottom - axis.lineHeight - Self.axisGap
        plot = Rect(content.minX, chartTop, content.width, max(plotBottom - chartTop, 0))
        axisBaseline = plot.maxY + Self.axisGap + axis.firstBaseline
    }

    /// The width of a chip with these figures: padding, arrow, gap, amount, gap, percent, padding.
    public static func chipWidth(amount: String?, percent: String, text: Typesetter, styles: ScrubChartTextStyles) -> Double {
        let figures = [amount, percent].compactMap { $0 }.map { text.measure($0, style: styles.chip) }
        let arrow = styles.arrowSize(text: text)
        return 2 * chipPadding + arrow + Double(figures.count) * chipSpacing + figures.reduce(0, +)
    }

    // MARK: Plot coordinates

    /// The plot point for a fraction `x` across the plot (0 leading, 1 trailing) and a normalized
    /// value, whose domain −0.16…1.3 leaves room for the labels and the flag.
    public func point(x fraction: Double, value: Double) -> Point {
        let values = ScrubChartModel.valueDomain
        let x = plot.minX + fraction * plot.width
        let y = plot.maxY - (value - values.lowerBound) / (values.upperBound - values.lowerBound) * plot.height
        return Point(x, y)
    }
}

/// The chart's text styles, all Inter SemiBold with tabular figures.
public struct ScrubChartTextStyles: Sendable {
    /// The meta line: 12 points, tracked 1.2, in capitals.
    public var meta: TextStyle
    /// The figure: 44 points (the style's size), tightened by 2% of its size.
    public var numeral: TextStyle
    /// The chip's figures: 13 points.
    public var chip: TextStyle
    /// The chip's arrow is drawn at an 11-point symbol's size.
    public var arrowPointSize: Double
    /// The x-axis labels: 11 points, tracked 0.6, in capitals.
    public var axis: TextStyle
    /// The min and max labels: 11 points.
    public var marker: TextStyle
    /// "No data yet": 15 points.
    public var empty: TextStyle

    public init(style: ScrubChartStyle) {
        meta = TextStyle(size: 12, color: style.muted, tracking: 1.2, isUppercased: true)
        numeral = TextStyle(size: style.numeralSize, color: style.line, tracking: -style.numeralSize * 0.02)
        chip = TextStyle(size: 13, color: style.ink)
        arrowPointSize = 11
        axis = TextStyle(size: 11, color: style.muted, tracking: 0.6, isUppercased: true)
        marker = TextStyle(size: 11, color: style.muted)
        empty = TextStyle(size: 15, color: style.muted)
    }

    /// The arrow's square side in points: a symbol's cap height at 11 points, scaled with text.
    public func arrowSize(text: Typesetter) -> Double {
        text.metrics(for: TextStyle(size: arrowPointSize)).capHeight
    }
}
