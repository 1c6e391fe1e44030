import Foundation
import Geometry
import Typeset

/// Where each part of the lens goes, in points: the readout, then 18 points, the detail chart,
/// 18 points, and the strip with its marks, all inside 20 points of padding and centred
/// vertically when the piece is given more room than it needs, as the seed's example centres it.
///
/// Right to left the readout hangs from the right, and time runs from the right in the detail and
/// the strip: the latest samples, the lens and the value axis sit on the left. Rectangles here
/// are on screen; the strip's positions along time are mirrored by ``timeX(_:)``.
struct RangeLensLayout: Sendable, Hashable {
    var frame: Rect
    var content: Rect
    var rightToLeft: Bool

    /// The caption's, the numeral's and the dates' baselines.
    var captionBaseline: Double
    var numeralBaseline: Double
    /// Where the unit goes: beside the numeral on its baseline, or stacked under it.
    var unitStacked: Bool
    var unitBaseline: Double
    var datesBaseline: Double
    /// The readout's rectangle, for redrawing it alone.
    var readout: Rect

    /// The detail chart's whole area, and the plot inside it (bars and gridlines), with the value
    /// axis beside the plot.
    var detail: Rect
    var plot: Rect
    /// The chip's height, and the value axis's width.
    var chipHeight: Double
    var gutter: Double

    /// The strip: the track the lens rides, then the marks row under it.
    var strip: Rect
    var marksBaseline: Double

    init(frame: Rect, style: RangeLensStyle, text: Typesetter, numeralWidth: Double, unitWidth: Double?) {
        self.frame = frame
        rightToLeft = text.layoutDirection == .rightToLeft
        let padded = frame.insetBy(dx: RangeLensStyle.padding, dy: RangeLensStyle.padding)
        let caption = text.metrics(for: style.caption)
        let numeral = text.metrics(for: style.numeral)
        let unit = text.metrics(for: style.unit)
        let axisSize = text.effectiveSize(of: style.axis)
        chipHeight = (axisSize + 8).rounded(.up)
        let chartPad = (chipHeight / 2).rounded(.up) + 2
        gutter = (axisSize * 3).rounded(.up) + 10
        let axisRow = (axisSize * 1.3).rounded(.up) + 8

        // The numeral and the unit share a line while they fit (6 points apart), else stack.
        let stacked = unitWidth.map { numeralWidth + 6 + $0 > padded.width } ?? false
        let numeralLine = stacked ? numeral.lineHeight + 2 + unit.lineHeight : numeral.lineHeight
        let readoutHeight = caption.lineHeight + 3 + numeralLine + 3 + caption.lineHeight
        let detailHeight = RangeLensStyle.chartHeight + chartPad * 2
        let stripHeight = RangeLensStyle.lensHeight + axisRow
        let total = readoutHeight + RangeLensStyle.sectionSpacing * 2 + detailHeight + stripHeight
        let top = padded.minY + max((padded.height - total) / 2, 0)
        content = Rect(padded.minX, top, padded.width, total)

        captionBaseline = top + caption.firstBaseline
        let numeralTop = top + caption.lineHeight + 3
        numeralBaseline = numeralTop + numeral.firstBaseline
        unitStacked = stacked
        unitBaseline = stacked ? numeralTop + numeral.lineHeight + 2 + unit.firstBaseline : numeralBaseline
        datesBaseline = numeralTop + numeralLine + 3 + caption.firstBaseline
        readout = Rect(padded.minX, top, padded.width, readoutHeight)

        detail = Rect(padded.minX, readout.maxY + RangeLensStyle.sectionSpacing, padded.width, detailHeight)
        let plotWidth = max(padded.width - gutter, 1)
        plot = Rect(rightToLeft ? detail.maxX - plotWidth : detail.minX, detail.minY + chartPad, plotWidth,
                    RangeLensStyle.chartHeight)
        strip = Rect(padded.minX, detail.maxY + RangeLensStyle.sectionSpacing, padded.width, RangeLensStyle.lensHeight)
        marksBaseline = strip.maxY + 6 + text.metrics(for: style.axis).firstBaseline
    }

    /// The height the lens needs at `width`, for the gallery.
    static func preferredHeight(style: RangeLensStyle, text: Typesetter, numeralWidth: Double, unitWidth: Double?, width: Double) -> Double {
        let layout = RangeLensLayout(frame: Rect(0, 0, width, 0), style: style, text: text, numeralWidth: numeralWidth, unitWidth: unitWidth)
        return layout.content.height + RangeLensStyle.padding * 2
    }

    /// A position along the strip's time axis (points from its leading end) on screen.
    func timeX(_ x: Double) -> Double { rightToLeft ? strip.maxX - x : strip.minX + x }

    /// A screen x as a position along the strip's time axis.
    func stripTime(_ x: Double) -> Double { rightToLeft ? strip.maxX - x : x - strip.minX }

    /// A rectangle laid out left to right inside the detail, placed on screen.
    func inDetail(_ rect: Rect) -> Rect {
        rightToLeft ? Rect(detail.maxX - (rect.maxX - detail.minX), rect.minY, rect.width, rect.height) : rect
    }
}
