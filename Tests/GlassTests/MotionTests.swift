import Geometry
import Raster
import Testing
@testable import Glass

@Suite("Press, pop and shake on glass")
struct GlassMotionTests {
    @Test("An icon sinks to 0.92 and a pill to 0.95")
    func pressDepth() {
        #expect(GlassPress.scale(for: Size(width: 44, height: 44)) == 0.92)
        #expect(abs(GlassPress.scale(for: Size(width: 200, height: 50)) - 0.95) < 1e-12)
        #expect(GlassPress.scale(for: Size(width: 400, height: 400)) == 0.985)
    }

    @Test("A press sinks glass and content together about a point leaning toward the touch")
    func pressLeans() {
        var press = GlassPress()
        let bounds = Rect(0, 0, 44, 44)
        press.press(at: Point(44, 22), in: bounds, time: 1)
        let surface = press.surface(GlassSurface(.circle(center: Point(22, 22), radius: 22)), at: 2)
        #expect(surface.scale == 0.92)
        #expect(abs(surface.anchor!.x - (22 + 0.5 * 0.6 * 44)) < 1e-9)
        // The far edge moves more than the near one: it leans into the finger.
        let placed = surface.placedShape.bounds
        #expect(placed.minX > 0 && (placed.minX - 0) > (44 - placed.maxX))
        press.release(at: 2)
        #expect(press.isAnimating(at: 2.1))
        #expect(abs(press.scale(at: 4) - 1) < 1e-9)
    }

    @Test("Under Reduce Motion a press shades instead of sinking")
    func pressShades() {
        var press = GlassPress(reduceMotion: true)
        press.press(at: nil, in: Rect(0, 0, 100, 34), time: 0)
        #expect(press.scale(at: 1) == 1)
        #expect(abs(press.shade(at: 1) - 1) < 1e-6)
        #expect(press.surface(GlassSurface(.capsule(Rect(0, 0, 100, 34))), at: 1).shade > 0.99)
        press.release(at: 1)
        #expect(abs(press.shade(at: 3)) < 1e-6)
    }

    @Test("A pop dips, swells past full size and lands on 1")
    func pop() {
        var pop = GlassKeyframes.pop()
        #expect(pop.value(at: 0) == 1)
        pop.trigger(at: 1)
        #expect(abs(pop.value(at: 1.08) - 0.968) < 1e-6)
        let peak = stride(from: 1.08, through: 1.5, by: 0.005).map { pop.value(at: $0) }.max()!
        #expect(peak > 1.05)
        #expect(abs(pop.value(at: 4) - 1) < 1e-6)
        #expect(!pop.isAnimating(at: 4))
    }

    @Test("A shake swings out to −8 pt first and comes to rest at 0; Reduce Motion holds still")
    func shake() {
        var shake = GlassKeyframes.shake()
        shake.trigger(at: 0)
        #expect(abs(shake.value(at: 0.06) + 8) < 1e-6)
        #expect(abs(shake.value(at: 2)) < 1e-6)
        var still = GlassKeyframes.shake(reduceMotion: true)
        still.trigger(at: 0)
        #expect(stride(from: 0.0, through: 1, by: 0.01).allSatisfy { still.value(at: $0) == 0 })
    }
}

@Suite("Scaling glass")
struct GlassScaleTests {
    @Test("A scale keeps the glass centred and takes its content along")
    func scaleAboutCentre() {
        let surface = GlassSurface(.capsule(Rect(10, 10, 100, 40)), scale: 0.9)
        let placed = surface.placedShape.bounds
        #expect(abs(placed.midX - 60) < 1e-9 && abs(placed.midY - 30) < 1e-9)
        #expect(abs(placed.width - 90) < 1e-9 && abs(placed.height - 36) < 1e-9)
        // A label's corner moves exactly as the outline's does.
        let corner = surface.contentTransform.apply(Point(10, 10))
        #expect(abs(corner.x - placed.minX) < 1e-9 && abs(corner.y - placed.minY) < 1e-9)
    }

    @Test("An offset moves glass and content together, and the scale follows the moved centre")
    func offsetAndScale() {
        let surface = GlassSurface(.circle(center: Point(50, 50), radius: 20), scale: 0.5, offset: Point(-30, 0))
        let placed = surface.placedShape.bounds
        #expect(abs(placed.midX - 20) < 1e-9 && abs(placed.width - 20) < 1e-9)
        #expect(abs(surface.contentTransform.apply(Point(50, 50)).x - 20) < 1e-9)
    }
}
