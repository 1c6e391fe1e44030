import Glass
import Motion

/// How the trail moves. Everything is drawn from a few animated values, each on its own spring:
/// every stop's openness, the puck's two edges, the finger's pull, the lift, and the red. A move
/// made while another is still landing retargets each of them from where it is.
struct StepTrailMotion: Sendable {
    var reduceMotion: Bool
    /// How open each stop is: 0 a circle, 1 the capsule with its title.
    var openness: [Animator<Double>]
    /// The puck's two edges, as step positions.
    var lower: Animator<Double>
    var upper: Animator<Double>
    /// How far, in points, a dragging finger pulls the puck's facing edge: set directly under the
    /// finger, sprung back on release.
    var pull = Animator(0.0)
    /// The capsule lifts ×1.06 while a drag holds it.
    var lift = Animator(1.0)
    /// The red inside the puck: 1, draining to 0 once every step is done.
    var red: Animator<Double>
    /// Under Reduce Motion the stops carry the red themselves and it cross-fades between them.
    var stopRed: [Animator<Double>]
    var presses: [GlassPress]
    var puckPress: GlassPress
    var shakes: [GlassKeyframes]
    /// The completion's one beat across every stop.
    var pop: GlassKeyframes
    /// Each stop's check and number blurring over, with whether the stop was done before.
    var faceSwaps: [(wasDone: Bool, swap: BlurReplace)?]

    var language: MotionLanguage { MotionLanguage(reduceMotion: reduceMotion) }

    init(shown: Int, count: Int, reduceMotion: Bool) {
        self.reduceMotion = reduceMotion
        openness = (0..<count).map { Animator($0 == shown ? 1.0 : 0.0) }
        let edge = Double(min(shown, max(count - 1, 0)))
        lower = Animator(edge)
        upper = Animator(edge)
        red = Animator(shown >= count ? 0.0 : 1.0)
        stopRed = (0..<count).map { Animator(reduceMotion && $0 == shown ? 1.0 : 0.0) }
        presses = (0..<count).map { _ in GlassPress(depth: 2, reduceMotion: reduceMotion) }
        puckPress = GlassPress(depth: 2, reduceMotion: reduceMotion)
        shakes = (0..<count).map { _ in GlassKeyframes.shake(distance: 6, reduceMotion: reduceMotion) }
        pop = GlassKeyframes.pop(amount: 0.06, reduceMotion: reduceMotion)
        faceSwaps = Array(repeating: nil, count: count)
    }

    /// Draws `target` as current, coming from `from`. The capsule closes on one stop and opens on
    /// the other on the morph spring, while the puck's edge facing the move leads on the snap
    /// spring and the far edge follows 0.05 s later on a looser one, so the red stretches across
    /// the neck and gathers on the new stop. Under Reduce Motion the puck's edges jump and the
    /// red cross-fades in the stops. Completing pops the trail once.
    mutating func move(from: Int, to target: Int, count: Int, at time: Double) {
        guard target != from, count > 0 else { return }
        let morph = language.morph
        for index in openness.indices {
            openness[index].animate(to: index == target ? 1 : 0, with: morph, at: time)
        }
        let edge = Double(min(target, count - 1))
        if reduceMotion {
            lower.set(edge)
            upper.set(edge)
        } else {
            let forward = edge >= (lower.value(at: time) + upper.value(at: time)) / 2
            let lead = language.snap
            let trail = language.follow(.responsive, rank: 4).delay(0.05)
            upper.animate(to: edge, with: forward ? lead : trail, at: time)
            lower.animate(to: edge, with: forward ? trail : lead, at: time)
        }
        red.animate(to: target >= count ? 0 : 1, with: morph, at: time)
        for index in stopRed.indices {
            stopRed[index].animate(to: reduceMotion && index == target ? 1 : 0, with: morph, at: time)
        }
        // The stops between the two become done or stop being done: their check and number blur
        // over on the same spring.
        for index in min(from, target)..<min(max(from, target), count) {
            faceSwaps[index] = (index < from, BlurReplace(animation: morph, crossFades: reduceMotion, at: time))
        }
        if target == count, from < count { pop.trigger(at: time) }
    }

    /// Puts everything on `index` with no motion: new steps, or the trail laid out afresh.
    mutating func place(_ index: Int, count: Int) {
        self = StepTrailMotion(shown: index, count: count, reduceMotion: reduceMotion)
    }

    /// The stops' openness at `time`.
    func openness(at time: Double) -> [Double] { openness.map { $0.value(at: time) } }

    /// From this time on nothing moves.
    var restTime: Double {
        var latest = max(lower.restTime, upper.restTime, pull.restTime, lift.restTime, red.restTime, puckPress.restTime, pop.restTime)
        for animator in openness { latest = max(latest, animator.restTime) }
        for animator in stopRed { latest = max(latest, animator.restTime) }
        for press in presses { latest = max(latest, press.restTime) }
        for shake in shakes { latest = max(latest, shake.restTime) }
        for change in faceSwaps { if let change { latest = max(latest, change.swap.restTime) } }
        return latest
    }

    /// Whether anything still moves at `time`.
    func isAnimating(at time: Double) -> Bool { time < restTime }
}
