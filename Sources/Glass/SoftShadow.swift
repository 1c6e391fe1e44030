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
    /// Φ(−t) for t in −4...4, in 256 steps (index (t + 4)·32).
    static let profile: [Float] = (0...256).map { step in
        let t = -4 + 8 * Double(step) / 256
        return Float(0.5 * erfc(t / 2.0.squareRoot()))
    }

    /// Beyond this many standard deviations a shadow is below half a step of 255 at the language's
    /// opacities (Φ(−2.5) = 0.006; × 0.32 × 255 = 0.5).
    static let reach: Float = 2.5

    /// How far from the outline (pixels) the shadows reach, for a field built to answer that far.
    static func reach(of shadows: [GlassShadow], scale: Double) -> Double {
        shadows.map { Double(Self.reach) * $0.radius / 2 * scale + max(abs($0.offset.x), abs($0.offset.y)) * scale }.max() ?? 0
    }

    /// Draws `shadows` outside the outline. `field` must be built with at least ``reach(of:scale:)``.
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
        let step = max(2, min(12, Int(sigmas.min()! * 0.9)))
        let columns = area.width / step + 2, rows = area.height / step + 2
        let cells = columns * rows
        let count = visible.count
        // The combined shadow over the grid: 1 − Π(1 − opacity·Φ(−d/σ)), 0...255. The field is
        // sampled once per grid point and shadow; pixels in between interpolate the result.
        var grid = [Float](repeating: 0, count: cells)
        var around = GlassField.Neighbourhood(count: field.shapes.count)
        for gy in 0..<rows {
            for gx in 0..<columns {
                var clear: Float = 1
                for s in 0..<count {
                    let p = Point(Double(area.minX + gx * step) + 0.5, Double(area.minY + gy * step) + 0.5) - offsets[s]
                    field.gather(around: p, into: &around)
                    // Beyond every culling box no neck can matter: the nearest shape decides.
                    let d = around.isEmpty
                        ? field.nearestDistance(x: p.x, y: p.y)
                        : field.distance(x: p.x, y: p.y, in: &around).distance
                    let t = min(max(d / sigmas[s], -4), 4)
                    clear *= 1 - opacities[s] * profile[Int((t + 4) * 32 + 0.5)]
                }
                grid[gy * columns + gx] = (1 - clear) * 255
            }
        }
        var bytes = [UInt8](repeating: 0, count: area.width * area.height)
        let body = masks.area
        let width = area.width
        grid.withUnsafeBufferPointer { grid in
            masks.body.withUnsafeBufferPointer { cover in
                bytes.withUnsafeMutableBufferPointer { out in
                    for gy in 0..<(rows - 1) {
                        for gx in 0..<(columns - 1) {
                            let g = grid.baseAddress! + gy * columns + gx
                            if max(g[0], g[1], g[columns], g[columns + 1]) < 0.5 { continue }
                            let top = gy * step, left = gx * step
                            let right = min(left + step, width)
                            for y in top..<min(top + step, area.height) {
                                let v = Float(y - top) / Float(step)
                                let startValue = g[0] + (g[columns] - g[0]) * v
                                let endValue = g[1] + (g[columns + 1] - g[1]) * v
                                let slope = (endValue - startValue) / Float(step)
                                let pixelY = area.minY + y
                                let insideRows = pixelY >= body.minY && pixelY < body.maxY
                                let coverRow = (pixelY - body.minY) * body.width - body.minX
                                let line = out.baseAddress! + y * width
                                for x in left..<right {
                                    var alpha = startValue + slope * Float(x - left)
                                    let pixelX = area.minX + x
                                    if insideRows && pixelX >= body.minX && pixelX < body.maxX {
                                        let under = cover[coverRow + pixelX]
                                        if under == 255 { continue }
                                        alpha *= Float(255 - under) * (1 / 255)
                                    }
                                    line[x] = UInt8(alpha + 0.5)
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
