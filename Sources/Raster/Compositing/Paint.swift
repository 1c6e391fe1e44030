import Geometry

/// What fills a shape: one colour, or a linear gradient.
public enum Paint: Sendable, Hashable {
    case solid(Color)
    case linearGradient(LinearGradient)
}

/// Colours along a line from `start` to `end`; before and after it the end colours extend.
///
/// The bar chart's tint fades along each bar; stops are positions in 0...1 along the line.
public struct LinearGradient: Sendable, Hashable {
    var start: Point
    var end: Point
    var stops: [(position: Double, color: Color)] {
        get { zip(positions, colors).map { ($0, $1) } }
        set {
            let sorted = newValue.filter { $0.position.isFinite }.sorted { $0.position < $1.position }
            positions = sorted.map(\.position)
            colors = sorted.map(\.color)
        }
    }
    var positions: [Double]
    var colors: [Color]

    public init(start: Point, end: Point, stops: [(position: Double, color: Color)]) {
        self.start = start
        self.end = end
        let sorted = stops.filter { $0.position.isFinite }.sorted { $0.position < $1.position }
        self.positions = sorted.map(\.position)
        self.colors = sorted.map(\.color)
    }

    /// The straight colour at `t` along the line.
    func color(at t: Double) -> Color {
        guard let first = positions.first, let last = positions.last else { return .clear }
        if t <= first { return colors[0] }
        if t >= last { return colors[colors.count - 1] }
        var index = 1
        while positions[index] < t { index += 1 }
        let span = positions[index] - positions[index - 1]
        let local = span > 0 ? (t - positions[index - 1]) / span : 1
        return colors[index - 1].mixed(with: colors[index], amount: local)
    }

    /// The gradient in pixel space.
    func transformed(by transform: AffineTransform) -> LinearGradient {
        var copy = self
        copy.start = transform.apply(start)
        copy.end = transform.apply(end)
        return copy
    }
}
