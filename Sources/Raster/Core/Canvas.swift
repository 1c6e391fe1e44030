import Geometry

/// A block of pixels that every Vitrine frame is drawn into.
///
/// The memory layout is SDL's ARGB8888 (bytes B, G, R, A on little-endian machines) with
/// premultiplied alpha, so a finished frame uploads to a texture without conversion.
///
/// Drawing calls take geometry in points. The current transform (which starts as `scale`) maps
/// points to pixels, so one layout serves every display density. `save()` and `restore()` bracket
/// changes to the transform and the clip; `beginLayer(opacity:)` and `endLayer()` bracket drawing
/// whose result fades as one (group opacity, not per-shape).
///
///     var canvas = Canvas(width: 200, height: 100, scale: 2)
///     canvas.clear(Color(hex: 0xF3F2EE))
///     canvas.fillRoundedRect(Rect(10, 10, 80, 30), radius: 8, with: .solid(.black))
public struct Canvas: Sendable {
    public let width: Int
    public let height: Int
    /// Pixels per point.
    public let scale: Double
    /// Premultiplied ARGB8888, row-major, `width` pixels a row.
    public internal(set) var pixels: [UInt32]

    var state: DrawingState
    var savedStates: [DrawingState] = []
    var layers: [Layer] = []
    /// The frame's second core, when the frame loop lends one: large fills then draw their upper
    /// rows on it and their lower rows here, with the same pixels (see ``BandWorker``).
    public var bandWorker: BandWorker?

    /// A canvas of `width` × `height` pixels, transparent; sizes below 1 become 1.
    public init(width: Int, height: Int, scale: Double = 1) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.pixels = Array(repeating: 0, count: self.width * self.height)
        self.state = DrawingState(
            transform: .scale(x: self.scale, y: self.scale),
            clip: ClipRegion(bounds: PixelBounds(minX: 0, minY: 0, maxX: self.width, maxY: self.height)))
    }

    /// Every pixel set to `color` (not blended), ignoring the clip.
    public mutating func clear(_ color: Color = .clear) {
        let pixel = color.premultipliedPixel
        let width = self.width, bounds = pixelBounds, worker = bandWorker
        // Through the buffer: a fill of exactly the array's elements, at memset speed (every
        // vitrine-bench raster scene clears first), half of the rows on each core.
        pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            Self.inBands(bounds, worker: worker) { band in
                UnsafeMutableBufferPointer(start: base + band.minY * width, count: band.height * width).update(repeating: pixel)
            }
        }
    }

    /// Copies another canvas's pixels into this one's own storage (sizes must match; otherwise
    /// nothing changes). Unlike assignment, this never leaves the two sharing a buffer, so the next
    /// drawing call does not pay for a copy.
    public mutating func copyPixels(from other: Canvas) {
        guard other.width == width, other.height == height else { return }
        pixels.replaceSubrange(pixels.indices, with: other.pixels)
    }

    /// The premultiplied pixel at a pixel position, or 0 outside the canvas.
    public func pixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * width + x]
    }

    /// The colour shown at a pixel position.
    public func color(x: Int, y: Int) -> Color {
        Color(premultipliedPixel: pixel(x: x, y: y))
    }

    /// The canvas bounds in pixels.
    public var pixelBounds: PixelBounds { PixelBounds(minX: 0, minY: 0, maxX: width, maxY: height) }

    // MARK: Transform

    /// Points to pixels, including `scale`.
    public var transform: AffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Moves the origin, in current units.
    mutating func translate(x: Double, y: Double) {
        state.transform = state.transform.concatenating(.translation(x: x, y: y))
    }

    /// Applies `transform` before the current one.
    public mutating func concatenate(_ transform: AffineTransform) {
        state.transform = state.transform.concatenating(transform)
    }

    /// Remembers the transform and the clip until the matching `restore()`.
    public mutating func save() {
        savedStates.append(state)
    }

    /// Returns to the transform and clip of the matching `save()`; an unmatched call does nothing.
    public mutating func restore() {
        if let last = savedStates.popLast() { state = last }
    }

    // MARK: Drawing entry

    /// Runs a rasterizer against a sink that blends `paint` into the pixels through the clip.
    ///
    /// `rows`, when given, bounds every pixel the rasterizer reports, and promises that it gives
    /// each row the same spans whatever other rows its sink's bounds hold: then a large fill draws
    /// on both cores (see ``inBands(_:_:)``), with the same pixels.
    mutating func draw(_ paint: Paint, opacity: Double = 1, rows: PixelBounds? = nil, _ rasterize: (inout PaintSink) -> Void) {
        let clip = state.clip
        guard !clip.bounds.isEmpty, opacity > 0 else { return }
        let shader = Shader(paint, transform: state.transform, opacity: min(opacity, 1))
        if shader.isSolid && shader.color == 0 { return }
        let width = self.width, worker = bandWorker
        // Unsafe: the sink blends through raw pointers into the pixels, the clip mask and the
        // gradient table; a rasterizer reports only spans inside `clip.bounds` (see ``SpanSink``).
        // Its loops are every fill's cost, measured by vitrine-bench raster.
        pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            shader.table.withUnsafeBufferPointer { table in
                let gradient = shader.isSolid ? nil : table.baseAddress
                func run(_ mask: UnsafePointer<UInt8>?) {
                    func paint(_ bounds: PixelBounds) {
                        var sink = PaintSink(
                            pixels: base, width: width, bounds: bounds, clipMask: mask, color: shader.color,
                            gradient: gradient, gradientDX: shader.dx, gradientDY: shader.dy, gradientOffset: shader.offset)
                        rasterize(&sink)
                    }
                    guard let rows else { return paint(clip.bounds) }
                    let touched = rows.intersection(clip.bounds)
                    let band = PixelBounds(minX: clip.bounds.minX, minY: touched.minY, maxX: clip.bounds.maxX, maxY: touched.maxY)
                    Self.inBands(touched.isEmpty ? clip.bounds : band, worker: worker, area: touched.width * touched.height, paint)
                }
                if let mask = clip.mask {
                    mask.withUnsafeBufferPointer { run($0.baseAddress) }
                } else {
                    run(nil)
                }
            }
        }
    }
}

/// What `save()` remembers.
struct DrawingState: Sendable {
    var transform: AffineTransform
    var clip: ClipRegion
}
