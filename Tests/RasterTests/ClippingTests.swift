import Geometry
import Testing
@testable import Raster

/// Shapes partly off the canvas or partly clipped draw exactly the part that shows.
@Suite struct ClippingTests {
    /// Draws with `draw` on a canvas, and again on one 100 pixels wider whose origin is shifted left
    /// by 50, and checks the overlapping pixels agree.
    func agreesWithUnclipped(_ draw: (inout Canvas) -> Void) -> Bool {
        var clipped = Canvas(width: 100, height: 100)
        draw(&clipped)
        var wide = Canvas(width: 200, height: 100)
        wide.translate(x: 50, y: 0)
        draw(&wide)
        for y in 0..<100 {
            for x in 0..<100 {
                let a = clipped.pixel(x: x, y: y) >> 24, b = wide.pixel(x: x + 50, y: y) >> 24
                if (a > b ? a - b : b - a) > 1 { return false }
            }
        }
        return true
    }

    @Test func roundedRectPartlyOffTheRightEdge() {
        #expect(agreesWithUnclipped { $0.fillRoundedRect(Rect(95, 10, 40, 40), radius: 12, with: .solid(.black)) })
    }

    @Test func capsuleSlidingOffTheLeftEdge() {
        #expect(agreesWithUnclipped { $0.fillCapsule(Rect(-70, 10, 80, 34), with: .solid(.black)) })
    }

    @Test func circleMostlyOffCanvas() {
        #expect(agreesWithUnclipped { $0.fillCircle(center: Point(-30, 50), radius: 40, with: .solid(.black)) })
        #expect(agreesWithUnclipped { $0.fillCircle(center: Point(128, 50), radius: 30, with: .solid(.black)) })
    }

    @Test func circleUnderANarrowClip() {
        var canvas = Canvas(width: 100, height: 100)
        canvas.clip(to: Rect(85, 0, 15, 100))
        canvas.fillCircle(center: Point(50, 50), radius: 40, with: .solid(.black))
        var reference = Canvas(width: 100, height: 100)
        reference.fillCircle(center: Point(50, 50), radius: 40, with: .solid(.black))
        #expect(canvas.pixel(x: 88, y: 50) == reference.pixel(x: 88, y: 50))
        #expect(canvas.pixel(x: 84, y: 50) == 0)
    }

    @Test func shadowOfASliverThinnerThanAPixel() {
        var canvas = Canvas(width: 10, height: 10)
        canvas.drawShadow(of: .rect(Rect(2, 2, 0.3, 6)), color: .black, radius: 0)
        let alpha = canvas.pixel(x: 2, y: 4) >> 24
        #expect(alpha > 60 && alpha < 90)
    }

    @Test func randomShapesAcrossEveryEdgeMatchTheirUnclippedSelves() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / 9_007_199_254_740_992
        }
        for _ in 0..<200 {
            let w = 1 + next() * 60, h = 1 + next() * 60
            let rect = Rect(-40 + next() * 170, -20 + next() * 120, w, h)
            let radius = next() * min(w, h) / 2
            #expect(agreesWithUnclipped { $0.fillRoundedRect(rect, radius: radius, with: .solid(.black)) }, "\(rect) r \(radius)")
        }
    }
}

/// A slanted edge that leaves the canvas mid-row keeps its exact coverage at the border.
@Suite struct PathBorderTests {
    @Test func slantedEdgeAcrossTheCanvasBorderKeepsItsArea() {
        func parallelogram(_ dx: Double) -> Path {
            var path = Path()
            path.move(to: Point(-0.5 + dx, 0))
            path.line(to: Point(0.5 + dx, 1))
            path.line(to: Point(10 + dx, 1))
            path.line(to: Point(9 + dx, 0))
            path.close()
            return path
        }
        var atBorder = Canvas(width: 16, height: 2)
        atBorder.fill(parallelogram(0), with: .solid(.black))
        var inside = Canvas(width: 16, height: 2)
        inside.fill(parallelogram(5), with: .solid(.black))
        var clipped = Canvas(width: 16, height: 2)
        clipped.clip(to: Rect(5, 0, 11, 2))
        clipped.fill(parallelogram(5), with: .solid(.black))
        // Pixel 0 of the border copy is pixel 5 of the inner copy: 7/8 covered either way.
        #expect(atBorder.pixel(x: 0, y: 0) >> 24 == 223)
        #expect(inside.pixel(x: 5, y: 0) >> 24 == 223)
        #expect(clipped.pixel(x: 5, y: 0) >> 24 == 223)
    }
}
