import Geometry
import Testing
@testable import Raster

/// A canvas with a band worker draws large fills on two cores; every pixel must be the one a
/// single core draws (issue 21), whatever row the split falls on.
@Suite("Drawing on both cores")
struct BandedDrawingTests {
    /// A repeatable generator (SplitMix64), so a failure names a seed that fails again.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    /// Draws `scene` on one core and on two, and returns both canvases and the handoffs made.
    static func bothWays(
        width: Int = 900, height: Int = 700, scale: Double = 1.5, share: Double = 0.5, _ scene: (inout Canvas) -> Void
    ) -> (one: Canvas, two: Canvas, handoffs: Int) {
        var one = Canvas(width: width, height: height, scale: scale)
        var two = one
        let worker = BandWorker(share: share)
        two.bandWorker = worker
        scene(&one)
        scene(&two)
        return (one, two, worker.handoffCount)
    }

    /// Where the canvases differ, for the failure message.
    static func firstDifference(_ a: Canvas, _ b: Canvas) -> String {
        guard let index = zip(a.pixels, b.pixels).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
            return "none"
        }
        return "pixel (\(index % a.width), \(index / a.width)): \(a.pixels[index]) against \(b.pixels[index])"
    }

    static func color(_ random: inout Seeded) -> Color {
        Color(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
              blue: .random(in: 0...1, using: &random), alpha: .random(in: 0.3...1, using: &random))
    }

    static func rect(_ random: inout Seeded) -> Rect {
        let x = Double.random(in: -60...560, using: &random), y = Double.random(in: -60...420, using: &random)
        return Rect(x, y, .random(in: 1...400, using: &random), .random(in: 1...420, using: &random))
    }

    @Test("Rectangles, capsules, circles and ellipses fill the same on two cores as on one", arguments: [1, 2, 3, 4])
    func shapesMatch(seed: UInt64) {
        var random = Seeded(state: seed)
        let shapes: [(Shape, Color)] = (0..<40).map { _ in
            let rect = Self.rect(&random)
            let shape: Shape = switch Int.random(in: 0..<5, using: &random) {
            case 0: .rect(rect)
            case 4: .ellipse(rect)
            case 1: .roundedRect(rect, radii: CornerRadii(.random(in: 0...60, using: &random)))
            case 2: .capsule(rect)
            default: .circle(center: Point(rect.minX, rect.minY), radius: .random(in: 1...220, using: &random))
            }
            return (shape, Self.color(&random))
        }
        let (one, two, handoffs) = Self.bothWays { canvas in
            canvas.clear(Color(hex: 0xF3F2EE))
            for (shape, color) in shapes { canvas.fill(shape, with: .solid(color)) }
        }
        #expect(handoffs > 0, "seed \(seed): nothing was shared")
        #expect(Self.firstDifference(one, two) == "none", "seed \(seed)")
    }

    @Test("Glass groups melting through necks fill the same on two cores as on one", arguments: [5, 6, 7])
    func distanceGroupsMatch(seed: UInt64) {
        var random = Seeded(state: seed)
        let groups: [(DistanceGroup, Color)] = (0..<6).map { _ in
            let shapes: [DistanceShape] = (0..<3).map { _ in
                let rect = Self.rect(&random)
                return Bool.random(using: &random)
                    ? .roundedBox(rect, radius: .random(in: 0...40, using: &random))
                    : .circle(center: Point(rect.minX, rect.minY), radius: .random(in: 10...160, using: &random))
            }
            return (DistanceGroup(shapes, smoothing: .random(in: 0...60, using: &random)), Self.color(&random))
        }
        let (one, two, handoffs) = Self.bothWays { canvas in
            canvas.clear(Color(hex: 0x1C1C1E))
            for (group, color) in groups { canvas.fill(group, with: .solid(color)) }
        }
        #expect(handoffs > 0, "seed \(seed): nothing was shared")
        #expect(Self.firstDifference(one, two) == "none", "seed \(seed)")
    }

    @Test("Round-capped lines (a chart's price line) stroke the same on two cores as on one", arguments: [8, 9])
    func capsuleStrokesMatch(seed: UInt64) {
        var random = Seeded(state: seed)
        var path = Path()
        path.move(to: Point(0, 200))
        for x in stride(from: 2.0, through: 600, by: 2.3) {
            path.line(to: Point(x, .random(in: 20...450, using: &random)))
        }
        let (one, two, handoffs) = Self.bothWays { canvas in
            canvas.clear(.white)
            canvas.stroke(path, style: StrokeStyle(width: 2.5, cap: .round, join: .round), with: .solid(Color(hex: 0x0A84FF)))
        }
        #expect(handoffs > 0, "seed \(seed): nothing was shared")
        #expect(Self.firstDifference(one, two) == "none", "seed \(seed)")
    }

    @Test("Masks and images laid over the canvas land the same on two cores as on one")
    func masksAndImagesMatch() {
        var random = Seeded(state: 10)
        let mask = AlphaMask(width: 500, height: 300, bytes: (0..<150_000).map { _ in UInt8.random(in: 0...255, using: &random) })
        let image = PixelImage(width: 500, height: 300, pixels: (0..<150_000).map { _ in
            Self.color(&random).premultipliedPixel
        })
        let (one, two, handoffs) = Self.bothWays { canvas in
            canvas.clear(Color(hex: 0xF3F2EE))
            canvas.fill(mask: mask, atPixelX: 37, y: 61, with: .solid(Color(hex: 0xFF375F)), opacity: 0.8)
            canvas.composite(image, atPixelX: 301, y: 203, mask: mask, opacity: 1)
            canvas.composite(image, atPixelX: -50, y: 400, opacity: 0.6)
        }
        #expect(handoffs > 0, "nothing was shared")
        #expect(Self.firstDifference(one, two) == "none")
    }

    @Test("Paths, mitred strokes and butt-capped lines across the split fill the same on two cores, wherever it falls",
          arguments: [0.2, 0.37, 0.5, 0.61, 0.8])
    func pathsMatchAtEverySplit(share: Double) {
        var random = Seeded(state: UInt64(share * 100))
        var polygon = Path()
        polygon.move(to: Point(20, 20))
        for _ in 0..<30 { polygon.line(to: Point(.random(in: 0...600, using: &random), .random(in: 0...460, using: &random))) }
        polygon.close()
        var wave = Path()
        wave.move(to: Point(0, 240))
        for x in stride(from: 7.0, through: 600, by: 7) { wave.line(to: Point(x, .random(in: 30...440, using: &random))) }
        let (one, two, handoffs) = Self.bothWays(share: share) { canvas in
            canvas.clear(.white)
            canvas.fill(polygon, rule: .evenOdd, with: .solid(Color(hex: 0x30D158, alpha: 0.7)))
            canvas.fill(.ellipse(Rect(40, 30, 500, 410)), with: .solid(Color(hex: 0xFF9F0A, alpha: 0.5)))
            canvas.stroke(wave, style: StrokeStyle(width: 3, cap: .butt, join: .miter), with: .solid(Color(hex: 0x5E5CE6)))
            for x in stride(from: 13.0, through: 590, by: 41) {
                canvas.strokeLine(from: Point(x, 5), to: Point(x + 0.4, 455), style: StrokeStyle(width: 1.3), with: .solid(.black))
            }
        }
        #expect(handoffs > 0, "share \(share): nothing was shared")
        #expect(Self.firstDifference(one, two) == "none", "share \(share)")
    }

    @Test("Fills wholly below the split stay on the drawing thread")
    func fillsBelowTheSplitAreNotShared() {
        var canvas = Canvas(width: 900, height: 700)
        canvas.clear(.white)
        let worker = BandWorker()
        canvas.bandWorker = worker
        for index in 0..<50 {
            canvas.fill(.roundedRect(Rect(Double(index * 17), 400, 60, 60), radii: CornerRadii(8)), with: .solid(.black))
        }
        canvas.save()
        canvas.clip(to: Rect(100, 500, 40, 40))
        canvas.fill(.rect(Rect(0, 0, 900, 700)), with: .solid(.black))
        canvas.restore()
        #expect(worker.handoffCount == 0)
    }

    @Test("Reading the pixels waits for the rows the worker still draws")
    func readingWaitsForTheWorker() {
        var canvas = Canvas(width: 640, height: 480)
        canvas.bandWorker = BandWorker()
        // Many fills of the upper rows queue far more than the worker can draw before the read.
        for index in 0..<400 {
            canvas.fill(.rect(Rect(0, 0, 640, 200)), with: .solid(index % 2 == 0 ? .white : .black))
        }
        #expect(canvas.pixel(x: 10, y: 10) == Color.black.premultipliedPixel)
        #expect(canvas.pixels[0] == Color.black.premultipliedPixel)
    }

    @Test("A copy made while the worker draws keeps the pixels of the moment it was made")
    func copiesDoNotSeeLaterDrawing() {
        var canvas = Canvas(width: 640, height: 480)
        canvas.bandWorker = BandWorker()
        canvas.clear(.white)
        for _ in 0..<200 { canvas.fill(.rect(Rect(0, 0, 640, 200)), with: .solid(.black)) }
        let copy = canvas
        canvas.fill(.rect(Rect(0, 0, 640, 480)), with: .solid(Color(hex: 0xFF0000)))
        #expect(copy.pixels[0] == Color.black.premultipliedPixel)
        #expect(copy.pixels[479 * 640] == Color.white.premultipliedPixel)
        #expect(canvas.pixels[0] == Color(hex: 0xFF0000).premultipliedPixel)
    }

    @Test("A canvas assigned over while the worker still draws into it waits for the worker first")
    func assigningOverWaitsForTheWorker() {
        var canvas = Canvas(width: 640, height: 480)
        canvas.bandWorker = BandWorker()
        let saved = canvas
        // The first fill copies the pixels apart from `saved`; the rest queue upper rows on the
        // worker, into the copy that the assignment below lets go of (under a sanitizer, a
        // worker still writing there is a use after free).
        for _ in 0..<300 { canvas.fill(.rect(Rect(0, 0, 640, 200)), with: .solid(.black)) }
        canvas = saved
        #expect(canvas.pixels[0] == 0)
    }

    @Test("Frames that queue nothing leave the split where it was")
    func framesWithoutWorkKeepTheSplit() {
        let worker = BandWorker(share: 0.5)
        let before = worker.splitRow(height: 1_000, alignment: 8)
        for _ in 0..<30 { worker.finishFrame() }
        #expect(worker.splitRow(height: 1_000, alignment: 8) == before)
        var canvas = Canvas(width: 640, height: 1_000)
        canvas.bandWorker = worker
        canvas.clear(.white)
        canvas.finishFrame()
        #expect(worker.splitRow(height: 1_000, alignment: 8) != before, "a frame that queued work moves it")
    }
}
