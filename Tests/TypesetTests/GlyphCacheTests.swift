import Geometry
import Raster
import Testing
@testable import Typeset

@Suite struct GlyphCacheTests {
    func image(_ side: Int) -> GlyphImage {
        GlyphImage(mask: AlphaMask(width: side, height: side), left: 0, top: side)
    }

    @Test("Keys differ by face, glyph, size and phase")
    func keysSeparateEveryDimension() {
        let base = GlyphKey(face: 0, glyph: 36, pixelSize: 44 * 64, phase: 0)
        #expect(base != GlyphKey(face: 1, glyph: 36, pixelSize: 44 * 64, phase: 0))
        #expect(base != GlyphKey(face: 0, glyph: 37, pixelSize: 44 * 64, phase: 0))
        #expect(base != GlyphKey(face: 0, glyph: 36, pixelSize: 44 * 64 + 1, phase: 0))
        #expect(base != GlyphKey(face: 0, glyph: 36, pixelSize: 44 * 64, phase: 3))
        #expect(base == GlyphKey(face: 0, glyph: 36, pixelSize: 44 * 64, phase: 0))
    }

    @Test("A hit does not render again")
    func hitsReuse() {
        var cache = GlyphCache(byteLimit: 1 << 20)
        var renders = 0
        for _ in 0..<3 {
            _ = cache.image(for: GlyphKey(face: 0, glyph: 1, pixelSize: 640, phase: 0)) {
                renders += 1
                return image(10)
            }
        }
        #expect(renders == 1 && cache.count == 1)
    }

    @Test("Memory stays under the bound and the most recently used glyphs survive")
    func boundedMemory() {
        var cache = GlyphCache(byteLimit: 64 * 1024)
        let hot = GlyphKey(face: 0, glyph: 0, pixelSize: 640, phase: 0)
        _ = cache.image(for: hot) { image(32) }
        for glyph in 1..<500 {
            _ = cache.image(for: GlyphKey(face: 0, glyph: UInt32(glyph), pixelSize: 640, phase: 0)) { image(32) }
            _ = cache.image(for: hot) { Issue.record("the hot glyph was evicted at \(glyph)"); return image(32) }
            #expect(cache.byteCount <= cache.byteLimit)
        }
        #expect(cache.count < 500)
    }

    @Test("A glyph larger than half the bound is returned but not kept")
    func oversizedGlyph() {
        var cache = GlyphCache(byteLimit: 8192)
        let key = GlyphKey(face: 0, glyph: 1, pixelSize: 64 * 500, phase: 0)
        #expect(cache.image(for: key) { image(100) }?.mask.width == 100)
        #expect(cache.count == 0 && cache.byteCount == 0)
    }

    @Test("Drawing fills the engine's cache once per glyph, phase and size, within its bound")
    func engineCache() throws {
        let engine = try makeEngine(glyphCacheBytes: 256 * 1024)
        var canvas = Canvas(width: 400, height: 80, scale: 1)
        let line = engine.layout("Scrub 1234567890", style: TextStyle(size: 30))
        engine.draw(line, into: &canvas, at: Point(x: 5, y: 40))
        let afterFirst = engine.glyphCacheCount
        engine.draw(line, into: &canvas, at: Point(x: 5, y: 40))
        #expect(engine.glyphCacheCount == afterFirst)
        // A quarter-pixel shift renders new phases; a whole-pixel shift does not.
        engine.draw(line, into: &canvas, at: Point(x: 6, y: 40))
        #expect(engine.glyphCacheCount == afterFirst)
        engine.draw(line, into: &canvas, at: Point(x: 6.5, y: 40))
        #expect(engine.glyphCacheCount > afterFirst)
        for size in stride(from: 20.0, through: 80, by: 1) {
            engine.draw(engine.layout("Scrub 1234567890", style: TextStyle(size: size)), into: &canvas, at: Point(x: 5, y: 60))
            #expect(engine.glyphCacheByteCount <= engine.glyphCacheByteLimit)
        }
    }
}
