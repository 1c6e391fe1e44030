import Testing
import Motion

@Test("Rubber band starts at slope 0.55, keeps the sign and never reaches its limit")
func rubberBandResists() {
    #expect(rubberBand(0, limit: 60) == 0)
    #expect(isClose(rubberBand(0.001, limit: 60) / 0.001, 0.55, within: 1e-4))
    #expect(isClose(rubberBand(100, limit: 60), 60 * 55 / (60 + 55), within: 1e-12))
    #expect(isClose(rubberBand(-100, limit: 60), -rubberBand(100, limit: 60), within: 1e-12))
    #expect(rubberBand(1_000_000, limit: 60) < 60)
    #expect(rubberBand(1_000_000, limit: 60) > 59.9)
    #expect(rubberBand(50, limit: 0) == 0)
    var previous = 0.0
    for pull in stride(from: 1.0, through: 500, by: 1) {
        let banded = rubberBand(pull, limit: 40)
        #expect(banded > previous && banded < pull)
        previous = banded
    }
}

@Test("Rubber band over a range passes the inside through and bands each end")
func rubberBandOverRange() {
    #expect(rubberBand(30, in: 0...100, limit: 40) == 30)
    #expect(rubberBand(100, in: 0...100, limit: 40) == 100)
    #expect(isClose(rubberBand(150, in: 0...100, limit: 40), 100 + rubberBand(50, limit: 40), within: 1e-12))
    #expect(isClose(rubberBand(-20, in: 0...100, limit: 40), rubberBand(-20, limit: 40), within: 1e-12))
    #expect(rubberBand(-20, in: 0...100, limit: 40) > -20)
}

@Test("Unbanding recovers the pull")
func unbandingRecoversPull() {
    for pull in [-300.0, -12, 0.5, 45, 800] {
        #expect(isClose(unbandedOvershoot(rubberBand(pull, limit: 80), limit: 80), pull, within: 1e-9 * max(1, abs(pull))))
    }
    #expect(unbandedOvershoot(80, limit: 80) == .infinity)
}

@Test("Projection coasts (v/1000)·r/(1 − r)")
func projectionCoasts() {
    #expect(isClose(project(velocity: 1000), 99, within: 1e-9))
    #expect(isClose(project(velocity: 1000, rate: DecelerationRate.normal), 499, within: 1e-9))
    #expect(isClose(project(200, velocity: -500), 200 - 49.5, within: 1e-9))
    #expect(project(velocity: 1000, rate: 1) == 0)
}

@Test("Nearest picks the closest candidate")
func nearestPicksClosest() {
    #expect(nearest(47, in: [0, 40, 80, 120]) == 40)
    #expect(nearest(61, in: [0, 40, 80, 120]) == 80)
    #expect(nearest(60, in: [0, 40, 80, 120]) == 40, "a tie goes to the first")
    #expect(nearest(7, in: []) == 7)
    // A flick lands on the detent it was heading for.
    #expect(nearest(project(100, velocity: 900), in: stride(from: 0.0, through: 400, by: 80)) == 160)
}
