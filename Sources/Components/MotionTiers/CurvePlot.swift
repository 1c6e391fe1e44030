import Geometry

/// Where a plot of step responses puts a time and a value.
///
/// Time runs left to right from 0 to `span`, under right to left as well, as the charts' time
/// axes do; values run up from the lowest any curve on the plot reaches to the highest, with a
/// little room so a peak's dot is not cut by the edge.
struct CurvePlot {
    var area: Rect
    var span: Double
    var values: ClosedRange<Double>

    /// A plot over `area` for curves reaching `lowest`…`highest` within `span` seconds.
    init(area: Rect, span: Double, lowest: Double, highest: Double) {
        self.area = area
        self.span = max(span, 0.001)
        let low = min(lowest, 0), high = max(highest, 1)
        let room = (high - low) * 0.06
        values = (low - room)...(high + room)
    }

    func x(_ time: Double) -> Double { area.minX + min(max(time / span, 0), 1) * area.width }

    func y(_ value: Double) -> Double {
        area.maxY - (value - values.lowerBound) / (values.upperBound - values.lowerBound) * area.height
    }

    func point(_ time: Double, _ value: Double) -> Point { Point(x(time), y(value)) }

    /// The time under `x`, within the axis.
    func time(atX x: Double) -> Double {
        guard area.width > 0 else { return 0 }
        return min(max((x - area.minX) / area.width, 0), 1) * span
    }

    /// `curve`'s samples as points, stretched over this plot's axis (a curve that settles sooner
    /// than the plot's span ends early, at its own settle time).
    func points(of curve: SpringCurve) -> [Point] {
        let count = curve.samples.count - 1
        guard count > 0 else { return [] }
        return curve.samples.enumerated().map { index, value in
            point(curve.span * Double(index) / Double(count), value)
        }
    }

    /// The step between the times a time axis of this span labels: 0.05, 0.1, 0.25, 0.5, 1 or
    /// 2 s, the smallest that gives at most eight labels.
    var gridStep: Double { [0.05, 0.1, 0.25, 0.5, 1, 2].first { span / $0 <= 8 } ?? 5 }

    /// The labelled times, from 0 to the span.
    var gridTimes: [Double] {
        let step = gridStep
        let count = Int((span / step + 1e-9).rounded(.down))
        return (0...max(count, 0)).map { Double($0) * step }
    }

    /// How many decimals the axis labels need at its step: "0.25 s", "0.5 s", "1 s".
    var gridDigits: Int {
        let step = gridStep
        return step >= 1 ? 0 : (step * 10).rounded() == step * 10 ? 1 : 2
    }
}
