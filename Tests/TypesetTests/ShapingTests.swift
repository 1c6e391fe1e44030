import Raster
import Testing
@testable import Typeset

/// HarfBuzz features the pieces rely on: GPOS kerning, tabular figures, fallback faces, joining.
@Suite struct ShapingTests {
    @Test("Kerning comes from GPOS: AV is narrower than A and V apart")
    func gposKerning() throws {
        let engine = try makeEngine()
        let style = TextStyle(size: 44)
        let pair = engine.measure("AV", style: style)
        let apart = engine.measure("A", style: style) + engine.measure("V", style: style)
        #expect(pair < apart - 1, "AV \(pair) vs A+V \(apart)")
    }

    @Test("Figures are tabular by default and proportional on request")
    func tabularFigures() throws {
        let engine = try makeEngine()
        let tabular = TextStyle(size: 44)
        #expect(engine.measure("1111", style: tabular) == engine.measure("8888", style: tabular))
        #expect(engine.measure("1,204.50", style: tabular) == engine.measure("9,876.38", style: tabular))
        // Every digit, including Inter's slightly narrow tabular four.
        let widths = (0...9).map { engine.measure(String(repeating: String($0), count: 4), style: tabular) }
        #expect(Set(widths).count == 1, "\(widths)")
        var proportional = tabular
        proportional.usesTabularFigures = false
        #expect(engine.measure("1111", style: proportional) < engine.measure("8888", style: proportional))
    }

    @Test("Hebrew and Arabic come from the fallback face, Latin from Inter")
    func fallbackFace() throws {
        let engine = try makeEngine()
        let style = TextStyle(size: 20)
        let latin = engine.shapedText([TextSpan("Steps")], style: style)
        #expect(latin.glyphs.allSatisfy { $0.face == 0 && $0.glyph != 0 })
        for word in ["שלום", "مرحبا"] {
            let shaped = engine.shapedText([TextSpan(word)], style: style)
            #expect(!shaped.glyphs.isEmpty)
            #expect(shaped.glyphs.allSatisfy { $0.face == 1 && $0.glyph != 0 }, "\(word) has missing glyphs")
        }
    }

    @Test("A figure led by a left-to-right mark keeps Inter's glyphs and width and reads left to right under right to left")
    func leadingMarkKeepsTheFace() throws {
        let engine = try makeEngine()
        let style = TextStyle(size: 20)
        let marked = engine.shapedText([TextSpan("\u{200E}+$4.60")], style: style, direction: .rightToLeft)
        #expect(marked.paragraphLevel == 0)
        #expect(marked.glyphs.allSatisfy { $0.face == 0 })
        let rightToLeft = TextSettings(direction: .rightToLeft)
        #expect(abs(engine.measure("\u{200E}+$4.60", style: style, settings: rightToLeft)
                    - engine.measure("+$4.60", style: style, settings: rightToLeft)) < 1e-9)
    }

    @Test("Arabic letters join: a letter inside a word is not its isolated form")
    func arabicJoining() throws {
        let engine = try makeEngine()
        let style = TextStyle(size: 20)
        let isolated = engine.shapedText([TextSpan("ب")], style: style).glyphs.map(\.glyph)
        let joined = engine.shapedText([TextSpan("ببب")], style: style).glyphs.map(\.glyph)
        #expect(isolated.count == 1 && joined.count == 3)
        #expect(!joined.contains(isolated[0]))
        #expect(Set(joined).count == 3, "initial, medial and final forms differ")
    }

    @Test("Glyphs of a right-to-left word run from its last letter on the left to its first on the right")
    func rightToLeftOrder() throws {
        let engine = try makeEngine()
        let shaped = engine.shapedText([TextSpan("שלום")], style: TextStyle(size: 20))
        #expect(shaped.paragraphLevel == 1)
        #expect(shaped.glyphs.map(\.cluster) == [3, 2, 1, 0])
        #expect(zip(shaped.glyphs, shaped.glyphs.dropFirst()).allSatisfy { $0.x < $1.x })
        let line = engine.layout("שלום", style: TextStyle(size: 20))
        #expect(line.direction == .rightToLeft)
    }

    @Test("Numbers and Latin keep their order inside a mixed line")
    func mixedDirections() throws {
        let engine = try makeEngine()
        let shaped = engine.shapedText([TextSpan("abc שלום 123")], style: TextStyle(size: 20))
        // Visual order: "abc ", then "123", then the space and the Hebrew word read right to left.
        #expect(shaped.glyphs.map(\.cluster) == [0, 1, 2, 3, 9, 10, 11, 8, 7, 6, 5, 4])
        let hebrewFirst = engine.shapedText([TextSpan("שלום 42%")], style: TextStyle(size: 20))
        // Right-to-left paragraph: the number (with its percent sign) sits left of the word, in order.
        #expect(hebrewFirst.glyphs.map(\.cluster) == [5, 6, 7, 4, 3, 2, 1, 0])
    }

    @Test("Colour spans do not break kerning across their boundary")
    func spansShapeTogether() throws {
        let engine = try makeEngine()
        let style = TextStyle(size: 44)
        let whole = engine.measure("AV", style: style)
        let split = engine.measure([TextSpan("A"), TextSpan("V", color: Palette.secondary)], style: style)
        #expect(abs(whole - split) < 1e-9)
    }
}
