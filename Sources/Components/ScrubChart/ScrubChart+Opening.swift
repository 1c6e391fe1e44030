// A kiosk's idle reset: the chart lets go of whatever the visitor left it holding and goes back
// to the range it opened on. The data stays: a live stream's points are not the visitor's.

extension ScrubChart {
    public func returnToOpening(at time: Double) {
        lastTime = max(lastTime, time)
        // A hovering mouse or a finger left on the plot would otherwise keep the point it shows.
        followsHover = false
        if pickerPressStarted {
            pickerPressStarted = false
            picker?.endPress(at: time)
        }
        // The look switches at once, as B switches it; the range then bends the line on its own spring.
        setMode(openingMode, at: time)
        // A range no longer offered falls back to All, as new data does when it drops the shown one.
        let opening = model.series.firstIndex { $0.label == openingRange } ?? max(model.series.count - 1, 0)
        if opening != model.rangeIndex {
            // A new range ends any scrub or pin itself, with the picker's and the readout's motion.
            pickRange(opening, at: time, haptic: false)
        } else {
            setSelection(.idle, at: time, haptic: false)
        }
    }
}
