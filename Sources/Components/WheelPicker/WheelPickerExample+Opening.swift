// A kiosk's idle reset for the wheel screen: both pickers back on their opening values, and keys
// and the wheel going to the weight again, as when the screen opened.

extension WheelPickerExample {
    public func returnToOpening(at time: Double) {
        for picker in pickers { picker.returnToOpening(at: time) }
        active = weight
    }
}
