import Testing
@testable import Motion

@Suite("Playback clock")
struct PlaybackClockTests {
    @Test("At real speed local time is real time")
    func realSpeed() {
        let clock = PlaybackClock()
        #expect(clock.local(at: 3.5) == 3.5)
    }

    @Test("Slowed, local time runs at the speed from the change on, with no jump at the change")
    func slowedFromTheChange() {
        var clock = PlaybackClock()
        clock.setSpeed(0.25, at: 2)
        #expect(clock.local(at: 2) == 2)
        #expect(clock.local(at: 6) == 3)
        clock.setSpeed(1, at: 6)
        #expect(clock.local(at: 6) == 3)
        #expect(clock.local(at: 7) == 4)
    }

    @Test("A rate measured in real time is faster in slowed local time, so a flick leaves as it was thrown")
    func ratesScale() {
        var clock = PlaybackClock()
        clock.setSpeed(0.1, at: 0)
        #expect(abs(clock.localRate(2) - 20) < 1e-9)
    }

    @Test("The speeds on offer are real time, a half, a quarter and a tenth; none stops time")
    func speeds() {
        #expect(PlaybackClock.speeds == [1, 0.5, 0.25, 0.1])
        var clock = PlaybackClock()
        clock.setSpeed(0, at: 0)
        #expect(clock.speed > 0)
    }
}
