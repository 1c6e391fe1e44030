import Testing
import Motion

@Test("The shake swings to the seeds' offsets at the seeds' times")
func shakeSwingsToTheSeedsOffsets() {
    let track = KeyframeTrack<Double>.shake()
    #expect(isClose(track.duration, 0.38, within: 1e-12))
    let playback = track.play(from: 0)
    let swings: [(time: Double, offset: Double)] = [(0.06, -8), (0.13, 6), (0.20, -4), (0.26, 2)]
    for swing in swings {
        #expect(isClose(playback.value(at: swing.time), swing.offset, within: 1e-9), "at \(swing.time)")
    }
    #expect(playback.value(at: 0) == 0)
    #expect(abs(playback.value(at: 0.38)) < 0.6, "nearly home when the track ends")
    #expect(playback.value(at: playback.restTime) == 0)
    // The swings decay: no point of the shake goes further out than the first.
    for sample in 0...400 { #expect(abs(playback.value(at: Double(sample) * 0.001)) <= 8.5) }
}

@Test("The pop dips, swells past full size and lands on 1")
func popDipsSwellsAndLands() {
    let track = KeyframeTrack<Double>.pop()
    #expect(isClose(track.duration, 0.64, within: 1e-12))
    let playback = track.play(from: 1)
    #expect(isClose(playback.value(at: 0.08), 0.968, within: 1e-9))
    var peak = 0.0, dip = 2.0
    for sample in 0...80 { dip = min(dip, playback.value(at: Double(sample) * 0.001)) }
    for sample in 80...640 { peak = max(peak, playback.value(at: Double(sample) * 0.001)) }
    #expect(isClose(dip, 0.968, within: 1e-9))
    #expect(peak > 1.07 && peak <= 1.08, "peak \(peak)")
    // The swell springs for 0.14 s on a 0.18 s spring: cut before it fully arrives.
    let swellEnd = 1.08 - 0.112 * Spring(duration: 0.18, bounce: 0).solution.coefficients(at: 0.14).offsetFromOffset
    #expect(isClose(playback.value(at: 0.22), swellEnd, within: 1e-9))
    #expect(abs(playback.value(at: 0.64) - 1) < 0.01)
    #expect(playback.value(at: playback.restTime) == 1)
    #expect(playback.endValue == 1)
}

@Test("Under Reduce Motion the shake and the pop stay still")
func reducedShakeAndPopStayStill() {
    let shake = KeyframeTrack<Double>.shake(reduceMotion: true).play(from: 0)
    let pop = KeyframeTrack<Double>.pop(reduceMotion: true).play(from: 1)
    for sample in 0...700 {
        let time = Double(sample) * 0.001
        #expect(shake.value(at: time) == 0)
        #expect(pop.value(at: time) == 1)
    }
}

@Test("Neighbouring cubic keyframes join smoothly with Catmull-Rom velocities")
func cubicKeyframesJoinSmoothly() {
    let track = KeyframeTrack<Double>([.cubic(10, duration: 0.5), .cubic(0, duration: 0.5), .cubic(30, duration: 1)])
    let playback = track.play(from: 0)
    // At the join at 0.5 s the velocity is (0 − 0)/(1.0 − 0) = 0; at 1.0 s it is (30 − 10)/(2.0 − 0.5).
    #expect(isClose(playback.velocity(at: 0.5), 0, within: 1e-9))
    #expect(isClose(playback.velocity(at: 1.0), 20 / 1.5, within: 1e-9))
    for join in [0.5, 1.0] {
        #expect(isClose(playback.velocity(at: join - 1e-7), playback.velocity(at: join + 1e-7), within: 1e-4))
        #expect(isClose(playback.value(at: join - 1e-7), playback.value(at: join + 1e-7), within: 1e-5))
    }
    #expect(playback.velocity(at: 2.0) == 0, "the track ends at rest")
    #expect(isClose(playback.velocity(at: 1.9999999), 0, within: 1e-4))
}

@Test("A cubic keyframe starts with the carried-in velocity, and explicit velocities win")
func cubicKeyframeVelocities() {
    let carried = KeyframeTrack<Double>([.cubic(1, duration: 1)]).play(from: 0, velocity: 5)
    #expect(isClose(carried.velocity(at: 0), 5, within: 1e-9))
    let explicit = KeyframeTrack<Double>([.cubic(1, duration: 1, startVelocity: -2, endVelocity: 3)]).play(from: 0, velocity: 5)
    #expect(isClose(explicit.velocity(at: 0), -2, within: 1e-9))
    #expect(isClose(explicit.velocity(at: 1 - 1e-9), 3, within: 1e-6))
}

@Test("Linear and move keyframes interpolate and jump")
func linearAndMoveKeyframes() {
    let track = KeyframeTrack<Double>([
        .linear(10, duration: 1), .move(50), .linear(60, duration: 1, curve: .easeIn),
    ])
    let playback = track.play(from: 0)
    #expect(isClose(playback.value(at: 0.25), 2.5, within: 1e-12))
    #expect(isClose(playback.velocity(at: 0.5), 10, within: 1e-9))
    #expect(playback.value(at: 1) == 50, "the move lands at the same instant the linear step ends")
    #expect(isClose(playback.value(at: 1.5), 50 + 10 * TimingCurve.easeIn.value(at: 0.5), within: 1e-12))
    #expect(playback.value(at: 3) == 60)
}

@Test("A spring keyframe with no duration runs for its settling duration")
func springKeyframeDefaultsToSettlingDuration() {
    let spring = Spring.responsive
    let track = KeyframeTrack<Double>([.spring(1, spring: spring), .linear(2, duration: 1)])
    #expect(isClose(track.duration, spring.settlingDuration + 1, within: 1e-12))
    let playback = track.play(from: 0)
    #expect(isClose(playback.value(at: 0.1), spring.value(target: 1.0, time: 0.1), within: 1e-12))
}

@Test("A cut spring keyframe hands its real value and velocity on")
func cutSpringKeyframeCarriesItsState() {
    let spring = Spring.calm
    let track = KeyframeTrack<Double>([.spring(1, duration: 0.1, spring: spring), .spring(3, duration: 0.5, spring: spring)])
    let playback = track.play(from: 0)
    let cutValue = spring.value(target: 1.0, time: 0.1)
    let cutVelocity = spring.velocity(target: 1.0, time: 0.1)
    #expect(isClose(playback.value(at: 0.1), cutValue, within: 1e-12))
    #expect(isClose(playback.velocity(at: 0.1), cutVelocity, within: 1e-9))
    #expect(isClose(playback.value(at: 0.3), spring.value(from: cutValue, to: 3, initialVelocity: cutVelocity, time: 0.2), within: 1e-12))
}

@Test("Triggering again mid-flight restarts from the present value and velocity")
func retriggerRestartsFromPresentState() {
    var animator = KeyframeAnimator(0.0)
    #expect(!animator.isAnimating(at: 0))
    animator.play(.shake(), at: 1)
    #expect(isClose(animator.value(at: 1.06), -8, within: 1e-9))
    let before = animator
    animator.play(.shake(), at: 1.1)
    #expect(isClose(animator.value(at: 1.1), before.value(at: 1.1), within: 1e-12))
    #expect(isClose(animator.velocity(at: 1.1), before.velocity(at: 1.1), within: 1e-9))
    #expect(isClose(animator.value(at: 1.16), -8, within: 1e-9))
    #expect(animator.value(at: 3) == 0)
    #expect(!animator.isAnimating(at: 3))
}

@Test("A repeating track loops and never rests")
func repeatingTrackLoops() {
    var animator = KeyframeAnimator(0.0, repeats: true)
    animator.play(KeyframeTrack([.linear(1, duration: 1), .linear(0, duration: 1)]), at: 0)
    #expect(isClose(animator.value(at: 2.5), 0.5, within: 1e-12))
    #expect(isClose(animator.value(at: 5.25), 0.75, within: 1e-9))
    #expect(animator.isAnimating(at: 100))
}
