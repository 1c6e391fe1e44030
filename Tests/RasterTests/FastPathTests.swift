import Geometry
import Testing
@testable import Raster

/// The quicker ways Raster draws common shapes give the pixels the general way gives: banded
/// continuous rounded rectangles, bars sharing one flattened outline, joinless round-capped dashes
/// as capsules, and an image laid over the canvas without a mask.
@Suite("Raster fast paths")
struct FastPathTests {
    /// The largest difference in any channel between two canvases of one size.
    static func worst(_ a: Canvas, _ b: Canvas) -> Int {
        var worst = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for bits in stride(from: 0, to: 32, by: 8) {
                worst = max(worst, abs(Int((p >> UInt32(bits)) & 0xFF) - Int((q >> UInt32(bits)) & 0xFF)))
            }
        }
        return worst
    }

    static func ground(scale: Double) -> Canvas {
        var canvas = Canvas(width: Int(240 * scale), height: Int(200 * scale), scale: scale)
        canvas.clear(Color(hex: 0xF3F2EE))
        return canvas
    }

    static let rects: [Rect] = [
        Rect(10.3, 20.7, 17.7, 150.2), Rect(40.55, 60.1, 17.7, 110.4), Rect(70.9, 160.25, 17.7, 12.5),
        Rect(100.1, 30.6, 9.25, 140), Rect(130.45, 5.5, 40.3, 180.8), Rect(180, 40, 3.2, 90),
    ]

    @Test("Bars with a vertical gradient, a colour a row, draw as the gradient paint draws them", arguments: [1.0, 2.0])
    func verticalGradientMatchesPaint(scale: Double) {
        var rows = Self.ground(scale: scale), paint = rows
        for rect in Self.rects {
            let gradient = LinearGradient(start: Point(rect.minX, rect.minY), end: Point(rect.minX, rect.maxY),
                                          stops: [(0, Color(hex: 0xFFD976)), (1, Color(hex: 0xF2B640))])
            rows.fill(.roundedRect(rect, radii: .top(8)), withVertical: gradient)
            paint.fill(.roundedRect(rect, radii: .top(8)), with: .linearGradient(gradient))
        }
        #expect(Self.worst(rows, paint) <= 2)
        #expect(rows.pixels != Self.ground(scale: scale).pixels)
    }

    @Test("Copying an area that reaches past its source keeps the readable part in its place")
    func replacePixelsKeepsPlaces() {
        var source = Canvas(width: 10, height: 10)
        source.clear(.white)
        var target = Canvas(width: 40, height: 20)
        target.replacePixels(PixelBounds(minX: -5, minY: 0, maxX: 5, maxY: 10), of: source, atPixelX: 20, y: 0)
        #expect(target.pixel(x: 24, y: 3) == 0)
        #expect(target.pixel(x: 25, y: 3) == Color.white.premultipliedPixel)
        #expect(target.pixel(x: 29, y: 3) == Color.white.premultipliedPixel)
        #expect(target.pixel(x: 30, y: 3) == 0)
    }

    @Test("Tall continuous rounded rectangles draw as their path does", arguments: [1.0, 1.5, 2.0])
    func bandedContinuousMatchesPath(scale: Double) {
        var banded = Self.ground(scale: scale), path = banded
        for rect in Self.rects {
            banded.fillRoundedRect(rect, radius: 3, style: .continuous, with: .solid(Color(hex: 0x1C1C1E)))
            path.fill(Path(continuousRoundedRect: rect, radius: 3), with: .solid(Color(hex: 0x1C1C1E)))
        }
        #expect(Self.worst(banded, path) <= 1)
    }

    @Test("Bars sharing one outline draw as each bar on its own", arguments: [1.0, 2.0])
    func sharedOutlineMatchesEachBar(scale: Double) {
        let bars = (0..<12).map { (index: Int) -> Rect in
            let drop = Double((index * 37) % 90)
            return Rect(8.37 + Double(index) * 18.6, 20.3 + drop, 12.4, 150 - drop)
        }
        var shared = Self.ground(scale: scale), single = shared
        shared.fillRoundedRects(bars, radius: 3, style: .continuous, with: .solid(Color(hex: 0x1C1C1E)))
        for bar in bars { single.fill(Path(continuousRoundedRect: bar, radius: 3), with: .solid(Color(hex: 0x1C1C1E))) }
        #expect(Self.worst(shared, single) <= 1)
    }

    @Test("A dashed line with round caps draws its dashes as the polygon stroker does")
    func roundDashesMatchTheStroker() {
        for y in [40.0, 40.5, 41.25] {
            var capsules = Self.ground(scale: 2), stroked = capsules
            let style = StrokeStyle(width: 1.5, cap: .round, dash: [3, 4])
            capsules.strokeLine(from: Point(12.3, y), to: Point(220.8, y), style: style, with: .solid(Color(hex: 0xFF3B30)))
            // The same dashes, each stroked as its own path, with round joins so the stroker draws them.
            var x = 12.3
            while x < 220.8 {
                var dash = Path()
                dash.move(to: Point(x, y))
                dash.line(to: Point(min(x + 3, 220.8), y))
                stroked.stroke(dash, style: StrokeStyle(width: 1.5, cap: .round, join: .round), with: .solid(Color(hex: 0xFF3B30)))
                x += 7
            }
            #expect(Self.worst(capsules, stroked) <= 2, "at y = \(y)")
        }
    }

    @Test("An image laid over the canvas without a mask is source over, pixel by pixel")
    func unmaskedCompositeIsSourceOver() {
        var layer = Canvas(width: 64, height: 24)
        layer.fillRoundedRect(Rect(3.3, 2.6, 50.2, 17.1), radius: 6, with: .solid(Color(hex: 0x2255AA, alpha: 0.7)))
        let image = PixelImage(width: 64, height: 24, pixels: layer.pixels)
        var canvas = Canvas(width: 100, height: 40)
        canvas.clear(Color(hex: 0xF3F2EE))
        canvas.fillRect(Rect(0, 0, 50, 40), with: .solid(Color(hex: 0x112233)))
        var expected = canvas
        canvas.composite(image, atPixelX: 20, y: 9)
        for y in 0..<24 {
            for x in 0..<64 {
                let index = (y + 9) * 100 + x + 20
                expected.pixels[index] = PixelMath.sourceOver(image.pixels[y * 64 + x], expected.pixels[index])
            }
        }
        #expect(canvas.pixels == expected.pixels)
    }
}
