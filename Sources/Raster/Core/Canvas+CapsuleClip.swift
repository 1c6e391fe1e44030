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
        if !outside { clip(to: rect) }
        let bounds = state.clip.bounds
        guard !bounds.isEmpty, r.width.isFinite, r.height.isFinite else { return }
        let radius = min(r.width, r.height) / 2
        // The capsule is every point within `radius` of its core segment (horizontal or vertical).
        let horizontal = r.width >= r.height
        let a = horizontal ? Point(r.minX + radius, r.midY) : Point(r.midX, r.minY + radius)
        let b = horizontal ? Point(r.maxX - radius, r.midY) : Point(r.midX, r.maxY - radius)
        let width = self.width
        var mask = state.clip.mask ?? [UInt8](repeating: 255, count: width * height)
        func coverage(_ x: Int, _ y: Int) -> Double {
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let cx = horizontal ? min(max(px, a.x), b.x) : a.x
            let cy = horizontal ? a.y : min(max(py, a.y), b.y)
            let dx = px - cx, dy = py - cy
            return min(max(0.5 - ((dx * dx + dy * dy).squareRoot() - radius), 0), 1)
        }
        mask.withUnsafeMutableBufferPointer { mask in
            for y in bounds.minY..<bounds.maxY {
                // Where the row crosses the capsule: only pixels within a pixel and a half of its
                // two edges are partly covered; the run between is inside and the rest outside.
                let py = Double(y) + 0.5
                var left = Double.infinity, right = -Double.infinity, interior = false
                if horizontal {
                    let dy = abs(py - a.y)
                    if dy < radius + 1 {
                        let half = (max(radius * radius - dy * dy, 0)).squareRoot()
                        left = a.x - half
                        right = b.x + half
                        interior = dy < radius - 1.5
                    }
                } else if py > r.minY - 1, py < r.maxY + 1 {
                    left = r.minX
                    right = r.maxX
                    interior = py > r.minY + 1.5 && py < r.maxY - 1.5
                }
                func column(_ value: Double) -> Int {
                    value.isFinite ? min(max(Int(value), bounds.minX), bounds.maxX) : (value > 0 ? bounds.maxX : bounds.minX)
                }
                // Pixel x has its centre at x + 0.5: outside left of `zeroEnd`, inside from
                // `fullStart` to `fullEnd`, outside again from `zeroStart`.
                let zeroEnd = column((left - 2).rounded(.up)), zeroStart = max(column((right + 1).rounded(.down) + 1), zeroEnd)
                var fullStart = min(max(column((left + 1).rounded(.down) + 1), zeroEnd), zeroStart)
                var fullEnd = max(min(column((right - 2).rounded(.up)), zeroStart), fullStart)
                if !interior { fullStart = zeroStart; fullEnd = zeroStart }
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
