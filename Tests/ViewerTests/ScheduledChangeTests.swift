import Components
import Geometry
import Testing
import Typeset
@testable import Viewer

/// A piece's scheduled change (the bar chart demo's switch of weeks) wakes a frame loop that
/// sleeps while nothing animates.
@Suite("Scheduled changes")
struct ScheduledChangeTests {
    @Test("Between the demo's switches the session rests, names the next switch as its deadline, and needs a frame once it falls due")
    func demoSwitchWakesTheLoop() throws {
        let screen = try ScreenRegistry.standard.makeScreen(named: "bars", context: try exampleContext())
        let session = ViewerSession(screen: screen, size: Size(width: 800, height: 600), theme: Theme(), text: try TextEngine())
        session.advance(to: 2.45)
        session.needsRedraw = false
        #expect(!session.isAnimating(at: 2.45))
        let deadline = try #require(session.nextDeadline)
        #expect(abs(deadline - 2.6) < 1e-9)
        session.advance(to: 2.62)
        #expect(session.needsRedraw)
        #expect(session.isAnimating(at: 2.62))
    }
}
