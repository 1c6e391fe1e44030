import Foundation
import Geometry
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
    typealias Lanes = FieldLanes.Lanes

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

    /// The combined shadows as one coverage image, in the first shadow's colour.
    struct Coverage: Sendable {
        var bytes: [UInt8]
        var area: PixelBounds
        var color: Color

        /// The same image over an area moved by whole pixels.
        func moved(x: Int, y: Int) -> Coverage {
            Coverage(bytes: bytes, area: area.offsetBy(x: x, y: y), color: color)
        }

        func draw(on canvas: inout Canvas) {
            MaskPainter.fill(bytes, area: area, with: .solid(color), on: &canvas)
        }

        /// The same shadow kept outside the outline of `masks`, cast without one: a shadow
        /// shared by outlines a fraction of a pixel apart is cut by each one's own.
        func cut(by masks: GlassMasks) -> Coverage {
            var cut = self
            let overlap = area.intersection(masks.area)
            guard !overlap.isEmpty else { return cut }
            for y in overlap.minY..<overlap.maxY {
                let row = (y - area.minY) * area.width - area.minX, coverRow = (y - masks.area.minY) * masks.area.width - masks.area.minX
                for x in overlap.minX..<overlap.maxX {
                    let alpha = UInt32(cut.bytes[row + x]) * UInt32(255 - masks.body[coverRow + x])
                    cut.bytes[row + x] = UInt8((alpha + 127) / 255)
                }
            }
            return cut
        }
    }

    /// Draws `shadows` outside the outline. `field` must be built with at least ``reach(of:scale:)``,
    /// unless it has no more than ``FieldLanes/wholeGroup`` shapes: those are sampled whole.
    static func draw(_ shadows: [GlassShadow], field: GlassField, masks: GlassMasks, on canvas: inout Canvas) {
        coverage(shadows, field: field, masks: masks, scale: canvas.transform.meanScale, within: canvas.pixelBounds)?
            .draw(on: &canvas)
    }

    /// The shadows' coverage within `bounds` (pixels, where `field` and `masks` lie) at `scale`,
    /// kept outside the outline of `masks` (nil keeps it everywhere; see ``Coverage/cut(by:)``)
    /// pixels per point; nil when nothing shows.
    static func coverage(
        _ shadows: [GlassShadow], field: GlassField, masks: GlassMasks?, scale: Double, within bounds: PixelBounds
    ) -> Coverage? {
        let visible = shadows.filter { $0.color.alpha > 0 && $0.radius > 0 }
        guard let first = visible.first else { return nil }
        let sigmas = visible.map { $0.radius / 2 * scale }
        let offsets = visible.map { $0.offset * scale }
        let opacities = visible.map { Float($0.color.alpha) }
        let reach = Double(Self.reach)
        var margin = 0.0
        for (sigma, offset) in zip(sigmas, offsets) {
            margin = max(margin, reach * sigma + max(abs(offset.x), abs(offset.y)))
        }
        let area = PixelBounds(covering: field.bounds.insetBy(dx: -margin, dy: -margin)).intersection(bounds)
        guard !area.isEmpty else { return nil }
        let step = max(2, min(12, Int(sigmas.min()! * 0.9)))
        let columns = area.width / step + 2, rows = area.height / step + 2
        let cells = columns * rows
        let count = visible.count
        // The combined shadow over the grid: 1 − Π(1 − opacity·Φ(−d/σ)), 0...255. The field is
        // sampled once per grid point and shadow; pixels in between interpolate the result.
        var grid = [Float](repeating: 0, count: cells)
        let distances = UnsafeMutablePointer<FieldLanes.Lanes>.allocate(capacity: max(field.shapes.count, 1))
        defer { distances.deallocate() }
        let steps = FieldLanes.Lanes(0, 1, 2, 3, 4, 5, 6, 7) * Float(step)
        let floatSigmas = sigmas.map { Float($0) }
        let floatOffsets = offsets.map { (Float($0.x), Float($0.y)) }
        // unchecked: the grid is written through its buffer at `gy * columns + gx` for grid points
        // inside `rows` × `columns`, and the profile read at clamped indices; this loop samples a
        // glass group's shadow, measured by vitrine-bench glass.
        Self.profile.withUnsafeBufferPointer { profile in
            grid.withUnsafeMutableBufferPointer { grid in
                for gy in 0..<rows {
                    for gx in stride(from: 0, to: columns, by: 8) {
                        var clear = FieldLanes.Lanes(repeating: 1)
                        for s in 0..<count {
                            let x = FieldLanes.Lanes(repeating: Float(area.minX + gx * step) + 0.5 - floatOffsets[s].0) + steps
                            let y = FieldLanes.Lanes(repeating: Float(area.minY + gy * step) + 0.5 - floatOffsets[s].1)
                            let d = FieldLanes.distance(field, x: x, y: y, distances: distances)
                            let t = FieldLanes.minimum(FieldLanes.maximum(d / floatSigmas[s], Lanes(repeating: -4)), Lanes(repeating: 4))
                            let index = (t + 4) * 32 + 0.5
                            var shade = FieldLanes.Lanes()
                            for lane in 0..<8 { shade[lane] = profile[Int(index[lane])] }
                            clear *= 1 - opacities[s] * shade
                        }
                        let value = (1 - clear) * 255
                        for lane in 0..<min(8, columns - gx) { grid[gy * columns + gx + lane] = value[lane] }
                    }
                }
            }
        }
        // Pixel rows between two grid rows that both round to nothing stay empty: the shadow's
        // coverage image spans only the rows from the first to the last that can show.
        var lit = [Bool](repeating: false, count: rows)
        for gy in 0..<rows {
            let row = grid[(gy * columns)..<((gy + 1) * columns)]
            lit[gy] = row.max()! >= 0.5
        }
        var firstRow = area.height, endRow = 0
        for y in 0..<area.height where lit[y / step] || lit[y / step + 1] {
            firstRow = min(firstRow, y)
            endRow = y + 1
        }
        guard firstRow < endRow else { return nil }
        var bytes = [UInt8](repeating: 0, count: area.width * (endRow - firstRow))
        let body = masks?.area ?? PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)
        let cutout = masks?.body ?? []
        let width = area.width
        // Each grid row is interpolated across to full width once; a pixel row is then one straight
        // blend of two such rows, in loops the compiler runs several pixels at a time.
        // Unchecked: through buffers, rows `firstRow..<endRow` of `bytes`, grid rows below `rows`
        // and columns below `width`, the body's cover at its own rows; measured by vitrine-bench
        // glass.
        grid.withUnsafeBufferPointer { grid in
            cutout.withUnsafeBufferPointer { cover in
                bytes.withUnsafeMutableBufferPointer { out in
                    withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * width) { rows in
                        var upper = rows.baseAddress!, lower = upper + width
                        var upperRow = -2
                        func across(_ gy: Int, into line: UnsafeMutablePointer<Float>) {
                            let g = grid.baseAddress! + gy * columns
                            for gx in 0..<(columns - 1) {
                                let left = gx * step, right = min(left + step, width)
                                if left >= right { break }
                                let start = g[gx], slope = (g[gx + 1] - g[gx]) / Float(step)
                                for x in left..<right { line[x] = start + slope * Float(Int32(truncatingIfNeeded: x - left)) }
                            }
                        }
                        for y in firstRow..<endRow {
                            let gy = y / step
                            if upperRow != gy {
                                if upperRow + 1 == gy {
                                    swap(&upper, &lower)
                                } else {
                                    across(gy, into: upper)
                                }
                                across(gy + 1, into: lower)
                                upperRow = gy
                            }
                            let v = Float(y - gy * step) / Float(step)
                            let line = out.baseAddress! + (y - firstRow) * width
                            let pixelY = area.minY + y
                            // Over the body's columns the shadow is kept outside the outline.
                            var start = width, end = width
                            if !body.isEmpty, pixelY >= body.minY && pixelY < body.maxY {
                                start = min(max(body.minX - area.minX, 0), width)
                                end = min(max(body.maxX - area.minX, start), width)
                            }
                            Self.blend(upper, lower, v, into: line, from: 0, to: start)
                            if start < end {
                                let coverRow = cover.baseAddress! + (pixelY - body.minY) * body.width - body.minX + area.minX
                                for x in start..<end {
                                    var alpha = upper[x] + (lower[x] - upper[x]) * v
                                    alpha *= Float(255 - coverRow[x]) * (1 / 255)
                                    line[x] = Self.roundedByte(alpha)
                                }
                            }
                            Self.blend(upper, lower, v, into: line, from: end, to: width)
                        }
                    }
                }
            }
        }
        var color = first.color
        color.alpha = 1
        let shown = PixelBounds(minX: area.minX, minY: area.minY + firstRow, maxX: area.maxX, maxY: area.minY + endRow)
        return Coverage(bytes: bytes, area: shown, color: color)
    }

    @inline(__always)
    private static func blend(
        _ upper: UnsafeMutablePointer<Float>, _ lower: UnsafeMutablePointer<Float>, _ v: Float,
        into line: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int
    ) {
        for x in start..<end { line[x] = roundedByte(upper[x] + (lower[x] - upper[x]) * v) }
    }

    /// A value in 0...255 rounded to the nearest byte (ties to even), without a conversion that
    /// could trap, so loops of it vectorize: adding 2²³ leaves the integer in the low mantissa bits.
    @inline(__always)
    static func roundedByte(_ value: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (value + 8_388_608).bitPattern)
    }
}
