import Foundation
import Geometry
import Testing
@testable import Raster

/// Pictures of strokes: caps, joins, dashes, hairlines and chart lines.
@Suite struct StrokeGoldenTests {
    @Test func everyCapWithEveryJoin() {
        var canvas = GoldenImage.canvas(240, 240)
        let caps: [LineCap] = [.butt, .round, .square]
        let joins: [LineJoin] = [.miter, .round, .bevel]
        for (row, cap) in caps.enumerated() {
            for (column, join) in joins.enumerated() {
                var zigzag = Path()
                let x = 20 + Double(column) * 80, y = 20 + Double(row) * 80
                zigzag.move(to: Point(x, y + 40))
                zigzag.line(to: Point(x + 20, y + 5))
                zigzag.line(to: Point(x + 40, y + 40))
                zigzag.line(to: Point(x + 55, y + 20))
                canvas.stroke(zigzag, style: StrokeStyle(width: 8, cap: cap, join: join), with: .solid(Palette.ink))
            }
        }
        GoldenImage.check(canvas, named: "stroke-caps-joins")
    }

    @Test func dashPatternsWithPhase() {
        var canvas = GoldenImage.canvas(200, 60)
        canvas.strokeLine(from: Point(10, 15), to: Point(190, 15),
                          style: StrokeStyle(width: 1.5, dash: [2, 5]), with: .solid(Palette.secondary))
        canvas.strokeLine(from: Point(10, 30), to: Point(190, 30),
                          style: StrokeStyle(width: 1.5, dash: [3, 4], dashPhase: 2), with: .solid(Palette.secondary))
        canvas.strokeLine(from: Point(10, 45), to: Point(190, 45),
                          style: StrokeStyle(width: 3, cap: .round, dash: [0, 8]), with: .solid(Palette.accent))
        GoldenImage.check(canvas, named: "stroke-dashes")
    }

    @Test func chartLineSmoothWhenSparseAndThinnedWhenDense() {
        var canvas = GoldenImage.canvas(240, 120)
        let sparse = [Point(10, 50), Point(40, 20), Point(70, 45), Point(100, 15), Point(110, 50)]
        canvas.strokeChartLine(sparse, width: 2.5, with: .solid(Palette.accent))
        var dense: [Point] = []
        for i in 0..<5000 {
            let t = Double(i) / 4999
            dense.append(Point(120 + t * 110, 80 + 25 * sin(t * 12) + (i % 997 == 0 ? -30 : 0)))
        }
        canvas.strokeChartLine(dense, width: 1.5, with: .solid(Palette.ink))
        GoldenImage.check(canvas, named: "chart-line-sparse-dense")
    }
}
