import Geometry
import Raster
import Testing
@testable import Glass

/// Two equal 80 × 34 pt capsules side by side, `gap` points apart, drawn at scale 2.
struct CapsulePair {
    static let height = 34.0
    let gap: Double
    var left: GlassShape { .capsule(Rect(20, 13, 80, Self.height)) }
    var right: GlassShape { .capsule(Rect(100 + gap, 13, 80, Self.height)) }
    var middle: Double { 100 + gap / 2 }

    /// The merged field in points (identity transform).
    var field: GlassField { GlassField([left, right], transform: .identity, merge: Liquid.merge, reach: GlassMasks.fieldReach) }

    /// The waist's height measured on the field: how much of the vertical line through the middle of
    /// the gap lies inside, sampled every 1/64 pt.
    var fieldWaist: Double {
        var inside = 0
        for step in 0..<(64 * 60) {
            let y = Double(step) / 64 + 1 / 128
            if field.sample(at: Point(middle, y)).distance < 0 { inside += 1 }
        }
        return Double(inside) / 64
    }

    /// The waist as drawn at scale 2: the body coverage summed down the pixel column through the
    /// middle (interpolated between the two columns beside it), in points.
    var renderedWaist: Double { NeckProbe.renderedWaist(left, right, middle: middle) }

    func picture(_ appearance: GlassAppearance = GlassAppearance()) -> Canvas {
        var canvas = Scenery.busyCanvas(width: 230, height: 60, scale: 2, dark: appearance.isDark)
        GlassGroup([GlassSurface(left), GlassSurface(right)], appearance: appearance).draw(into: &canvas)
        return canvas
    }
}

/// Two equal 44 pt circles, the glass demo's buttons, side by side `gap` points apart.
struct CirclePair {
    static let diameter = 44.0
    let gap: Double
    var left: GlassShape { .circle(center: Point(60, 30), radius: Self.diameter / 2) }
    var right: GlassShape { .circle(center: Point(60 + Self.diameter + gap, 30), radius: Self.diameter / 2) }
    var middle: Double { 60 + (Self.diameter + gap) / 2 }

    var renderedWaist: Double { NeckProbe.renderedWaist(left, right, middle: middle) }
}

/// Measures a neck as it is drawn.
enum NeckProbe {
    /// The height of the neck between `left` and `right` as drawn at scale 2: the body coverage
    /// summed down the pixel column through `middle` (interpolated between the two columns beside
    /// it), in points.
    static func renderedWaist(_ left: GlassShape, _ right: GlassShape, middle: Double) -> Double {
        let scale = 2.0
        let field = GlassField([left, right], transform: .scale(x: scale, y: scale), merge: Liquid.merge, reach: GlassMasks.fieldReach)
        let area = PixelBounds(minX: 0, minY: 0, maxX: Int(230 * scale), maxY: Int(60 * scale))
        let masks = GlassMasks(field: field, area: area, rimWidth: 1, highlightWidth: nil)
        let center = middle * scale - 0.5
        let column = Int(center.rounded(.down)), weight = center - Double(column)
        var total = 0.0
        for y in 0..<area.height {
            total += Double(masks.coverage(x: column, y: y)) * (1 - weight) + Double(masks.coverage(x: column + 1, y: y)) * weight
        }
        return total / 255 / scale
    }
}

@Suite("Necks between glass shapes")
struct NeckTests {
    @Test("The smoothing grows with the gap and stops at the merge distance")
    func smoothingProfile() {
        #expect(Neck.smoothing(forGap: 0, radius: 17) == 20)
        #expect(abs(Neck.smoothing(forGap: 4, radius: 17)! - 20.8) < 1e-12)
        #expect(Neck.smoothing(forGap: 19.999, radius: 17) != nil)
        #expect(Neck.smoothing(forGap: 20, radius: 17) == nil)
        #expect(Neck.smoothing(forGap: 26, radius: 17) == nil)
        #expect(Neck.smoothing(forGap: -10, radius: 17) == 20)
    }

    @Test("The neck's depth falls steadily to nothing at 20 pt")
    func depthFalls() {
        var previous = Double.infinity
        for tenth in 0...200 {
            let depth = Neck.depth(forGap: Double(tenth) / 10, radius: 17)
            #expect(depth <= previous)
            previous = depth
        }
        #expect(Neck.depth(forGap: 20, radius: 17) == 0)
        #expect(Neck.depth(forGap: 19.5, radius: 17) > 0)
    }

    @Test("Pairs no larger than a 34 pt capsule melt alike; larger ones melt deeper in proportion")
    func depthGrowsWithSize() {
        #expect(Neck.depth(forGap: 4, radius: 8) == Neck.depth(forGap: 4, radius: 17))
        #expect(abs(Neck.depth(forGap: 4, radius: 22) - Neck.depth(forGap: 4, radius: 17) * 22 / 17) < 1e-12)
        #expect(abs(Neck.depth(forGap: 4, radius: 44, merge: 40) - 2 * Neck.depth(forGap: 2, radius: 22)) < 1e-12)
    }

    @Test("A larger pair's neck still vanishes exactly at 20 pt")
    func largeNeckVanishesAtMerge() {
        #expect(Neck.depth(forGap: 19.999, radius: 22) > 0)
        #expect(Neck.smoothing(forGap: 20, radius: 22) == nil)
    }

    @Test("The gap between outlines is exact for capsules, boxes and circles")
    func gaps() {
        #expect(abs(Neck.gap(between: CapsulePair(gap: 4).left, and: CapsulePair(gap: 4).right) - 4) < 1e-12)
        let a = GlassShape.circle(center: Point(0, 0), radius: 10)
        let b = GlassShape.circle(center: Point(30, 40), radius: 5)
        #expect(abs(Neck.gap(between: a, and: b) - 35) < 1e-12)
        let box = GlassShape.continuousRoundedRect(Rect(0, 0, 40, 40), radius: 8)
        let below = GlassShape.capsule(Rect(0, 50, 40, 20))
        #expect(abs(Neck.gap(between: box, and: below) - 10) < 1e-12)
        #expect(Neck.gap(between: box, and: .capsule(Rect(30, 10, 40, 20))) < 0)
    }

    @Test("At the joined gap the waist is about two thirds of the capsules' height", arguments: [Liquid.joined])
    func joinedWaist(gap: Double) {
        let pair = CapsulePair(gap: gap)
        let expected = Neck.waist(forGap: gap, radius: CapsulePair.height / 2)
        #expect(abs(expected / CapsulePair.height - 0.675) < 0.005)
        #expect(abs(pair.fieldWaist - expected) < 0.05, "field waist \(pair.fieldWaist), expected \(expected)")
        let drawn = pair.renderedWaist / CapsulePair.height
        #expect(drawn > 0.62 && drawn < 0.72, "drawn waist \(drawn) of the height")
    }

    @Test("Joined 4 pt apart, 44 pt circles and 34 pt capsules both hang on about two thirds of their height")
    func joinedWaistDrawn() {
        let circles = CirclePair(gap: Liquid.joined).renderedWaist / CirclePair.diameter
        let capsules = CapsulePair(gap: Liquid.joined).renderedWaist / CapsulePair.height
        #expect(circles > 0.62 && circles < 0.72, "circles: drawn waist \(circles) of the height")
        #expect(capsules > 0.62 && capsules < 0.72, "capsules: drawn waist \(capsules) of the height")
    }

    @Test("Below 20 pt the waist is there and thins as the capsules part", arguments: [0.0, 4, 12, 19])
    func waistPresent(gap: Double) {
        let pair = CapsulePair(gap: gap)
        let waist = pair.fieldWaist
        #expect(waist > 0.5, "gap \(gap): waist \(waist)")
        #expect(abs(waist - Neck.waist(forGap: gap, radius: 17)) < 0.05)
        #expect(pair.renderedWaist > 0.25, "gap \(gap): drawn waist \(pair.renderedWaist)")
        if gap > 0 {
            #expect(waist < CapsulePair(gap: gap - 1).fieldWaist)
        }
    }

    @Test("From 20 pt on there is no waist at all", arguments: [20.0, 21, 26])
    func waistAbsent(gap: Double) {
        let pair = CapsulePair(gap: gap)
        #expect(pair.fieldWaist == 0)
        #expect(pair.renderedWaist == 0)
    }

    @Test("Goldens: two liquid capsules at gaps of 0, 4, 12, 19, 21 and 26 pt", arguments: [0, 4, 12, 19, 21, 26])
    func neckGoldens(gap: Int) {
        GoldenImage.check(CapsulePair(gap: Double(gap)).picture(), named: "neck-gap-\(gap)")
    }
}
