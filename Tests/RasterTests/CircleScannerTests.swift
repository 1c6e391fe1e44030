import Foundation
import Geometry
import Testing
@testable import Raster

/// The circle scanner shades edge pixels in blocks of eight that may reach into the solid middle or
/// start early at a clip's right side; every pixel must still be drawn once, with the coverage the
/// formula gives it, and nothing outside the clip may change.
@Suite struct CircleScannerTests {
    /// Coverage byte of one pixel for a circle, as `RoundedRectScanner` defines it: the distance
    /// ramp, capped by the pixel's overlap with the bounding box.
    func expectedCoverage(x: Int, y: Int, centerX: Double, centerY: Double, radius: Double) -> Int {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        func overlap(_ p: Double, _ center: Double) -> Double {
            min(max(min(p + 0.5, center + radius) - max(p - 0.5, center - radius), 0), 1)
        }
        let ramp = radius + 0.5 - ((px - centerX) * (px - centerX) + (py - centerY) * (py - centerY)).squareRoot()
        let value = min(max(min(ramp, overlap(px, centerX) * overlap(py, centerY)), 0), 1)
        return Int(value * 255 + 0.5)
    }

    @Test func circleScannerIsChosenForCirclesOnly() {
        let circle = RoundedRectScanner(rect: Rect(10.3, 20.7, 30, 30), radii: CornerRadii(15))
        #expect(CircleScanner(circle) != nil)
        let card = RoundedRectScanner(rect: Rect(10, 20, 30, 30), radii: CornerRadii(12))
        #expect(CircleScanner(card) == nil)
        let capsule = RoundedRectScanner(rect: Rect(10, 20, 40, 30), radii: CornerRadii(15))
        #expect(CircleScanner(capsule) == nil)
    }

    @Test func randomCirclesUnderRandomClipsMatchTheFormula() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / 9_007_199_254_740_992
        }
        let size = 96
        for trial in 0..<300 {
            let radius = 1.5 + next() * 40
            let centerX = -20 + next() * 136, centerY = -20 + next() * 136
            // Clips from one pixel wide to the whole canvas, so blocks meet every kind of border.
            let clipWidth = trial % 3 == 0 ? Double(1 + trial % 12) : Double(size)
            let clip = Rect(next() * Double(size - 1), next() * 10, clipWidth, Double(size) - 10 - next() * 10)
            var canvas = Canvas(width: size, height: size)
            canvas.clip(to: clip)
            canvas.fillCircle(center: Point(centerX, centerY), radius: radius, with: .solid(.black))
            // A rectangular clip rounds its edges to the nearest pixel.
            let clipBounds = PixelBounds(
                minX: Int(clip.minX.rounded()), minY: Int(clip.minY.rounded()),
                maxX: Int(clip.maxX.rounded()), maxY: Int(clip.maxY.rounded()))
            var worst = 0
            for y in 0..<size {
                for x in 0..<size {
                    let inside = x >= clipBounds.minX && x < clipBounds.maxX && y >= clipBounds.minY && y < clipBounds.maxY
                    let expected = inside ? expectedCoverage(x: x, y: y, centerX: centerX, centerY: centerY, radius: radius) : 0
                    worst = max(worst, abs(Int(canvas.pixel(x: x, y: y) >> 24) - expected))
                }
            }
            #expect(worst <= 1, "circle (\(centerX), \(centerY)) r \(radius) clip \(clip)")
        }
    }

    @Test func translucentCircleBlendsEachPixelOnce() {
        var canvas = Canvas(width: 64, height: 48)
        canvas.clear(.white)
        let color = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.6)
        canvas.fillCircle(center: Point(30.4, 23.8), radius: 19.6, with: .solid(color))
        var coverage = Canvas(width: 64, height: 48)
        coverage.fillCircle(center: Point(30.4, 23.8), radius: 19.6, with: .solid(.black))
        var solid = Canvas(width: 1, height: 1)
        solid.fillRect(Rect(0, 0, 1, 1), with: .solid(color))
        let source = solid.pixel(x: 0, y: 0)
        for y in 0..<48 {
            for x in 0..<64 {
                let covered = PixelMath.scale(source, by: coverage.pixel(x: x, y: y) >> 24)
                #expect(canvas.pixel(x: x, y: y) == PixelMath.sourceOver(covered, 0xFFFF_FFFF), "pixel \(x), \(y)")
            }
        }
    }
}
