import Geometry
import Testing
@testable import Raster

/// Pictures of shadows, blur, layers, clips and liquid groups.
@Suite struct EffectGoldenTests {
    @Test func dropShadowUnderACard() {
        var canvas = GoldenImage.canvas(160, 120)
        let card = Shape.roundedRect(Rect(30, 20, 100, 70), radii: CornerRadii(16))
        canvas.drawShadow(of: card, color: Color.black.opacity(0.32), radius: 10, offset: Point(0, 5))
        canvas.fill(card, with: .solid(.white))
        GoldenImage.check(canvas, named: "drop-shadow")
    }

    @Test func blurredRegionFrostsWhatIsUnderIt() {
        var canvas = GoldenImage.canvas(160, 100)
        for i in 0..<8 {
            canvas.fillRect(Rect(Double(i) * 20, 0, 10, 100), with: .solid(Palette.ink))
        }
        canvas.fillCircle(center: Point(80, 50), radius: 25, with: .solid(Palette.accent))
        canvas.blur(Rect(40, 25, 80, 50), radius: 6)
        GoldenImage.check(canvas, named: "blur-region")
    }

    @Test func layerFadesAsOne() {
        var canvas = GoldenImage.canvas(120, 80)
        canvas.beginLayer(opacity: 0.5)
        canvas.fillCircle(center: Point(45, 40), radius: 28, with: .solid(Palette.accent))
        canvas.fillCircle(center: Point(75, 40), radius: 28, with: .solid(Palette.accent))
        canvas.endLayer()
        GoldenImage.check(canvas, named: "layer-opacity")
    }

    @Test func clipToRectangleAndToAShape() {
        var canvas = GoldenImage.canvas(160, 80)
        canvas.save()
        canvas.clip(to: Rect(10, 10, 60, 60))
        canvas.fillCircle(center: Point(70, 70), radius: 50, with: .solid(Palette.ink))
        canvas.restore()
        canvas.save()
        canvas.clip(to: Path(ellipseIn: Rect(90, 10, 60, 60)))
        for i in 0..<6 {
            canvas.fillRect(Rect(90, 10 + Double(i) * 10, 60, 5), with: .solid(Palette.accent))
        }
        canvas.restore()
        GoldenImage.check(canvas, named: "clip-rect-and-shape")
    }

    @Test func capsulesMeltThroughNecksAndRestApart() {
        var canvas = GoldenImage.canvas(300, 120)
        let joined = DistanceGroup([.capsule(Rect(10, 10, 80, 34)), .capsule(Rect(94, 10, 80, 34))], smoothing: 20)
        let apart = DistanceGroup([.capsule(Rect(10, 70, 80, 34)), .capsule(Rect(116, 70, 80, 34))], smoothing: 20)
        let budding = DistanceGroup([.capsule(Rect(190, 10, 100, 40)), .circle(center: Point(240, 75), radius: 16)], smoothing: 20)
        canvas.fill(joined, with: .solid(Palette.ink))
        canvas.fill(apart, with: .solid(Palette.ink))
        canvas.fill(budding, with: .solid(Palette.accent))
        GoldenImage.check(canvas, named: "distance-necks")
    }
}
