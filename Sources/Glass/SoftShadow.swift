import Foundation
import Raster

/// The soft shadows a group casts, drawn from its distance field rather than by blurring a mask.
///
/// A Gaussian blur (standard deviation σ) of a shape whose curvature radius is well above σ is,
/// very nearly, `Φ(−d/σ)` of its signed distance d: the profile of a blurred straight edge. Glass
/// outlines are capsules and rounded boxes with radii of 10 pt and more against σ of 5 and 9 pt, so
/// the shadow costs one field sample every few pixels (the field is smooth, and is interpolated in
/// between) instead of a full-resolution blur. The shadow is kept outside the outline: the glass
/// itself is not darkened by what it casts.
///
/// Shadows of one group are combined into one coverage image and drawn in the first shadow's colour
/// (the language's shadows are all black); each keeps its own opacity, σ and offset.
enum SoftShadow {
    /// Φ(−t) for t in −4...4, in 256 steps.
    static let profile: [Float] = (0...256).map { step in
        let t = -4 + 8 * Double(step) / 256
        return Float(0.5 * erfc(t / 2.0.squareRoot()))
    }

    /// Beyond this many standard deviations a shadow is below half a step of 255 at these opacities.
    static let reach: Float = 3

    static func draw(_ shadows: [GlassShadow], field: GlassField, masks: GlassMasks, on canvas: inout Canvas) {
        let visible = shadows.filter { $0.color.alpha > 0 && $0.radius > 0 }
        guard let first = visible.first else { return }
        let scale = canvas.transform.meanScale
        let sigmas = visible.map { $0.radius / 2 * scale }
        let offsets = visible.map { $0.offset * scale }
        let opacities = visible.map { Float($0.color.alpha) }
        let reach = Double(Self.reach)
        var margin = 0.0
        for (sigma, offset) in zip(sigmas, offsets) {
            margin = max(margin, reach * sigma + max(abs(offset.x), abs(offset.y)))
        }
        let area = PixelBounds(covering: field.bounds.insetBy(dx: -margin, dy: -margin)).intersection(canvas.pixelBounds)
        guard !area.isEmpty else { return }
        let step = max(2, min(8, Int(sigmas.min()! * 0.75)))
        let columns = area.width / step + 2, rows = area.height / step + 2
        let cells = columns * rows
        let count = visible.count
        // The field over the grid, once per shadow, as d/σ clamped to the reach.
        var grid = [Float](repeating: Self.reach, count: cells * count)
        var around = GlassField.Neighbourhood(count: field.shapes.count)
        for s in 0..<count {
            for gy in 0..<rows {
                for gx in 0..<columns {
                    let p = Point(Double(area.minX + gx * step) + 0.5, Double(area.minY + gy * step) + 0.5) - offsets[s]
                    field.gather(around: p, into: &around)
                    if around.shapes.isEmpty { continue }
                    let d = field.sample(at: p, in: &around).distance / sigmas[s]
                    grid[s * cells + gy * columns + gx] = Float(min(max(d, -reach), reach))
                }
            }
        }
        var bytes = [UInt8](repeating: 0, count: area.width * area.height)
        let body = masks.area
        let width = area.width
        grid.withUnsafeBufferPointer { grid in
            profile.withUnsafeBufferPointer { profile in
                masks.body.withUnsafeBufferPointer { cover in
                    bytes.withUnsafeMutableBufferPointer { out in
                        for gy in 0..<(rows - 1) {
                            for gx in 0..<(columns - 1) {
                                let corner = gy * columns + gx
                                var lit = false
                                for s in 0..<count {
                                    let g = grid.baseAddress! + s * cells + corner
                                    if min(g[0], g[1], g[columns], g[columns + 1]) < Self.reach { lit = true }
                                }
                                if !lit { continue }
                                let top = gy * step, left = gx * step
                                for y in top..<min(top + step, area.height) {
                                    let v = Float(y - top) / Float(step)
                                    let pixelY = area.minY + y
                                    let coverRow = pixelY >= body.minY && pixelY < body.maxY
                                        ? (pixelY - body.minY) * body.width - body.minX : -1
                                    for x in left..<min(left + step, width) {
                                        let pixelX = area.minX + x
                                        var under: UInt8 = 0
                                        if coverRow >= 0 && pixelX >= body.minX && pixelX < body.maxX {
                                            under = cover[coverRow + pixelX]
                                            if under == 255 { continue }
                                        }
                                        let u = Float(x - left) / Float(step)
                                        var clear: Float = 1
                                        for s in 0..<count {
                                            let g = grid.baseAddress! + s * cells + corner
                                            let upper = g[0] + (g[1] - g[0]) * u
                                            let lower = g[columns] + (g[columns + 1] - g[columns]) * u
                                            let t = upper + (lower - upper) * v
                                            let index = Int((t + 4) * 32 + 0.5)
                                            clear *= 1 - opacities[s] * profile[min(max(index, 0), 256)]
                                        }
                                        let alpha = (1 - clear) * Float(255 - under)
                                        out[y * width + x] = UInt8(min(alpha + 0.5, 255))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        var color = first.color
        color.alpha = 1
        MaskPainter.fill(bytes, area: area, with: .solid(color), on: &canvas)
    }
}
