import Geometry
import Testing
import Motion

/// Value and velocity just before and just after `time`, from two animators: the one before a
/// change and the one after it.
private func jump<Value: AnimatableValue>(
    from before: Animator<Value>, to after: Animator<Value>, at time: Double
) -> (value: Double, velocity: Double) {
    ((after.value(at: time) - before.value(at: time)).magnitude,
     (after.velocity(at: time) - before.velocity(at: time)).magnitude)
}

@Test("A spring retarget mid-flight keeps value and velocity")
func springRetargetKeepsValueAndVelocity() {
    var animator = Animator(0.0)
    animator.animate(to: 100, with: .spring(.elastic), at: 1.0)
    let before = animator
    animator.animate(to: -50, with: .spring(.responsive), at: 1.12)
    let step = jump(from: before, to: animator, at: 1.12)
    #expect(step.value < 1e-9)
    #expect(step.velocity < 1e-7)
    #expect(before.velocity(at: 1.12) > 100, "it was moving fast when retargeted")
    // The carried velocity is the one the new motion really has: a microsecond on, it has moved
    // by velocity × time, not restarted from rest.
    let moved = animator.value(at: 1.120001) - animator.value(at: 1.12)
    #expect(isClose(moved / 1e-6, before.velocity(at: 1.12), within: 0.1))
    #expect(animator.value(at: 5) == -50)
}

@Test("Blending retargets keep value and velocity", arguments: [
    Animation.interpolatingSpring(.responsive), .easeInOut(duration: 0.3), .easeIn(duration: 0.2),
])
func blendingRetargetKeepsValueAndVelocity(animation: Animation) {
    var animator = Animator(Point(x: 0, y: 0))
    animator.animate(to: Point(x: 200, y: 80), with: .spring(.calm), at: 0)
    let before = animator
    animator.animate(to: Point(x: -40, y: 10), with: animation, at: 0.1)
    let step = jump(from: before, to: animator, at: 0.1)
    #expect(step.value < 1e-9)
    #expect(step.velocity < 1e-6)
    #expect(animator.value(at: 3) == Point(x: -40, y: 10))
}

@Test("Interpolating spring velocity is in fractions of the distance per second")
func interpolatingSpringVelocityIsInDistancesPerSecond() {
    var animator = Animator(20.0)
    animator.animate(to: 220, with: .interpolatingSpring(.elastic, initialVelocity: 3), at: 0)
    #expect(isClose(animator.velocity(at: 0), 600, within: 1e-9))
    #expect(animator.value(at: 0) == 20)
    // The shape is the spring's own, scaled to the distance.
    let expected = 20 + 200 * Spring.elastic.value(target: 1.0, initialVelocity: 3, time: 0.2)
    #expect(isClose(animator.value(at: 0.2), expected, within: 1e-9))
}

@Test("An overdamped interpolating spring is treated as critically damped")
func overdampedInterpolatingSpringIsCritical() {
    var animator = Animator(0.0)
    animator.animate(to: 1, with: .interpolatingSpring(Spring(duration: 0.3, bounce: -0.5)), at: 0)
    let critical = Spring(duration: 0.3, bounce: 0)
    #expect(isClose(animator.value(at: 0.1), critical.value(target: 1.0, time: 0.1), within: 1e-12))
}

@Test("Settle hands the finger's speed over, capped near the spring's frequency")
func settleCapsTheReleaseSpeed() {
    let motion = MotionLanguage()
    #expect(motion.settle(velocity: 300, from: 0, to: 100) == .interpolatingSpring(.elastic, initialVelocity: 3))
    let cap = 1.5 * 2 * Double.pi / 0.42
    #expect(motion.settle(velocity: 50_000, from: 0, to: 100) == .interpolatingSpring(.elastic, initialVelocity: cap))
    #expect(motion.settle(velocity: 50_000, from: 100, to: 0) == .interpolatingSpring(.elastic, initialVelocity: -cap))
    #expect(motion.settle(velocity: 900, from: 10, to: 10.5) == .spring(.elastic), "under a point there is nothing to divide by")
    let reduced = MotionLanguage(reduceMotion: true)
    #expect(reduced.settle(velocity: 50_000, from: 0, to: 100)
        == .interpolatingSpring(Spring(duration: 0.25, bounce: 0), initialVelocity: 2 * Double.pi / 0.25))
}

@Test("A Reduce Motion settle at its cap never passes the target")
func reducedSettleNeverPassesTarget() {
    var animator = Animator(0.0)
    animator.animate(to: 100, with: MotionLanguage(reduceMotion: true).settle(velocity: 90_000, from: 0, to: 100), at: 0)
    for sample in 0...2000 {
        #expect(animator.value(at: Double(sample) * 0.001) <= 100 + 1e-9)
    }
}

@Test("A delay holds the old look, then the motion starts")
func delayHoldsTheOldLook() {
    var animator = Animator(0.0)
    animator.animate(to: 10, with: .spring(.responsive).delay(0.1), at: 2)
    #expect(animator.value(at: 2.05) == 0)
    #expect(animator.value(at: 2.1) == 0)
    #expect(animator.value(at: 2.2) > 5)
    #expect(animator.isAnimating(at: 2.05), "a pending delay still counts as motion")
}

@Test("An earlier blending motion keeps playing through a later delay")
func earlierMotionPlaysThroughDelay() {
    var animator = Animator(0.0)
    animator.animate(to: 100, with: .easeInOut(duration: 1), at: 0)
    let alone = animator
    animator.animate(to: 0, with: .easeInOut(duration: 1).delay(0.3), at: 0.1)
    #expect(animator.value(at: 0.25) == alone.value(at: 0.25))
    #expect(animator.value(at: 0.4) == alone.value(at: 0.4), "the delayed motion starts at 0.4 s")
    #expect(animator.value(at: 0.6) < alone.value(at: 0.6) - 1)
}

@Test("Completion comes when the animation is logically complete")
func completionComesWhenLogicallyComplete() {
    var animator = Animator(0.0)
    #expect(animator.isComplete(at: 0))
    let done = animator.animate(to: 1, with: .spring(.calm).delay(0.05), at: 3)
    #expect(isClose(done, 3.55, within: 1e-12))
    #expect(!animator.isComplete(at: 3.54))
    #expect(animator.isComplete(at: 3.55))
    #expect(animator.isAnimating(at: 3.6), "a spring is still settling after it is logically complete")
    #expect(animator.animate(to: 2, with: .easeOut(duration: 0.2), at: 4) == 4.2)
    #expect(animator.animate(to: 3, with: nil, at: 5) == 5)
}

@Test("Nothing moves after rest, and the value is then exactly the target")
func nothingMovesAfterRest() {
    var animator = Animator(0.0)
    #expect(!animator.isAnimating(at: 0))
    animator.animate(to: 480, with: .spring(.expressive), at: 1)
    let rest = animator.restTime
    #expect(rest > 1.5 && rest < 3, "rest \(rest)")
    #expect(animator.isAnimating(at: rest - 0.01))
    #expect(!animator.isAnimating(at: rest))
    #expect(animator.value(at: rest) == 480)
    #expect(animator.velocity(at: rest) == 0)
    // The snap at rest is invisible.
    #expect(abs(animator.value(at: rest - 1e-6) - 480) < 0.01)
}

@Test("The frame loop can ask a whole set whether anything moves")
func frameLoopAsksWholeSet() {
    var opacity = Animator(0.0)
    var offset = Animator(Point(x: 0, y: 0))
    var shake = KeyframeAnimator(0.0)
    opacity.animate(to: 1, with: .easeOut(duration: 0.2), at: 0)
    offset.animate(to: Point(x: 10, y: 0), with: .spring(.tight), at: 0)
    shake.play(.shake(), at: 0.1)
    let all: [any Animating] = [opacity, offset, shake]
    #expect(all.isAnyAnimating(at: 0.3))
    #expect(!all.isAnyAnimating(at: all.restTime))
    #expect(all.restTime >= 0.48)
}

@Test("Setting a value directly drops all motion")
func settingDirectlyDropsMotion() {
    var animator = Animator(0.0)
    animator.animate(to: 100, with: .spring(.elastic), at: 0)
    animator.set(42)
    #expect(animator.value(at: 0.1) == 42)
    #expect(!animator.isAnimating(at: 0.1))
}

@Test("The value role never overshoots, even retargeted mid-flight")
func valueRoleNeverOvershoots() {
    var animator = Animator(0.0)
    animator.animate(to: 100, with: MotionLanguage().value, at: 0)
    animator.animate(to: 60, with: MotionLanguage().value, at: 0.05)
    var low = Double.infinity
    for sample in 50...2000 { low = min(low, animator.value(at: Double(sample) * 0.001)) }
    // Only what it carried can take it past 60; from rest it would never pass.
    var fresh = Animator(0.0)
    fresh.animate(to: 60, with: MotionLanguage().value, at: 0)
    for sample in 0...2000 { #expect(fresh.value(at: Double(sample) * 0.001) <= 60) }
    #expect(low >= 0)
}

@Test("Colours animate in linear light between sRGB ends")
func coloursAnimateInLinearLight() {
    let red = AnimatableColor(hex: 0xFF0000)
    let green = AnimatableColor(hex: 0x00FF00)
    var animator = Animator(red)
    animator.animate(to: green, with: .linear(duration: 1), at: 0)
    let middle = animator.value(at: 0.5)
    // Halfway in linear light is 0.5, which sRGB encodes as about 0.735, not 0.5.
    #expect(isClose(middle.red, 0.735, within: 0.002))
    #expect(isClose(middle.green, 0.735, within: 0.002))
    #expect(middle.alpha == 1)
    #expect(isClose(animator.value(at: 1).green, 1, within: 1e-12))
    let butter = AnimatableColor(hex: 0xFFD976)
    #expect(isClose(butter.blue * 255, 0x76, within: 1e-9))
}

@Test("A fade to clear keeps its colour instead of darkening")
func fadeToClearKeepsColour() {
    let accent = AnimatableColor(hex: 0xFF0000)
    let middle = accent.interpolated(to: .clear, progress: 0.5)
    #expect(isClose(middle.alpha, 0.5, within: 1e-12))
    #expect(isClose(middle.red, 1, within: 1e-12))
}

@Test("Sizes and fixed-length vectors animate component by component")
func sizesAndVectorsAnimateComponentwise() {
    var size = Animator(Size(width: 10, height: 20))
    size.animate(to: Size(width: 50, height: 0), with: .spring(.calm), at: 0)
    var bars = Animator(AnimatableVector<3>([0, 10, 20]))
    bars.animate(to: AnimatableVector<3>([30, 10, -20]), with: .spring(.calm), at: 0)
    var width = Animator(10.0)
    width.animate(to: 50, with: .spring(.calm), at: 0)
    for time in [0.05, 0.2, 0.6] {
        #expect(isClose(size.value(at: time).width, width.value(at: time), within: 1e-9))
        #expect(isClose(bars.value(at: time)[0], Spring.calm.value(from: 0.0, to: 30, time: time), within: 1e-9))
        #expect(bars.value(at: time)[1] == 10)
    }
    #expect(bars.value(at: 10).values == [30, 10, -20])
}
