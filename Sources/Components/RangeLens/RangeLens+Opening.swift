// A kiosk's idle reset: the lens lets go of whatever the visitor left it holding and glides back to
// the window a screen would open on for the data as it is now, so a stream that grew meanwhile
// opens on its latest weeks rather than on the weeks the screen first showed.

extension RangeLens {
    public func returnToOpening(at time: Double) {
        lastTime = max(lastTime, time)
        hoverPoint = nil
        pinchStart = nil
        wheelCarry = nil
        previous = nil
        if grab != nil {
            // Not `release(velocity:time:)`: that lands where the finger was and ticks as it lands.
            grab = nil
            blendUntil = -Double.infinity
            lastBucket = nil
            atLimit = false
            motion.release(at: time)
        }
        guard !model.isEmpty else { return }
        let opening = openingWindow.map { model.span(for: $0) } ?? model.openingSpan
        // On the morph role, as a window set from outside or Show all moves it, and silently.
        go(to: opening, with: motion.language.morph, tick: nil, at: time)
    }
}
