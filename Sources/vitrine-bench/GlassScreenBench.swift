import Dispatch
import Foundation
import Components
import Geometry
import Raster
import Typeset

/// `glass screen-4k`: the `glass` screen's demo (glass and backdrop without labels, as
/// `glass screen`) at 1920 × 1080 points, scale 2 (3840 × 2160 pixels), wall-clock p99.
///
/// The frame is split into two bands, top and bottom, one per core, each drawn by its own copy of
/// the screen (a piece is not shared between threads) into its own canvas: 1080 pixel rows plus
/// an overlap of ``overlap`` rows, so the blur and the lens read past the seam exactly as in one
/// whole frame (`band seam difference` checks it against the frame drawn whole). The bench times
/// the drawing, not a copy into one buffer: a presenter would upload each band's own rows. Each
/// screen keeps its glass groups' caches from frame to frame, as the window's screens do, so a
/// frame after the first draws still glass from them. `glass screen-4k one-thread` is the same
/// frame drawn whole on one core. (The window loop itself still draws on one thread.)
enum GlassScreenBench {
    static let size = Size(width: 1920, height: 1080)
    static let scale = 2.0
    /// Rows each band draws beyond the seam: more than the 2 pt blur's and the rim lens's reach.
    static let overlap = 48
    /// Bands per frame, one per core: measured against three, four and six, which even out the
    /// glass between cores but redraw more overlap, two is the quickest.
    static let bandCount = 2

    static func run(runs: Int = 101) throws {
        let banded = try timeBands(runs: runs)
        print("glass screen-4k p99 \(Timing.format(percentile(banded, 0.99))) ms  (median \(Timing.format(percentile(banded, 0.5))) ms, two threads, \(bandCount) bands)")
        let whole = try timeWhole(runs: runs)
        print("glass screen-4k one-thread p99 \(Timing.format(percentile(whole, 0.99))) ms  (median \(Timing.format(percentile(whole, 0.5))) ms)")
        print("glass screen-4k band seam difference \(try seamDifference()) levels")
    }

    /// The largest channel difference between the bands' own rows and the same rows of the frame
    /// drawn whole: 0 when splitting changes nothing.
    static func seamDifference() throws -> Int {
        let demo = try demo()
        var whole = Canvas(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale)
        whole.clear(Color(hex: 0xF3F2EE))
        demo.draw(into: &whole, at: 3)
        var worst = 0
        let rows = whole.height / bandCount
        for index in 0..<bandCount {
            let band = try Band(index: index, of: bandCount)
            band.clear()
            band.draw()
            let top = max(index * rows - overlap, 0)
            for y in (index * rows)..<((index + 1) * rows) {
                for x in 0..<whole.width {
                    let a = whole.pixel(x: x, y: y), b = band.canvas.pixel(x: x, y: y - top)
                    for shift in stride(from: 0, to: 32, by: 8) {
                        worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                    }
                }
            }
        }
        return worst
    }

    /// The screen as the bench draws it; text only lays out the flag and the bubble.
    static func demo() throws -> GlassDemo {
        let demo = GlassDemo()
        demo.layout(in: Rect(0, 0, size.width, size.height), theme: Theme(), text: try TextEngine().typesetter(Theme().textSettings))
        demo.pick(3, at: 0)
        demo.toggleBubble(at: 0)
        demo.advance(to: 3)
        return demo
    }

    private static func timeWhole(runs: Int) throws -> [Double] {
        let demo = try demo()
        var canvas = Canvas(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale)
        var times: [Double] = []
        for _ in 0..<runs {
            canvas.clear(Color(hex: 0xF3F2EE))
            let start = wallClock()
            demo.draw(into: &canvas, at: 3)
            times.append(wallClock() - start)
        }
        return times
    }

    /// One band's screen and canvas, touched by one thread at a time only.
    final class Band: @unchecked Sendable {
        let demo: GlassDemo
        var canvas: Canvas

        init(index: Int, of count: Int) throws {
            demo = try GlassScreenBench.demo()
            let pixelHeight = Int(size.height * scale)
            let rows = pixelHeight / count
            let top = max(index * rows - overlap, 0)
            let bottom = min((index + 1) * rows + overlap, pixelHeight)
            canvas = Canvas(width: Int(size.width * scale), height: bottom - top, scale: scale)
            canvas.transform = AffineTransform.translation(x: 0, y: -Double(top))
                .concatenating(.scale(x: scale, y: scale))
        }

        func clear() { canvas.clear(Color(hex: 0xF3F2EE)) }

        func draw() { demo.draw(into: &canvas, at: 3) }
    }

    private static func timeBands(runs: Int) throws -> [Double] {
        let bands = try (0..<bandCount).map { try Band(index: $0, of: bandCount) }
        var times: [Double] = []
        for _ in 0..<runs {
            for band in bands { band.clear() }
            let start = wallClock()
            DispatchQueue.concurrentPerform(iterations: bands.count) { bands[$0].draw() }
            times.append(wallClock() - start)
        }
        return times
    }

    /// The `fraction` quantile of `times` (0.99: the time 99 runs in 100 stay within).
    static func percentile(_ times: [Double], _ fraction: Double) -> Double {
        let sorted = times.sorted()
        return sorted[min(sorted.count - 1, max(Int((Double(sorted.count) * fraction).rounded(.up)) - 1, 0))]
    }

    static func wallClock() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
    }
}
