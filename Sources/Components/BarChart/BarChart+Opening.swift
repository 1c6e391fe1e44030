// A kiosk's idle reset for the bar chart: the readout the visitor called up goes away. Input never
// changes the bars themselves, and the data (a file, a stream's latest rows, the demo's week on its
// own clock) is not the visitor's, so the bars stay as they are.

extension BarChart {
    public func returnToOpening(at time: Double) {
        lastTime = max(lastTime, time)
        // At once, as Escape puts it away: the readout only ever slides between bars.
        if selected != nil { deselect() }
    }
}
