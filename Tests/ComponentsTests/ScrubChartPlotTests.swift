import Foundation
import Geometry
import Raster
import Testing
import Typeset
@testable import Components

/// Where the scrub chart's plot puts its marks, read from the pixels of a drawn card.
@Suite("Scrub chart plot")
struct ScrubChartPlotTests {
    /// The piece over `model` on a 640 × 412 canvas, drawn 2 s in, once everything has landed.
    static func drawn(_ model: ScrubChartModel) throws -> (canvas: Canvas, plot: Rect) {
        let text = try TextEngine().typesetter(.standard)
        let theme = Theme()
        var canvas = Canvas(width: 640, height: 412)
        canvas.clear(theme.ground)
        let piece = ScrubChart(model: model, theme: theme)
        piece.layout(in: Rect(16, 16, 608, 380), theme: theme, text: text)
        piece.draw(into: &canvas, at: 2, text: text)
        return (canvas, try #require(piece.layout?.plot))
    }

    /// The columns where the accent (the butter dot) shows.
    static func accentColumns(in canvas: Canvas) -> [Int] {
        let accent = ScrubChartStyle(theme: Theme()).accent
        var columns: Set<Int> = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let c = canvas.color(x: x, y: y)
                if abs(c.red - accent.red) < 0.02, abs(c.green - accent.green) < 0.02, abs(c.blue - accent.blue) < 0.02 {
                    columns.insert(x)
                }
            }
        }
        return columns.sorted()
    }

    @Test("A single-point series puts its latest dot at the plot's leading edge, where its time lies")
    func singlePointDotLeads() throws {
        let point = ChartPoint(date: Date(timeIntervalSince1970: 1_709_251_200), value: 42.5)
        let (canvas, plot) = try Self.drawn(ScrubChartModel(series: [ChartSeries(label: "All", points: [point])]))
        let columns = Self.accentColumns(in: canvas)
        try #require(!columns.isEmpty, "the dot is drawn")
        // The dot is 16 points across, centred on the edge.
        #expect(columns.allSatisfy { abs(Double($0) - plot.minX) <= 8 }, "columns \(columns.first!)…\(columns.last!), plot from \(plot.minX)")
    }
}

extension ScrubChartPlotTests {
    /// The first and last columns where the axis labels' ink shows, on the rows under the plot.
    static func axisInk(in canvas: Canvas, plot: Rect) -> ClosedRange<Int>? {
        let columns = (0..<canvas.width).filter { x in
            (Int(plot.maxY) + 4..<Int(plot.maxY) + 24).contains { canvas.color(x: x, y: $0).red < 0.7 }
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    @Test("In bars mode the axis labels start at the first bar's centre and end at the last one's")
    func barsAxisUnderTheBars() throws {
        var model = try ScrubExample.model()
        model.mode = .bars
        let (canvas, plot) = try Self.drawn(model)
        let ink = try #require(Self.axisInk(in: canvas, plot: plot))
        // 1W has 14 bars, each a fourteenth of the plot wide.
        let slot = plot.width / Double(model.points.count)
        #expect(abs(Double(ink.lowerBound) - (plot.minX + slot / 2)) < 2, "labels start at \(ink.lowerBound)")
        #expect(abs(Double(ink.upperBound + 1) - (plot.maxX - slot / 2)) < 2, "labels end at \(ink.upperBound + 1)")
    }
}
