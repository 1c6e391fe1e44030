// A kiosk's idle reset for one trail: the puck travels back to the step the trail opened on, as a
// Back or Continue button moves it, so the next visitor starts the flow where the screen did.

extension StepTrail {
    func returnToOpening(at time: Double) {
        lastTime = max(lastTime, time)
        releasePress(at: time)
        // A drag the visitor left mid-way ends as a cancelled one does: it writes nothing, and so
        // tells the app of no step.
        endScrub(velocity: 0, time: time, cancelled: true)
        // Steps the visitor reached are theirs: the next one may not jump forward to them.
        setReached(openingReached)
        // The app's own path, silent: the visitor did not choose this step.
        setSelection(openingSelection, at: time)
    }
}
