/// Sizes for one form of the trail, titled or numbers only, at one text scale. Lengths run from
/// the trail's leading edge, in points.
struct StepTrailMetrics: Sendable, Hashable {
    /// The stop diameter, which is also the capsule's height.
    var d: Double
    /// The neck's gap between neighbours.
    var gap: Double
    /// The number and title size.
    var label: Double
    /// Where a title starts inside its capsule, after the number's circle.
    var titleLead: Double
    var titled: Bool
    var rtl: Bool
    /// Each stop's width while it is the open capsule (the diameter when titles don't show).
    var openWidths: [Double]
    /// Each title's width as it is drawn, truncated to the maximum.
    var titleWidths: [Double]
    /// The widest the trail gets at full size: every other stop a circle, the widest capsule open.
    var naturalWidth: Double
    /// The width it is drawn in, from its leading edge.
    var frameWidth: Double
    /// The text scale the stops follow, 1...2.2.
    var scale: Double

    /// A row is at least 44 points tall, so a finger always has a target.
    var rowHeight: Double { max(d, StepTrailStyle.minimumRow) }
    /// From one stop's number to the next one's while every stop before the capsule is a circle.
    var pitch: Double { d + gap }
    /// Between the track and the caption.
    var captionGap: Double { (10 * scale).rounded() }

    /// The form for `titleWidths` (each title measured at the label size of this scale).
    init(titleWidths measured: [Double], style: StepTrailStyle, textScale: Double, titled: Bool, rtl: Bool, gap: Double) {
        let scale = min(max(textScale.isNaN ? 1 : textScale, 1), StepTrailStyle.maximumScale)
        let d = (style.height * scale).rounded()
        let lead = (d * 0.85).rounded()
        let tail = (d * 0.41).rounded()
        let cap = style.maximumTitleWidth * scale
        let titles = measured.map { min($0, cap).rounded(.up) }
        let widths = titled ? titles.map { lead + $0 + tail } : Array(repeating: d, count: measured.count)
        let rest = Double(max(measured.count - 1, 0)) * (d + gap)
        let natural = rest + (widths.max() ?? d)
        self.d = d
        self.gap = gap
        label = StepTrailStyle.labelSize * scale
        titleLead = lead
        self.titled = titled
        self.rtl = rtl
        openWidths = widths
        titleWidths = titles
        naturalWidth = natural
        frameWidth = natural
        self.scale = scale
    }

    /// The form that fits `width`: titled when the widest capsule fits, else numbers only, shrunk
    /// when even those don't fit. Which one is decided by the longest title, so the form never
    /// flips from step to step.
    static func fitting(
        _ width: Double, titleWidths: [Double], style: StepTrailStyle, textScale: Double, rtl: Bool, gap: Double
    ) -> StepTrailMetrics {
        let titled = StepTrailMetrics(titleWidths: titleWidths, style: style, textScale: textScale, titled: true, rtl: rtl, gap: gap)
        if titled.naturalWidth <= width { return titled }
        let numbers = StepTrailMetrics(titleWidths: titleWidths, style: style, textScale: textScale, titled: false, rtl: rtl, gap: gap)
        return numbers.fitted(to: min(width, numbers.naturalWidth))
    }

    /// Numbers only, shrunk to `width` when the stops at full size don't fit, never below 22
    /// points: the trail never wraps and never clips.
    func fitted(to width: Double) -> StepTrailMetrics {
        let count = Double(openWidths.count)
        guard count > 0, width > 0 else { return self }
        let room = (width - (count - 1) * gap) / count
        let size = min(d, max(room, StepTrailStyle.minimumStop)).rounded(.down)
        var fitted = self
        fitted.label = label * size / d
        fitted.d = size
        fitted.titleLead = (size * 0.85).rounded()
        fitted.openWidths = Array(repeating: size, count: openWidths.count)
        fitted.frameWidth = min(count * size + (count - 1) * gap, max(width, 0))
        return fitted
    }
}
