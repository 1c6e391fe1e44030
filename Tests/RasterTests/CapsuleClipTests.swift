import Geometry
import Testing
@testable import Raster

/// The analytic capsule clip: inside and outside it split every pixel between them, and inside it
/// covers what the capsule's own fill covers.
@Suite("Capsule clip")
struct CapsuleClipTests {
    static let capsules = [Rect(10.6, 12.3, 80.2, 36.4), Rect(20.25, 5.5, 30.5, 90.75), Rect(3.1, 70.2, 36.4, 36.4)]

    /// White drawn through the clip onto black, as coverage per pixel.
    static func coverage(_ rect: Rect, outside: Bool, scale: Double) -> [Int] {
        var canvas = Canvas(width: Int(120 * scale), height: Int(120 * scale), scale: scale)
        canvas.clear(.black)
        canvas.clip(toCapsule: rect, outside: outside)
        canvas.fillRect(Rect(0, 0, 120, 120), with: .solid(.white))
        return canvas.pixels.map { Int($0 & 0xFF) }
    }

    @Test("Inside and outside a capsule add up to every pixel, horizontal or vertical", arguments: [1.0, 2.0])
    func insideAndOutsideAreComplementary(scale: Double) {
        for rect in Self.capsules {
            let inside = Self.coverage(rect, outside: false, scale: scale), outside = Self.coverage(rect, outside: true, scale: scale)
            let worst = zip(inside, outside).map { abs($0 + $1 - 255) }.max() ?? 0
            #expect(worst <= 1, "capsule \(rect)")
            #expect(inside.contains(255) && outside.contains(255))
        }
    }

    @Test("Inside a capsule is what the capsule's own fill covers, to a few levels at its edge", arguments: [1.0, 2.0])
    func insideMatchesTheFill(scale: Double) {
        for rect in Self.capsules {
            let clipped = Self.coverage(rect, outside: false, scale: scale)
            var filled = Canvas(width: Int(120 * scale), height: Int(120 * scale), scale: scale)
            filled.clear(.black)
            filled.fill(.capsule(rect), with: .solid(.white))
            let worst = zip(clipped, filled.pixels.map { Int($0 & 0xFF) }).map { abs($0 - $1) }.max() ?? 0
            #expect(worst <= 24, "capsule \(rect)")
        }
    }
}
