import Geometry

extension Canvas {
    /// Draws the soft shadow a shape casts: its coverage, offset, blurred and tinted.
    ///
    /// `radius` follows Core Animation and SwiftUI's `shadow(radius:)`: the blur's standard deviation
    /// is half of it. The shadow is drawn where the shape would be too; paint the shape over it.
    public mutating func drawShadow(of shape: Shape, color: Color, radius: Double, offset: Point = .zero) {
        guard radius.isFinite, offset.x.isFinite, offset.y.isFinite, color.alpha > 0 else { return }
        let transform = state.transform.concatenating(.translation(x: offset.x, y: offset.y))
        let sigma = min(max(0, radius) / 2 * state.transform.meanScale, 4096)
        let margin = Int((sigma * 3).rounded(.up)) + 1
        let outline = shape.path.flattened(transform: transform).bounds
        let area = PixelBounds(covering: outline.insetBy(dx: -Double(margin), dy: -Double(margin)))
            .intersection(PixelBounds(covering: Rect(
                x: Double(state.clip.bounds.minX - margin), y: Double(state.clip.bounds.minY - margin),
                width: Double(state.clip.bounds.width + 2 * margin), height: Double(state.clip.bounds.height + 2 * margin))))
        guard !area.isEmpty, area.width * area.height <= 1 << 26 else { return }
        var mask = [UInt8](repeating: 0, count: area.width * area.height)
        // Unsafe: the rasterizer writes through the mask's pointer, inside `area`, which it covers.
        mask.withUnsafeMutableBufferPointer { rasterize(shape, transform: transform, into: $0.baseAddress!, area: area) }
        if sigma > 0.2 {
            Self.blurMask(&mask, width: area.width, height: area.height, sigma: sigma)
        }
        blend(mask: mask, area: area, paint: .solid(color))
    }

    /// Blurs a coverage mask in place (full resolution: masks are small and edges matter).
    static func blurMask(_ mask: inout [UInt8], width: Int, height: Int, sigma: Double) {
        var samples = mask.map { Float($0) }
        precondition(samples.count == width * height, "the mask must be width × height")
        // Unsafe: the box passes work in place on the `width` × `height` samples.
        samples.withUnsafeMutableBufferPointer { BoxBlur.blur($0.baseAddress!, width: width, height: height, sigma: sigma) }
        for i in mask.indices {
            mask[i] = UInt8(min(max(samples[i] + 0.5, 0), 255))
        }
    }
}
