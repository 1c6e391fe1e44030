import Geometry
import Testing
import Typeset
@testable import Components

/// The scrub chart in a right-to-left interface: the readout and the picker mirror, the plot's
/// time axis does not.
@Suite("Scrub chart right to left")
struct ScrubChartRightToLeftTests {
    @Test("Right to left the readout hangs from the card's right: the figure ends there, the chip sits to its left with its arrow rightmost")
    func readoutMirrors() throws {
        let chart = try ScrubChartReadoutHarness(theme: Theme(rightToLeft: true))
        let drawing = chart.readout(at: 2)
        let content = chart.layout.content
        let chip = try #require(drawing.chip)
        let amount = try #require(chip.amount), percent = try #require(chip.percent)
        let arrow = try #require(chip.arrows.first).box
        #expect(abs(drawing.numeral.maxX - content.maxX) < 1e-6)
        #expect(chip.capsule.maxX <= drawing.numeral.minX - ScrubChartChipPlacement.gap + 1e-6)
        #expect(chip.capsule.isWithin(columnsOf: content))
        #expect(percent.maxX < amount.minX && amount.maxX < arrow.minX)
    }

    @Test("Right to left the range picker runs from the right, while the plot's first point stays at its left")
    func pickerMirrorsButTimeDoesNot() throws {
        let chart = try ScrubChartReadoutHarness(theme: Theme(rightToLeft: true))
        let segments = try #require(chart.piece.picker).restingRects
        #expect(segments.count == 4)
        #expect(zip(segments, segments.dropFirst()).allSatisfy { $0.minX > $1.maxX })
        #expect(abs(segments[0].maxX - chart.layout.content.maxX) < 1e-6)
        #expect(chart.piece.index(atX: chart.plot.minX) == 0)
        #expect(chart.piece.index(atX: chart.plot.maxX) == chart.piece.model.points.count - 1)
    }

    @Test("Right to left a signed figure still reads sign first, left to right")
    func figuresKeepTheirOrder() throws {
        let engine = try TextEngine()
        var text = engine.typesetter(TextSettings(direction: .rightToLeft))
        let style = TextStyle(size: 13)
        #expect(text.layout("+$4.60", style: style).direction == .rightToLeft, "without the mark the sign would go last")
        #expect(text.layout(text.inFigureOrder([TextSpan("+$4.60")]), style: style).direction == .leftToRight)
        #expect(abs(text.layout(text.inFigureOrder([TextSpan("+$4.60")]), style: style).width - text.measure("+$4.60", style: style)) < 1e-9)
        text = engine.typesetter(.standard)
        #expect(text.inFigureOrder([TextSpan("+$4.60")]) == [TextSpan("+$4.60")])
    }
}
