import Geometry
import Raster
import Testing
@testable import Glass

@Suite("Frosted, liquid and solid glass")
struct FrostedTests {
    /// A small control: a capsule, a joined circle, a continuous rounded rect apart, one tinted.
    static func control(_ appearance: GlassAppearance) -> Canvas {
        var canvas = Scenery.busyCanvas(width: 300, height: 90, scale: 2, dark: appearance.isDark)
        let group = GlassGroup([
            GlassSurface(.capsule(Rect(20, 25, 110, 40))),
            GlassSurface(.circle(center: Point(154, 45), radius: 20), tint: Scenery.sage),
            GlassSurface(.continuousRoundedRect(Rect(200, 20, 80, 50), radius: 14)),
        ], appearance: appearance)
        group.draw(into: &canvas)
        return canvas
    }

    @Test("The seeds' numbers: rim, shadow, lift and solid fills per scheme")
    func numbers() {
        let light = GlassAppearance(material: .frosted), dark = GlassAppearance(isDark: true, material: .frosted)
        #expect(light.rim == Color.white.opacity(0.7))
        #expect(dark.rim == Color.white.opacity(0.14))
        #expect(light.shadow == GlassShadow(color: Color.black.opacity(0.08), radius: 10, offset: Point(0, 5)))
        #expect(dark.shadow.color == Color.black.opacity(0.32))
        #expect(light.lift == GlassShadow(color: Color.black.opacity(0.07), radius: 18, offset: Point(0, 8)))
        #expect(dark.lift == nil)
        #expect(abs(light.solidFill.red - 0.97) < 1e-12 && abs(dark.solidFill.red - 0.17) < 1e-12)
    }

    @Test("Frosting blurs what is under the glass and nothing beside it")
    func frostingStaysInside() {
        let plain = Scenery.busyCanvas(width: 300, height: 90, scale: 2, dark: false)
        let frosted = Self.control(GlassAppearance(material: .frosted))
        // A stripe edge under the capsule is smoothed: neighbours differ less than on the plain ground.
        let row = 90
        var plainContrast = 0.0, frostedContrast = 0.0
        for x in 60..<200 {
            plainContrast += abs(plain.color(x: x + 1, y: row).red - plain.color(x: x, y: row).red)
            frostedContrast += abs(frosted.color(x: x + 1, y: row).red - frosted.color(x: x, y: row).red)
        }
        #expect(frostedContrast < plainContrast * 0.2)
        // Far from any glass (above, beyond the shadows' reach) the backdrop is untouched.
        for x in stride(from: 0, to: 600, by: 7) {
            #expect(frosted.pixel(x: x, y: 2) == plain.pixel(x: x, y: 2))
        }
    }

    @Test("Golden: frosted glass in light mode")
    func frostedLight() { GoldenImage.check(Self.control(GlassAppearance(material: .frosted)), named: "frosted-light") }

    @Test("Golden: frosted glass in dark mode")
    func frostedDark() { GoldenImage.check(Self.control(GlassAppearance(isDark: true, material: .frosted)), named: "frosted-dark") }

    @Test("Golden: Reduce Transparency draws solid, unmerged glass (light)")
    func solidLight() {
        GoldenImage.check(Self.control(GlassAppearance(reduceTransparency: true)), named: "reduce-transparency-light")
    }

    @Test("Golden: Reduce Transparency draws solid, unmerged glass (dark)")
    func solidDark() {
        GoldenImage.check(Self.control(GlassAppearance(isDark: true, reduceTransparency: true)), named: "reduce-transparency-dark")
    }

    @Test("Golden: liquid glass with a specular edge and a bent backdrop")
    func liquidLight() {
        GoldenImage.check(Self.control(GlassAppearance(material: .liquid)), named: "liquid-light")
    }

    @Test("Solid glass covers the backdrop completely")
    func solidIsOpaque() {
        let canvas = Self.control(GlassAppearance(reduceTransparency: true))
        let inside = canvas.color(x: 100, y: 90)
        #expect(abs(inside.red - 0.97) < 0.01 && abs(inside.green - 0.97) < 0.01)
    }
}
