import Raster

/// The coverage images one group draws through, all from a single walk of its field.
///
/// `body` is the merged outline, anti-aliased by `d / |∇d|` like Raster's distance fills; `rim` is
/// a line of `rimWidth` pixels centred on that outline; `highlight` (liquid material only) is the
/// specular band just inside it, brightest where the outline faces the light.
///
/// The area is walked in 4 × 4 tiles. A tile whose centre lies further outside than its
/// half-diagonal plus every band is empty; one as deep inside is solid body with no rim. Only
/// tiles the bands cross are sampled pixel by pixel.
struct GlassMasks: Sendable {
    let area: PixelBounds
    var body: [UInt8]
    var rim: [UInt8]
    var highlight: [UInt8]?

    /// Where the specular light comes from: up and to the left, as a unit vector.
    static let light = Point(-0.5, -0.8660254)
    static let tile = 4

    init(field: GlassField, area: PixelBounds, rimWidth: Double, highlightWidth: Double?) {
        self.area = area
        let count = max(area.width, 0) * max(area.height, 0)
        body = [UInt8](repeating: 0, count: count)
        rim = [UInt8](repeating: 0, count: count)
        highlight = highlightWidth == nil ? nil : [UInt8](repeating: 0, count: count)
        guard count > 0 else { return }
        let tile = Self.tile
        let halfDiagonal = Double(tile) / 2 * 2.0.squareRoot() + 0.5
        let outsideReach = halfDiagonal + rimWidth / 2 + 1
        let insideReach = halfDiagonal + max(rimWidth / 2 + 1, (highlightWidth ?? 0) + 1)
        var around = GlassField.Neighbourhood(count: field.shapes.count)
        let width = area.width
        for tileTop in stride(from: area.minY, to: area.maxY, by: tile) {
            let tileBottom = min(tileTop + tile, area.maxY)
            for tileLeft in stride(from: area.minX, to: area.maxX, by: tile) {
                let tileRight = min(tileLeft + tile, area.maxX)
                let center = Point(Double(tileLeft) + Double(tile) / 2, Double(tileTop) + Double(tile) / 2)
                field.gather(around: center, into: &around)
                if around.isEmpty { continue }
                let value = field.distance(x: center.x, y: center.y, in: &around).distance
                if value > outsideReach { continue }
                if value < -insideReach {
                    for y in tileTop..<tileBottom {
                        let row = (y - area.minY) * width - area.minX
                        for x in tileLeft..<tileRight { body[row + x] = 255 }
                    }
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
