import Foundation
import Geometry
import Raster

/// The coverage images one group draws through, all from a single walk of its field.
///
/// `body` is the merged outline, anti-aliased by `d / |∇d|` like Raster's distance fills; `rim` is
/// a line of `rimWidth` pixels centred on that outline; `highlight` (liquid material only) is the
/// specular band just inside it, brightest where the outline faces the light.
///
/// The area is walked in 4 × 4 tiles, 32 pixels of tiles at a time: the field is evaluated at
/// eight tile centres at once (``FieldLanes``). A tile whose centre lies further outside than its
/// half-diagonal plus every band is empty; one as deep inside is solid body with no rim. Only tiles
/// the bands cross are sampled, two rows of four pixels at a time, and only pixels in a band that a
/// neck won look at the gradient. Tiles sit on multiples of 4 pixels and groups of eight on
/// multiples of 32, the bins' size, so a group never straddles two of the field's bins. The field
/// must be built with a reach of at least 6 pixels, so a bin sees every shape its tiles' pixels do.
/// For frosted glass the images are then cut to the rows any tile touched, so every pass drawn
/// through them skips the empty rows the area's allowance for necks adds.
struct GlassMasks: Sendable {
    /// Where the images lie: the rows of `walked` the outline and its bands touch.
    let area: PixelBounds
    /// The area the masks were asked for (the frost blurs this rectangle, whatever the rows used).
    let walked: PixelBounds
    var body: [UInt8]
    var rim: [UInt8]
    var highlight: [UInt8]?
    /// The field's raw value at each pixel centre the liquid lens can bend, and at the pixels
    /// beside them (NaN where the walk never looked: deeper inside or further out), so the lens
    /// reads the outline's normal from neighbouring values instead of evaluating the field again.
    var levels: [Float]?

    /// The least reach (pixels) a field must be built with for these masks: more than a 4 × 4
    /// tile's half-diagonal plus the bands.
    static let fieldReach = 6.0

    /// Where the specular light comes from: up and to the left, as a unit vector.
    static let light = Point(-0.5, -0.8660254)

    /// The masks over `area`, cut down afterwards to the rows the outline and its bands touch
    /// (not with a highlight: the liquid refraction reads the whole area). With a `lens` the
    /// walk also keeps the field's ``levels`` as deep into the outline as the lens bends
    /// (``RimLens/reach``), and the highlight follows the lens's profile.
    init(field: GlassField, area: PixelBounds, rimWidth: Double, highlightWidth: Double?, lens: RimLens? = nil) {
        let lensBand = lens?.band, lensReach = lens?.reach
        let count = max(area.width, 0) * max(area.height, 0)
        var body = [UInt8](repeating: 0, count: count)
        var rim = [UInt8](repeating: 0, count: count)
        var highlight: [UInt8]? = highlightWidth == nil ? nil : [UInt8](repeating: 0, count: count)
        var levels: [Float]? = lensBand == nil ? nil : [Float](repeating: .nan, count: count)
        var used = area.minY..<area.minY
        if count > 0 {
            body.withUnsafeMutableBufferPointer { body in
                rim.withUnsafeMutableBufferPointer { rim in
                    Self.withBase(of: &highlight) { highlight in
                        Self.withBase(of: &levels) { levels in
                            used = Self.walk(field, area: area, rimWidth: rimWidth, highlightWidth: highlightWidth,
                                             lensBand: lensBand, lensReach: lensReach, body: body.baseAddress!, rim: rim.baseAddress!,
                                             highlight: highlight, levels: levels)
                        }
                    }
                }
            }
        }
        // Rows above and below every touched tile are empty in all three images.
        if used.isEmpty { used = area.minY..<area.minY }
        if highlightWidth != nil || lensBand != nil { used = area.minY..<area.maxY }
        let below = (area.maxY - used.upperBound) * area.width, above = (used.lowerBound - area.minY) * area.width
        func trim(_ bytes: inout [UInt8]) {
            bytes.removeLast(below)
            bytes.removeFirst(above)
        }
        trim(&body)
        trim(&rim)
        if highlight != nil { trim(&highlight!) }
        self.walked = area
        self.area = PixelBounds(minX: area.minX, minY: used.lowerBound, maxX: area.maxX, maxY: used.upperBound)
        self.body = body
        self.rim = rim
        self.highlight = highlight
        self.levels = levels
    }

    /// Runs `body` with the first element's address of `array`, or with nil when there is none.
    private static func withBase<Element>(
        of array: inout [Element]?, _ body: (UnsafeMutablePointer<Element>?) -> Void
    ) {
        guard array != nil else { return body(nil) }
        array!.withUnsafeMutableBufferPointer { body($0.baseAddress) }
    }

    private init(area: PixelBounds, walked: PixelBounds, body: [UInt8], rim: [UInt8], highlight: [UInt8]?, levels: [Float]?) {
        self.area = area
        self.walked = walked
        self.body = body
        self.rim = rim
        self.highlight = highlight
        self.levels = levels
    }

    /// The same images over an area moved by whole pixels (the levels keep their values, so they
    /// then describe the field moved with them, less the whole pixels).
    func moved(x: Int, y: Int) -> GlassMasks {
        GlassMasks(area: area.offsetBy(x: x, y: y), walked: walked.offsetBy(x: x, y: y), body: body, rim: rim,
                   highlight: highlight, levels: levels)
    }

    /// Unchecked: writes through the mask pointers (each `area.width × area.height` bytes, or
    /// floats for `levels`) at `y * width + x - origin` for pixels inside `area` only (every tile
    /// is cut to `left..<right`, `top..<bottom`); this walk is a glass group's masks, measured by
    /// vitrine-bench glass.
    private static func walk(
        _ field: GlassField, area: PixelBounds, rimWidth: Double, highlightWidth: Double?, lensBand: Double?, lensReach: Double?,
        body: UnsafeMutablePointer<UInt8>, rim: UnsafeMutablePointer<UInt8>, highlight: UnsafeMutablePointer<UInt8>?,
        levels: UnsafeMutablePointer<Float>?
    ) -> Range<Int> {
        var firstUsed = area.maxY, endUsed = area.minY
        typealias Lanes = FieldLanes.Lanes
        let halfRim = Float(rimWidth / 2)
        let band = highlightWidth.map { Float($0) }
        let glint = Self.glint(across: highlightWidth ?? 0, lensBand: lensBand)
        // Distances from a tile's centre to its farthest pixel centre: 1.5√2. Beyond that plus the
        // bands (the ±½ pixel edge, half the rim, the highlight) a tile is wholly outside or inside,
        // because the field is 1-Lipschitz. The lens reads levels a pixel and a half beyond its
        // band on both sides, for the slope.
        let lensReach: Float = lensReach.map { Float($0) + 1.5 } ?? 0
        let outsideBand = 0.5 + halfRim
        let insideBand = max(0.5 + halfRim, (band ?? 0) + 0.5, lensReach)
        let tileReach = Float(1.5 * 2.0.squareRoot())
        let outsideLimit = tileReach + max(outsideBand, levels == nil ? 0 : 1.5), insideLimit = -(tileReach + insideBand)
        // Outside a neck the field's gradient has length 1; a lane a neck won needs its own slope,
        // and every lane near enough needs the highlight, only inside these distances.
        let lateOutside = outsideBand, lateInside = band.map { -$0 - 0.5 } ?? -outsideBand
        let width = area.width
        let origin = area.minY * width + area.minX
        let light = (Float(Self.light.x), Float(Self.light.y))
        let steps = Lanes(0.5, 1.5, 2.5, 3.5, 0.5, 1.5, 2.5, 3.5)
        let rowSteps = Lanes(0.5, 0.5, 0.5, 0.5, 1.5, 1.5, 1.5, 1.5)
        let centreSteps = Lanes(2, 6, 10, 14, 18, 22, 26, 30)
        let distances = UnsafeMutablePointer<Lanes>.allocate(capacity: max(field.shapes.count, 1))
        defer { distances.deallocate() }
        let firstTop = area.minY - ((area.minY % 4) + 4) % 4
        let firstLeft = area.minX - ((area.minX % 32) + 32) % 32
        for tileTop in stride(from: firstTop, to: area.maxY, by: 4) {
            let top = max(tileTop, area.minY), bottom = min(tileTop + 4, area.maxY)
            for groupLeft in stride(from: firstLeft, to: area.maxX, by: 32) {
                let bin = field.bin(at: Point(Double(groupLeft) + 16, Double(tileTop) + 2))
                if bin < 0 { continue }
                let centres = FieldLanes.evaluate(
                    field, bin: bin, x: Lanes(repeating: Float(groupLeft)) + centreSteps, y: Lanes(repeating: Float(tileTop) + 2),
                    distances: distances).distance
                if all(centres .> outsideLimit) { continue }
                firstUsed = min(firstUsed, top)
                endUsed = max(endUsed, bottom)
                for tile in 0..<8 {
                    let value = centres[tile]
                    if value > outsideLimit { continue }
                    let tileLeft = groupLeft + 4 * tile
                    let left = max(tileLeft, area.minX), right = min(tileLeft + 4, area.maxX)
                    if left >= right { continue }
                    let whole = left == tileLeft && right == tileLeft + 4
                    if value < insideLimit {
                        for y in top..<bottom {
                            if whole {
                                UnsafeMutableRawPointer(body + y * width + left - origin).storeBytes(of: UInt32.max, as: UInt32.self)
                            } else {
                                (body + y * width + left - origin).update(repeating: 255, count: right - left)
                            }
                        }
                        continue
                    }
                    let xs = Lanes(repeating: Float(tileLeft)) + steps
                    for y in stride(from: top, to: bottom, by: 2) {
                        // Lanes 0–3 are row y, lanes 4–7 row y + 1 (when there is one).
                        let pair = y + 1 < bottom
                        let ys = Lanes(repeating: Float(y)) + rowSteps
                        let (d, winner) = FieldLanes.evaluate(field, bin: bin, x: xs, y: ys, distances: distances)
                        if let levels {
                            let row = levels + y * width - origin
                            if whole {
                                UnsafeMutableRawPointer(row + tileLeft).storeBytes(of: d.lowHalf, as: SIMD4<Float>.self)
                                if pair { UnsafeMutableRawPointer(row + width + tileLeft).storeBytes(of: d.highHalf, as: SIMD4<Float>.self) }
                            } else {
                                for x in left..<right {
                                    row[x] = d[x - tileLeft]
                                    if pair { row[width + x] = d[4 + x - tileLeft] }
                                }
                            }
                        }
                        if all(d .>= outsideBand) { continue }
                        let coverage = FieldLanes.minimum(FieldLanes.maximum(0.5 - d, .zero), Lanes(repeating: 1))
                        let line = FieldLanes.minimum(d + halfRim, Lanes(repeating: 0.5)) - FieldLanes.maximum(d - halfRim, Lanes(repeating: -0.5))
                        let lineCoverage = FieldLanes.minimum(FieldLanes.maximum(line, .zero), Lanes(repeating: 1))
                        let bodyBytes = coverage * 255 + 0.5, rimBytes = lineCoverage * 255 + 0.5
                        let row = y * width - origin
                        let nearEdge = (d .< lateOutside) .& (d .> lateInside)
                        let late = band == nil ? nearEdge .& (winner .< 0) : nearEdge
                        if whole && !any(late) {
                            Self.store(coverage.lowHalf * 255, at: body + row + tileLeft)
                            Self.store(lineCoverage.lowHalf * 255, at: rim + row + tileLeft)
                            if pair {
                                Self.store(coverage.highHalf * 255, at: body + row + width + tileLeft)
                                Self.store(lineCoverage.highHalf * 255, at: rim + row + width + tileLeft)
                            }
                            continue
                        }
                        for lane in 0..<(pair ? 8 : 4) {
                            let x = tileLeft + lane % 4
                            if x < left || x >= right { continue }
                            let row = lane < 4 ? row : row + width
                            let py = ys[lane]
                            guard late[lane] else {
                                body[row + x] = UInt8(bodyBytes[lane])
                                rim[row + x] = UInt8(rimBytes[lane])
                                continue
                            }
                            let px = xs[lane]
                            var gradient = (Float(0), Float(0))
                            var slope: Float = 1
                            if winner[lane] < 0 {
                                gradient = FieldLanes.gradient(field, winner: winner[lane], lane: lane, x: px, y: py, distances: distances)
                                slope = max((gradient.0 * gradient.0 + gradient.1 * gradient.1).squareRoot(), 0.25)
                            }
                            let distance = d[lane] / slope
                            body[row + x] = Self.byte(0.5 - distance)
                            // The overlap of the line [d − w/2, d + w/2] with the pixel [−½, ½].
                            rim[row + x] = Self.byte(min(distance + halfRim, 0.5) - max(distance - halfRim, -0.5))
                            if let band, let highlight, distance < 0.5, distance > -band - 0.5 {
                                if winner[lane] >= 0 {
                                    gradient = FieldLanes.gradient(field, winner: winner[lane], lane: lane, x: px, y: py, distances: distances)
                                }
                                let length = max((gradient.0 * gradient.0 + gradient.1 * gradient.1).squareRoot(), 1e-6)
                                let facing = (gradient.0 * light.0 + gradient.1 * light.1) / length
                                let strength = facing > 0 ? facing * facing : 0.45 * facing * facing
                                let inside = min(max(0.5 - distance, 0), 1)
                                let step = min(Int(max(-distance, 0) / band * Float(Self.glintSteps)), Self.glintSteps - 1)
                                let falloff = min(max(1 + distance / band, 0), 1)
                                highlight[row + x] = Self.byte(strength * inside * glint[step] * falloff)
                            }
                        }
                    }
                }
            }
        }
        return firstUsed..<max(endUsed, firstUsed)
    }

    /// Steps of ``glint(across:lensBand:)`` across the highlight band.
    static let glintSteps = 16

    /// How bright the specular edge is at each step into a band `width` pixels wide: the light a
    /// surface tilted by the lens's profile sends back, `sin⁴ θ` for the surface's tilt θ, so it
    /// is brightest at the steep outline and fades as the slab flattens, crisp rather than a flat
    /// stroke. Without a lens (frosted masks), a steady fall.
    static func glint(across width: Double, lensBand: Double?) -> [Float] {
        (0..<glintSteps).map { step in
            let depth = (Double(step) + 0.5) / Double(glintSteps) * width
            guard let lensBand, lensBand > 0 else { return Float(1 - depth / max(width, 1e-6)) }
            let tilt = atan(RimLens.slope(at: depth / lensBand))
            return Float(pow(sin(tilt), 4))
        }
    }

    /// Four values in 0...255 rounded to bytes (ties to even: adding 2²³ leaves the integer in the
    /// low mantissa bits), stored at `pointer`.
    @inline(__always)
    static func store(_ values: SIMD4<Float>, at pointer: UnsafeMutablePointer<UInt8>) {
        let bits = unsafeBitCast(values + 8_388_608, to: SIMD4<UInt32>.self)
        UnsafeMutableRawPointer(pointer).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: bits), as: SIMD4<UInt8>.self)
    }

    @inline(__always)
    static func byte(_ value: Float) -> UInt8 {
        UInt8(min(max(value, 0), 1) * 255 + 0.5)
    }


    /// The body coverage at a pixel of the area, 0...255 (0 outside the area).
    func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= area.minX, x < area.maxX, y >= area.minY, y < area.maxY else { return 0 }
        return body[(y - area.minY) * area.width + x - area.minX]
    }
}
