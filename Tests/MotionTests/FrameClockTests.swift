import Testing
import Motion

@Test("The frame clock only moves forward")
func frameClockOnlyMovesForward() {
    var clock = FrameClock(start: 1)
    clock.advance(to: 1.5)
    clock.advance(to: 1.2)
    clock.advance(by: -3)
    #expect(clock.now == 1.5)
    #expect(clock.frameCount == 1)
    clock.advance(by: 0.25)
    #expect(clock.now == 1.75)
}

@Test("The frame clock asks for frames only while something moves")
func frameClockAsksForFramesWhileMoving() {
    var clock = FrameClock()
    var fade = Animator(0.0)
    fade.animate(to: 1, with: .easeOut(duration: 0.2), at: clock.now)
    #expect(clock.needsFrame(for: [fade]))
    #expect(clock.restTime(of: [fade]) == 0.2)
    clock.advance(to: 0.2)
    #expect(!clock.needsFrame(for: [fade]))
    #expect(clock.restTime(of: [fade]) == nil)
}

@Test("Duration times give the same motion as seconds")
func durationTimesMatchSeconds() {
    var seconds = Animator(0.0)
    var duration = Animator(0.0)
    seconds.animate(to: 10, with: .spring(.responsive), at: 0.5)
    duration.animate(to: 10, with: .spring(.responsive), at: .milliseconds(500))
    #expect(seconds.value(at: 0.62) == duration.value(at: .milliseconds(620)))
    #expect(duration.isAnimating(at: .milliseconds(600)))
}
