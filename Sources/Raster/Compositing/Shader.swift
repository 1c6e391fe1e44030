/// A paint resolved for one draw: a premultiplied colour, or a 256-entry gradient table with the
/// linear map from pixel position to table index.
struct Shader {
    /// The colour when there is no gradient.
    var color: UInt32
    /// Premultiplied colours along the gradient; empty for a solid colour.
    var table: [UInt32] = []
    var dx: Float = 0, dy: Float = 0, offset: Float = 0

    var isSolid: Bool { table.isEmpty }

    init(_ paint: Paint, transform: AffineTransform, opacity: Double) {
        switch paint {
        case .solid(let color):
            self.color = color.opacity(opacity).premultipliedPixel
        case .linearGradient(let gradient):
            let g = gradient.transformed(by: transform)
            let vx = g.end.x - g.start.x, vy = g.end.y - g.start.y
            let lengthSquared = vx * vx + vy * vy
            let table = (0..<256).map { gradient.color(at: Double($0) / 255).opacity(opacity).premultipliedPixel }
            self.color = table[255]
            // A gradient with no length, or with ends that are not finite numbers, paints its last
            // colour flat.
            guard lengthSquared > 1e-12, lengthSquared.isFinite, g.start.x.isFinite, g.start.y.isFinite else { return }
            // index(x, y) = 255 * ((p - start) · v) / |v|², evaluated at pixel centres.
            let sx = 255 * vx / lengthSquared, sy = 255 * vy / lengthSquared
            self.table = table
            dx = Float(sx)
            dy = Float(sy)
            offset = Float(-(g.start.x * sx + g.start.y * sy) + 0.5 * sx + 0.5 * sy)
        }
    }
}
