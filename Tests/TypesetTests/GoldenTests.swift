import Geometry
import Raster
import Testing
@testable import Typeset

/// Text as the pieces draw it, compared with reviewed images (see `expectGolden`).
@Suite struct GoldenTests {
    @Test("A 44 px numeral dims its decimals and keeps tabular tracking")
    func numeralWithDimmedDecimals() throws {
        let engine = try makeEngine()
        var canvas = Canvas(width: 240, height: 64, scale: 1)
        canvas.clear(Palette.card)
        let style = TextStyle(size: 44, color: Palette.text, tracking: -0.02 * 44)
        let line = engine.layout([TextSpan("1,284"), TextSpan(".50", color: Palette.secondary)], style: style)
        engine.draw(line, into: &canvas, at: Point(x: 12, y: 50))
        try expectGolden(canvas, "numeral-dimmed-decimals")
    }

    @Test("The meta line is uppercased and tracked 1.2 pt")
    func uppercaseTrackedMeta() throws {
        let engine = try makeEngine()
        var canvas = Canvas(width: 220, height: 24, scale: 1)
        canvas.clear(Palette.ground)
        let style = TextStyle(size: 12, color: Palette.secondary, tracking: 1.2, isUppercased: true)
        engine.draw(engine.layout("Latest · Steps", style: style), into: &canvas, at: Point(x: 8, y: 16))
        try expectGolden(canvas, "meta-uppercase-tracked")
    }

    @Test("The meta line at scale 2 renders at twice the pixel size")
    func uppercaseTrackedMetaAtScaleTwo() throws {
        let engine = try makeEngine()
        var canvas = Canvas(width: 440, height: 48, scale: 2)
        canvas.clear(Palette.ground)
        let style = TextStyle(size: 12, color: Palette.secondary, tracking: 1.2, isUppercased: true)
        engine.draw(engine.layout("Mar 3 – Apr 14", style: style), into: &canvas, at: Point(x: 8, y: 16))
        try expectGolden(canvas, "meta-uppercase-tracked-2x")
    }

    @Test("A title too wide for its frame ends in an ellipsis inside it")
    func truncatedTitle() throws {
        let engine = try makeEngine()
        var canvas = Canvas(width: 220, height: 36, scale: 1)
        canvas.clear(Palette.card)
        let frame = Rect(10, 6, 180, 24)
        canvas.fillRect(Rect(frame.minX, frame.minY, frame.width, frame.height), with: .solid(Palette.ground))
        let style = TextStyle(size: 17, color: Palette.text)
        let line = engine.layout("Monthly active subscribers across regions", style: style, maximumWidth: frame.width)
        #expect(line.isTruncated)
        engine.draw(line, into: &canvas, in: frame)
        try expectGolden(canvas, "title-truncated")
    }

    @Test("Hebrew and Arabic words are shaped right to left in the fallback face")
    func rightToLeftWords() throws {
        let engine = try makeEngine()
        var canvas = Canvas(width: 200, height: 84, scale: 1)
        canvas.clear(Palette.card)
        let style = TextStyle(size: 28, color: Palette.text)
        engine.draw(engine.layout("שלום", style: style), into: &canvas, at: Point(x: 100, y: 34), alignment: .center)
        engine.draw(engine.layout("مرحبا", style: style), into: &canvas, at: Point(x: 100, y: 74), alignment: .center)
        try expectGolden(canvas, "rtl-words")
    }

    @Test("1111 and 8888 are equally wide, so they end on the same pixel")
    func tabularDigitsAlign() throws {
        let engine = try makeEngine()
        let style = TextStyle(size: 44, color: Palette.text)
        #expect(engine.measure("1111", style: style) == engine.measure("8888", style: style))
        var canvas = Canvas(width: 150, height: 110, scale: 1)
        canvas.clear(Palette.card)
        let ones = engine.layout("1111", style: style), eights = engine.layout("8888", style: style)
        canvas.fillRect(Rect(12, 2, 1, 106), with: .solid(Palette.accent))
        canvas.fillRect(Rect(12 + ones.width, 2, 1, 106), with: .solid(Palette.accent))
        engine.draw(ones, into: &canvas, at: Point(x: 12, y: 48))
        engine.draw(eights, into: &canvas, at: Point(x: 12, y: 100))
        try expectGolden(canvas, "tabular-1111-8888")
    }
}
