import Geometry
import Motion

/// What moves in the lens, each on its own clock: the span (the window's edges, which the bars,
/// their colours and the glass all ride), the detail's ceiling on the value role, the slab's swell
/// and each handle's swell and red flood on press and release, so these never ride the spring
/// the lens lands on.
struct RangeLensMotion: Sendable {
    var language: MotionLanguage
    /// x is the span's start, y its end, in samples.
    private(set) var span: Animator<Point>
    private(set) var top: Animator<Double>
    private(set) var swell = Animator(0.0)
    /// Lower and upper handle: scale over 1 and red flood, 0 to 1.
    private(set) var handleScale = [Animator(1.0), Animator(1.0)]
    private(set) var handleFlood = [Animator(0.0), Animator(0.0)]

    /// How much a held slab swells, in points, and how much a held handle grows.
    static let swell = 3.0
    static let handleGrowth = 1.12

    init(span: RangeLensSpan, top: Double, reduceMotion: Bool) {
        language = MotionLanguage(reduceMotion: reduceMotion)
        self.span = Animator(Point(span.start, span.end))
        self.top = Animator(top)
    }

    var reduceMotion: Bool {
        get { language.reduceMotion }
        set { language.reduceMotion = newValue }
    }

    func span(at time: Double) -> RangeLensSpan {
        let value = span.value(at: time)
        return RangeLensSpan(start: value.x, end: value.y)
    }

    var targetSpan: RangeLensSpan { RangeLensSpan(start: span.target.x, end: span.target.y) }

    /// Puts the span under the finger at once: tracking is never animated.
    mutating func place(_ target: RangeLensSpan) {
        span.set(Point(target.start, target.end))
    }

    /// Moves the span to `target` on `animation` from `time`.
    mutating func move(to target: RangeLensSpan, with animation: Animation, at time: Double) {
        span.animate(to: Point(target.start, target.end), with: animation, at: time)
    }

    /// The ceiling follows the window's peak on the value role, never overshooting; under Reduce
    /// Motion it eases over a quarter second.
    mutating func rescale(to value: Double, at time: Double, animated: Bool = true) {
        guard value != top.target else { return }
        guard animated else {
            top.set(value)
            return
        }
        top.animate(to: value, with: reduceMotion ? .easeInOut(duration: 0.25) : language.value, at: time)
    }

    func top(at time: Double) -> Double { top.value(at: time) }

    /// Takes hold of `part`: the slab swells, a handle grows and floods red, on the press role.
    /// Reduce Motion keeps the sizes and shows the flood only.
    mutating func hold(_ part: RangeLensPart?, at time: Double) {
        let press = language.press
        swell.animate(to: part == .body && !reduceMotion ? Self.swell : 0, with: press, at: time)
        for (index, handle) in [RangeLensPart.lower, .upper].enumerated() {
            let held = part == handle
            handleScale[index].animate(to: held && !reduceMotion ? Self.handleGrowth : 1, with: press, at: time)
            handleFlood[index].animate(to: held ? 1 : 0, with: press, at: time)
        }
    }

    /// Lets go: everything springs back through rest on the release role.
    mutating func release(at time: Double) {
        let release = language.release
        swell.animate(to: 0, with: release, at: time)
        for index in 0..<2 {
            handleScale[index].animate(to: 1, with: release, at: time)
            handleFlood[index].animate(to: 0, with: release, at: time)
        }
    }

    func isAnimating(at time: Double) -> Bool {
        span.isAnimating(at: time) || top.isAnimating(at: time) || swell.isAnimating(at: time)
            || handleScale.contains { $0.isAnimating(at: time) } || handleFlood.contains { $0.isAnimating(at: time) }
    }
}
