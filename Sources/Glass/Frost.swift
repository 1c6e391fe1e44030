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

    /// Bends the backdrop near the rim (liquid material) through `lens`: each pixel in the band
    /// inside the outline shows the backdrop from further out along the field's gradient, by the
    /// lens's shift at its depth, sampled between pixels so the bend is smooth. Deep inside, where
    /// the slab is flat, nothing moves.
    static func refract(inside masks: GlassMasks, field: GlassField, lens: RimLens, on canvas: inout Canvas) {
        let area = masks.area
        let width = lens.band
        guard !area.isEmpty, width > 0, lens.peakShift > 0 else { return }
        let current = PixelPatch.snapshot(of: canvas, area: area)
        var bent = current
        var weights = [UInt8](repeating: 0, count: current.count)
        var around = GlassField.Neighbourhood(count: field.shapes.count)
        let columns = area.width, rows = area.height
        let reach = Int(width) + 1
        for row in 0..<rows {
            for column in 0..<columns {
                let i = row * columns + column
                let cover = masks.body[i]
                if cover == 0 { continue }
                // Tiles deep inside are solid body: only sample near the edge.
                if cover == 255, isDeep(masks, row: row, column: column, reach: reach) { continue }
                let p = Point(Double(area.minX + column) + 0.5, Double(area.minY + row) + 0.5)
                guard let offset = displacement(at: p, field: field, lens: lens, around: &around) else { continue }
                bent[i] = bilinear(current, columns: columns, rows: rows, x: Double(column) + offset.x, y: Double(row) + offset.y)
                weights[i] = cover
            }
        }
        PixelPatch.composite(bent, weights: weights, area: area, onto: &canvas)
    }

    /// Where the pixel centred at `p` shows the backdrop from, relative to `p`, in pixels: out
    /// along the field's gradient by the lens's shift at its depth. Nil outside the band, where
    /// nothing moves.
    static func displacement(at p: Point, field: GlassField, lens: RimLens, around: inout GlassField.Neighbourhood) -> Point? {
        field.gather(around: p, into: &around)
        let sample = field.sample(at: p, in: &around)
        guard sample.distance < 0, sample.distance > -lens.band else { return nil }
        let length = max(sample.gradient.length, 1e-6)
        let shift = lens.shift(atDepth: -sample.distance / length)
        guard shift > 0.01 else { return nil }
        return Point(sample.gradient.x / length * shift, sample.gradient.y / length * shift)
    }

    /// The patch's colour at a point between pixel centres (`x`, `y` in pixels from the patch's
    /// first pixel's centre), blended from the four around it; edges clamp.
    static func bilinear(_ pixels: [UInt32], columns: Int, rows: Int, x: Double, y: Double) -> UInt32 {
        let cx = min(max(x, 0), Double(columns - 1)), cy = min(max(y, 0), Double(rows - 1))
        let x0 = Int(cx), y0 = Int(cy)
        let x1 = min(x0 + 1, columns - 1), y1 = min(y0 + 1, rows - 1)
        let fx = cx - Double(x0), fy = cy - Double(y0)
        let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
        let p00 = pixels[y0 * columns + x0], p10 = pixels[y0 * columns + x1]
        let p01 = pixels[y1 * columns + x0], p11 = pixels[y1 * columns + x1]
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let value = w00 * Double((p00 >> shift) & 0xFF) + w10 * Double((p10 >> shift) & 0xFF)
                + w01 * Double((p01 >> shift) & 0xFF) + w11 * Double((p11 >> shift) & 0xFF)
            return UInt32(min(255, value + 0.5)) << shift
        }
        let result = channel(0) | channel(8) | channel(16) | channel(24)
        return result
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
