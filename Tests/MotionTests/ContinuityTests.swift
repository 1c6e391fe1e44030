import Testing
import Motion

/// Every kind of change a piece makes, Reduce Motion or not.
private let changes: [Animation] = Role.allCases.flatMap { role in
    [role.animation(reduceMotion: false), role.animation(reduceMotion: true)]
} + [.interpolatingSpring(.elastic, initialVelocity: 4), .linear(duration: 0.1), .spring(.calm).delay(0.05)]

@Test("Random chains of retargets never jump in value or velocity")
func randomRetargetsNeverJump() {
    for seed in UInt64(0)..<200 {
        var random = SeededGenerator(seed: seed)
        var animator = Animator(0.0)
        var time = 0.0
        for _ in 0..<6 {
            time += Double.random(in: 0.005...0.3, using: &random)
            let animation = changes.randomElement(using: &random)!
            let target = Double.random(in: -500...500, using: &random)
            let before = animator
            animator.animate(to: target, with: animation, at: time)
            let valueStep = abs(animator.value(at: time) - before.value(at: time))
            #expect(valueStep < 1e-9, "seed \(seed): value jumped by \(valueStep)")
            if case .interpolatingSpring(_, let initialVelocity) = animation.kind, initialVelocity != 0 {
                continue  // a hand-off adds the velocity it was given, on purpose
            }
            if case .timingCurve(let curve, _) = animation.kind, curve != .easeIn, curve != .easeInOut,
               animation.delay == 0 {
                continue  // ease-out and linear start at full speed by design
            }
            let velocityStep = abs(animator.velocity(at: time) - before.velocity(at: time))
            #expect(velocityStep < 1e-6 * max(1, abs(before.velocity(at: time))),
                    "seed \(seed): velocity jumped by \(velocityStep) with \(animation)")
        }
        #expect(animator.value(at: animator.restTime) == animator.target, "seed \(seed)")
    }
}

@Test("A delayed spring picks up the motion it interrupts without a jump")
func delayedSpringPicksUpWithoutJump() {
    var animator = Animator(0.0)
    animator.animate(to: 100, with: .easeInOut(duration: 0.5), at: 0)
    animator.animate(to: -100, with: .spring(.elastic).delay(0.2), at: 0.1)
    let start = 0.3
    #expect(isClose(animator.value(at: start - 1e-9), animator.value(at: start + 1e-9), within: 1e-5))
    #expect(isClose(animator.velocity(at: start - 1e-9), animator.velocity(at: start + 1e-9), within: 1e-2))
}

@Test("After its rest time a spring really is within tolerance", arguments: [0.6, 0.25, 0, -0.5])
func restTimeIsSafe(bounce: Double) {
    let solution = Spring(duration: 0.3, bounce: bounce).solution
    let rest = solution.restTime(offset: 200, speed: 3000, offsetTolerance: 0.01, speedTolerance: 0.1)
    #expect(rest > 0.1 && rest < 5, "rest \(rest)")
    for sample in 0...4000 {
        let time = rest + Double(sample) * 0.0005
        let c = solution.coefficients(at: time)
        #expect(abs(200 * c.offsetFromOffset + 3000 * c.offsetFromVelocity) <= 0.01)
        #expect(abs(200 * c.velocityFromOffset + 3000 * c.velocityFromVelocity) <= 0.1)
    }
    // And not wildly late: it rests within a couple of decay time-constants of the last moment
    // the motion really was outside the tolerances.
    var lastOutside = 0.0
    for sample in 0...Int(rest / 0.0005) {
        let time = Double(sample) * 0.0005
        let c = solution.coefficients(at: time)
        if abs(200 * c.offsetFromOffset + 3000 * c.offsetFromVelocity) > 0.01
            || abs(200 * c.velocityFromOffset + 3000 * c.velocityFromVelocity) > 0.1 {
            lastOutside = time
        }
    }
    #expect(rest - lastOutside < 2.5 / solution.decayRate, "rest \(rest), last outside \(lastOutside)")
}
