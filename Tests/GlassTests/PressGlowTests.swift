import Geometry
import Raster
import Testing
@testable import Glass

/// Pressed interactive glass gathers light around the finger; under Reduce Motion it only shades.
@Suite("Press glow")
struct PressGlowTests {
    static let bounds = Rect(40, 30, 200, 44)

    /// The capsule drawn over flat grey, pressed at `touch` and held for 0.3 s.
    static func pressed(at touch: Point?, reduceMotion: Bool = false, glowing: Bool = true) -> Canvas {
        var press = GlassPress(reduceMotion: reduceMotion)
        if let touch { press.press(at: touch, in: bounds, time: 0) }
        var surface = press.surface(GlassSurface(.capsule(bounds)), at: 0.3)
        if !glowing { surface.glow = 0 }
        var canvas = Canvas(width: 280, height: 110)
        canvas.clear(Color(hex: 0x808080))
        GlassGroup([surface], appearance: GlassAppearance(), lift: false).draw(into: &canvas)
        return canvas
    }

    static func brightness(_ canvas: Canvas, x: Int, y: Int) -> Int {
        let pixel = canvas.pixels[y * canvas.width + x]
        return Int((pixel >> 16) & 0xFF) + Int((pixel >> 8) & 0xFF) + Int(pixel & 0xFF)
    }

    @Test("Held near its left end, the glass is brighter under the finger than at its far end")
    func brightensAroundTheTouch() {
        let canvas = Self.pressed(at: Point(80, 52))
        let rest = Self.pressed(at: nil)
        let under = Self.brightness(canvas, x: 80, y: 52), far = Self.brightness(canvas, x: 200, y: 52)
        #expect(under > Self.brightness(rest, x: 80, y: 52) + 15, "under the finger \(under)")
        #expect(under > far + 15, "under \(under), far end \(far)")
    }

    @Test("The glow keeps inside the glass: nothing outside the outline brightens")
    func glowStaysInside() {
        // The same press without its glow: the sunk glass's smaller shadow is not the glow's doing.
        let canvas = Self.pressed(at: Point(42, 52)), rest = Self.pressed(at: Point(42, 52), glowing: false)
        #expect(Self.brightness(canvas, x: 46, y: 52) > Self.brightness(rest, x: 46, y: 52) + 15)
        for x in 0..<40 {
            #expect(Self.brightness(canvas, x: x, y: 52) <= Self.brightness(rest, x: x, y: 52) + 1, "x \(x)")
        }
    }

    @Test("Under Reduce Motion the press only shades: no glow, no sinking")
    func reduceMotionOnlyShades() {
        var press = GlassPress(reduceMotion: true)
        press.press(at: Point(80, 52), in: Self.bounds, time: 0)
        let surface = press.surface(GlassSurface(.capsule(Self.bounds)), at: 0.3)
        #expect(surface.glow == 0 && surface.scale == 1 && surface.shade > 0.9)
        let canvas = Self.pressed(at: Point(80, 52), reduceMotion: true), rest = Self.pressed(at: nil)
        #expect(Self.brightness(canvas, x: 80, y: 52) < Self.brightness(rest, x: 80, y: 52))
    }

    @Test("Released, the glow fades with the release spring and is gone at rest")
    func glowFadesOnRelease() {
        var press = GlassPress()
        press.press(at: Point(80, 52), in: Self.bounds, time: 0)
        #expect(press.glow(at: 0.3) > 0.9)
        press.release(at: 0.3)
        #expect(press.glow(at: 0.35) > 0.05)
        #expect(press.glow(at: press.restTime) < 0.001)
    }
}
