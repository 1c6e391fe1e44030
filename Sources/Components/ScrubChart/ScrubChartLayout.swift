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
///
/// Right to left, the readout and the picker mirror, as SwiftUI mirrors their stacks: the meta
/// line and the figure hang from the right, the chip sits to the figure's left with its arrow on
/// its right. The plot does not: its time axis keeps running left to right, as value charts in
/// Arabic and Hebrew interfaces usually do. (Swift Charts would mirror the seed's marks but not
/// the flag and finger it places itself from left-to-right positions; apps pin such a plot left
/// to right.) The readout's rectangles are worked out left to right and placed with
/// ``directed(_:)``.
public struct ScrubChartLayout: Sendable {
    /// The card's corner radius and inner padding, as the seed's example frames the chart.
    static let cornerRadius = 34.0
    static let padding = 20.0
    /// Space between the meta line and the figure, and between the readout and the plot.
    static let metaSpacing = 8.0
    static let readoutSpacing = 14.0
    /// The chip's height, its horizontal padding, and the gap between its arrow and figures, at
    /// text scale 1 (``ScrubChartChipMetrics`` grows them with the text).
    static let chipHeight = 28.0
    static let chipPadding = 10.0
    static let chipSpacing = 4.0
    /// Space between the plot's bottom and the top of the axis labels.
    static let axisGap = 6.0
    /// The range picker's height: a 44-point touch target.
    static let pickerHeight = 44.0

    let card: Rect
    let content: Rect
    /// Whether the readout and the picker run right to left.
    let rightToLeft: Bool
    /// The text styles the card is drawn in: the chip's text may stop growing before the rest
    /// (see ``ScrubChartChipMetrics``).
    let styles: ScrubChartTextStyles
    /// The chip's room at the text scale the layout was built for.
    let chip: ScrubChartChipMetrics
    /// Baseline of the meta line.
    let metaBaseline: Double
    /// The numeral's line box, left to right (top-left; height comes from its metrics).
    public let numeralOrigin: Point
    /// The widest the figure may be before it shrinks.
    let numeralWidth: Double
    public let placement: ScrubChartChipPlacement
    /// The chip's top-left corner, left to right (see ``directed(_:)``): its width depends on its
    /// figures, so it is measured when drawn.
    public let chipOrigin: Point
    /// The area the curve is scaled into.
    public let plot: Rect
    /// Baseline of the x-axis labels.
    public let axisBaseline: Double
    /// The range picker's row, or nil when there is only one range.
    let picker: Rect?

    /// Lays the chart out in `frame`. `figures` are the model's readout figures, measured once per
    /// dataset; without them they are measured here.
    ///
    /// `textScaleLimit` caps how far the text follows the text scale; 1 lays the card out as it is
    /// at text scale 1, which ``ScrubChart`` compares against to grow the card for larger text.
    public init(model: ScrubChartModel, figures: ScrubChartReadoutFigures? = nil, style: ScrubChartStyle, frame: Rect,
                text: Typesetter, rightToLeft: Bool = false, textScaleLimit: Double = .infinity) {
        card = frame
        content = frame.insetBy(dx: Self.padding, dy: Self.padding)
        self.rightToLeft = rightToLeft
        let figures = figures ?? ScrubChartReadoutFigures(series: model.series, format: model.format)
        let width = content.width
        var styles = ScrubChartTextStyles(style: style, textScaleLimit: textScaleLimit)
        // Every part of the chip grows with its text, so at a large text scale on a narrow card the
        // widest chip could outgrow the card; its text stops growing where that chip just fits.
        let widest = Self.widestChip(for: figures, format: model.format, text: text, styles: styles)
        if text.textScale > 1, widest > width {
            styles.chip.maximumTextScale = max(min(text.textScale, styles.chip.maximumTextScale) * width / widest * 0.999, 1)
        }
        self.styles = styles
        let chip = ScrubChartChipMetrics(text: text, styles: styles)
        self.chip = chip
        let meta = text.metrics(for: styles.meta)
        metaBaseline = content.minY + meta.firstBaseline
        let figureTop = content.minY + meta.lineHeight + Self.metaSpacing
        let numeral = text.metrics(for: styles.numeral)
        let chipText = text.metrics(for: styles.chip)

        placement = ScrubChartChipPlacement.decide(
            for: figures, format: model.format, width: width,
            figureWidth: { text.measure($0, style: styles.numeral) },
            chipWidth: { Self.chipWidth(amount: $0, percent: $1, text: text, styles: styles) })

        let readoutBottom: Double
        if placement == .beside {
            let chipWidth = model.deltaChip.map { Self.chipWidth(amount: $0.amount, percent: $0.percentText, text: text, styles: styles) } ?? 0
            numeralOrigin = Point(content.minX, figureTop)
            numeralWidth = max(width - ScrubChartChipPlacement.gap - chipWidth, 0)
            // The chip's figures share the numeral's baseline.
            let baseline = figureTop + numeral.firstBaseline
            chipOrigin = Point(content.minX, baseline - chipText.capHeight / 2 - chip.height / 2)
            readoutBottom = max(figureTop + numeral.lineHeight, chipOrigin.y + chip.height)
        } else {
            numeralOrigin = Point(content.minX, figureTop)
            numeralWidth = width
            chipOrigin = Point(content.minX, figureTop + numeral.lineHeight + ScrubChartChipPlacement.lineGap)
            readoutBottom = chipOrigin.y + chip.height
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
        ScrubChartChipMetrics(text: text, styles: styles)
            .width(amount: amount.map { text.measure($0, style: styles.chip) }, percent: text.measure(percent, style: styles.chip))
    }

    /// The widest chip the dataset can show: the widest amount with the largest percent, or a held
    /// range's largest percent alone.
    static func widestChip(for figures: ScrubChartReadoutFigures, format: ChartNumberFormat, text: Typesetter,
                           styles: ScrubChartTextStyles) -> Double {
        let swing = ChartNumberFormat.percent(figures.swing)
        let full = figures.amounts.map { chipWidth(amount: $0, percent: swing, text: text, styles: styles) }.max() ?? 0
        return max(full, chipWidth(amount: nil, percent: ChartNumberFormat.percent(figures.heldSwing), text: text, styles: styles))
    }

    /// A rectangle of the readout worked out left to right, where it goes in the reading
    /// direction: mirrored across the content under right to left, so that what was first on the
    /// left comes first on the right, inside a chip as well as across the card.
    func directed(_ rect: Rect) -> Rect {
        guard rightToLeft else { return rect }
        return Rect(content.minX + content.maxX - rect.maxX, rect.minY, rect.width, rect.height)
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
    var meta: TextStyle
    /// The figure: 44 points (the style's size), tightened by 2% of its size.
    var numeral: TextStyle
    /// The chip's figures: 13 points.
    public var chip: TextStyle
    /// The chip's arrow is drawn at an 11-point symbol's size.
    var arrowPointSize: Double
    /// The x-axis labels: 11 points, tracked 0.6, in capitals.
    var axis: TextStyle
    /// The min and max labels: 11 points.
    var marker: TextStyle
    /// "No data yet": 15 points.
    var empty: TextStyle

    /// The styles for `style`, following the text scale up to `textScaleLimit` (1 gives the sizes
    /// the seed sets).
    public init(style: ScrubChartStyle, textScaleLimit: Double = .infinity) {
        meta = TextStyle(size: 12, color: style.muted, tracking: 1.2, isUppercased: true, maximumTextScale: textScaleLimit)
        numeral = TextStyle(size: style.numeralSize, color: style.line, tracking: -style.numeralSize * 0.02,
                            maximumTextScale: textScaleLimit)
        chip = TextStyle(size: 13, color: style.ink, maximumTextScale: textScaleLimit)
        arrowPointSize = 11
        axis = TextStyle(size: 11, color: style.muted, tracking: 0.6, isUppercased: true, maximumTextScale: textScaleLimit)
        marker = TextStyle(size: 11, color: style.muted, maximumTextScale: textScaleLimit)
        empty = TextStyle(size: 15, color: style.muted, maximumTextScale: textScaleLimit)
    }

    /// The arrow's square side in points: a symbol's cap height at 11 points, scaled with the
    /// chip's text.
    public func arrowSize(text: Typesetter) -> Double {
        text.metrics(for: TextStyle(size: arrowPointSize, maximumTextScale: chip.maximumTextScale)).capHeight
    }
}
