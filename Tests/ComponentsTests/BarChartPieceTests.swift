@testable import Components
import Geometry
import Raster
import Testing
import Typeset

/// The bar chart as a piece: when it asks to be drawn and what it asks to redraw.
@Suite("Bar chart piece")
struct BarChartPieceTests {
    static func laidOut(_ theme: Theme = Theme()) throws -> (BarChart, Typesetter) {
        let chart = BarChart(model: BarChartModel(labels: ["a", "b", "c"], values: [3, 1, 2]), heading: "Values", theme: theme)
        let text = try TextEngine().typesetter(theme.textSettings)
        chart.layout(in: Rect(24, 24, 600, 400), theme: theme, text: text)
        return (chart, text)
    }

    @Test("A growing chart redraws only inside its own frame, and a still one nothing")
    func damage() throws {
        let (chart, text) = try Self.laidOut()
        var canvas = Canvas(width: 648, height: 448)
        #expect(chart.damage(at: 0) == nil, "nothing drawn yet")
        chart.draw(into: &canvas, at: 0.2, text: text)
        let growing = try #require(chart.damage(at: 0.216))
        #expect(!growing.isEmpty)
        #expect(growing.allSatisfy { chart.frame.union($0) == chart.frame })
        chart.draw(into: &canvas, at: 5, text: text)
        #expect(chart.damage(at: 5.5) == [])
        #expect(!chart.isAnimating(at: 5))
    }

    @Test("Between the demo's switches it rests and names its next switch; under Reduce Motion nothing is scheduled")
    func demoSchedulesItsSwitches() {
        let demo = BarChart(context: PieceContext())
        #expect(demo.isAnimating(at: 40.05))
        #expect(!demo.isAnimating(at: 41.4))
        #expect(abs((demo.nextChange(after: 41.4) ?? 0) - 41.6) < 1e-9)
        #expect(abs((demo.nextChange(after: 0) ?? 0) - 2.6) < 1e-9)
        let still = BarChart(context: PieceContext(theme: Theme(reduceMotion: true)))
        #expect(!still.isAnimating(at: 0))
        #expect(still.nextChange(after: 0) == nil)
        #expect(still.title == "This week")
    }

    @Test("As a gallery card the demo grows once, stays on this week and comes to rest")
    func galleryCardRests() {
        var context = PieceContext()
        context.inGallery = true
        let card = BarChart(context: context)
        #expect(card.isAnimating(at: 1))
        #expect(!card.isAnimating(at: 3))
        #expect(card.nextChange(after: 3) == nil)
        #expect(card.title == "This week")
    }
}
