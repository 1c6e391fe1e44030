// A kiosk's idle reset for one picker: the strip spins back to the value it opened on and lands on
// the glide, the spring a flick lands on, so the reset reads as the wheel's own motion.

extension WheelPicker {
    func returnToOpening(at time: Double) {
        lastTime = max(lastTime, time)
        // A finger left on the strip lets go here, so its cancel that follows lands nothing of its own.
        dragStart = nil
        // Silent: a tick is the feel of a value passing under the visitor's finger.
        land(on: openingIndex, with: glide, at: time, tick: false)
    }
}
