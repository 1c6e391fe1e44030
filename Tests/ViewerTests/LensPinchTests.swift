import Testing

/// Two fingers on the strip or the detail zoom the window about the point between them.
@Suite("Lens pinch")
struct LensPinchTests {
    static let middle = LensInputTests.middle

    /// Two touches that land `spread` apart about `center` and end `to` apart, in 8 moves.
    func pinch(center: (Double, Double), spread: Double, to: Double) -> [String] {
        func finger(_ type: String, _ id: Int, _ x: Double, at time: Double) -> String {
            #"{"t":\#(time),"type":"\#(type)","x":\#(x),"y":\#(center.1),"device":"touch","id":\#(id)}"#
        }
        var lines = [finger("down", 1, center.0 - spread / 2, at: 0), finger("down", 2, center.0 + spread / 2, at: 10)]
        for step in 1...8 {
            let half = (spread + (to - spread) * Double(step) / 8) / 2
            let time = 10 + Double(step) * 16
            lines.append(finger("move", 1, center.0 - half, at: time))
            lines.append(finger("move", 2, center.0 + half, at: time + 1))
        }
        let half = to / 2
        lines.append(finger("up", 1, center.0 - half, at: 300))
        lines.append(finger("up", 2, center.0 + half, at: 301))
        return lines
    }

    @Test("Spreading two fingers on the detail narrows the window about them, and it lands on whole samples")
    func spreadNarrows() throws {
        let rest = try LensInputTests.state(Self.middle)
        let plot = try rest.plot
        let after = try LensInputTests.state(Self.middle, pinch(center: (plot.midX, plot.midY), spread: 100, to: 300))
        let width = try #require(after.width)
        #expect(width >= 13 && width <= 15, "42 samples pinched 3× are 14, got \(width)")
        #expect(after.spanStart == after.spanStart.rounded() && after.spanEnd == after.spanEnd.rounded())
        // About the middle: the window's centre stays within a sample of where it was.
        let before = Double((rest.first ?? 0) + (rest.last ?? 0)) / 2, now = Double((after.first ?? 0) + (after.last ?? 0)) / 2
        #expect(abs(before - now) <= 1.5, "centre moved from \(before) to \(now)")
    }

    @Test("Pinching two fingers together on the strip widens the window, never past the whole series")
    func pinchWidens() throws {
        let rest = try LensInputTests.state(Self.middle)
        let strip = try rest.strip
        let after = try LensInputTests.state(Self.middle, pinch(center: (strip.midX, strip.midY), spread: 400, to: 40))
        let width = try #require(after.width)
        #expect(width > 42 * 5 && width <= rest.count, "pinched to a tenth: got \(width) of \(rest.count)")
    }
}
