import Geometry
import Motion
import Raster

/// The press for a piece of glass: it sinks by a size-aware depth, leaning toward the touch, and
/// the glass and what it carries sink together (apply it through ``surface(_:at:)``).
///
/// The depth is about `depth` points per edge rather than a fixed percentage, so an icon sinks to
/// 0.92 and a pill to 0.95 (``MotionLanguage/pressScale(for:depth:)``). The press arrives on the
/// press spring and leaves on the release spring. Under Reduce Motion nothing moves: the glass
/// shades instead (darker in light mode, lighter in dark) on the same timing.
public struct GlassPress: Sendable {
    /// Points per edge the glass sinks.
    var depth: Double
    public var reduceMotion: Bool
    public private(set) var isPressed = false
    /// The scale about the anchor, 1 at rest.
    private var scale = Animator(1.0)
    /// 0...1: how much of the Reduce Motion shade shows.
    private var shade = Animator(0.0)
    /// 0...1: how much of the glow around the finger shows (not under Reduce Motion).
    private var glow = Animator(0.0)
    /// The unit point the press scales about, fixed when the finger lands and following it after.
    private var anchor = Point(x: 0.5, y: 0.5)
    /// Where the finger is, as a unit point of the glass: the glow's centre.
    private var touch = Point(x: 0.5, y: 0.5)

    public init(depth: Double = 2.5, reduceMotion: Bool = false) {
        self.depth = depth
        self.reduceMotion = reduceMotion
    }

    /// How far glass of `size` sinks: an icon to 0.92, a pill to 0.95, a card to 0.985.
    static func scale(for size: Size, depth: Double = 2.5) -> Double {
        MotionLanguage.pressScale(for: Size(width: size.width, height: size.height), depth: depth)
    }

    /// The finger lands at `touch` (points, same space as `bounds`) on glass filling `bounds`.
    public mutating func press(at touch: Point?, in bounds: Rect, time: Double) {
        let motion = MotionLanguage(reduceMotion: reduceMotion)
        isPressed = true
        lean(toward: touch, in: bounds)
        if reduceMotion {
            shade.animate(to: 1, with: motion.press, at: time)
        } else {
            scale.animate(to: Self.scale(for: Size(width: bounds.width, height: bounds.height), depth: depth),
                          with: motion.press, at: time)
            glow.animate(to: 1, with: motion.press, at: time)
        }
    }

    /// The finger moves while down: the lean follows it.
    public mutating func move(to touch: Point, in bounds: Rect) {
        guard isPressed else { return }
        lean(toward: touch, in: bounds)
    }

    /// The finger lifts (or the press is cancelled): the glass springs back through rest.
    public mutating func release(at time: Double) {
        guard isPressed else { return }
        isPressed = false
        let release = MotionLanguage(reduceMotion: reduceMotion).release
        scale.animate(to: 1, with: release, at: time)
        shade.animate(to: 0, with: release, at: time)
        glow.animate(to: 0, with: release, at: time)
    }

    /// `surface` as it looks at `time`: scaled about the leaning anchor, or shaded.
    public func surface(_ surface: GlassSurface, at time: Double) -> GlassSurface {
        var pressed = surface
        let bounds = surface.shape.bounds
        pressed.scale *= scale.value(at: time)
        pressed.anchor = Point(bounds.minX + anchor.x * bounds.width, bounds.minY + anchor.y * bounds.height)
        pressed.shade = max(pressed.shade, shade.value(at: time))
        let glowing = glow.value(at: time)
        if glowing > pressed.glow {
            pressed.glow = glowing
            pressed.glowCenter = Point(bounds.minX + touch.x * bounds.width, bounds.minY + touch.y * bounds.height)
        }
        return pressed
    }

    /// The press scale now (1 at rest).
    func scale(at time: Double) -> Double { scale.value(at: time) }

    /// The shade now (0 at rest; only under Reduce Motion).
    func shade(at time: Double) -> Double { shade.value(at: time) }

    /// From this time on the press holds still.
    public var restTime: Double { max(scale.restTime, shade.restTime, glow.restTime) }

    public func isAnimating(at time: Double) -> Bool {
        time < restTime
    }

    /// The glow now (0 at rest; never under Reduce Motion).
    func glow(at time: Double) -> Double { glow.value(at: time) }

    private mutating func lean(toward touch: Point?, in bounds: Rect) {
        let local = touch.map { Point(x: $0.x - bounds.minX, y: $0.y - bounds.minY) }
        anchor = MotionLanguage.pressAnchor(touch: local, in: Size(width: bounds.width, height: bounds.height))
        if let local, bounds.width > 0, bounds.height > 0 {
            self.touch = Point(x: min(max(local.x / bounds.width, 0), 1), y: min(max(local.y / bounds.height, 0), 1))
        } else {
            self.touch = Point(x: 0.5, y: 0.5)
        }
    }
}
