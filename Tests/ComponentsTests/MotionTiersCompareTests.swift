import Geometry
import Gestures
import Motion
import Testing
import Typeset
@testable import Components

/// Compare mode: every curve on one plot, and the hover that reads them all.
@Suite("Motion tiers: compare")
struct MotionTiersCompareTests {
    static func lab() throws -> MotionTiers {
        let tiers = MotionTiers()
        tiers.layout(in: Rect(0, 0, 1232, 1000), theme: Theme(), text: try TextEngine().typesetter(.standard))
        return tiers
    }

    @Test("C turns compare mode on and off")
    func keyCToggles() throws {
        let tiers = try Self.lab()
        #expect(tiers.handleKey(KeyEvent(.character("c"), time: .milliseconds(10))))
        #expect(tiers.comparing)
        #expect(tiers.handleKey(KeyEvent(.character("C"), time: .milliseconds(20))))
        #expect(!tiers.comparing)
    }

    @Test("Clicking Compare on the toggle turns it on, and Lanes turns it off")
    func toggleSegmentsPick() throws {
        let tiers = try Self.lab()
        let router = GestureRouter()
        let segments = tiers.motion.comparePicker.rects(at: 0)
        for (segment, expected, time) in [(segments[1], true, 100), (segments[0], false, 400)] {
            let point = segment.center
            router.handle(.down(.mouse, at: point, time: .milliseconds(time)), candidates: tiers.recognizers(at: point))
            router.handle(.up(.mouse, at: point, time: .milliseconds(time + 80)))
            #expect(tiers.comparing == expected)
        }
    }

    @Test("Comparing, the one plot covers every lane's plot column and is wider than a lane's")
    func comparePlotCoversTheLanes() throws {
        let tiers = try Self.lab()
        let lanePlot = tiers.layout.lanes[0].plot
        tiers.setComparing(true, atReal: 0)
        let plot = tiers.layout.comparePlot
        #expect(plot.width > lanePlot.width)
        #expect(plot.minY == tiers.layout.lanes[0].plot.minY)
        #expect(plot.maxY == tiers.layout.lanes[MotionTiersModel.customLane].plot.maxY)
    }

    @Test("Hovering the plot reads the time under the pointer on the shared axis")
    func hoverReadsTheTime() throws {
        let tiers = try Self.lab()
        tiers.setComparing(true, atReal: 0)
        let plot = tiers.comparePlot
        let x = plot.area.minX + plot.area.width / 4
        tiers.handleHover(HoverEvent(at: Point(x, plot.area.midY), time: .milliseconds(50)))
        let time = try #require(tiers.hoverTime)
        #expect(abs(time - plot.span / 4) < 1e-9)
        // The shared axis is as long as the slowest curve.
        #expect(plot.span == tiers.curves.map(\.span).max())
    }

    @Test("Leaving the plot, or hovering in lanes mode, shows no rule")
    func hoverOutsideClears() throws {
        let tiers = try Self.lab()
        tiers.handleHover(HoverEvent(at: tiers.layout.lanes[0].plot.center, time: .milliseconds(10)))
        #expect(tiers.hoverTime == nil)
        tiers.setComparing(true, atReal: 0)
        tiers.handleHover(HoverEvent(at: tiers.layout.comparePlot.center, time: .milliseconds(20)))
        #expect(tiers.hoverTime != nil)
        tiers.handleHover(HoverEvent(at: Point(5, 5), time: .milliseconds(30)))
        #expect(tiers.hoverTime == nil)
    }

    @Test("An idle reset leaves compare mode")
    func idleResetLeavesCompare() throws {
        let tiers = try Self.lab()
        tiers.setComparing(true, atReal: 0)
        tiers.returnToOpening(at: 10)
        #expect(!tiers.comparing)
    }
}
