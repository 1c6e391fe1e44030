import Geometry

/// The coverage of something drawn, blurred: a mask a caller fills with its own colour, as many
/// times as it needs, for the cost of one blur of one byte a pixel.
///
/// Text that blurs in and out (a title arriving as its capsule opens) is drawn twice when a
/// puck's edge crosses it, once in each colour. Drawn in a layer, each copy blurs four channels of
/// the canvas; as ink, one byte mask is blurred once and filled twice.
public struct BlurredInk: Sendable {
    public let mask: AlphaMask
    /// The mask's top-left pixel on the canvas it was made for.
    public let x: Int
    public let y: Int
}

extension Canvas {
    /// What `draw` paints inside `box` (current units) under the current transform, as coverage
    /// blurred by `radius` points (SwiftUI's blur radius: a Gaussian of standard deviation
    /// radius / 2, as ``blur(_:radius:)`` takes it). `draw` should paint opaque: only alpha is
    /// kept. The box must leave room for the blur's reach; nothing outside it is kept. The clip
    /// does not apply: fill the ink through it with ``fill(_:with:opacity:)``.
    public func blurredInk(in box: Rect, radius: Double, _ draw: (inout Canvas) -> Void) -> BlurredInk? {
        let area = PixelBounds(covering: transform.apply(box))
        guard !area.isEmpty, area.width * area.height <= 1 << 22 else { return nil }
        let sigma = radius / 2 * transform.meanScale
        // A blur this wide hides detail finer than two pixels: the ink is drawn and blurred at half
        // resolution, a quarter of the work, and stretched back.
        let factor = sigma >= 3 ? 2 : 1
        let width = (area.width + factor - 1) / factor, height = (area.height + factor - 1) / factor
        var ink = Canvas(width: width, height: height, scale: scale / Double(factor))
        ink.transform = AffineTransform.scale(x: 1 / Double(factor), y: 1 / Double(factor))
            .concatenating(AffineTransform.translation(x: -Double(area.minX), y: -Double(area.minY)))
            .concatenating(transform)
        draw(&ink)
        var bytes = ink.pixels.map { UInt8(truncatingIfNeeded: $0 >> 24) }
        if sigma / Double(factor) > 0.2 { Self.blurMask(&bytes, width: width, height: height, sigma: sigma / Double(factor)) }
        if factor == 1 {
            return BlurredInk(mask: AlphaMask(width: width, height: height, bytes: bytes), x: area.minX, y: area.minY)
        }
        return BlurredInk(mask: Self.doubled(bytes, width: width, height: height, into: area), x: area.minX, y: area.minY)
    }

    /// A mask of `width` × `height` stretched to twice its size by linear interpolation, cut to
    /// `area`'s size. Pixel centres fall a quarter of the way between the half-resolution ones,
    /// so each output is 3/4 of its own cell and 1/4 of the neighbour on each axis: rows first,
    /// in sixteenths of a level, then columns.
    private static func doubled(_ bytes: [UInt8], width: Int, height: Int, into area: PixelBounds) -> AlphaMask {
        let wide = area.width, tall = area.height
        var rows = [UInt16](repeating: 0, count: wide * height)
        for y in 0..<height {
            let line = y * width
            for x in 0..<wide {
                let cell = x >> 1
                let neighbour = x & 1 == 0 ? max(cell - 1, 0) : min(cell + 1, width - 1)
                rows[y * wide + x] = UInt16(bytes[line + min(cell, width - 1)]) &* 3 &+ UInt16(bytes[line + neighbour])
            }
        }
        var out = [UInt8](repeating: 0, count: wide * tall)
        for y in 0..<tall {
            let cell = min(y >> 1, height - 1)
            let neighbour = y & 1 == 0 ? max(cell - 1, 0) : min(cell + 1, height - 1)
            let a = cell * wide, b = neighbour * wide, o = y * wide
            for x in 0..<wide {
                let sum = UInt32(rows[a + x]) &* 3 &+ UInt32(rows[b + x])
                out[o + x] = UInt8(truncatingIfNeeded: min((sum &+ 8) >> 4, 255))
            }
        }
        return AlphaMask(width: wide, height: tall, bytes: out)
    }

    /// Fills `ink` with `paint` through the clip.
    public mutating func fill(_ ink: BlurredInk, with paint: Paint, opacity: Double = 1) {
        fill(mask: ink.mask, atPixelX: ink.x, y: ink.y, with: paint, opacity: opacity)
    }
}
