/// The lens in samples: `start` is the leading edge of the window's first sample and `end` the
/// trailing edge of its last, so a window of one sample is one wide. Fractional while a finger
/// moves it; whole once it lands.
public struct RangeLensSpan: Sendable, Hashable {
    var start: Double
    var end: Double

    public init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }

    var width: Double { end - start }

    /// Both edges on whole samples.
    var rounded: RangeLensSpan { RangeLensSpan(start: start.rounded(), end: end.rounded()) }

    /// The whole series of `count` samples.
    static func all(_ count: Int) -> RangeLensSpan { RangeLensSpan(start: 0, end: Double(count)) }

    /// `width` samples placed at `start`, kept inside a series of `count`: the window keeps its
    /// width (at least one sample, at most the series) and slides back in from either end.
    static func clamped(start: Double, width: Double, count: Int) -> RangeLensSpan {
        let n = Double(count)
        let width = min(max(width, 1), n)
        let start = min(max(start, 0), n - width)
        return RangeLensSpan(start: start, end: start + width)
    }
}

/// What a finger or the mouse holds.
enum RangeLensPart: String, Sendable, Hashable {
    /// The handle at the window's earlier edge.
    case lower
    /// The slab between the handles.
    case body
    /// The handle at the window's later edge.
    case upper
}

/// The figure the readout shows for the window.
public enum RangeLensSummary: String, Sendable, Hashable, CaseIterable {
    /// The mean of the window's samples, such as steps a day.
    case average
    /// The sum, such as revenue for the period.
    case total
    /// The highest sample.
    case maximum
    /// The lowest sample.
    case minimum

    /// The readout's caption.
    var caption: String {
        switch self {
        case .average: "Average"
        case .total: "Total"
        case .maximum: "Highest"
        case .minimum: "Lowest"
        }
    }
}
