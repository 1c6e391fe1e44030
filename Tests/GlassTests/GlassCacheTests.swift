import Geometry
import Raster
import Testing
@testable import Glass

/// A group drawn with a cache draws the same pixels whether or not the cache held its images, and
/// keeps one set of images for glass that only moved by whole pixels.
@Suite("Glass cache")
struct GlassCacheTests {
    /// A lens: a slab and a handle at each end, `x` points from the left.
    static func lens(at x: Double, swell: Double = 0, dark: Bool = false, material: GlassMaterial = .frosted) -> GlassGroup {
        let slab = Rect(x, 50 - swell, 120 + 2 * swell, 52 + 2 * swell)
        return GlassGroup([
            GlassSurface(.continuousRoundedRect(slab, radius: 12 + swell)),
            GlassSurface(.capsule(Rect(x - 18, 50, 14, 52))),
            GlassSurface(.capsule(Rect(x + 124, 50, 14, 52)), tint: Color(hex: 0xFF3B30).opacity(0.6)),
        ], appearance: GlassAppearance(isDark: dark, material: material))
    }

    static func picture(_ group: GlassGroup, scale: Double, cache: GlassCache) -> Canvas {
        var canvas = Scenery.busyCanvas(width: 320, height: 150, scale: scale, dark: group.appearance.isDark)
        group.draw(into: &canvas, cache: cache)
        return canvas
    }

    @Test("A warm cache draws the pixels a cold one does, frosted and liquid",
          arguments: [1.0, 2.0], [GlassMaterial.frosted, .liquid])
    func warmDrawsAsCold(scale: Double, material: GlassMaterial) {
        let warm = GlassCache()
        for x in [60.0, 61.0, 72.25, 80.5, 60.75, 65.5] {
            _ = Self.picture(Self.lens(at: x, material: material), scale: scale, cache: warm)
        }
        for x in [68.0, 68.3, 72.25, 64.5] {
            let cold = Self.picture(Self.lens(at: x, material: material), scale: scale, cache: GlassCache())
            let kept = Self.picture(Self.lens(at: x, material: material), scale: scale, cache: warm)
            #expect(cold.pixels == kept.pixels, "at x = \(x), \(scale)×, \(material)")
        }
    }

    @Test("Glass moved by whole pixels is drawn from one kept set of images")
    func wholePixelMovesShareAnEntry() {
        let cache = GlassCache()
        for x in stride(from: 60.0, through: 90.0, by: 1) {
            _ = Self.picture(Self.lens(at: x), scale: 1, cache: cache)
        }
        #expect(cache.entries.count == 1)
        _ = Self.picture(Self.lens(at: 60.5), scale: 1, cache: cache)
        _ = Self.picture(Self.lens(at: 60, swell: 3), scale: 1, cache: cache)
        #expect(cache.entries.count == 3)
    }

    @Test("The cache keeps at most a handful of images")
    func cacheStaysSmall() {
        let cache = GlassCache()
        for step in 0..<40 {
            _ = Self.picture(Self.lens(at: 60 + Double(step) * 0.37, swell: Double(step % 5)), scale: 1, cache: cache)
        }
        #expect(cache.entries.count <= GlassCache.capacity)
    }

    @Test("Cached glass lies within a quarter pixel's rounding of the glass drawn without a cache",
          arguments: [GlassMaterial.frosted, .liquid])
    func cachedGlassLooksLikeUncached(material: GlassMaterial) {
        for dark in [false, true] {
            let group = Self.lens(at: 68.3, dark: dark, material: material)
            let cached = Self.picture(group, scale: 2, cache: GlassCache())
            var plain = Scenery.busyCanvas(width: 320, height: 150, scale: 2, dark: dark)
            group.draw(into: &plain)
            let worst = Self.worst(cached, plain)
            // An edge moved by at most an eighth of a pixel changes its pixels by at most a few levels.
            #expect(worst <= 40, "dark: \(dark), worst channel difference \(worst)")
        }
    }

    @Test("Glass cut by the canvas's edge is kept whole and drawn as it is without a cache")
    func clippedGlassIsKeptWhole() {
        let cache = GlassCache()
        let group = Self.lens(at: 260)
        let cached = Self.picture(group, scale: 1, cache: cache)
        var plain = Scenery.busyCanvas(width: 320, height: 150, scale: 1, dark: false)
        group.draw(into: &plain)
        #expect(cache.entries.count == 1)
        #expect(Self.worst(cached, plain) <= 40)
    }

    static func worst(_ a: Canvas, _ b: Canvas) -> Int {
        var worst = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for bits in stride(from: 0, to: 32, by: 8) {
                worst = max(worst, abs(Int((p >> UInt32(bits)) & 0xFF) - Int((q >> UInt32(bits)) & 0xFF)))
            }
        }
        return worst
    }
}
