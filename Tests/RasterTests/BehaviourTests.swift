import Foundation
import Geometry
import Testing
@testable import Raster

/// Rules the pieces rely on, checked pixel by pixel.
@Suite struct BehaviourTests {
    @Test func selfCrossingChartLineBlendsOnce() {
        var canvas = Canvas(width: 60, height: 60)
        canvas.clear(.white)
        // A series that doubles back over itself, drawn as a chart line at half opacity.
        let points = [Point(5, 30), Point(55, 30), Point(30, 5), Point(30, 55)]
        canvas.strokeChartLine(points, width: 6, shape: .linear, with: .solid(Color.black.opacity(0.5)))
        #expect(canvas.pixel(x: 10, y: 30) == canvas.pixel(x: 30, y: 30))
    }

    @Test func selfCrossingRoundStrokeBlendsOnce() {
        var canvas = Canvas(width: 60, height: 60)
        canvas.clear(.white)
        // A line that doubles back over itself at half opacity.
        let points = [Point(5, 30), Point(55, 30), Point(30, 5), Point(30, 55)]
        var path = Path()
        for p in points { path.line(to: p) }
        canvas.stroke(path, style: StrokeStyle(width: 6, cap: .round, join: .round), with: .solid(Color.black.opacity(0.5)))
        let single = canvas.pixel(x: 10, y: 30)
        let crossing = canvas.pixel(x: 30, y: 30)
        #expect(single == crossing)
    }

    @Test func denseChartLineReachesEverySpike() {
        var canvas = Canvas(width: 200, height: 100)
        var points: [Point] = []
        for i in 0..<100_000 {
            points.append(Point(Double(i) / 500, i == 61_234 ? 5 : 80))
        }
        canvas.strokeChartLine(points, width: 1, with: .solid(.black))
        // The spike at x ≈ 122.5 reaches up to y = 5.
        let column = Int(61_234.0 / 500)
        #expect(canvas.pixel(x: column, y: 6) >> 24 > 200)
    }

    @Test func layerOpacityFadesTheGroupNotEachShape() {
        var canvas = Canvas(width: 40, height: 20)
        canvas.clear(.white)
        canvas.beginLayer(opacity: 0.5)
        canvas.fillRect(Rect(0, 0, 25, 20), with: .solid(.black))
        canvas.fillRect(Rect(15, 0, 25, 20), with: .solid(.black))
        canvas.endLayer()
        #expect(canvas.pixel(x: 5, y: 10) == canvas.pixel(x: 20, y: 10))
        var reference = Canvas(width: 1, height: 1)
        reference.clear(.white)
        reference.fillRect(Rect(0, 0, 1, 1), with: .solid(Color.black.opacity(0.5)))
        #expect(canvas.pixel(x: 5, y: 10) == reference.pixel(x: 0, y: 0))
    }

    @Test func hairlineSnapsToOneCrispRow() {
        var canvas = Canvas(width: 20, height: 10)
        canvas.strokeLine(from: Point(0, 4.3), to: Point(20, 4.3),
                          style: StrokeStyle(width: 1, snapsToPixels: true), with: .solid(.black))
        #expect(canvas.pixel(x: 10, y: 4) >> 24 == 255)
        #expect(canvas.pixel(x: 10, y: 3) == 0)
        #expect(canvas.pixel(x: 10, y: 5) == 0)
    }

    @Test func roundJoinsAndCapsDoNotDarkenTheEdge() {
        // The row half covered by the stroke's edge stays half covered where a join's or cap's
        // disc overlaps the segment.
        for (cap, join) in [(LineCap.butt, LineJoin.round), (LineCap.round, LineJoin.miter)] {
            var canvas = Canvas(width: 70, height: 24)
            var path = Path()
            path.move(to: Point(5, 10.5))
            path.line(to: Point(30, 10.5))
            path.line(to: Point(55, 15.5))
            canvas.stroke(path, style: StrokeStyle(width: 4, cap: cap, join: join), with: .solid(.black))
            let edge = (6..<29).map { canvas.pixel(x: $0, y: 8) >> 24 }
            #expect(edge.allSatisfy { $0 <= 140 }, "\(cap) \(join): \(edge)")
        }
    }

    @Test func dashesAlternateOnAndOff() {
        var canvas = Canvas(width: 40, height: 4)
        canvas.strokeLine(from: Point(0, 2), to: Point(40, 2), style: StrokeStyle(width: 2, dash: [2, 5]), with: .solid(.black))
        let row = (0..<40).map { canvas.pixel(x: $0, y: 1) >> 24 > 128 }
        #expect(row[0] && row[1] && !row[2] && !row[6] && row[7] && row[8] && !row[9])
    }

    @Test func dashPhaseShiftsThePattern() {
        var canvas = Canvas(width: 40, height: 4)
        canvas.strokeLine(from: Point(0, 2), to: Point(40, 2),
                          style: StrokeStyle(width: 2, dash: [3, 4], dashPhase: 2), with: .solid(.black))
        let row = (0..<40).map { canvas.pixel(x: $0, y: 1) >> 24 > 128 }
        // Phase 2 leaves one unit of the first dash, then 4 off, then 3 on.
        #expect(row[0] && !row[1] && !row[4] && row[5] && row[7] && !row[8])
    }

    @Test func dimColourIsOpaque() {
        let dim = Color(hex: 0x141414).mixed(with: Color(hex: 0xF3F2EE), amount: 0.55)
        #expect(dim.premultipliedPixel >> 24 == 255)
    }

    @Test func clipMaskLimitsDrawingToTheShape() {
        var canvas = Canvas(width: 40, height: 40)
        canvas.save()
        canvas.clip(to: Path(ellipseIn: Rect(0, 0, 40, 40)))
        canvas.fillRect(Rect(0, 0, 40, 40), with: .solid(.black))
        canvas.restore()
        #expect(canvas.pixel(x: 1, y: 1) == 0)
        #expect(canvas.pixel(x: 20, y: 20) >> 24 == 255)
        canvas.fillRect(Rect(0, 0, 2, 2), with: .solid(.black))
        #expect(canvas.pixel(x: 1, y: 1) >> 24 == 255)
    }

    @Test func blurKeepsAFlatRegionFlat() {
        var canvas = Canvas(width: 100, height: 60)
        canvas.clear(Color(hex: 0x336699))
        canvas.blur(Rect(10, 10, 80, 40), radius: 9)
        #expect(canvas.pixels.allSatisfy { $0 == Color(hex: 0x336699).premultipliedPixel })
    }

    @Test func blurSpreadsAnEdge() {
        var canvas = Canvas(width: 100, height: 40)
        canvas.clear(.white)
        canvas.fillRect(Rect(50, 0, 50, 40), with: .solid(.black))
        canvas.blur(Rect(0, 0, 100, 40), radius: 4)
        let left = canvas.pixel(x: 46, y: 20) & 0xFF, right = canvas.pixel(x: 53, y: 20) & 0xFF
        #expect(left < 250 && left > 128)
        #expect(right > 5 && right < 128)
    }

    @Test func joinedCapsulesHaveANeckTwoThirdsTheirHeight() {
        // Two 34-high capsules 4 apart with the 20 pt neck: the waist is about two thirds of 34.
        let group = DistanceGroup([.capsule(Rect(0, 0, 80, 34)), .capsule(Rect(84, 0, 80, 34))], smoothing: 20)
        var waist = 0.0
        for step in 0..<3400 {
            let y = Double(step) / 100
            if group.sample(at: Point(82, y)).distance < 0 { waist += 0.01 }
        }
        #expect(abs(waist / 34 - 2.0 / 3) < 0.05)
    }

    @Test func smoothUnionIsThePlainMinimumBeyondItsReach() {
        // Fields more than k apart do not blend at all; closer ones blend by h² k / 4.
        let a = DistanceSample(distance: 3, gradient: Point(1, 0))
        let far = DistanceSample(distance: 25, gradient: Point(-1, 0))
        #expect(smoothMinimum(a, far, smoothing: 20) == a)
        let near = DistanceSample(distance: 3, gradient: Point(-1, 0))
        #expect(smoothMinimum(a, near, smoothing: 20).distance == 3 - 5)
        #expect(smoothMinimum(a, near, smoothing: 20).gradient == Point(0, 0))
    }

    @Test func neckVanishesWhenTheGapReachesHalfTheSmoothing() {
        let touching = DistanceGroup([.capsule(Rect(0, 0, 80, 34)), .capsule(Rect(90, 0, 80, 34))], smoothing: 20)
        #expect(abs(touching.sample(at: Point(85, 17)).distance) < 1e-9)
        let apart = DistanceGroup([.capsule(Rect(0, 0, 80, 34)), .capsule(Rect(106, 0, 80, 34))], smoothing: 20)
        #expect(apart.sample(at: Point(93, 17)).distance > 0)
    }

    @Test func pngRoundTripIsExactForOpaqueImages() throws {
        var canvas = GoldenImage.canvas(30, 20)
        canvas.fillCircle(center: Point(15, 10), radius: 7.3, with: .solid(Palette.accent))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-roundtrip-\(UUID()).png").path
        try canvas.writePNG(to: path)
        let read = try Canvas(pngAt: path)
        #expect(read.pixels == canvas.pixels)
        try? FileManager.default.removeItem(atPath: path)
    }

    @Test func unreadablePngIsAClearError() {
        #expect(throws: PNGError.self) { try Canvas(pngAt: "/nonexistent/vitrine.png") }
    }
}

/// The blur's strength is the Gaussian asked for, at every size and across the resampling steps.
@Suite struct BlurStrengthTests {
    /// The standard deviation a blurred black-to-white edge shows: its 10–90% rise is 2.563 σ.
    func measuredSigma(_ sigma: Double) -> Double {
        var canvas = Canvas(width: 600, height: 8)
        canvas.clear(.white)
        canvas.fillRect(Rect(0, 0, 300, 8), with: .solid(.black))
        canvas.blur(Rect(0, 0, 600, 8), radius: sigma)
        let row = (0..<600).map { Double(canvas.pixel(x: $0, y: 4) & 0xFF) / 255 }
        func crossing(_ level: Double) -> Double {
            for x in 1..<600 where row[x - 1] < level && row[x] >= level {
                return Double(x - 1) + (level - row[x - 1]) / (row[x] - row[x - 1]) + 0.5
            }
            return .nan
        }
        return (crossing(0.9) - crossing(0.1)) / 2.563
    }

    @Test(arguments: [2.0, 4.0, 7.9, 8.0, 12.0, 16.0, 30.0])
    func blurMatchesTheRequestedSigma(sigma: Double) {
        let measured = measuredSigma(sigma)
        #expect(abs(measured - sigma) / sigma < 0.08, "σ \(sigma) measured \(measured)")
    }
}

@Suite struct BlurClipTests {
    @Test func blurStaysInsideAShapeClip() {
        var canvas = Canvas(width: 60, height: 60)
        canvas.clear(.white)
        for i in 0..<6 { canvas.fillRect(Rect(Double(i) * 10, 0, 5, 60), with: .solid(.black)) }
        let before = canvas.pixel(x: 1, y: 1)
        canvas.save()
        canvas.clip(to: Path(ellipseIn: Rect(0, 0, 60, 60)))
        canvas.blur(Rect(0, 0, 60, 60), radius: 6)
        canvas.restore()
        #expect(canvas.pixel(x: 1, y: 1) == before)
        let centre = canvas.pixel(x: 32, y: 30) & 0xFF
        #expect(centre > 40 && centre < 215)
    }
}

@Suite struct MaskedBlurTests {
    func stripes() -> Canvas {
        var canvas = Canvas(width: 80, height: 40)
        canvas.clear(.white)
        for i in 0..<8 { canvas.fillRect(Rect(Double(i) * 10, 0, 5, 40), with: .solid(.black)) }
        return canvas
    }

    @Test func maskedBlurMatchesBlurringThenPuttingBackOutsideTheMask() {
        var mask = AlphaMask(width: 60, height: 30)
        for y in 0..<30 {
            for x in 0..<60 { mask.bytes[y * 60 + x] = UInt8(min(255, max(0, (x - 10) * 12))) }
        }
        var fast = stripes()
        fast.blur(Rect(0, 0, 80, 40), radius: 5, mask: mask, atPixelX: 10, y: 5)
        var slow = stripes()
        let original = slow.snapshot(of: PixelBounds(minX: 10, minY: 5, maxX: 70, maxY: 35))
        slow.blur(Rect(0, 0, 80, 40), radius: 5)
        slow.composite(original, atPixelX: 10, y: 5, mask: mask, invertMask: true)
        // Inside the mask the two agree within a level (the masked blur rounds its interpolation
        // once); outside it the masked blur leaves pixels alone, which the next test checks.
        var worst: UInt32 = 0
        for y in 5..<35 {
            for x in 10..<70 {
                let a = fast.pixels[y * 80 + x] & 0xFF, b = slow.pixels[y * 80 + x] & 0xFF
                worst = max(worst, a > b ? a - b : b - a)
            }
        }
        #expect(worst <= 1)
    }

    @Test func maskedBlurLeavesPixelsOutsideTheMaskAlone() {
        var canvas = stripes()
        let before = canvas.pixels
        var mask = AlphaMask(width: 20, height: 20)
        mask.bytes = [UInt8](repeating: 255, count: 400)
        canvas.blur(Rect(0, 0, 80, 40), radius: 5, mask: mask, atPixelX: 30, y: 10)
        for y in 0..<40 {
            for x in 0..<80 where !(x >= 30 && x < 50 && y >= 10 && y < 30) {
                #expect(canvas.pixels[y * 80 + x] == before[y * 80 + x])
            }
        }
        #expect(canvas.pixel(x: 40, y: 20) != before[20 * 80 + 40] || canvas.pixel(x: 42, y: 20) != before[20 * 80 + 42])
    }
}
