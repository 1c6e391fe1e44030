import Geometry

extension Canvas {
    /// Narrows the clip to the inside of the capsule filling `rect` (current units), or, with
    /// `outside`, to everything but it. Anti-aliased from the capsule's exact distance, pixel by
    /// pixel within the clip's bounds only, so a small capsule costs its own size: the Step
    /// Trail cuts each face at its puck's edge this way, every frame of a move.
    public mutating func clip(toCapsule rect: Rect, outside: Bool = false) {
        guard state.transform.isAxisAligned else {
            let path = Path(roundedRect: rect, radii: CornerRadii(min(rect.width, rect.height) / 2))
            if outside {
                var cut = Path(rect: Rect(-1e7, -1e7, 2e7, 2e7))
                cut.append(path)
                clip(to: cut, rule: .evenOdd)
            } else {
                clip(to: path)
            }
            return
        }
        let r = state.transform.apply(rect)
        guard r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite else { return }
        // Inside: nothing beyond the capsule's soft edge, which reaches half a pixel past it.
        if !outside { state.clip.bounds = state.clip.bounds.intersection(PixelBounds(covering: r.insetBy(dx: -0.5, dy: -0.5))) }
        let bounds = state.clip.bounds
        guard !bounds.isEmpty else { return }
        let radius = min(r.width, r.height) / 2
        // The capsule is every point within `radius` of its core segment, from `a` to `b`.
        let horizontal = r.width >= r.height
        let a = horizontal ? Point(r.minX + radius, r.midY) : Point(r.midX, r.minY + radius)
        let b = horizontal ? Point(r.maxX - radius, r.midY) : Point(r.midX, r.maxY - radius)
        let width = self.width
        var mask = state.clip.mask ?? [UInt8](repeating: 255, count: width * height)
        func coverage(_ x: Int, _ y: Int) -> Double {
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let cx = min(max(px, a.x), b.x), cy = min(max(py, a.y), b.y)
            let dx = px - cx, dy = py - cy
            return min(max(0.5 - ((dx * dx + dy * dy).squareRoot() - radius), 0), 1)
        }
        func column(_ value: Double) -> Int {
            value.isFinite ? min(max(Int(min(max(value, -1e9), 1e9)), bounds.minX), bounds.maxX) : (value > 0 ? bounds.maxX : bounds.minX)
        }
        mask.withUnsafeMutableBufferPointer { mask in
            for y in bounds.minY..<bounds.maxY {
                // A pixel centre h points beyond the core's end, dy from its line, is covered
                // fully when √(h² + dy²) ≤ r − ½ and not at all when it is ≥ r + ½: per row, two
                // half-widths bound the partly covered pixels at either end.
                let py = Double(y) + 0.5
                let dy = abs(py - min(max(py, a.y), b.y))
                let outer = (max((radius + 0.5) * (radius + 0.5) - dy * dy, 0)).squareRoot()
                let inner = dy <= radius - 0.5 ? (max((radius - 0.5) * (radius - 0.5) - dy * dy, 0)).squareRoot() : -1
                let reaches = dy < radius + 0.5
                // Columns whose centres (x + ½) lie in each stretch.
                let zeroEnd = reaches ? column((a.x - outer - 0.5).rounded(.up)) : bounds.maxX
                let zeroStart = reaches ? max(column((b.x + outer - 0.5).rounded(.down) + 1), zeroEnd) : bounds.maxX
                var fullStart = zeroStart, fullEnd = zeroStart
                if inner >= 0 {
                    fullStart = min(max(column((a.x - inner - 0.5).rounded(.up)), zeroEnd), zeroStart)
                    fullEnd = max(min(column((b.x + inner - 0.5).rounded(.down) + 1), zeroStart), fullStart)
                }
                let row = mask.baseAddress! + y * width
                func cut(_ range: Range<Int>) {
                    for x in range { row[x] = 0 }
                }
                func edge(_ range: Range<Int>) {
                    for x in range {
                        var value = coverage(x, y)
                        if outside { value = 1 - value }
                        if value < 1 { row[x] = UInt8(PixelMath.multiply(UInt32(row[x]), UInt32((value * 255).rounded()))) }
                    }
                }
                if outside {
                    cut(fullStart..<fullEnd)
                } else {
                    cut(bounds.minX..<zeroEnd)
                    cut(zeroStart..<bounds.maxX)
                }
                edge(zeroEnd..<fullStart)
                edge(fullEnd..<zeroStart)
            }
        }
        state.clip.mask = mask
    }
}
