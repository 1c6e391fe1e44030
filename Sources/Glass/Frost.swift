import Geometry
import Raster

/// The frosted backdrop: what lies under the glass, blurred, and only under the glass.
///
/// Raster blurs rectangles: the glass's bounding box is blurred at reduced resolution and written
/// back through the body mask only (`blur(_:radius:mask:atPixelX:y:)`), so pixels outside the
/// outline are never touched and edge pixels mix blurred and sharp by their coverage.
enum Frost {
    static func apply(inside masks: GlassMasks, radius: Double, on canvas: inout Canvas) {
        let area = masks.area, walked = masks.walked
        guard !area.isEmpty, radius > 0 else { return }
        canvas.save()
        canvas.transform = .identity
        canvas.blur(
            Rect(x: Double(walked.minX), y: Double(walked.minY), width: Double(walked.width), height: Double(walked.height)),
            radius: radius * canvas.scale,
            mask: AlphaMask(width: area.width, height: area.height, bytes: masks.body), atPixelX: area.minX, y: area.minY)
        canvas.restore()
    }

    /// Bends the backdrop near the rim (liquid material): each pixel within `width` pixels inside
    /// the outline shows the backdrop from further out along the field's gradient, up to `shift`
    /// pixels at the rim, fading to none at the band's inner edge, as a thick lens edge does.
    static func refract(inside masks: GlassMasks, field: GlassField, width: Double, shift: Double, on canvas: inout Canvas) {
        let area = masks.area
        guard !area.isEmpty, width > 0, shift > 0 else { return }
        let current = PixelPatch.snapshot(of: canvas, area: area)
        var bent = current
        var weights = [UInt8](repeating: 0, count: current.count)
        var around = GlassField.Neighbourhood(count: field.shapes.count)
        let columns = area.width
        for row in 0..<area.height {
            for column in 0..<columns {
                let i = row * columns + column
                let cover = masks.body[i]
                if cover == 0 { continue }
                let p = Point(Double(area.minX + column) + 0.5, Double(area.minY + row) + 0.5)
                // Tiles deep inside are solid body: only sample near the edge.
                if cover == 255, isDeep(masks, row: row, column: column, reach: Int(width) + 1) { continue }
                field.gather(around: p, into: &around)
                let sample = field.sample(at: p, in: &around)
                guard sample.distance < 0, sample.distance > -width else { continue }
                let depth = 1 + sample.distance / width
                let length = max(sample.gradient.length, 1e-6)
                let pull = shift * depth * depth
                let sx = min(max(column + Int((sample.gradient.x / length * pull).rounded()), 0), columns - 1)
                let sy = min(max(row + Int((sample.gradient.y / length * pull).rounded()), 0), area.height - 1)
                bent[i] = current[sy * columns + sx]
                weights[i] = cover
            }
        }
        PixelPatch.composite(bent, weights: weights, area: area, onto: &canvas)
    }

    /// True when the pixel `reach` away on both axes is still fully covered: far from any edge.
    private static func isDeep(_ masks: GlassMasks, row: Int, column: Int, reach: Int) -> Bool {
        let columns = masks.area.width, rows = masks.area.height
        for (dx, dy) in [(reach, 0), (-reach, 0), (0, reach), (0, -reach)] {
            let x = column + dx, y = row + dy
            if x < 0 || y < 0 || x >= columns || y >= rows { return false }
            if masks.body[y * columns + x] != 255 { return false }
        }
        return true
    }
}
