import Components
import Geometry
import JSONText
import Raster
import Testing
import Typeset

/// Where the scrub chart's parts go, and what it reports in a state dump.
@Suite("Scrub chart layout and state")
struct ScrubChartLayoutTests {
    static func layout(_ model: ScrubChartModel, width: Double, text: Typesetter) -> ScrubChartLayout {
        ScrubChartLayout(model: model, style: ScrubChartStyle(theme: Theme()), frame: Rect(0, 0, width, 380), text: text)
    }

    @Test("On a phone-width card the example's chip sits beside the figure; on a narrow one, under it")
    func placementByWidth() throws {
        let text = try TextEngine().typesetter(.standard)
        #expect(Self.layout(try ScrubExample.model(), width: 358, text: text).placement == .beside)
        let narrow = Self.layout(try ScrubExample.model(), width: 230, text: text)
        #expect(narrow.placement == .under)
        #expect(narrow.chipOrigin.y > narrow.numeralOrigin.y)
    }

    @Test("The chip's placement is the same for every range and selection of one dataset")
    func placementIsStable() throws {
        let text = try TextEngine().typesetter(.standard)
        // Find the width where the decision flips, then check every state on either side of it.
        var width = 200.0
        while Self.layout(try ScrubExample.model(), width: width, text: text).placement == .under { width += 2 }
        for card in [width - 2, width] {
            let expected = Self.layout(try ScrubExample.model(), width: card, text: text).placement
            for range in 0..<4 {
                for selection in [ScrubChartSelection.idle, .scrubbing(3), .range(anchor: 1, end: 9)] {
                    var model = try ScrubExample.model()
                    model.rangeIndex = range
                    model.selection = selection
                    #expect(Self.layout(model, width: card, text: text).placement == expected)
                }
            }
        }
    }

    @Test("The plot fills the width inside the padding and maps the value domain −0.16…1.3 onto its height")
    func plotMapping() throws {
        let text = try TextEngine().typesetter(.standard)
        let layout = Self.layout(try ScrubExample.model(), width: 358, text: text)
        #expect(layout.plot.minX == 20)
        #expect(layout.plot.width == 318)
        #expect(layout.plot.height > 150)
        #expect(layout.axisBaseline < 380 - 20 + 0.001)
        let bottom = layout.point(x: 0, value: -0.16)
        let top = layout.point(x: 1, value: 1.3)
        #expect(abs(bottom.x - layout.plot.minX) < 1e-9 && abs(bottom.y - layout.plot.maxY) < 1e-9)
        #expect(abs(top.x - layout.plot.maxX) < 1e-9 && abs(top.y - layout.plot.minY) < 1e-9)
    }

    @Test("A chip is padded 10 each side around its arrow and figures, 4 apart")
    func chipWidth() throws {
        let text = try TextEngine().typesetter(.standard)
        let styles = ScrubChartTextStyles(style: ScrubChartStyle(theme: Theme()))
        let arrow = styles.arrowSize(text: text)
        let percent = text.measure("2.5%", style: styles.chip)
        let amount = text.measure("+$4.60", style: styles.chip)
        let full = ScrubChartLayout.chipWidth(amount: "+$4.60", percent: "2.5%", text: text, styles: styles)
        let held = ScrubChartLayout.chipWidth(amount: nil, percent: "2.5%", text: text, styles: styles)
        #expect(abs(full - (20 + arrow + 4 + amount + 4 + percent)) < 1e-9)
        #expect(abs(held - (20 + arrow + 4 + percent)) < 1e-9)
    }

    @Test("The state dump gives the series, selection, indices and the strings drawn")
    func stateDump() throws {
        var model = try ScrubExample.model()
        model.selection = .range(anchor: 5, end: 2)
        let state = JSONValue.object(model.stateFields)
        #expect(state["series"]?.string == "1W")
        #expect(state["rangeIndex"]?.number == 1)
        #expect(state["selection"]?.string == "range")
        #expect(state["index"]?.number == 2)
        #expect(state["from"]?.number == 2)
        #expect(state["to"]?.number == 5)
        #expect(state["meta"]?.string == model.metaLine)
        #expect(state["numeral"]?.string == model.numeral.text)
        #expect(state["chip"]?.string == model.deltaChip?.text)
        let rest = JSONValue.object(try ScrubExample.model().stateFields)
        #expect(rest["selection"]?.string == "idle")
        #expect(rest["index"] == .null)
        #expect(rest["meta"]?.string == "LATEST · 1W")
        #expect(rest["numeral"]?.string == "$187.00")
        #expect(rest["chip"]?.string == "↗ +$10.70 6.1%")
    }
}
