import Foundation
import Geometry
import Testing
@testable import Raster

/// Pictures of each filled primitive, compared with reviewed references.
@Suite struct ShapeGoldenTests {
    @Test func roundedRectanglesWithCircularAndContinuousCorners() {
        var canvas = GoldenImage.canvas(200, 100)
        canvas.fillRoundedRect(Rect(10, 10, 80, 80), radius: 24, style: .circular, with: .solid(Palette.ink))
        canvas.fillRoundedRect(Rect(110, 10, 80, 80), radius: 24, style: .continuous, with: .solid(Palette.ink))
        GoldenImage.check(canvas, named: "rounded-rect-circular-and-continuous")
    }

    @Test func unevenRadiiCapsuleCircleAndEllipse() {
        var canvas = GoldenImage.canvas(240, 100)
        canvas.fillRoundedRect(Rect(10, 20, 30, 70), radii: .top(8), with: .solid(Palette.accent))
        canvas.fillCapsule(Rect(50, 40, 70, 26), with: .solid(Palette.sage))
        canvas.fillCircle(center: Point(150.5, 50.25), radius: 20.3, with: .solid(Palette.butter))
        canvas.fillEllipse(in: Rect(180, 20, 50, 70), with: .solid(Palette.secondary))
        GoldenImage.check(canvas, named: "uneven-capsule-circle-ellipse")
    }

    @Test func pathsFillNonZeroAndEvenOdd() {
        var canvas = GoldenImage.canvas(200, 100)
        var star = Path()
        for i in 0..<5 {
            let angle = Double(i) * 4 * Double.pi / 5 - Double.pi / 2
            star.line(to: Point(50 + 40 * cos(angle), 50 + 40 * sin(angle)))
        }
        star.close()
        canvas.fill(star, rule: .nonZero, with: .solid(Palette.ink))
        canvas.translate(x: 100, y: 0)
        canvas.fill(star, rule: .evenOdd, with: .solid(Palette.ink))
        GoldenImage.check(canvas, named: "path-nonzero-evenodd")
    }

    @Test func aStopWithACapsuleCutOut() {
        // The Step Trail's reached stop: a disc with a capsule hole, cut by the even-odd rule.
        var canvas = GoldenImage.canvas(80, 80)
        var stop = Path(ellipseIn: Rect(10, 10, 60, 60))
        stop.append(Path(roundedRect: Rect(28, 34, 24, 12), radii: CornerRadii(6)))
        canvas.fill(stop, rule: .evenOdd, with: .solid(Palette.accent))
        GoldenImage.check(canvas, named: "stop-capsule-cutout")
    }

    @Test func linearGradientAlongABar() {
        var canvas = GoldenImage.canvas(120, 120)
        let gradient = LinearGradient(
            start: Point(0, 10), end: Point(0, 110),
            stops: [(0, Palette.accent), (1, Palette.accent.opacity(0.2))])
        canvas.fillRoundedRect(Rect(30, 10, 60, 100), radii: .top(10), with: .linearGradient(gradient))
        GoldenImage.check(canvas, named: "linear-gradient-bar")
    }

    @Test func maskedFillDrawsCoverageInAnyColour() {
        var canvas = GoldenImage.canvas(64, 32)
        var mask = AlphaMask(width: 48, height: 16)
        for y in 0..<16 {
            for x in 0..<48 { mask.bytes[y * 48 + x] = UInt8((x * 255) / 47) }
        }
        canvas.fill(mask: mask, atPixelX: 8, y: 8, with: .solid(Palette.ink), opacity: 0.8)
        GoldenImage.check(canvas, named: "masked-fill")
    }

    @Test func scaleTwoDoublesEveryPixel() {
        var canvas = GoldenImage.canvas(100, 60, scale: 2)
        canvas.fillRoundedRect(Rect(5, 5, 40, 20), radius: 6, with: .solid(Palette.ink))
        GoldenImage.check(canvas, named: "scale-two")
        // The same as drawing the doubled geometry at scale 1.
        var doubled = GoldenImage.canvas(100, 60)
        doubled.fillRoundedRect(Rect(10, 10, 80, 40), radius: 12, with: .solid(Palette.ink))
        #expect(canvas.pixels == doubled.pixels)
    }
}
