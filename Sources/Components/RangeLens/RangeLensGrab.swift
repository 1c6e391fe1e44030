import Motion

/// What a finger holds and where the lens was when it took hold, and the rules that turn its
/// movement into a span: it follows the finger, stops firmly at the minimum span, never inverts,
/// and past either end of the series gives with rubber-band resistance.
struct RangeLensGrab: Sendable, Hashable {
    var part: RangeLensPart
    /// The span when the finger took hold.
    var origin: RangeLensSpan
    /// Where the finger came down, in points along time.
    var x: Double

    /// The rubber band's limit past either end, in points.
    static let bandLimit = 28.0

    /// The span for a finger at `x` along time, and whether it meets a limit (an end of the
    /// series or the minimum span).
    func tracked(to x: Double, geometry: RangeLensGeometry, minimum: Int) -> (span: RangeLensSpan, limited: Bool) {
        let slot = geometry.slot
        guard slot > 0 else { return (origin, false) }
        let delta = (x - self.x) / slot
        let n = Double(geometry.count)
        let minimum = min(Double(minimum), n)
        let band = { (over: Double) in rubberBand(over * slot, limit: Self.bandLimit) / slot }
        switch part {
        case .body:
            let width = origin.width
            var start = origin.start + delta
            var limited = false
            if start < 0 {
                start = band(start)
                limited = true
            } else if start + width > n {
                start = n - width + band(start + width - n)
                limited = true
            }
            return (RangeLensSpan(start: start, end: start + width), limited)
        case .lower:
            var start = origin.start + delta
            var limited = false
            if start > origin.end - minimum {
                start = origin.end - minimum
                limited = true
            } else if start < 0 {
                start = band(start)
                limited = true
            }
            return (RangeLensSpan(start: start, end: origin.end), limited)
        case .upper:
            var end = origin.end + delta
            var limited = false
            if end < origin.start + minimum {
                end = origin.start + minimum
                limited = true
            } else if end > n {
                end = n + band(end - n)
                limited = true
            }
            return (RangeLensSpan(start: origin.start, end: end), limited)
        }
    }

    /// Where the lens lands when let go from `span` at `velocity` (points per second along time):
    /// it coasts with the flick (a projection at rate 0.99), lands on whole samples inside the
    /// series, and never below the minimum span. Also gives the moving edge's travel in points,
    /// from and to, which the settle's velocity is measured against.
    static func landing(
        of part: RangeLensPart, from span: RangeLensSpan, velocity: Double, geometry: RangeLensGeometry, minimum: Int
    ) -> (target: RangeLensSpan, from: Double, to: Double) {
        let n = Double(geometry.count)
        let minimum = min(Double(minimum), n)
        let slots = geometry.slot > 0 ? project(velocity: velocity, rate: DecelerationRate.fast) / geometry.slot : 0
        switch part {
        case .body:
            let width = max(span.width.rounded(), minimum)
            let target = RangeLensSpan.clamped(start: (span.start + slots).rounded(), width: width, count: geometry.count)
            return (target, geometry.x(span.start), geometry.x(target.start))
        case .lower:
            let end = min(span.end.rounded(), n)
            let start = max(min((span.start + slots).rounded(), end - minimum), 0)
            let target = RangeLensSpan(start: start, end: max(end, start + minimum))
            return (target, geometry.x(span.start), geometry.x(target.start))
        case .upper:
            let start = max(span.start.rounded(), 0)
            let end = min(max((span.end + slots).rounded(), start + minimum), n)
            let target = RangeLensSpan(start: min(start, end - minimum), end: end)
            return (target, geometry.x(span.end), geometry.x(target.end))
        }
    }
}

/// The lens's steps from keys, the wheel and outside: each gives the span it goes to.
enum RangeLensSteps {
    /// Moved by `step` samples, keeping its width, inside the series.
    static func moved(_ span: RangeLensSpan, by step: Int, count: Int) -> RangeLensSpan {
        RangeLensSpan.clamped(start: span.start.rounded() + Double(step), width: span.width.rounded(), count: count)
    }

    /// Widened (a positive step) or narrowed from the window's start, keeping its end, so a window
    /// that ends on the latest sample keeps ending there. At the start of the series a widening
    /// grows the end instead.
    static func resized(_ span: RangeLensSpan, by step: Int, count: Int, minimum: Int) -> RangeLensSpan {
        let n = Double(count)
        let minimum = min(Double(minimum), n)
        let current = span.rounded
        var start = min(max(current.start - Double(step), 0), current.end - minimum)
        var end = current.end
        if step > 0, start == current.start { end = min(end + Double(step), n) }
        start = max(start, 0)
        return RangeLensSpan(start: start, end: end)
    }

    /// Zoomed by `factor` (above 1 narrows) about the sample edge `anchor`, which stays where it
    /// is; stops at the minimum span and at the whole series, and stays inside it.
    static func zoomed(_ span: RangeLensSpan, by factor: Double, about anchor: Double, count: Int, minimum: Int) -> RangeLensSpan {
        let n = Double(count)
        let minimum = min(Double(minimum), n)
        let width = min(max(span.width / factor, minimum), n)
        let share = span.width > 0 ? min(max((anchor - span.start) / span.width, 0), 1) : 0.5
        return RangeLensSpan.clamped(start: anchor - share * width, width: width, count: count)
    }

    /// Centred on the sample edge `center`, keeping its width.
    static func centred(_ span: RangeLensSpan, at center: Double, count: Int) -> RangeLensSpan {
        RangeLensSpan.clamped(start: (center - span.width / 2).rounded(), width: span.width.rounded(), count: count)
    }
}
