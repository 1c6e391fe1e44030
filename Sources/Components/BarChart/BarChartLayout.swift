import Geometry

/// Where everything of the chart goes in its frame, in window points.
///
/// From the top: the heading (when there is one), the title 8 pt under it, then 24 pt down the
/// plot. The plot keeps its top 22 pt (scaled with the text) for the tallest bar's value label;
/// the bars stand on its baseline, and the captions hang 8 pt under that. Columns split the width
/// equally with 10 pt between them, or a quarter of each column's share when that is less (many
/// categories); when even that would leave bars under 2 pt, the spacing gives way first. Labels that cannot all fit side by side thin out evenly: every `stride`-th one is drawn,
/// with the room of `stride` columns.
struct BarChartLayout: Sendable, Equatable {
    /// The text's sizes that the layout depends on, in points.
    struct Measures: Sendable, Equatable {
        var headingHeight: Double
        /// Zero with no title line.
        var titleHeight: Double
        var captionHeight: Double
        /// The value label's size over its size at text scale 1.
        var valueScale: Double
        /// The widest caption and value label, at full size.
        var widestCaption: Double
        var widestValue: Double
    }

    var frame: Rect
    /// The tops of the heading and title lines.
    var headingTop: Double
    var titleTop: Double
    /// From the top of the value labels' headroom down to the baseline.
    var plot: Rect
    /// The tallest a bar stands.
    var barRoom: Double
    var captionTop: Double
    var captionHeight: Double
    /// One per bar, the plot's full height, in bar order (right to left mirrors them).
    var columns: [Rect]
    var spacing: Double
    /// Every how many columns a caption and a value label are drawn.
    var captionStride: Int
    var valueStride: Int
    /// The readout's centre line, in the gap between the title and the plot.
    var readoutMidY: Double

    var baseline: Double { plot.maxY }
    var barWidth: Double { columns.first?.width ?? 0 }
    /// From one column's start to the next.
    var pitch: Double { barWidth + spacing }

    init(frame: Rect, count: Int, measures: Measures, rightToLeft: Bool) {
        self.frame = frame
        headingTop = frame.minY
        titleTop = headingTop + measures.headingHeight + (measures.titleHeight > 0 ? BarChartStyle.headerSpacing : 0)
        let headerBottom = titleTop + measures.titleHeight
        let chartTop = headerBottom + BarChartStyle.headerSpacing + BarChartStyle.chartTopPadding
        readoutMidY = headerBottom + (chartTop - headerBottom) / 2
        captionHeight = measures.captionHeight
        let baseline = max(chartTop, frame.maxY - measures.captionHeight - BarChartStyle.captionGap)
        plot = Rect(frame.minX, chartTop, frame.width, baseline - chartTop)
        barRoom = max(0, plot.height - BarChartStyle.headroom * measures.valueScale)
        captionTop = baseline + BarChartStyle.captionGap
        let (width, spacing) = Self.columnWidth(count: count, across: frame.width)
        self.spacing = spacing
        columns = (0..<count).map { index in
            let along = Double(index) * (width + spacing)
            let x = rightToLeft ? frame.maxX - along - width : frame.minX + along
            return Rect(x, chartTop, width, baseline - chartTop)
        }
        let pitch = width + spacing
        captionStride = Self.stride(pitch: pitch, spacing: spacing, need: measures.widestCaption * BarChartStyle.minimumScale)
        valueStride = Self.stride(pitch: pitch, spacing: spacing, need: measures.widestValue * BarChartStyle.minimumScale)
    }

    /// Each column's width and the space between columns, for `count` columns across `width`.
    static func columnWidth(count: Int, across width: Double) -> (width: Double, spacing: Double) {
        guard count > 0, width > 0 else { return (0, 0) }
        guard count > 1 else { return (width, 0) }
        let gaps = Double(count - 1)
        // The seed's 10 points between columns, until they would take more than a quarter of
        // each column's share: many categories keep bars three times as wide as their gaps.
        var spacing = min(BarChartStyle.spacing, width / Double(count) * 0.25)
        if (width - spacing * gaps) / Double(count) < BarChartStyle.minimumBarWidth {
            spacing = max(0, (width - BarChartStyle.minimumBarWidth * Double(count)) / gaps)
        }
        return ((width - spacing * gaps) / Double(count), spacing)
    }

    /// The smallest `n` such that every `n`-th label has room for `need` points (and 2 points of
    /// air): 1 when every label fits in its own column.
    static func stride(pitch: Double, spacing: Double, need: Double) -> Int {
        guard pitch > 0, need > 0 else { return 1 }
        let columns = ((need + 2 + min(spacing, 2)) / pitch).rounded(.up)
        return Int(min(max(columns, 1), 1_048_576))
    }

    /// The room a label of a column gets when every `stride`-th is drawn.
    func labelWidth(stride: Int) -> Double {
        stride == 1 ? barWidth : Double(stride) * pitch - min(spacing, 2)
    }

    /// The column under a window x, or nil between or beside them.
    func column(at x: Double) -> Int? {
        guard let index = columns.firstIndex(where: { x >= $0.minX - spacing / 2 && x < $0.maxX + spacing / 2 }) else {
            return nil
        }
        return index
    }
}
