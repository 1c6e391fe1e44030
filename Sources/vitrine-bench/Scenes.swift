import Foundation

/// The shapes of the benchmark scenes in `reference/raster.md`, independent of any renderer.
enum Scenes {
    static let width = 1920
    static let height = 1080

    struct RoundedRect {
        var x, y, w, h, r: Double
        var red, green, blue, alpha: Double
    }

    struct Circle {
        var x, y, r: Double
        var red, green, blue, alpha: Double
    }

    /// Scene (a) with sizes in `sizes`, or (a2) with 8...40.
    static func roundedRects(sizes: ClosedRange<Double>) -> [RoundedRect] {
        var random = SceneRandom(seed: 1)
        return (0..<10_000).map { _ in
            let w = random.uniform(sizes.lowerBound, sizes.upperBound)
            let h = random.uniform(sizes.lowerBound, sizes.upperBound)
            let x = random.uniform(-w / 2, 1920 - w / 2)
            let y = random.uniform(-h / 2, 1080 - h / 2)
            let r = min(w, h) * random.uniform(0.1, 0.5)
            let red = random.next(), green = random.next(), blue = random.next()
            return RoundedRect(x: x, y: y, w: w, h: h, r: r, red: red, green: green, blue: blue, alpha: random.uniform(0.5, 1))
        }
    }

    static func circles() -> [Circle] {
        var random = SceneRandom(seed: 2)
        return (0..<1_000).map { _ in
            let r = random.uniform(4, 64)
            let x = random.uniform(0, 1920), y = random.uniform(0, 1080)
            let red = random.next(), green = random.next(), blue = random.next()
            return Circle(x: x, y: y, r: r, red: red, green: green, blue: blue, alpha: random.uniform(0.5, 1))
        }
    }

    /// Scene (b): a noisy three-period sine across the frame.
    static func polyline(count: Int) -> [(x: Double, y: Double)] {
        var random = SceneRandom(seed: 3)
        var w = 0.0
        return (0..<count).map { i in
            let t = Double(i) / Double(count - 1)
            w += (random.next() - 0.5) * 8 - 0.02 * w
            return (10 + t * 1900, 540 + 300 * sin(t * 2 * Double.pi * 3) + w)
        }
    }

    static let lineColor = (red: 0.1, green: 0.3, blue: 0.8, alpha: 1.0)
}
