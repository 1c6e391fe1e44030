import Foundation
import Geometry
import Raster
import Testing
@testable import Glass

/// The liquid rim's specular edge: lit from the top left, fainter opposite, and as crisp as the
/// lens profile's slope makes it.
@Suite("Specular edge")
struct SpecularEdgeTests {
    /// The highlight mask of one 44 pt capsule at scale 2, and the masks' area.
    static func highlight() -> GlassMasks {
        let capsule = GlassShape.capsule(Rect(40, 40, 400, 88))
        let lens = RimLens(band: RimLens.band(forShortSide: 88))
        let field = GlassField([capsule], transform: .identity, merge: 0, reach: GlassMasks.fieldReach + lens.band)
        let area = PixelBounds(minX: 0, minY: 0, maxX: 480, maxY: 180)
        return GlassMasks(field: field, area: area, rimWidth: 1, highlightWidth: GlassAppearance.highlightWidth * 2, lens: lens)
    }

    static func value(_ masks: GlassMasks, x: Int, y: Int) -> Int {
        Int(masks.highlight![(y - masks.area.minY) * masks.area.width + x - masks.area.minX])
    }

    @Test("The edge facing the top-left light is brighter than the opposite edge, which still glints")
    func brightestTowardTheLight() {
        let masks = Self.highlight()
        // The capsule spans y 40...128 at scale 2; its top edge faces up, its bottom edge down.
        let top = (40...44).map { Self.value(masks, x: 240, y: $0) }.max()!
        let bottom = (124...128).map { Self.value(masks, x: 240, y: $0) }.max()!
        #expect(top > 120, "top \(top)")
        #expect(bottom > 10 && bottom < top / 2, "bottom \(bottom), top \(top)")
    }

    @Test("Into the glass the glint falls with the profile's slope: steep at the outline, never a flat stroke")
    func fallsWithTheSlope() {
        let masks = Self.highlight()
        // Down from the top outline (y = 40) through the 3 px band, whole pixels inside.
        let run = (40...43).map { Self.value(masks, x: 240, y: $0) }
        #expect(run[1] > run[2] && run[2] > run[3], "\(run)")
        #expect(Double(run[2]) < 0.7 * Double(run[1]), "falls by more than 30% a pixel: \(run)")
        #expect(Self.value(masks, x: 240, y: 46) == 0)
    }

    @Test("The glint table follows sin⁴ of the lens's tilt and starts near full at the outline")
    func glintFollowsTheTilt() {
        let table = GlassMasks.glint(across: 3, lensBand: 24)
        #expect(table.first! > 0.8)
        #expect(zip(table, table.dropFirst()).allSatisfy { $0 > $1 })
        let depth = (Double(7) + 0.5) / Double(GlassMasks.glintSteps) * 3
        let tilt = atan(RimLens.slope(at: depth / 24))
        #expect(abs(Double(table[7]) - pow(sin(tilt), 4)) < 1e-5)
    }
}
