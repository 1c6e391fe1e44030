import Testing
import Motion

@Test("Easing curves start at 0, end at 1 and rise monotonically",
      arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut])
func easingCurvesRiseFromZeroToOne(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -1) == 0)
    #expect(curve.value(at: 2) == 1)
    var previous = 0.0
    for sample in 1...1000 {
        let value = curve.value(at: Double(sample) / 1000)
        #expect(value >= previous)
        previous = value
    }
}

@Test("Ease in lags linear time, ease out leads it, ease in-out is symmetric")
func easingCurvesHaveTheirShapes() {
    for fraction in stride(from: 0.1, through: 0.9, by: 0.1) {
        #expect(TimingCurve.easeIn.value(at: fraction) < fraction)
        #expect(TimingCurve.easeOut.value(at: fraction) > fraction)
        let mirrored = 1 - TimingCurve.easeInOut.value(at: 1 - fraction)
        #expect(isClose(TimingCurve.easeInOut.value(at: fraction), mirrored, within: 1e-9))
    }
    #expect(isClose(TimingCurve.easeInOut.value(at: 0.5), 0.5, within: 1e-9))
    #expect(isClose(TimingCurve.linear.value(at: 0.3), 0.3, within: 1e-9))
    // Reference points of CSS's ease-in and ease-out at the half-way time.
    #expect(isClose(TimingCurve.easeIn.value(at: 0.5), 0.3153, within: 5e-4))
    #expect(isClose(TimingCurve.easeOut.value(at: 0.5), 0.6847, within: 5e-4))
}

@Test("Easing slopes match the curves' derivatives", arguments: [TimingCurve.easeIn, .easeOut, .easeInOut])
func easingSlopesMatchDerivatives(curve: TimingCurve) {
    for fraction in stride(from: 0.05, through: 0.95, by: 0.05) {
        let numeric = derivative(at: fraction, step: 1e-5) { curve.value(at: $0) }
        #expect(isClose(curve.slope(at: fraction), numeric, within: 1e-4), "at \(fraction)")
    }
    #expect(isClose(TimingCurve.easeIn.slope(at: 0), 0, within: 1e-9))
    #expect(isClose(TimingCurve.easeOut.slope(at: 1), 0, within: 1e-9))
}

@Test("Eased animations land exactly on time")
func easedAnimationsLandOnTime() {
    var animator = Animator(0.0)
    animator.animate(to: 100, with: .easeOut(duration: 0.2), at: 1)
    #expect(isClose(animator.value(at: 1.1), 100 * TimingCurve.easeOut.value(at: 0.5), within: 1e-9))
    #expect(isClose(animator.velocity(at: 1.1), 100 * TimingCurve.easeOut.slope(at: 0.5) / 0.2, within: 1e-9))
    #expect(animator.isAnimating(at: 1.19))
    #expect(!animator.isAnimating(at: 1.2))
    #expect(animator.value(at: 1.2) == 100)
    #expect(Animation.easeInOut().kind == .timingCurve(.easeInOut, duration: 0.35), "SwiftUI's default length")
}
