import Foundation
import Geometry
import Raster
import Typeset

/// `vitrine-bench text`: the three text timings of issue 3, one line each.
///
///     text numeral 12.3 us   lay out and draw a 44 px six-character numeral, glyphs cached (goal ≤ 20 µs)
///     text glyphs 0.80 ms    1,000 glyph draws at 13 px (goal ≤ 1 ms)
///     text cold 1.40 ms      open the fonts, lay out and draw 100 distinct glyphs at 44 px (goal ≤ 2 ms)
///
/// Each figure is the median of repeated batches, so one scheduling hiccup does not move it.
func runTextBench(_ arguments: [String]) -> Int32 {
    do {
        let numeral = try TextBenchmark.numeral()
        let glyphs = try TextBenchmark.glyphs()
        let cold = try TextBenchmark.cold()
        print(String(format: "text numeral %.1f us", numeral * 1e6))
        print(String(format: "text glyphs %.2f ms", glyphs * 1e3))
        print(String(format: "text cold %.2f ms", cold * 1e3))
        return 0
    } catch {
        FileHandle.standardError.write("\(error)\n".data(using: .utf8)!)
        return 1
    }
}

enum TextBenchmark {
    static let ink = Color(hex: 0x141414)
    static let muted = Color(hex: 0x5C5A56)

    /// Seconds per call of `body`, the median over `batches` batches of `iterations` calls.
    static func median(batches: Int, iterations: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<batches {
            let elapsed = clock.measure {
                for _ in 0..<iterations { body() }
            }
            samples.append(elapsed.inSeconds / Double(iterations))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// A scrub's worth of six-character values ("284.50"), whole part in ink, decimals dimmed.
    static func numeral() throws -> Double {
        let engine = try TextEngine()
        let style = TextStyle(size: 44, color: ink, tracking: -0.02 * 44)
        let values = (0..<16).map { String(format: "%06.2f", 100 + Double($0) * 13.37) }
        var canvas = Canvas(width: 320, height: 80, scale: 1)
        canvas.clear(.white)
        func frame(_ value: String) {
            let point = value.firstIndex(of: ".")!
            let line = engine.layout(
                [TextSpan(String(value[..<point])), TextSpan(String(value[point...]), color: muted)], style: style)
            engine.draw(line, into: &canvas, at: Point(x: 10, y: 60))
        }
        for value in values { frame(value) }  // warm the caches
        var index = 0
        return median(batches: 21, iterations: 400) {
            frame(values[index & 15])
            index += 1
        }
    }

    /// 1,000 glyph draws of 13 px text (a screen of axis labels and captions).
    static func glyphs() throws -> Double {
        let engine = try TextEngine()
        let style = TextStyle(size: 13, color: muted)
        let line = engine.layout("Steps per day, last 30 days: 8,412 average · 12,904 best", style: style)
        var canvas = Canvas(width: 480, height: 40, scale: 1)
        canvas.clear(.white)
        let repeats = (1000 + line.glyphCount - 1) / line.glyphCount
        let draws = Double(repeats * line.glyphCount)
        engine.draw(line, into: &canvas, at: Point(x: 6, y: 24))
        let perRound = median(batches: 21, iterations: 20) {
            for _ in 0..<repeats { engine.draw(line, into: &canvas, at: Point(x: 6, y: 24)) }
        }
        return perRound / draws * 1000
    }

    /// A cold start: fonts opened, then 100 distinct glyphs shaped, rendered and drawn at 44 px.
    static func cold() throws -> Double {
        let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!?&@#%*()[]{}<>+=/\\|;:'\"~^$€£¥§¶©®°±×÷")
        precondition(characters.count >= 100)
        let lines = stride(from: 0, to: 100, by: 25).map { String(characters[$0..<($0 + 25)]) }
        let style = TextStyle(size: 44, color: ink)
        var canvas = Canvas(width: 1400, height: 240, scale: 1)
        return median(batches: 15, iterations: 1) {
            guard let engine = try? TextEngine() else { return }
            for (row, text) in lines.enumerated() {
                engine.draw(engine.layout(text, style: style), into: &canvas, at: Point(x: 4, y: 50 + 56 * Double(row)))
            }
        }
    }
}
