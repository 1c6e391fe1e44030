import Motion

/// How the bars rise: after each change of data every bar drops to the baseline at once, and
/// 50 ms later they spring up one after another, bar `i` 0.09 s after bar `i − 1`, on a spring of
/// 0.6 s with bounce 0.3 (so each overshoots its height by about 5 % before it settles). The value
/// labels fade in on the same springs.
///
/// The pause is there so that the drop is seen as a reset rather than as the start of the rise.
/// A change within it restarts the schedule from that change: the growth that was pending never
/// starts. Under Reduce Motion the bars stand at their heights from the first frame.
///
/// Each bar's progress runs from 0 to 1 (passing 1 on the overshoot); a bar's drawn height is its
/// ratio times its progress. Everything is a function of the time asked about.
struct BarChartGrowth: Sendable {
    /// The spring every bar rises on.
    static let animation = Animation.spring(duration: 0.6, bounce: 0.3)
    /// Between one bar starting and the next.
    static let stagger = 0.09
    /// Between a change (the bars dropping) and the first bar rising.
    static let pause = 0.05

    var reduceMotion: Bool
    /// When the data last changed, on the session clock.
    private(set) var changeTime: Double
    private var progress: [Animator<Double>]

    init(count: Int, changeTime: Double, reduceMotion: Bool) {
        self.reduceMotion = reduceMotion
        self.changeTime = changeTime
        progress = []
        restart(count: count, at: changeTime)
    }

    /// New data at `time`: every bar at the baseline, rising again after the pause.
    mutating func restart(count: Int, at time: Double) {
        changeTime = time
        progress = (0..<count).map { index in
            var bar = Animator(0.0)
            bar.animate(to: 1, with: Self.animation.delay(Self.pause + Self.stagger * Double(index)), at: time)
            return bar
        }
    }

    /// When bar `index` starts to rise.
    func start(of index: Int) -> Double {
        changeTime + Self.pause + Self.stagger * Double(index)
    }

    /// Whether the growth has begun by `time` (the seed's "revealed").
    func isRevealed(at time: Double) -> Bool {
        reduceMotion || time >= changeTime + Self.pause
    }

    /// How far bar `index` has risen at `time`: 0 at the baseline, 1 at its height.
    func progress(of index: Int, at time: Double) -> Double {
        guard !reduceMotion else { return 1 }
        return progress.indices.contains(index) ? progress[index].value(at: time) : 0
    }

    /// From this time on no bar moves: the last bar's landing.
    var restTime: Double {
        reduceMotion ? -Double.infinity : progress.last?.restTime ?? -Double.infinity
    }

    func isAnimating(at time: Double) -> Bool { time < restTime }
}
