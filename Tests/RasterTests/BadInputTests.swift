import Foundation
import Geometry
import Testing
@testable import Raster

/// Non-finite, empty and enormous geometry draws nothing wrong and never traps.
@Suite struct BadInputTests {
    func untouched(_ draw: (inout Canvas) -> Void) -> Bool {
        var canvas = Canvas(width: 16, height: 16)
        draw(&canvas)
        return canvas.pixels.allSatisfy { $0 == 0 }
    }

    @Test func nonFiniteGeometryDrawsNothing() {
        #expect(untouched { $0.fillRect(Rect(.nan, 0, 5, 5), with: .solid(.black)) })
        #expect(untouched { $0.fillRoundedRect(Rect(0, 0, .infinity, 5), radius: 2, with: .solid(.black)) })
        #expect(untouched { $0.fillCircle(center: Point(4, 4), radius: .nan, with: .solid(.black)) })
        #expect(untouched {
            var path = Path()
            path.move(to: Point(0, 0))
            path.line(to: Point(.nan, 8))
            path.line(to: Point(8, 8))
            $0.fill(path, with: .solid(.black))
        })
        #expect(untouched { $0.strokeLine(from: Point(0, 0), to: Point(8, .infinity), style: StrokeStyle(width: 2), with: .solid(.black)) })
        #expect(untouched { $0.strokeChartLine([Point(.nan, .nan)], width: 2, with: .solid(.black)) })
        #expect(untouched { $0.blur(Rect(0, 0, 16, 16), radius: .nan) })
    }

    @Test func emptyShapesDrawNothing() {
        #expect(untouched { $0.fillRect(Rect(4, 4, 0, 5), with: .solid(.black)) })
        #expect(untouched { $0.fillRect(Rect(4, 4, -3, 5), with: .solid(.black)) })
        #expect(untouched { $0.fill(Path(), with: .solid(.black)) })
        #expect(untouched { $0.strokeChartLine([], width: 2, with: .solid(.black)) })
        #expect(untouched { $0.fill(DistanceGroup([], smoothing: 20), with: .solid(.black)) })
    }

    @Test func hugeCoordinatesAreClippedNotTrapped() {
        var canvas = Canvas(width: 16, height: 16)
        canvas.fillRect(Rect(-1e12, -1e12, 2e12, 2e12), with: .solid(.black))
        #expect(canvas.pixels.allSatisfy { $0 == 0xFF00_0000 })
        var path = Path()
        path.move(to: Point(-1e9, 8))
        path.line(to: Point(1e9, 8))
        canvas.stroke(path, style: StrokeStyle(width: 2, cap: .round, join: .round), with: .solid(.white))
        #expect(canvas.pixel(x: 8, y: 8) == 0xFFFF_FFFF)
    }

    @Test func astronomicalCoordinatesNeverTrap() {
        var canvas = Canvas(width: 16, height: 16)
        canvas.fillRoundedRect(Rect(-1e30, -1e30, 2e30, 2e30), radius: 1e31, with: .solid(.black))
        canvas.fillCircle(center: Point(1e35, 8), radius: 1e36, with: .solid(.black))
        canvas.fillRoundedRect(Rect(1e20, 0, 5, 5), radius: 2, with: .solid(.black))
        canvas.strokeChartLine([Point(-1e30, 8), Point(1e30, 8)], width: 2, with: .solid(.black))
        canvas.drawShadow(of: .circle(center: Point(1e25, 1e25), radius: 1e24), color: .black, radius: 10)
        canvas.fill(DistanceGroup([.capsule(Rect(-1e30, 0, 2e30, 16))], smoothing: 20), with: .solid(.black))
        canvas.blur(Rect(-1e30, -1e30, 2e30, 2e30), radius: 1e30)
        #expect(canvas.pixel(x: 8, y: 8) >> 24 == 255)
    }

    @Test func nonFiniteOrHugeCurvesAndStylesNeverTrap() {
        func quad(_ control: Point) -> Path {
            var path = Path()
            path.move(to: Point(0, 0))
            path.quadCurve(to: Point(10, 10), control: control)
            path.close()
            return path
        }
        var canvas = Canvas(width: 16, height: 16)
        canvas.fill(quad(Point(.nan, 5)), with: .solid(.black))
        canvas.fill(quad(Point(1e200, 5)), with: .solid(.black))
        var tall = Path()
        tall.move(to: Point(0, -1e39))
        tall.line(to: Point(0, 10))
        tall.line(to: Point(8, 10))
        canvas.fill(tall, with: .solid(.black))
        canvas.strokeChartLine([Point(0, 0), Point(8, 1e200), Point(16, 0)], width: 2, with: .solid(.black))
        canvas.strokeLine(from: Point(0, 5), to: Point(10, 5), style: StrokeStyle(width: 1e20, snapsToPixels: true), with: .solid(.black))
        canvas.save()
        canvas.clip(to: Rect(0, 0, 1e300, 10))
        canvas.restore()
        canvas.drawShadow(of: .rect(Rect(2, 2, 5, 5)), color: .black, radius: 1e300)
        let infinite = LinearGradient(start: Point(0, 0), end: Point(.infinity, 0), stops: [(0, .black), (1, .white)])
        canvas.fillRect(Rect(0, 0, 16, 16), with: .linearGradient(infinite))
        let wide = LinearGradient(start: Point(-1e308, 0), end: Point(1e308, 0), stops: [(0, .black), (1, .white)])
        canvas.fillRect(Rect(0, 0, 16, 16), with: .linearGradient(wide))
        canvas.fill(DistanceGroup([.roundedBox(Rect(2, 2, 10, 8), radius: .nan)], smoothing: 20), with: .solid(.black))
        #expect(canvas.width == 16)
    }

    @Test func tinyCanvasStillWorks() {
        var canvas = Canvas(width: 0, height: -5)
        #expect(canvas.width == 1 && canvas.height == 1)
        canvas.fillCircle(center: Point(0.5, 0.5), radius: 10, with: .solid(.black))
        canvas.blur(Rect(0, 0, 1, 1), radius: 8)
        #expect(canvas.pixel(x: 0, y: 0) == 0xFF00_0000)
    }

    @Test func dashPatternOfZerosIsSolidNotAHang() {
        var canvas = Canvas(width: 20, height: 4)
        canvas.strokeLine(from: Point(0, 2), to: Point(20, 2), style: StrokeStyle(width: 2, dash: [0, 0]), with: .solid(.black))
        #expect(canvas.pixel(x: 10, y: 1) >> 24 == 255)
    }

    @Test func unbalancedRestoreAndEndLayerAreHarmless() {
        var canvas = Canvas(width: 4, height: 4)
        canvas.restore()
        canvas.endLayer()
        canvas.fillRect(Rect(0, 0, 4, 4), with: .solid(.black))
        #expect(canvas.pixel(x: 1, y: 1) == 0xFF00_0000)
    }
}
