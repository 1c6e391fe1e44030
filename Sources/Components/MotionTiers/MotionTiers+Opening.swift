// A kiosk's idle reset for the tiers demo: the Reduce Motion switch slides back to how the screen
// opened, compare mode closes, the custom lane's wheels spin back to the spring it opened on, and
// every puck the visitor fired or threw springs home to the leading end on its lane's
// spring, as a fire would send it. A running loop eases to rest; the other tiles finish what they
// play on their own clocks, and the counts of fires and plays stay: like ticks, they are a record
// of what happened.

extension MotionTiers {
    public func returnToOpening(at realTime: Double) {
        // An idle reset also plays the screen at real time again.
        setSpeed(1, atReal: realTime)
        setComparing(false, atReal: realTime)
        // The wheels first: the custom puck goes home on the spring it opened on.
        for wheel in wheels { wheel.returnToOpening(at: realTime) }
        let time = clock.local(at: realTime)
        // The switch first, so the pucks go home on the springs the opening plays.
        setReduceMotion(openingReduceMotion, at: time)
        // Every puck is on its way home, as at the opening: the sentence reads the pucks at rest.
        lastAction = nil
        motion.stopLoops(at: time)
        for index in motion.lanes.indices {
            motion.lanes[index].returnHome(on: model.spring(ofLane: index), at: time)
        }
    }
}
