import CRasterSupport
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
    ///
    /// The masks must carry the field's ``GlassMasks/levels`` a band deep: the gradient is the
    /// central difference of the levels either side (one-sided where the walk did not look), which
    /// is the field's own slope, necks included, without evaluating the field again.
    ///
    /// Returns the canvas's pixels over the masks' area with the band bent, for the clear middle
    /// to finish (``Clarity/apply(_:inside:appearance:on:)``) and lay back through the body once.
    static func refracted(inside masks: GlassMasks, lens: RimLens, from canvas: Canvas) -> [UInt32] {
        let area = masks.area
        let band = Float(lens.band)
        let current = PixelPatch.snapshot(of: canvas, area: area)
        guard !area.isEmpty, band > 0, lens.peakShift > 0, let levels = masks.levels else { return current }
        var bent = current
        let columns = area.width, rows = area.height
        let table = lens.shifts.map { Float($0) }
        let steps = Float(table.count), lastStep = table.count - 2
        typealias Lanes = FieldLanes.Lanes
        let lastColumn = Lanes(repeating: Float(columns - 1)), lastRow = Lanes(repeating: Float(rows - 1))
        current.withUnsafeBufferPointer { source in
            levels.withUnsafeBufferPointer { levels in
                bent.withUnsafeMutableBufferPointer { bent in
                    table.withUnsafeBufferPointer { table in
                      masks.body.withUnsafeBufferPointer { body in
                        // Eight pixels at a time where all their neighbours lie in the patch; the
                        // patch's edge pixel by pixel.
                        func bend(_ i: Int, column: Int, row: Int, level: Float, gx: Float, gy: Float) {
                            let length = max((gx * gx + gy * gy).squareRoot(), 1e-3)
                            let depth = -level / length
                            guard depth < band else { return }
                            let position = min(max(depth / band * steps - 0.5, 0), steps - 1)
                            let lower = min(Int(position), lastStep)
                            let fraction = position - Float(lower)
                            let shift = table[lower] + (table[lower + 1] - table[lower]) * fraction
                            guard shift > Float(RimLens.leastShift) else { return }
                            let x = Float(column) + gx / length * shift, y = Float(row) + gy / length * shift
                            bent[i] = Self.bilinear(source.baseAddress!, columns: columns, rows: rows, x: x, y: y)
                        }
                        let base = levels.baseAddress!
                        for row in 0..<rows {
                            var column = 0
                            let interior = row > 0 && row + 1 < rows
                            while column < columns {
                                let i = row * columns + column
                                if interior, column > 0, column + 9 <= columns {
                                    let centre = Self.load(base + i)
                                    let inBand = (centre .< 0) .& (centre .> -band)
                                    if any(inBand) {
                                        let gx = Self.slope(before: Self.load(base + i - 1), after: Self.load(base + i + 1), centre: centre)
                                        let gy = Self.slope(before: Self.load(base + i - columns), after: Self.load(base + i + columns), centre: centre)
                                        let inverse = 1 / FieldLanes.maximum((gx * gx + gy * gy).squareRoot(), Lanes(repeating: 1e-3))
                                        let depth = -centre * inverse
                                        let position = FieldLanes.minimum(
                                            FieldLanes.maximum(depth * (steps / band) - 0.5, .zero), Lanes(repeating: steps - 1))
                                        // Lanes outside the band (NaN among them) read the first step and are left alone.
                                        let lower = FieldLanes.minimum(position.rounded(.down), Lanes(repeating: Float(lastStep)))
                                            .replacing(with: Float(0), where: .!inBand)
                                        let fraction = position - lower
                                        var below = Lanes(), above = Lanes()
                                        for lane in 0..<8 {
                                            let step = Int(vitrine_truncate(lower[lane]))
                                            below[lane] = table[step]
                                            above[lane] = table[step + 1]
                                        }
                                        let shift = below + (above - below) * fraction
                                        let bends = inBand .& (depth .< band) .& (shift .> Float(RimLens.leastShift))
                                        if any(bends) {
                                            // Where each lane reads, clamped into the patch, split into
                                            // the pixel above-left and 8-bit weights, all eight at once
                                            // (lanes left alone read the first pixel: NaN never converts).
                                            let xs = FieldLanes.minimum(FieldLanes.maximum(
                                                Lanes(repeating: Float(column)) + Self.laneSteps + gx * inverse * shift, .zero), lastColumn)
                                                .replacing(with: Float(0), where: .!bends)
                                            let ys = FieldLanes.minimum(FieldLanes.maximum(
                                                Lanes(repeating: Float(row)) + gy * inverse * shift, .zero), lastRow)
                                                .replacing(with: Float(0), where: .!bends)
                                            let x0 = xs.rounded(.down), y0 = ys.rounded(.down)
                                            let fx = (xs - x0) * 256 + 0.5, fy = (ys - y0) * 256 + 0.5
                                            let pixels = source.baseAddress!
                                            for lane in 0..<8 where bends[lane] && body[i + lane] > 0 {
                                                // In range and never NaN here: the plain conversion instruction.
                                                let left = Int(vitrine_truncate(x0[lane])), top = Int(vitrine_truncate(y0[lane]))
                                                let step = left < columns - 1 ? 1 : 0, down = top < rows - 1 ? columns : 0
                                                let a = top * columns + left
                                                bent[i + lane] = Self.mix(pixels[a], pixels[a + step], pixels[a + down], pixels[a + down + step],
                                                                          fx: UInt32(truncatingIfNeeded: vitrine_truncate(fx[lane])),
                                                                          fy: UInt32(truncatingIfNeeded: vitrine_truncate(fy[lane])))
                                            }
                                        }
                                    }
                                    column += 8
                                    continue
                                }
                                let level = levels[i]
                                if body[i] > 0, level < 0, level > -band {
                                    let gx = Self.slope(levels, i, before: column > 0 ? i - 1 : nil, after: column + 1 < columns ? i + 1 : nil)
                                    let gy = Self.slope(levels, i, before: row > 0 ? i - columns : nil, after: row + 1 < rows ? i + columns : nil)
                                    bend(i, column: column, row: row, level: level, gx: gx, gy: gy)
                                }
                                column += 1
                            }
                        }
                      }
                    }
                }
            }
        }
        return bent
    }

    private static let laneSteps = FieldLanes.Lanes(0, 1, 2, 3, 4, 5, 6, 7)

    @inline(__always)
    private static func load(_ pointer: UnsafePointer<Float>) -> FieldLanes.Lanes {
        UnsafeRawPointer(pointer).loadUnaligned(as: FieldLanes.Lanes.self)
    }

    /// ``slope(_:_:before:after:)`` for eight neighbouring pixels at once.
    @inline(__always)
    private static func slope(before: FieldLanes.Lanes, after: FieldLanes.Lanes, centre: FieldLanes.Lanes) -> FieldLanes.Lanes {
        let hasBefore = before .== before, hasAfter = after .== after
        let b = centre.replacing(with: before, where: hasBefore), a = centre.replacing(with: after, where: hasAfter)
        let halved = (a - b) * 0.5
        return (a - b).replacing(with: halved, where: hasBefore .& hasAfter)
    }

    /// The field's slope along one axis at `i`: the central difference where both neighbours
    /// were looked at, else the one-sided difference to the one that was.
    @inline(__always)
    private static func slope(_ levels: UnsafeBufferPointer<Float>, _ i: Int, before: Int?, after: Int?) -> Float {
        let b = before.map { levels[$0] } ?? .nan, a = after.map { levels[$0] } ?? .nan
        switch (b.isNaN, a.isNaN) {
        case (false, false): return (a - b) / 2
        case (true, false): return a - levels[i]
        case (false, true): return levels[i] - b
        case (true, true): return 0
        }
    }

    /// The patch's colour at a point between pixel centres (`x`, `y` in pixels from the patch's
    /// first pixel's centre), blended from the four around it with 8-bit weights; edges clamp.
    @inline(__always)
    static func bilinear(_ pixels: UnsafePointer<UInt32>, columns: Int, rows: Int, x: Float, y: Float) -> UInt32 {
        let cx = min(max(x, 0), Float(columns - 1)), cy = min(max(y, 0), Float(rows - 1))
        let x0 = Int(cx), y0 = Int(cy)
        let x1 = min(x0 + 1, columns - 1), y1 = min(y0 + 1, rows - 1)
        let fx = UInt32((cx - Float(x0)) * 256 + 0.5), fy = UInt32((cy - Float(y0)) * 256 + 0.5)
        return mix(pixels[y0 * columns + x0], pixels[y0 * columns + x1], pixels[y1 * columns + x0], pixels[y1 * columns + x1],
                   fx: fx, fy: fy)
    }

    /// Four pixels (top left, top right, bottom left, bottom right) blended by 8-bit weights
    /// (0...256) across and down, two channels at a time.
    @inline(__always)
    static func mix(_ topLeft: UInt32, _ topRight: UInt32, _ bottomLeft: UInt32, _ bottomRight: UInt32, fx: UInt32, fy: UInt32) -> UInt32 {
        // Over a flat backdrop (most of a card) the four are one colour, and so is any blend.
        if topLeft == topRight, bottomLeft == bottomRight, topLeft == bottomLeft { return topLeft }
        @inline(__always) func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
            // Each sum is at most 255 · 256 + 128 per channel: no carry into the next.
            let low = ((a & 0x00FF_00FF) &* (256 - f) &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8 & 0x00FF_00FF
            let high = (((a >> 8) & 0x00FF_00FF) &* (256 - f) &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080) & 0xFF00_FF00
            return low | high
        }
        return lerp(lerp(topLeft, topRight, fx), lerp(bottomLeft, bottomRight, fx), fy)
    }

}
