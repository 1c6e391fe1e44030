import Geometry

/// How a chart line treats its points.
public enum ChartLineShape: Sendable, Hashable {
    /// Straight segments between samples.
    case linear
    /// Centripetal Catmull-Rom through the samples while they are sparser than pixels.
    case smooth
}

extension Canvas {
    /// Strokes a time series as a chart draws it: round caps and joins, blended once.
    ///
    /// `points` are in current units with x ascending. Where there are more points than pixel
    /// columns they are thinned to each column's first, lowest, highest and last point (M4), which
    /// draws the same picture in a fraction of the time. Where there are fewer points than pixels a
    /// `.smooth` line is drawn through them as a centripetal Catmull-Rom curve. Non-finite points
    /// break the line into separate runs rather than drawing anything at them.
    public mutating func strokeChartLine(
        _ points: [Point], width: Double, shape: ChartLineShape = .smooth, with paint: Paint
    ) {
        guard width.isFinite, width > 0 else { return }
        let transform = state.transform
        var runs: [[Point]] = []
        var current: [Point] = []
        current.reserveCapacity(points.count)
        for p in points {
            let q = transform.apply(p)
            if q.x.isFinite && q.y.isFinite {
                current.append(q)
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }

        var contours = Contours()
        for run in runs {
            let span = (run.last!.x - run.first!.x)
            let density = Double(run.count) / max(span, 1)
            var drawn: [Point]
            if density > 1 {
                drawn = run.withUnsafeBufferPointer { M4Thinning.thin($0) }   // unchecked inside: see `thin`
            } else if shape == .smooth && run.count > 2 {
                let flattened = CatmullRom.path(through: run).flattened(transform: .identity)
                drawn = flattened.points
            } else {
                drawn = run
            }
            contours.contours.append((contours.points.count, drawn.count, false))
            contours.points.append(contentsOf: drawn)
        }
        strokeWithCapsules(contours, halfWidth: width * transform.meanScale / 2, paint: paint)
    }
}
