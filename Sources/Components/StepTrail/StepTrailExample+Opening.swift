// A kiosk's idle reset for the trail screen: every trail back on its opening step, the buttons let
// go, and keys going to the checkout again, as when the screen opened.

extension StepTrailExample {
    public func returnToOpening(at time: Double) {
        for button in [back, next] { button.letGo(at: time) }
        for trail in trails { trail.returnToOpening(at: time) }
        active = checkout
    }
}
