import Geometry

extension Canvas {
    /// Strokes `path` with `style`. Round caps with round joins (or with no joins at all) take the
    /// capsule union (no double-blending where the line crosses itself); other styles take the
    /// polygon stroker.
    public mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
        var contours = path.flattened(transform: state.transform)
        guard contours.isFinite, style.width.isFinite, style.width > 0 else { return }
        var width = style.width * state.transform.meanScale
        width = min(width, 16_777_216)
        if style.snapsToPixels {
            width = max(1, width.rounded())
            Self.snapAxisAlignedContours(&contours, width: width)
        }
        if !style.dash.isEmpty {
            let scale = state.transform.meanScale
            contours = Dasher.dash(contours, pattern: style.dash.map { $0 * scale }, phase: style.dashPhase * scale)
        }
        // Round caps on straight open pieces (a dashed line's dashes) never join: they are capsules.
        let joinless = contours.contours.allSatisfy { $0.count <= 2 && !$0.isClosed }
        if style.cap == .round && (style.join == .round || joinless) {
            strokeWithCapsules(contours, halfWidth: width / 2, paint: paint)
        } else {
            let outline = Stroker.outline(contours, style: style, width: width)
            if outline.discs.isEmpty {
                fill(outline.polygons, rule: .nonZero, with: paint)
            } else {
                strokeWithDiscs(outline, halfWidth: width / 2, paint: paint)
            }
        }
    }

    /// A straight line between two points.
    public mutating func strokeLine(from start: Point, to end: Point, style: StrokeStyle, with paint: Paint) {
        var path = Path()
        path.move(to: start)
        path.line(to: end)
        stroke(path, style: style, with: paint)
    }

    /// Renders capsules into a coverage mask over their bounds, then blends the mask once.
    mutating func strokeWithCapsules(_ contours: Contours, halfWidth: Double, paint: Paint) {
        guard !contours.contours.isEmpty else { return }
        let reach = halfWidth + 1
        let area = PixelBounds(covering: contours.bounds.insetBy(dx: -reach, dy: -reach)).intersection(state.clip.bounds)
        guard !area.isEmpty else { return }
        if area.width * area.height > Self.bandedStrokeArea, contours.points.count <= Self.bandedStrokePoints {
            strokeWithCapsulesInBands(contours, halfWidth: halfWidth, area: area, paint: paint)
            return
        }
        // Each band of rows rasterizes the capsules into a mask of its own rows and blends it
        // at once, so a line across the split is drawn on both cores, each half while its mask
        // is still in cache.
        draw(paint, rows: area) { sink in
            let rows = area.intersection(sink.bounds)
            guard !rows.isEmpty else { return }
            let count = area.width * rows.height
            // Unsafe: the capsules write through the mask's pointer only inside `rows`, which
            // the allocation covers; the pointer handed over is where row `area.minY` would
            // start, so the stroker addresses the mask as if it covered all of `area`.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
                let start = buffer.baseAddress!
                start.initialize(repeating: 0, count: count)
                let laidOver = start - (rows.minY - area.minY) * area.width
                contours.points.withUnsafeBufferPointer { points in
                    for contour in contours.contours {
                        let slice = points.extracting(contour.start..<(contour.start + contour.count))
                        CapsuleStroker.rasterize(slice, halfWidth: halfWidth, closed: contour.isClosed, into: laidOver, area: area, rows: rows)
                    }
                }
                Self.blendRows(of: UnsafePointer(laidOver), area: area, visible: rows, into: &sink)
            }
        }
    }

    /// A thin line across a large box (a wave over a whole 4K card) would clear and scan a mask
    /// as big as the box, nearly all of it empty. Above this many pixels of box, a line of few
    /// enough points is drawn in bands of ``strokeBandRows`` rows instead, each band's masks only
    /// as wide as the runs of segments that cross it.
    static let bandedStrokeArea = 1 << 20
    static let bandedStrokePoints = 4096
    static let strokeBandRows = 64

    /// ``strokeWithCapsules(_:halfWidth:paint:)`` band by band: the same capsules, each drawn in
    /// every band it reaches, so every pixel gets the coverage it gets drawn whole.
    private mutating func strokeWithCapsulesInBands(_ contours: Contours, halfWidth: Double, area: PixelBounds, paint: Paint) {
        // Every segment as its two ends (a lone point is a segment of no length).
        var segments: [(Point, Point)] = []
        for contour in contours.contours where contour.count > 0 {
            let first = contour.start, last = contour.start + contour.count - 1
            if contour.count == 1 { segments.append((contours.points[first], contours.points[first])) }
            for i in stride(from: first + 1, through: last, by: 1) { segments.append((contours.points[i - 1], contours.points[i])) }
            if contour.isClosed, contour.count > 1 { segments.append((contours.points[last], contours.points[first])) }
        }
        let reach = halfWidth + 1
        let h = Float(halfWidth)
        for top in stride(from: area.minY, to: area.maxY, by: Self.strokeBandRows) {
            let bottom = min(top + Self.strokeBandRows, area.maxY)
            // The segments crossing the band, left to right by where they start.
            var crossing: [(minX: Double, maxX: Double, a: Point, b: Point)] = []
            for (a, b) in segments where min(a.y, b.y) - reach < Double(bottom) && max(a.y, b.y) + reach > Double(top) {
                crossing.append((min(a.x, b.x) - reach, max(a.x, b.x) + reach, a, b))
            }
            crossing.sort { $0.minX < $1.minX }
            // Each run of segments that overlap (or nearly) across the band shares one mask; a line
            // crossing the band in three places draws three small masks.
            var first = 0
            while first < crossing.count {
                var last = first, right = crossing[first].maxX
                while last + 1 < crossing.count, crossing[last + 1].minX <= right + 16 {
                    last += 1
                    right = max(right, crossing[last].maxX)
                }
                let band = PixelBounds(minX: Int(max(crossing[first].minX.rounded(.down), Double(area.minX))), minY: top,
                                       maxX: Int(min(right.rounded(.up), Double(area.maxX))), maxY: bottom)
                if !band.isEmpty {
                    var mask = [UInt8](repeating: 0, count: band.width * band.height)
                    // Unsafe: the capsules write through the mask's pointer, only inside `band`
                    // (which the mask covers exactly).
                    mask.withUnsafeMutableBufferPointer { buffer in
                        for segment in crossing[first...last] {
                            CapsuleStroker.capsule(segment.a, segment.b, halfWidth: h, mask: buffer.baseAddress!, area: band)
                        }
                    }
                    blend(mask: mask, area: band, paint: paint)
                }
                first = last + 1
            }
        }
    }

    /// A stroke whose round joins or caps are discs: polygons and discs meet in one mask by their
    /// larger coverage, then the mask blends once.
    mutating func strokeWithDiscs(_ outline: StrokeOutline, halfWidth: Double, paint: Paint) {
        var bounds = outline.polygons.bounds
        for center in outline.discs {
            bounds = bounds.union(Rect(x: center.x - halfWidth, y: center.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth))
        }
        let area = PixelBounds(covering: bounds.insetBy(dx: -1, dy: -1)).intersection(state.clip.bounds)
        guard !area.isEmpty else { return }
        var mask = [UInt8](repeating: 0, count: area.width * area.height)
        // Unsafe: the sink and the discs write through the mask's pointer, only inside `area`,
        // which the mask covers exactly (see ``SpanSink``).
        mask.withUnsafeMutableBufferPointer { buffer in
            var sink = MaskSink(mask: buffer.baseAddress!, origin: (area.minX, area.minY), stride: area.width, bounds: area)
            PathScanner.fill(outline.polygons, rule: .nonZero, into: &sink)
            for center in outline.discs {
                CapsuleStroker.capsule(center, center, halfWidth: Float(halfWidth), mask: buffer.baseAddress!, area: area)
            }
        }
        blend(mask: mask, area: area, paint: paint)
    }

    /// Blends `paint` through a mask laid over `area`.
    mutating func blend(mask: [UInt8], area: PixelBounds, paint: Paint) {
        precondition(mask.count == area.width * area.height, "the mask must cover its area")
        draw(paint, rows: area) { sink in
            let visible = area.intersection(sink.bounds)
            guard !visible.isEmpty else { return }
            mask.withUnsafeBufferPointer { bytes in
                Self.blendRows(of: bytes.baseAddress!, area: area, visible: visible, into: &sink)
            }
        }
    }

    /// Sends the rows of `visible` of a mask laid over `area` (its first byte at `area`'s corner)
    /// to `sink` as spans.
    ///
    /// unchecked: rows are read through the mask's pointer, inside `visible`, which lies in
    /// `area` (an eight-byte load only while `end + 8 <= visible.maxX`), and the positions count
    /// with `&+` up to `visible.maxX`; a run of one coverage (mostly the empty mask around the
    /// line) is skipped eight bytes at a time. This loop blends every stroke, measured by
    /// vitrine-bench raster (b3840), (b100k), (b100k-chart).
    static func blendRows(of base: UnsafePointer<UInt8>, area: PixelBounds, visible: PixelBounds, into sink: inout PaintSink) {
        for y in visible.minY..<visible.maxY {
            let line = base + ((y &- area.minY) &* area.width &- area.minX)
            var x = visible.minX
            while x < visible.maxX {
                let value = line[x]
                let eight = UInt64(value) &* 0x0101_0101_0101_0101
                var end = x &+ 1
                while end &+ 8 <= visible.maxX && UnsafeRawPointer(line + end).loadUnaligned(as: UInt64.self) == eight {
                    end &+= 8
                }
                while end < visible.maxX && line[end] == value { end &+= 1 }
                if value > 0 { sink.span(y: y, from: x, to: end, coverage: UInt32(value)) }
                x = end
            }
        }
    }

    /// Moves horizontal and vertical contours onto the pixel grid for a whole-pixel width: odd
    /// widths centre on pixel centres, even widths on pixel edges.
    static func snapAxisAlignedContours(_ contours: inout Contours, width: Double) {
        let odd = Int(width) % 2 == 1
        func snap(_ value: Double) -> Double { odd ? value.rounded(.down) + 0.5 : value.rounded() }
        for contour in contours.contours {
            let range = contour.start..<(contour.start + contour.count)
            let first = contours.points[contour.start]
            if range.allSatisfy({ abs(contours.points[$0].y - first.y) < 1e-9 }) {
                for i in range { contours.points[i].y = snap(first.y) }
            } else if range.allSatisfy({ abs(contours.points[$0].x - first.x) < 1e-9 }) {
                for i in range { contours.points[i].x = snap(first.x) }
            }
        }
    }
}
