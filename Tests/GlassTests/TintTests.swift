import Foundation
import Geometry
import Raster
import Testing
@testable import Glass

@Suite("Tints inside glass")
struct TintTests {
    /// Two joined capsules, the left one tinted, on a plain light ground at scale 2.
    static func joinedPair(tint: Color?) -> Canvas {
        var canvas = Canvas(width: 460, height: 120, scale: 2)
        canvas.clear(Scenery.lightGround)
        let pair = CapsulePair(gap: Liquid.joined)
        GlassGroup([GlassSurface(pair.left, tint: tint), GlassSurface(pair.right)], appearance: GlassAppearance())
            .draw(into: &canvas)
        return canvas
    }

    @Test("A tinted segment's colour stops at its own outline: the neck stays clear glass")
    func tintStaysOutOfTheNeck() {
        let tinted = Self.joinedPair(tint: Scenery.red)
        let clear = Self.joinedPair(tint: nil)
        // The neck: from just past the tinted capsule's end (x = 100 pt) to the right capsule.
        var neckPixels = 0
        for y in 36..<84 {
            for x in 202...206 {
                let a = tinted.color(x: x, y: y), b = clear.color(x: x, y: y)
                if clear.pixel(x: x, y: y) != Scenery.lightGround.premultipliedPixel { neckPixels += 1 }
                #expect(abs(a.red - b.red) < 0.01 && abs(a.green - b.green) < 0.01, "tint bled at (\(x), \(y))")
            }
        }
        #expect(neckPixels > 100, "the neck should be glass, not ground")
        // Inside the tinted capsule the red shows at 0.88.
        let inside = tinted.color(x: 120, y: 60)
        #expect(inside.red > 0.95 && inside.green < 0.2)
        // The right capsule is untouched by it.
        #expect(tinted.pixel(x: 300, y: 60) == clear.pixel(x: 300, y: 60))
    }

    @Test("Golden: a butter segment joined to clear ones keeps its colour to its own edge")
    func tintedSegmentGolden() {
        var canvas = Scenery.busyCanvas(width: 300, height: 60, scale: 2, dark: false)
        let surfaces = (0..<3).map { index in
            GlassSurface(.capsule(Rect(20 + Double(index) * 88, 13, 84, 34)), tint: index == 1 ? Scenery.butter : nil)
        }
        GlassGroup(surfaces, appearance: GlassAppearance()).draw(into: &canvas)
        GoldenImage.check(canvas, named: "tinted-segment")
    }

    @Test("Under Reduce Transparency a tint is painted solid")
    func solidTint() {
        #expect(GlassAppearance(reduceTransparency: true).paintedTint(Scenery.red) == Scenery.red)
        #expect(GlassAppearance().paintedTint(Scenery.red).alpha == 0.88)
    }
}

@Suite("The golden rule itself")
struct GoldenRuleTests {
    @Test("A missing reference image fails the test rather than passing silently",
          .enabled(if: ProcessInfo.processInfo.environment["VITRINE_UPDATE_GOLDENS"] != "1", "updating writes references"))
    func missingReferenceFails() {
        withKnownIssue {
            GoldenImage.check(Canvas(width: 4, height: 4), named: "no-such-reference")
        }
    }
}
