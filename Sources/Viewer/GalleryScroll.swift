import Gestures
import Motion

/// The gallery's vertical scroll position: wheel notches and a vertical touch pan move it, with a
/// rubber band past either end and a coasting settle after a flick.
///
/// The offset is points scrolled from the top (0 shows the first piece). Like everything else it
/// is a function of time, so a replayed wheel or pan scrolls to the same place on every run.
struct GalleryScroll {
    private(set) var offset = Animator(0.0)
    /// How far the content can scroll: its height minus the window's, never negative.
    private(set) var limit = 0.0
    private var panStart = 0.0

    /// Points one wheel notch scrolls.
    static let notch = 48.0
    /// How far past an end a pull can show, at most.
    static let bandLimit = 90.0

    /// The offset shown at `time`.
    func value(at time: Double) -> Double { offset.value(at: time) }

    /// Sets the scrollable range; a shorter content pulls the offset back inside at once.
    mutating func setLimit(_ limit: Double, at time: Double) {
        self.limit = max(0, limit)
        if offset.target > self.limit || offset.target < 0 {
            offset.set(min(max(offset.value(at: time), 0), self.limit))
        }
    }

    /// A wheel scroll: positive `notches` scroll towards the top, as SDL reports them.
    mutating func wheel(_ notches: Double, precise: Bool, at time: Double) {
        let distance = precise ? notches : notches * Self.notch
        let target = min(max(offset.target - distance, 0), limit)
        offset.animate(to: target, with: .spring(MotionLanguage.stillSpring), at: time)
    }

    mutating func beginPan(at time: Double) {
        panStart = offset.value(at: time)
        offset.set(panStart)
    }

    /// The finger moved by `translation` points (down is positive) since the pan began.
    mutating func pan(by translation: Double) {
        offset.set(rubberBand(panStart - translation, in: 0...limit, limit: Self.bandLimit))
    }

    /// The finger let go moving at `velocity` points per second (down is positive): coast to the
    /// projected stop, inside the range, at the release speed.
    mutating func endPan(velocity: Double, reduceMotion: Bool, at time: Double) {
        let current = offset.value(at: time)
        // UIScrollView's normal deceleration: a flick travels about half its speed in points.
        let projected = current - project(velocity: velocity, rate: DecelerationRate.normal)
        let target = min(max(projected, 0), limit)
        let language = MotionLanguage(reduceMotion: reduceMotion)
        offset.animate(to: target, with: language.settle(velocity: -velocity, from: current, to: target, spring: .calm), at: time)
    }

    /// Back to the top, as a settle: the page a kiosk shows when nobody is there.
    mutating func returnToTop(reduceMotion: Bool, at time: Double) {
        guard offset.target != 0 || offset.value(at: time) != 0 else { return }
        let language = MotionLanguage(reduceMotion: reduceMotion)
        let current = offset.value(at: time)
        offset.animate(to: 0, with: language.settle(velocity: 0, from: current, to: 0, spring: .calm), at: time)
    }
}
