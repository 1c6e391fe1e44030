import Raster

/// The coverage images one group draws through, all from a single walk of its field.
///
/// `body` is the merged outline, anti-aliased by `d / |∇d|` like Raster's distance fills; `rim` is
/// a line of `rimWidth` pixels centred on that outline; `highlight` (liquid material only) is the
/// specular band just inside it, brightest where the outline faces the light.
///
/// The area is walked in 8 × 8 blocks, then 4 × 4 tiles. A block or tile whose centre lies
/// further outside than its half-diagonal plus every band is empty; one as deep inside is solid
/// body with no rim. Only tiles the bands cross are sampled pixel by pixel. The field must be built
/// with a reach of at least 6 pixels, so a block's centre sees every shape its pixels do.
struct GlassMasks: Sendable {
    let area: PixelBounds
    var body: [UInt8]
    var rim: [UInt8]
    var highlight: [UInt8]?

    /// The least reach (pixels) a field must be built with for these masks: an 8 × 8 block's
    /// half-diagonal plus a pixel.
    static let fieldReach = 6.0

    /// Where the specular light comes from: up and to the left, as a unit vector.
    static let light = Point(-0.5, -0.8660254)

    init(field: GlassField, area: PixelBounds, rimWidth: Double, highlightWidth: Double?) {
        self.area = area
        let count = max(area.width, 0) * max(area.height, 0)
        body = [UInt8](repeating: 0, count: count)
        rim = [UInt8](repeating: 0, count: count)
        highlight = highlightWidth == nil ? nil : [UInt8](repeating: 0, count: count)
        guard count > 0 else { return }
        // Distances from a tile's centre to its farthest pixel centre: 1.5√2 for 4 × 4, 3.5√2 for
        // 8 × 8. Beyond that plus the bands (the ±½ pixel edge, half the rim, the highlight) a
        // tile is wholly outside or inside, because the field is 1-Lipschitz.
        let outsideBand = 0.5 + rimWidth / 2
        let insideBand = max(0.5 + rimWidth / 2, (highlightWidth ?? 0) + 0.5)
        let tileReach = 1.5 * 2.0.squareRoot(), blockReach = 3.5 * 2.0.squareRoot()
        var around = GlassField.Neighbourhood(count: field.shapes.count)
        let width = area.width
        func fillSolid(_ left: Int, _ top: Int, _ right: Int, _ bottom: Int) {
            for y in top..<bottom {
                let row = (y - area.minY) * width - area.minX
                for x in left..<right { body[row + x] = 255 }
            }
        }
        for blockTop in stride(from: area.minY, to: area.maxY, by: 8) {
            let blockBottom = min(blockTop + 8, area.maxY)
            for blockLeft in stride(from: area.minX, to: area.maxX, by: 8) {
                let blockRight = min(blockLeft + 8, area.maxX)
                let blockCenter = Point(Double(blockLeft) + 4, Double(blockTop) + 4)
                field.gather(around: blockCenter, into: &around)
                if around.isEmpty { continue }
                let blockValue = field.distance(x: blockCenter.x, y: blockCenter.y, in: &around).distance
                if blockValue > blockReach + outsideBand { continue }
                if blockValue < -(blockReach + insideBand) {
                    fillSolid(blockLeft, blockTop, blockRight, blockBottom)
                    continue
                }
                for tileTop in stride(from: blockTop, to: blockBottom, by: 4) {
                    let tileBottom = min(tileTop + 4, blockBottom)
                    for tileLeft in stride(from: blockLeft, to: blockRight, by: 4) {
                        let tileRight = min(tileLeft + 4, blockRight)
                        let center = Point(Double(tileLeft) + 2, Double(tileTop) + 2)
                        field.gather(around: center, into: &around)
                        if around.isEmpty { continue }
                        let value = field.distance(x: center.x, y: center.y, in: &around).distance
                        if value > tileReach + outsideBand { continue }
                        if value < -(tileReach + insideBand) {
                            fillSolid(tileLeft, tileTop, tileRight, tileBottom)
                            continue
                        }
                        for y in tileTop..<tileBottom {
                            let row = (y - area.minY) * width - area.minX
                            for x in tileLeft..<tileRight {
                                let px = Double(x) + 0.5, py = Double(y) + 0.5
                                let (distance, winner) = field.distance(x: px, y: py, in: &around)
                                var gradient = Point(0, 0)
                                var slope = 1.0
                                if case .melt = winner {
                                    gradient = field.gradient(x: px, y: py, winner: winner, in: around)
                                    slope = max(gradient.length, 0.25)
                                }
                                let d = distance / slope
                                body[row + x] = Self.byte(0.5 - d)
                                // The overlap of the line [d − w/2, d + w/2] with the pixel [−½, ½].
                                let line = min(d + rimWidth / 2, 0.5) - max(d - rimWidth / 2, -0.5)
                                rim[row + x] = Self.byte(line)
                                if let band = highlightWidth, d < 0.5, d > -band - 0.5 {
                                    if case .shape = winner { gradient = field.gradient(x: px, y: py, winner: winner, in: around) }
                                    let normal = gradient * (1 / max(gradient.length, 1e-6))
                                    let facing = normal.dot(Self.light)
                                    let strength = facing > 0 ? facing * facing : 0.45 * facing * facing
                                    let inside = min(max(0.5 - d, 0), 1)
                                    let falloff = min(max(1 + d / band, 0), 1)
                                    highlight![row + x] = Self.byte(strength * inside * falloff * falloff)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    static func byte(_ value: Double) -> UInt8 {
        UInt8(min(max(value, 0), 1) * 255 + 0.5)
    }

    /// The body coverage at a pixel of the area, 0...255 (0 outside the area).
    func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= area.minX, x < area.maxX, y >= area.minY, y < area.maxY else { return 0 }
        return body[(y - area.minY) * area.width + x - area.minX]
    }
}
