/// The frame loop's notion of now, and the one place where time enters Motion from outside.
///
/// A window's loop advances it with the display's frame times; a headless render or a trace replay
/// advances it with virtual times, so both produce the same frames. It never goes backwards, since
/// animators assume changes arrive in time order.
///
///     var clock = FrameClock()
///     clock.advance(to: frameTime)
///     if clock.needsFrame(for: animators) { draw(at: clock.now) }
public struct FrameClock: Sendable, Hashable {
    /// The time being drawn, in seconds from the clock's origin.
    public private(set) var now: Double
    /// How many times the clock has moved forward.
    public private(set) var frameCount = 0

    /// Creates a clock reading `start` seconds.
    public init(start: Double = 0) {
        now = start
    }

    /// Moves to `time`; a time earlier than `now` is ignored, so a late event cannot rewind motion.
    public mutating func advance(to time: Double) {
        guard time > now else { return }
        now = time
        frameCount += 1
    }

    /// Moves forward by `seconds` (ignored when not positive).
    public mutating func advance(by seconds: Double) {
        advance(to: now + seconds)
    }

    /// Whether any of `animators` still changes at `now`. When none does and no input arrives,
    /// the loop can sleep instead of drawing identical frames.
    public func needsFrame(for animators: [any Animating]) -> Bool {
        animators.isAnyAnimating(at: now)
    }

    /// When the last of `animators` comes to rest, for a loop that wants to schedule its wake-up;
    /// nil when nothing is moving now.
    public func restTime(of animators: [any Animating]) -> Double? {
        let rest = animators.restTime
        return rest > now ? rest : nil
    }
}
