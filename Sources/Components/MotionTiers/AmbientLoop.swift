import Motion

/// The ambient tile's slow breathing: in and out on the calm tier for as long as it runs.
///
/// Nothing in the lab moves by itself, so the screen opens at rest (the window's loop sleeps and
/// goldens are drawn still). A tap starts the loop and a second tap stops it, easing back to rest
/// on the calm spring. Loops run only while the motion language allows ambient motion: under
/// Reduce Motion a tap makes one change on the ambient role's substitute, a 0.3 s ease, and
/// turning Reduce Motion on stops a running loop on it. An idle reset stops it too, so a kiosk
/// left alone comes to rest.
///
/// The value is 0 at rest and 1 breathed in. Each breath is a calm spring held until it has
/// settled (to a few millionths), then the other way, so the loop is a pure function of time
/// with no seam a frame could show.
struct AmbientLoop: Sendable {
    /// How long each breath, in or out, lasts: past the calm spring's settling time (0.93 s).
    static let breath = 1.2

    /// When the running loop started, and from what value; nil when it is not running.
    private(set) var start: (time: Double, value: Double)?
    /// The ease back to rest after a stop.
    private var settle = Animator(0.0)

    var isLooping: Bool { start != nil }

    /// Starts breathing at `time`, from wherever a stop's ease has got to.
    mutating func begin(at time: Double) {
        guard start == nil else { return }
        start = (time, settle.value(at: time))
    }

    /// Stops at `time` and eases back to rest: on the calm spring leaving at the breath's own
    /// speed, or under Reduce Motion on the ambient role's substitute.
    mutating func stop(reduceMotion: Bool, at time: Double) {
        guard start != nil else { return }
        let (value, velocity) = loopState(at: time)
        start = nil
        settle.set(value)
        let animation: Animation
        if reduceMotion || abs(value) < 1e-3 {
            animation = Role.ambient.animation(reduceMotion: reduceMotion)
        } else {
            // Speed in whole distances per second, as an interpolating spring takes it.
            animation = .interpolatingSpring(.calm, initialVelocity: velocity / -value)
        }
        settle.animate(to: 0, with: animation, at: time)
    }

    /// Under Reduce Motion, where loops stop, one ambient change instead: to the other end on the
    /// ambient role's substitute, a 0.3 s ease, and no more.
    mutating func change(at time: Double) {
        guard start == nil else { return }
        settle.animate(to: settle.target < 0.5 ? 1 : 0, with: Role.ambient.animation(reduceMotion: true), at: time)
    }

    /// The value shown at `time`.
    func value(at time: Double) -> Double {
        start == nil ? settle.value(at: time) : loopState(at: time).value
    }

    /// Infinity while the loop runs; once stopped, when its ease lands.
    var restTime: Double { start == nil ? settle.restTime : .infinity }

    /// The running loop's value and speed: the first breath in from the start value, then out
    /// and in again, each from rest.
    private func loopState(at time: Double) -> (value: Double, velocity: Double) {
        guard let start else { return (settle.value(at: time), settle.velocity(at: time)) }
        let spring = Spring.calm
        let elapsed = max(time - start.time, 0)
        guard elapsed >= Self.breath else {
            return (spring.value(from: start.value, to: 1.0, time: elapsed), spring.velocity(from: start.value, to: 1.0, time: elapsed))
        }
        let later = elapsed - Self.breath
        let count = (later / Self.breath).rounded(.down)
        let inBreath = later - count * Self.breath
        // Even breaths after the first go out, odd ones come back in.
        let (from, to) = Int(count) % 2 == 0 ? (1.0, 0.0) : (0.0, 1.0)
        return (spring.value(from: from, to: to, time: inBreath), spring.velocity(from: from, to: to, time: inBreath))
    }
}
