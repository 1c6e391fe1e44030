import Geometry
import Raster
import Testing
@testable import Typeset

/// Measuring and fitting a line: tracking, case, truncation, shrink-to-fit, text scale, metrics.
@Suite struct LayoutTests {
    let epsilon = 1e-6

    @Test("Tracking adds one gap between characters, none after the last")
    func tracking() throws {
        let engine = try makeEngine()
        let plain = engine.measure("STEPS", style: TextStyle(size: 12))
        let tracked = engine.measure("STEPS", style: TextStyle(size: 12, tracking: 1.2))
        #expect(abs(tracked - plain - 4 * 1.2) < epsilon)
        let tight = engine.measure("284.50", style: TextStyle(size: 44, tracking: -0.88))
        #expect(abs(engine.measure("284.50", style: TextStyle(size: 44)) - tight - 5 * 0.88) < epsilon)
    }

    @Test("Uppercase draws capitals without changing the caller's text")
    func uppercase() throws {
        let engine = try makeEngine()
        let line = engine.layout("Latest · Steps", style: TextStyle(size: 12, isUppercased: true))
        #expect(line.text == "LATEST · STEPS")
        #expect(engine.measure("Latest", style: TextStyle(size: 12, isUppercased: true))
            == engine.measure("LATEST", style: TextStyle(size: 12)))
    }

    @Test("measure and layout agree, and width is linear in size")
    func measureMatchesLayout() throws {
        let engine = try makeEngine()
        let style = TextStyle(size: 17, tracking: 0.5)
        let line = engine.layout("Monthly active", style: style)
        #expect(abs(line.width - engine.measure("Monthly active", style: style)) < epsilon)
        var double = style
        double.size = 34
        #expect(abs(engine.measure("Monthly active", style: double) - (line.width - 13 * 0.5) * 2 - 13 * 0.5) < 1e-6)
    }

    @Test("A line that fits is neither shrunk nor truncated")
    func fittingLine() throws {
        let engine = try makeEngine()
        let line = engine.layout("Cart", style: TextStyle(size: 17), maximumWidth: 200, minimumScaleFactor: 0.5)
        #expect(line.scaleFactor == 1 && !line.isTruncated && line.text == "Cart" && line.size == 17)
    }

    @Test("Truncation ends in an ellipsis and fits the width, for any width")
    func truncation() throws {
        let engine = try makeEngine()
        let style = TextStyle(size: 17)
        let title = "Monthly active subscribers across regions"
        for width in stride(from: 20.0, through: 300, by: 7) {
            let line = engine.layout(title, style: style, maximumWidth: width)
            #expect(line.isTruncated)
            #expect(line.text.hasSuffix("…"))
            #expect(!line.text.dropLast().hasSuffix(" "), "no space before the ellipsis")
            if line.text != "…" { #expect(line.width <= width + epsilon, "width \(width): \(line.text)") }
            // The next candidate (one more word character) would not have fitted.
            let kept = line.text.count - 1
            var next = String(title.prefix(kept + 1))
            if next.hasSuffix(" ") { next = String(title.prefix(kept + 2)) }
            #expect(engine.measure(next + "…", style: style) > width, "\(next)… would have fitted \(width)")
        }
        let none = engine.layout(title, style: style, maximumWidth: 100, truncation: .none)
        #expect(!none.isTruncated && none.text == title && none.width > 100)
    }

    @Test("Shrink-to-fit scales down just enough, in quarter points, never below the minimum")
    func shrinkToFit() throws {
        let engine = try makeEngine()
        let style = TextStyle(size: 44, tracking: -0.88)
        let natural = engine.measure("12,345.67", style: style)
        let fitted = engine.layout("12,345.67", style: style, maximumWidth: natural * 0.8, minimumScaleFactor: 0.5)
        #expect(!fitted.isTruncated)
        #expect(fitted.width <= natural * 0.8 + epsilon)
        #expect(fitted.scaleFactor < 0.8 && fitted.scaleFactor > 0.79)
        #expect((fitted.size * 4).rounded() == fitted.size * 4, "size is a whole number of quarter points")
        #expect(abs(fitted.metrics.ascent - engine.metrics(for: style).ascent * fitted.scaleFactor) < epsilon)

        let floor = engine.layout("12,345.67", style: style, maximumWidth: natural * 0.3, minimumScaleFactor: 0.5)
        #expect(floor.scaleFactor == 0.5)
        #expect(floor.isTruncated && floor.width <= natural * 0.3 + epsilon)
    }

    @Test("Text scale multiplies sizes up to the style's cap")
    func textScale() throws {
        let engine = try makeEngine()
        let style = TextStyle(size: 32, maximumTextScale: 1.7)
        let base = engine.measure("1,234", style: style)
        let larger = engine.typesetter(TextSettings(scale: 1.5))
        #expect(abs(larger.measure("1,234", style: style) - base * 1.5) < 1e-6)
        #expect(larger.layout("1,234", style: style).size == 48)
        let largest = engine.typesetter(TextSettings(scale: 3))
        #expect(abs(largest.effectiveSize(of: style) - 32 * 1.7) < epsilon)
        #expect(TextSettings(scale: -1).scale == 1)
    }

    @Test("Metrics: ascent, descent, line height and first baseline in points")
    func metrics() throws {
        let engine = try makeEngine()
        let metrics = engine.metrics(for: TextStyle(size: 100))
        // Inter's vertical metrics, about 0.969 em above the baseline and 0.241 em below.
        #expect(abs(metrics.ascent - 96.875) < 0.01)
        #expect(abs(metrics.descent - 24.148) < 0.01)
        #expect(abs(metrics.lineHeight - (metrics.ascent + metrics.descent + metrics.leading)) < epsilon)
        #expect(abs(metrics.firstBaseline - metrics.ascent - metrics.leading / 2) < epsilon)
        #expect(metrics.capHeight > 70 && metrics.capHeight < 75)
        #expect(metrics.xHeight > 50 && metrics.xHeight < metrics.capHeight)
    }

    @Test("Alignment places the line start from the anchor, mirrored in a right-to-left layout")
    func alignment() throws {
        let engine = try makeEngine()
        let line = engine.layout("Steps", style: TextStyle(size: 20))
        #expect(line.startX(anchoredAt: 100, alignment: .leading, layoutDirection: .leftToRight) == 100)
        #expect(line.startX(anchoredAt: 100, alignment: .trailing, layoutDirection: .leftToRight) == 100 - line.width)
        #expect(line.startX(anchoredAt: 100, alignment: .center, layoutDirection: .leftToRight) == 100 - line.width / 2)
        #expect(line.startX(anchoredAt: 100, alignment: .leading, layoutDirection: .rightToLeft) == 100 - line.width)
        let box = line.bounds(at: Point(x: 10, y: 50))
        #expect(abs(box.minY - (50 - line.metrics.ascent)) < epsilon && abs(box.height - line.metrics.lineHeight) < epsilon)
    }

    @Test("Each span draws in its own colour")
    func spanColours() throws {
        let engine = try makeEngine()
        var canvas = Canvas(width: 200, height: 60, scale: 1)
        canvas.clear(.white)
        let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF)
        let whole = engine.layout([TextSpan("88", color: red)], style: TextStyle(size: 40))
        let line = engine.layout([TextSpan("88", color: red), TextSpan("88", color: blue)], style: TextStyle(size: 40))
        engine.draw(line, into: &canvas, at: Point(x: 0, y: 45))
        var reds = 0, blues = 0
        for y in 0..<60 {
            for x in 0..<200 {
                let color = canvas.color(x: x, y: y)
                if color.red > 0.9 && color.blue < 0.1 && color.green < 0.1 { reds += 1; #expect(Double(x) < whole.width + 1) }
                if color.blue > 0.9 && color.red < 0.1 && color.green < 0.1 { blues += 1; #expect(Double(x) >= whole.width - 1) }
            }
        }
        #expect(reds > 50 && blues > 50)
    }

    @Test("At canvas scale 2 the ink is twice as wide and tall")
    func hiDPI() throws {
        let engine = try makeEngine()
        let line = engine.layout("8888", style: TextStyle(size: 20))
        func inkBounds(scale: Double) -> (width: Int, height: Int) {
            var canvas = Canvas(width: Int(80 * scale), height: Int(40 * scale), scale: scale)
            engine.draw(line, into: &canvas, at: Point(x: 5, y: 30))
            var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
            for y in 0..<canvas.height {
                for x in 0..<canvas.width where canvas.pixel(x: x, y: y) >> 24 > 128 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            return (maxX - minX + 1, maxY - minY + 1)
        }
        let one = inkBounds(scale: 1), two = inkBounds(scale: 2)
        #expect(abs(two.width - 2 * one.width) <= 2 && abs(two.height - 2 * one.height) <= 2, "\(one) vs \(two)")
    }

    @Test("Opacity fades every span's colour")
    func opacity() throws {
        let engine = try makeEngine()
        let line = engine.layout("8", style: TextStyle(size: 40, color: .black))
        func darkest(opacity: Double) -> Double {
            var canvas = Canvas(width: 40, height: 50)
            canvas.clear(.white)
            engine.draw(line, into: &canvas, at: Point(x: 5, y: 40), opacity: opacity)
            return (0..<50).flatMap { y in (0..<40).map { x in canvas.color(x: x, y: y).red } }.min() ?? 1
        }
        #expect(darkest(opacity: 1) < 0.01)
        #expect(abs(darkest(opacity: 0.5) - 0.5) < 0.01)
    }

    @Test("A truncated right-to-left title puts its ellipsis at its left end")
    func rightToLeftTruncation() throws {
        let engine = try makeEngine()
        let style = TextStyle(size: 17)
        let line = engine.layout("שלום עולם ומה שלומך היום", style: style, maximumWidth: 90)
        #expect(line.isTruncated && line.text.hasSuffix("…") && line.width <= 90)
        #expect(line.direction == .rightToLeft)
        let shaped = engine.shapedText([TextSpan(line.text)], style: style)
        let ellipsis = Int32(line.text.unicodeScalars.count - 1)
        #expect(shaped.glyphs.first?.cluster == ellipsis)
    }

    @Test("In a right-to-left layout, leading text in a frame hangs from its right edge")
    func rightToLeftFrame() throws {
        let engine = try makeEngine()
        let text = engine.typesetter(TextSettings(direction: .rightToLeft))
        let line = text.layout("12", style: TextStyle(size: 20, color: .black))
        var canvas = Canvas(width: 100, height: 30)
        text.draw(line, into: &canvas, in: Rect(0, 0, 100, 30))
        var inkX: [Int] = []
        for y in 0..<30 { for x in 0..<100 where canvas.pixel(x: x, y: y) >> 24 > 0 { inkX.append(x) } }
        #expect((inkX.min() ?? 0) >= Int(100 - line.width) - 1 && (inkX.max() ?? 0) <= 99)
    }

    @Test("Empty text lays out to nothing and draws nothing")
    func emptyText() throws {
        let engine = try makeEngine()
        let line = engine.layout("", style: TextStyle(size: 20), maximumWidth: 10)
        #expect(line.width == 0 && line.glyphCount == 0 && !line.isTruncated)
        var canvas = Canvas(width: 10, height: 10)
        engine.draw(line, into: &canvas, at: Point(x: 0, y: 8))
        #expect(canvas.pixels.allSatisfy { $0 == 0 })
    }
}
