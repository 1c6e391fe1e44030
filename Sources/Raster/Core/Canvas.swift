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
    /// Premultiplied ARGB8888, row-major, `width` pixels a row. Reading them first waits for
    /// the rows the band worker is still drawing.
    public internal(set) var pixels: [UInt32] {
        _read {
            finishBands()
            yield storage
        }
        _modify {
            finishBands()
            yield &storage
        }
    }

    /// Shared by copies of this canvas, which also share `storage` until one of them writes:
    /// a copy made while the worker still writes rows must wait for it before its pixels are
    /// copied apart. When the last copy goes (the canvas is dropped, or assigned over), it
    /// waits for the worker too. It is declared before `storage` so that it goes first, while
    /// the pixels the worker writes are still there.
    var storageOwner: StorageOwner
    /// The pixels themselves, for the drawing calls that queue rows on the band worker (see
    /// ``drawRows(_:splittable:_:)``); everything else goes through ``pixels``.
    var storage: [UInt32]

    var state: DrawingState
    var savedStates: [DrawingState] = []
    var layers: [Layer] = []
    /// The frame's second core, when the frame loop lends one: every fill's rows above the split
    /// are queued on it while the rows below are drawn here, with the same pixels (see
    /// ``BandWorker``). A drawing call may return while its upper rows are still being drawn:
    /// reading ``pixels`` or calling ``finishFrame()`` waits for them, and a canvas must be
    /// finished before it is dropped. Taking the worker away or lending another waits too.
    public var bandWorker: BandWorker? {
        willSet {
            guard newValue !== bandWorker else { return }
            finishBands()
        }
        didSet {
            guard oldValue !== bandWorker else { return }
            storageOwner = StorageOwner(worker: bandWorker)
        }
    }

    /// A canvas of `width` × `height` pixels, transparent; sizes below 1 become 1.
    public init(width: Int, height: Int, scale: Double = 1) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.storageOwner = StorageOwner(worker: nil)
        self.storage = Array(repeating: 0, count: self.width * self.height)
        self.state = DrawingState(
            transform: .scale(x: self.scale, y: self.scale),
            clip: ClipRegion(bounds: PixelBounds(minX: 0, minY: 0, maxX: self.width, maxY: self.height)))
    }

    /// Every pixel set to `color` (not blended), ignoring the clip.
    public mutating func clear(_ color: Color = .clear) {
        let pixel = color.premultipliedPixel
        let width = self.width, bounds = pixelBounds
        // A fill of whole rows at memset speed (every vitrine-bench raster scene clears first).
        drawRows(bounds, splittable: true) { base, band in
            UnsafeMutableBufferPointer(start: base + band.minY * width, count: band.height * width).update(repeating: pixel)
        }
    }

    /// Waits for the rows the band worker is still drawing, and moves the split between the
    /// two threads for the next frame towards where both finish together. The frame loop calls
    /// it when a frame is drawn.
    public func finishFrame() {
        bandWorker?.finishFrame()
    }

    /// Waits for the rows the band worker is still drawing.
    func finishBands() {
        bandWorker?.finishQueued()
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
    /// each row the same spans whatever other rows its sink's bounds hold: then a fill that
    /// crosses the band worker's split draws on both cores, with the same pixels. Without that
    /// promise, the fill waits for the worker and is drawn here whole. The rasterizer may run on
    /// the worker after this returns, and on both threads at once, so it must only read what it
    /// captures.
    mutating func draw(
        _ paint: Paint, opacity: Double = 1, rows: PixelBounds? = nil, _ rasterize: @escaping (inout PaintSink) -> Void
    ) {
        let clip = state.clip
        guard !clip.bounds.isEmpty, opacity > 0 else { return }
        let shader = Shader(paint, transform: state.transform, opacity: min(opacity, 1))
        if shader.isSolid && shader.color == 0 { return }
        let width = self.width
        var region = clip.bounds
        if let rows {
            let touched = rows.intersection(clip.bounds)
            guard !touched.isEmpty else { return }
            region = PixelBounds(minX: clip.bounds.minX, minY: touched.minY, maxX: clip.bounds.maxX, maxY: touched.maxY)
        }
        // Unsafe: the sink blends through raw pointers into the pixels, the clip mask and the
        // gradient table; a rasterizer reports only spans inside the bounds it is handed (see
        // ``SpanSink``). Its loops are every fill's cost, measured by vitrine-bench raster.
        drawRows(region, splittable: rows != nil) { base, bounds in
            shader.table.withUnsafeBufferPointer { table in
                let gradient = shader.isSolid ? nil : table.baseAddress
                func paint(_ mask: UnsafePointer<UInt8>?) {
                    var sink = PaintSink(
                        pixels: base, width: width, bounds: bounds, clipMask: mask, color: shader.color,
                        gradient: gradient, gradientDX: shader.dx, gradientDY: shader.dy, gradientOffset: shader.offset)
                    rasterize(&sink)
                }
                if let mask = clip.mask {
                    mask.withUnsafeBufferPointer { paint($0.baseAddress) }
                } else {
                    paint(nil)
                }
            }
        }
    }
}

/// Shared by a canvas and its copies; see ``Canvas/storageOwner``.
final class StorageOwner: Sendable {
    let worker: BandWorker?

    init(worker: BandWorker?) {
        self.worker = worker
    }

    deinit {
        worker?.finishQueued()
    }
}

/// What `save()` remembers.
struct DrawingState: Sendable {
    var transform: AffineTransform
    var clip: ClipRegion
}
