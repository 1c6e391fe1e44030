/// Blends a shader into canvas pixels, through the current clip mask when there is one.
struct PaintSink: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let bounds: PixelBounds
    let clipMask: UnsafePointer<UInt8>?
    let shader: Shader

    @inline(__always)
    mutating func span(y: Int, from: Int, to: Int, coverage: UInt32) {
        guard from < to, coverage > 0 else { return }
        let row = pixels + y * width
        if let clipMask {
            let maskRow = clipMask + y * width
            for x in from..<to {
                let c = PixelMath.multiply(coverage, UInt32(maskRow[x]))
                if c > 0 { row[x] = PixelMath.sourceOver(PixelMath.scale(color(x: x, y: y), by: c), row[x]) }
            }
            return
        }
        switch shader {
        case .solid(let color):
            Self.blendSolid(row: row, from: from, to: to, color: coverage == 255 ? color : PixelMath.scale(color, by: coverage))
        case .gradient(let table, let dx, let dy, let offset):
            table.withUnsafeBufferPointer { lookup in
                var t = Float(from) * dx + Float(y) * dy + offset
                for x in from..<to {
                    let index = t < 0 ? 0 : (t > 255 ? 255 : Int(t))
                    let source = coverage == 255 ? lookup[index] : PixelMath.scale(lookup[index], by: coverage)
                    row[x] = PixelMath.sourceOver(source, row[x])
                    t += dx
                }
            }
        }
    }

    @inline(__always)
    private func color(x: Int, y: Int) -> UInt32 {
        switch shader {
        case .solid(let color):
            return color
        case .gradient(let table, let dx, let dy, let offset):
            let t = Float(x) * dx + Float(y) * dy + offset
            return table[t < 0 ? 0 : (t > 255 ? 255 : Int(t))]
        }
    }

    /// The hot loop of most frames: one premultiplied colour over a run of pixels.
    @inline(__always)
    static func blendSolid(row: UnsafeMutablePointer<UInt32>, from: Int, to: Int, color: UInt32) {
        let alpha = color >> 24
        if alpha == 255 {
            (row + from).update(repeating: color, count: to - from)
        } else if alpha > 0 || color != 0 {
            let inverse = 255 &- alpha
            for x in from..<to {
                row[x] = color &+ PixelMath.scale(row[x], by: inverse)
            }
        }
    }
}
