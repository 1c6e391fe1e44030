/// Where everything sits for one frame of the stops' openness, from the trail's leading edge.
struct StepTrailGeometry: Sendable {
    let metrics: StepTrailMetrics
    /// Leading edge and width of each stop.
    let x: [Double]
    let w: [Double]
    let openness: [Double]

    init(metrics: StepTrailMetrics, openness: [Double]) {
        self.metrics = metrics
        self.openness = openness
        var x: [Double] = [], w: [Double] = []
        var cursor = 0.0
        for (index, wide) in metrics.openWidths.enumerated() {
            let amount = index < openness.count ? max(openness[index], 0) : 0
            // A stop's width grows with its openness, from the circle to the capsule.
            let width = metrics.d + (wide - metrics.d) * amount
            x.append(cursor)
            w.append(width)
            cursor += width + metrics.gap
        }
        self.x = x
        self.w = w
    }

    /// The layout the trail is heading to: `open` open and every other stop a circle. Taps are
    /// tested against it, so a tap lands where the stops are going, not where they pass.
    static func target(metrics: StepTrailMetrics, open: Int) -> StepTrailGeometry {
        StepTrailGeometry(metrics: metrics, openness: metrics.openWidths.indices.map { $0 == open ? 1 : 0 })
    }

    /// How open a stop is this frame, 0...1.
    func open(_ index: Int) -> Double { openness.indices.contains(index) ? min(max(openness[index], 0), 1) : 0 }

    /// A stop's left edge, from the trail's left edge (mirrored right to left).
    func screenX(_ index: Int) -> Double {
        metrics.rtl ? metrics.frameWidth - x[index] - w[index] : x[index]
    }

    /// An edge at a step position: between stops it runs from one stop's edge to the next, and
    /// past the ends it carries on at the last spacing, so a spring's give reads past either end.
    func edge(at position: Double, trailing: Bool) -> Double {
        let count = x.count
        guard count > 0 else { return 0 }
        func at(_ index: Int) -> Double { trailing ? x[index] + w[index] : x[index] }
        guard count > 1 else { return at(0) + position * metrics.pitch }
        let index = min(max(Int(position.rounded(.down)), 0), count - 2)
        let t = position - Double(index)
        return at(index) + (at(index + 1) - at(index)) * t
    }

    /// The puck between its two edges (step positions), with a finger's pull on the edge facing
    /// it, from the leading edge. Never narrower than a stop.
    func puck(lower: Double, upper: Double, pull: Double) -> ClosedRange<Double> {
        var low = edge(at: min(lower, upper), trailing: false)
        var high = edge(at: max(lower, upper), trailing: true)
        if pull < 0 { low += pull } else { high += pull }
        if high - low < metrics.d {
            let mid = (low + high) / 2
            low = mid - metrics.d / 2
            high = mid + metrics.d / 2
        }
        return low...high
    }

    /// A range along the trail from its left edge (mirrored right to left).
    func screen(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        metrics.rtl ? (metrics.frameWidth - range.upperBound)...(metrics.frameWidth - range.lowerBound) : range
    }

    /// The stop under a point `leading` points from the trail's leading edge. The neck between two
    /// stops is split at its middle.
    func stop(at leading: Double) -> Int {
        for index in x.indices where leading < x[index] + w[index] + metrics.gap / 2 { return index }
        return max(x.count - 1, 0)
    }
}
