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
                draw(paint) { sink in PathScanner.fill(outline.polygons, rule: .nonZero, into: &sink) }
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
        var mask = [UInt8](repeating: 0, count: area.width * area.height)
        // Unsafe: the capsules write through the mask's pointer, only inside `area` (which the
        // mask covers exactly); they are the chart line's cost, vitrine-bench raster (b100k), (b1m).
        mask.withUnsafeMutableBufferPointer { maskBuffer in
            contours.points.withUnsafeBufferPointer { points in
                for contour in contours.contours {
                    let slice = points.extracting(contour.start..<(contour.start + contour.count))
                    CapsuleStroker.rasterize(
                        slice, halfWidth: halfWidth, closed: contour.isClosed, into: maskBuffer.baseAddress!, area: area)
                }
            }
        }
        blend(mask: mask, area: area, paint: paint)
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
        draw(paint) { sink in
            let visible = area.intersection(sink.bounds)
            guard !visible.isEmpty else { return }
            precondition(mask.count == area.width * area.height, "the mask must cover its area")
            // unchecked: rows are read through the mask's pointer, inside `visible`, which lies in
            // `area` (an eight-byte load only while `end + 8 <= visible.maxX`), and the positions
            // count with `&+` up to `visible.maxX`; a run of one coverage (mostly the empty mask
            // around the line) is skipped eight bytes at a time. This loop blends every stroke,
            // measured by vitrine-bench raster (b3840), (b100k), (b100k-chart).
            mask.withUnsafeBufferPointer { bytes in
                let base = bytes.baseAddress!
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
