import Geometry
import Raster
import Testing
@testable import Glass

/// The liquid glass lens: the backdrop bent near the rim, still in the middle, one surface
/// across a neck.
@Suite("Rim lens")
struct RimLensTests {
    /// A backdrop whose every column says where it is: red is x, green is x / 256.
    static func ramp(width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        for x in 0..<width {
            let color = Color(red: Double(x % 256) / 255, green: Double(x / 256) / 255, blue: 0)
            canvas.fillRect(Rect(Double(x), 0, 1, Double(height)), with: .solid(color))
        }
        return canvas
    }

    /// The column a refracted pixel shows.
    static func sourceColumn(_ canvas: Canvas, x: Int, y: Int) -> Double {
        let pixel = canvas.pixels[y * canvas.width + x]
        return Double((pixel >> 16) & 0xFF) + 256 * Double((pixel >> 8) & 0xFF)
    }

    /// How far each pixel of row `y` shows the backdrop from, after refracting `shapes`.
    static func displacement(of shapes: [GlassShape], width: Int, height: Int, row y: Int) -> [Double] {
        var canvas = ramp(width: width, height: height)
        let shortest = shapes.map { min($0.bounds.width, $0.bounds.height) }.min()!
        let lens = RimLens(band: RimLens.band(forShortSide: shortest))
        let field = GlassField(shapes, transform: .identity, merge: Liquid.merge, reach: GlassMasks.fieldReach + lens.band)
        let area = PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height)
        let masks = GlassMasks(field: field, area: area, rimWidth: 1, highlightWidth: 1.5, lens: lens)
        PixelPatch.composite(Frost.refracted(inside: masks, lens: lens, from: canvas), weights: masks.body, area: area, onto: &canvas)
        return (0..<width).map { sourceColumn(canvas, x: $0, y: y) - Double($0) }
    }

    /// The reference the drawn lens is held to, from the field evaluated exactly (not the masks'
    /// levels): where the pixel centred at `p` shows the backdrop from, relative to `p`, in pixels: out
    /// along the field's gradient by the lens's shift at its depth. Nil outside the band, where
    /// nothing moves.
    static func exactDisplacement(at p: Point, field: GlassField, lens: RimLens, around: inout GlassField.Neighbourhood) -> Point? {
        field.gather(around: p, into: &around)
        let sample = field.sample(at: p, in: &around)
        guard sample.distance < 0, sample.distance > -lens.band else { return nil }
        let length = max(sample.gradient.length, 1e-6)
        let shift = lens.shift(atDepth: -sample.distance / length)
        guard shift > 0.01 else { return nil }
        return Point(sample.gradient.x / length * shift, sample.gradient.y / length * shift)
    }

    @Test("The shift follows Snell's law through a squircle rim: largest at the outline, none where the slab is flat")
    func shiftProfile() {
        let lens = RimLens(band: 12)
        #expect(lens.shift(atDepth: 0.5) > lens.shift(atDepth: 3))
        #expect(lens.shift(atDepth: 3) > lens.shift(atDepth: 6))
        #expect(lens.shift(atDepth: 11.9) < 0.01)
        #expect(lens.shift(atDepth: 12) == 0 && lens.shift(atDepth: -1) == 0)
        #expect(lens.peakShift > 2.5 && lens.peakShift < 5, "\(lens.peakShift)")
        #expect(RimLens.band(forShortSide: 44) == 12 && RimLens.band(forShortSide: 22) == 6)
    }

    @Test("Under a capsule over stripes, the rims pull the backdrop inward and the middle stays put")
    func capsuleBendsAtTheRimsOnly() {
        let capsule = GlassShape.capsule(Rect(40, 20, 200, 44))
        let shift = Self.displacement(of: [capsule], width: 280, height: 84, row: 42)
        // Just inside the left rim the pixel shows the backdrop from its left (further out): the
        // stripes there appear moved inward, to the right; the right rim mirrors it.
        let left = shift[40...43].min()!, right = shift[236...239].max()!
        #expect(left < -1.5, "left rim shift \(left) px")
        #expect(right > 1.5, "right rim shift \(right) px")
        #expect(abs(left + right) < 0.5, "the rims mirror each other: \(left), \(right)")
        let middle = shift[100...180].map(abs).max()!
        #expect(middle < 0.5, "middle shift \(middle) px")
        // Outside the glass nothing moves.
        #expect(shift[0..<38].allSatisfy { $0 == 0 } && shift[242...].allSatisfy { $0 == 0 })
    }

    @Test("Two capsules 4 pt apart refract as one surface: the shift runs on across the neck with no step over 1 px")
    func neckBendsAsOneSurface() {
        let left = GlassShape.capsule(Rect(20, 20, 100, 44)), right = GlassShape.capsule(Rect(124, 20, 100, 44))
        let lens = RimLens(band: RimLens.band(forShortSide: 44))
        let field = GlassField([left, right], transform: .identity, merge: Liquid.merge, reach: GlassMasks.fieldReach + lens.band)
        var around = GlassField.Neighbourhood(count: 2)
        // Every pixel centre along the line through both centres, inside the glass.
        let shift = (20..<224).map { x in
            Self.exactDisplacement(at: Point(Double(x) + 0.5, 42), field: field, lens: lens, around: &around)?.x ?? 0
        }
        // Away from the two outer rims, where any lens's edge bends fastest: across both
        // shapes and the neck between them.
        let inner = Array(shift[2..<(shift.count - 2)])
        let steps = zip(inner, inner.dropFirst()).map { abs($1 - $0) }
        #expect(steps.max()! <= 1.0, "largest step \(steps.max()!) px")
        // Where the neck joins them the slab is thick and flat: nothing bends there.
        #expect(shift[100...104].allSatisfy { abs($0) < 0.5 })
        // And the pixels, drawn: the same, to within the 8-bit ramp's rounding.
        let drawn = Self.displacement(of: [left, right], width: 244, height: 84, row: 42)
        #expect(zip(drawn[21..<223], shift[1..<203]).allSatisfy { abs($0 - $1) <= 0.51 })
    }
}
