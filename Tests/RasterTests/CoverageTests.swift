import Foundation
import Geometry
import Testing
@testable import Raster

/// Coverage must be the analytic area of the shape, not a stair-step.
@Suite struct CoverageTests {
    /// Alpha of a pixel after drawing opaque black on a transparent canvas.
    func alpha(_ canvas: Canvas, _ x: Int, _ y: Int) -> Double {
        Double(canvas.pixel(x: x, y: y) >> 24) / 255
    }

    func totalCoverage(_ canvas: Canvas) -> Double {
        canvas.pixels.reduce(0) { $0 + Double($1 >> 24) } / 255
    }

    @Test func fractionalRectangleEdgesCarryTheirExactArea() {
        var canvas = Canvas(width: 20, height: 10)
        canvas.fillRect(Rect(2.25, 1.5, 5.5, 3.75), with: .solid(.black))
        #expect(abs(alpha(canvas, 2, 2) - 0.75) < 0.5 / 255)
        #expect(abs(alpha(canvas, 7, 2) - 0.75) < 0.5 / 255)
        #expect(abs(alpha(canvas, 4, 1) - 0.5) < 0.5 / 255)
        #expect(abs(alpha(canvas, 4, 5) - 0.25) < 0.5 / 255)
        #expect(abs(alpha(canvas, 2, 1) - 0.375) < 1 / 255)
        #expect(alpha(canvas, 4, 3) == 1)
        #expect(alpha(canvas, 8, 3) == 0)
    }

    @Test func circleCoverageAddsUpToItsArea() {
        for radius in [3.3, 10.0, 41.7] {
            var canvas = Canvas(width: 100, height: 100)
            canvas.fillCircle(center: Point(50.3, 49.6), radius: radius, with: .solid(.black))
            let area = Double.pi * radius * radius
            #expect(abs(totalCoverage(canvas) - area) < max(0.005 * area, 0.3), "radius \(radius)")
        }
    }

    @Test func pathCoverageAddsUpToThePolygonArea() {
        var canvas = Canvas(width: 60, height: 60)
        var triangle = Path()
        triangle.move(to: Point(5.3, 7.1))
        triangle.line(to: Point(51.2, 13.7))
        triangle.line(to: Point(22.9, 49.4))
        triangle.close()
        canvas.fill(triangle, with: .solid(.black))
        let (ax, ay, bx, by) = (51.2 - 5.3, 13.7 - 7.1, 22.9 - 5.3, 49.4 - 7.1)
        let area: Double = abs(ax * by - bx * ay) / 2
        #expect(abs(totalCoverage(canvas) - area) < 0.5)
    }

    @Test func evenOddCutsAHoleWhereNonZeroFillsIt() {
        var path = Path(rect: Rect(0, 0, 20, 20))
        path.append(Path(rect: Rect(5, 5, 10, 10)))
        var evenOdd = Canvas(width: 20, height: 20)
        evenOdd.fill(path, rule: .evenOdd, with: .solid(.black))
        var nonZero = Canvas(width: 20, height: 20)
        nonZero.fill(path, rule: .nonZero, with: .solid(.black))
        #expect(alpha(evenOdd, 10, 10) == 0)
        #expect(alpha(evenOdd, 2, 2) == 1)
        #expect(alpha(nonZero, 10, 10) == 1)
    }

    /// The true coverage of a pixel by `inside`, from 32 × 32 samples.
    func sampledCoverage(x: Int, y: Int, inside: (Double, Double) -> Bool) -> Double {
        var count = 0
        for i in 0..<32 {
            for j in 0..<32 where inside(Double(x) + (Double(i) + 0.5) / 32, Double(y) + (Double(j) + 0.5) / 32) {
                count += 1
            }
        }
        return Double(count) / 1024
    }

    @Test func roundedRectEdgesAreWithinAFewLevelsOfTheTrueArea() {
        let rect = Rect(5.4, 6.7, 61.3, 41.2), r = 13.6
        func inside(_ x: Double, _ y: Double) -> Bool {
            guard x >= rect.minX, x <= rect.maxX, y >= rect.minY, y <= rect.maxY else { return false }
            let cx = min(max(x, rect.minX + r), rect.maxX - r), cy = min(max(y, rect.minY + r), rect.maxY - r)
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r
        }
        var analytic = Canvas(width: 80, height: 60)
        analytic.fillRoundedRect(rect, radius: r, with: .solid(.black))
        var scanned = Canvas(width: 80, height: 60)
        scanned.fill(Path(roundedRect: rect, radii: CornerRadii(r)), with: .solid(.black))
        var worstAnalytic = 0.0, worstScanned = 0.0
        for y in 0..<60 {
            for x in 0..<80 {
                let a = alpha(analytic, x, y), s = alpha(scanned, x, y)
                guard (a > 0 && a < 1) || (s > 0 && s < 1) else { continue }
                let truth = sampledCoverage(x: x, y: y, inside: inside)
                worstAnalytic = max(worstAnalytic, abs(a - truth))
                worstScanned = max(worstScanned, abs(s - truth))
            }
        }
        // The distance ramp at a corner errs by up to 0.04 at 45° (reference/raster.md), about
        // ten levels; chords of flattened curves lose under eight.
        #expect(worstAnalytic * 255 < 12)
        #expect(worstScanned * 255 < 8)
    }

    @Test func hairThinChartLinesCarryTheirWidthOfInk() {
        for width in [0.25, 0.5, 1.0] {
            var canvas = Canvas(width: 40, height: 20)
            canvas.strokeChartLine([Point(0, 10), Point(40, 10)], width: width, shape: .linear, with: .solid(.black))
            let column = (0..<20).reduce(0.0) { $0 + Double(canvas.pixel(x: 20, y: $1) >> 24) / 255 }
            #expect(abs(column - width) < 0.12, "width \(width): \(column)")
        }
    }

    @Test func thinShapesKeepTheirThinness() {
        var canvas = Canvas(width: 10, height: 10)
        canvas.fillRoundedRect(Rect(2, 2, 0.3, 6), radius: 0.15, with: .solid(.black))
        #expect(abs(totalCoverage(canvas) - 0.3 * 6) < 0.2)
    }
}
