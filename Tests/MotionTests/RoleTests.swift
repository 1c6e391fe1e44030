import Geometry
import Testing
import Motion

@Test("Every role uses the seeds' spring")
func rolesUseTheSeedsSprings() {
    let motion = MotionLanguage()
    #expect(motion.press == .spring(.tight))
    #expect(motion.release == .spring(.elastic))
    #expect(motion.settle == .spring(.elastic))
    #expect(motion.snap == .spring(.responsive))
    #expect(motion.value == .spring(duration: 0.35, bounce: 0))
    #expect(motion.rebound == .spring(.elastic))
    #expect(motion.morph == .spring(duration: 0.4, bounce: 0.2))
    #expect(motion.reveal == .spring(.calm))
    #expect(motion.dismiss == .spring(duration: 0.3, bounce: 0.08))
    #expect(motion.success == .spring(.expressive))
    #expect(motion.error == .spring(.responsive))
    #expect(motion.ambient == .spring(.calm))
    #expect(motion.allowsAmbient)
    #expect(motion.liquidSplit == .spring(duration: 0.62, bounce: 0.22))
    #expect(motion.liquidHome == .spring(duration: 0.5, bounce: 0))
}

@Test("Every role has the seeds' Reduce Motion substitute")
func rolesHaveTheSeedsReduceMotionSubstitutes() {
    let motion = MotionLanguage(reduceMotion: true)
    let still = Animation.spring(duration: 0.25, bounce: 0)
    #expect(motion.press == .spring(.tight), "a press stays: it is small and under the finger")
    for role in [Role.release, .settle, .snap, .value, .rebound, .morph] {
        #expect(motion.animation(for: role) == still, "\(role)")
    }
    #expect(motion.reveal == .easeOut(duration: 0.2))
    #expect(motion.dismiss == .easeIn(duration: 0.18))
    #expect(motion.success == .easeOut(duration: 0.24))
    #expect(motion.error == .easeOut(duration: 0.2))
    #expect(motion.ambient == .easeInOut(duration: 0.3))
    #expect(!motion.allowsAmbient)
    #expect(motion.liquidSplit == .easeOut(duration: 0.2))
    #expect(motion.liquidHome == .easeIn(duration: 0.18))
}

@Test("Under Reduce Motion no role overshoots")
func reducedRolesNeverOvershoot() {
    let motion = MotionLanguage(reduceMotion: true)
    for role in Role.allCases {
        var animator = Animator(0.0)
        animator.animate(to: 1, with: motion.animation(for: role), at: 0)
        for sample in 0...1500 {
            #expect(animator.value(at: Double(sample) * 0.001) <= 1 + 1e-12, "\(role)")
        }
    }
}

@Test("Follow-through loosens each rank and stops at the sixth")
func followLoosensEachRank() {
    let motion = MotionLanguage()
    #expect(motion.follow(rank: 0) == .spring(.elastic))
    #expect(motion.follow(rank: 2) == .spring(duration: 0.42 + 0.08, bounce: 0.38 + 0.04))
    #expect(motion.follow(rank: 9) == motion.follow(rank: 6))
    #expect(motion.follow(rank: -3) == motion.follow(rank: 0))
    #expect(motion.follow(.expressive, rank: 6) == .spring(duration: 0.48 + 0.24, bounce: 0.55),
            "bounce is capped at 0.55")
    #expect(MotionLanguage(reduceMotion: true).follow(rank: 4) == .spring(duration: 0.25, bounce: 0))
}

@Test("Cascade waits 30 ms per place up to the seventh")
func cascadeWaitsPerPlace() {
    let motion = MotionLanguage()
    #expect(motion.cascade(motion.reveal, index: 0) == motion.reveal)
    #expect(isClose(motion.cascade(motion.reveal, index: 3).delay, 0.09, within: 1e-12))
    #expect(isClose(motion.cascade(motion.reveal, index: 20).delay, 0.21, within: 1e-12))
    #expect(isClose(motion.cascade(motion.reveal, index: 2, step: 0.05).delay, 0.1, within: 1e-12))
    let reduced = MotionLanguage(reduceMotion: true)
    #expect(reduced.cascade(reduced.reveal, index: 5) == reduced.reveal)
}

@Test("A press sinks about its depth per edge, within 0.92 and 0.985")
func pressSinksByDepth() {
    #expect(isClose(MotionLanguage.pressScale(for: Size(width: 44, height: 44)), 0.92, within: 1e-12))
    #expect(isClose(MotionLanguage.pressScale(for: Size(width: 100, height: 100)), 0.95, within: 1e-12))
    #expect(MotionLanguage.pressScale(for: Size(width: 600, height: 400)) == 0.985)
    let anchor = MotionLanguage.pressAnchor(
        touch: Point(x: 100, y: 0), in: Size(width: 100, height: 50))
    #expect(isClose(anchor.x, 0.8, within: 1e-12))
    #expect(isClose(anchor.y, 0.2, within: 1e-12))
    #expect(MotionLanguage.pressAnchor(touch: nil, in: Size(width: 1, height: 1)) == Point(x: 0.5, y: 0.5))
}
