import Raster

/// Paints through a coverage image without touching the pixels it leaves empty.
///
/// Raster's `fill(mask:atPixelX:y:with:)` blends every pixel of the mask, empty or not. Glass masks
/// are mostly empty (a rim is a thin line around a large box; a shadow has a hole where the glass
/// sits), so they are painted as row runs: each stretch of covered pixels becomes one fill, and
/// stretches closer than `bridge` pixels are joined so short gaps cost less than an extra call. A
/// mask that is mostly covered (a body, a shadow ring hugging it) goes in one call instead, which
/// costs less than cutting it up.
enum MaskPainter {
    static let bridge = 24

    static func fill(_ bytes: [UInt8], area: PixelBounds, with paint: Paint, opacity: Double = 1, on canvas: inout Canvas) {
        let width = area.width
        guard width > 0, area.height > 0, bytes.count == width * area.height, opacity > 0 else { return }
        var covered = 0
        for byte in bytes where byte != 0 { covered += 1 }
        if covered == 0 { return }
        if covered * 2 > bytes.count {
            canvas.fill(mask: AlphaMask(width: width, height: area.height, bytes: bytes),
                        atPixelX: area.minX, y: area.minY, with: paint, opacity: opacity)
            return
        }
        var pieces: [(x: Int, y: Int, bytes: [UInt8])] = []
        bytes.withUnsafeBufferPointer { all in
            for row in 0..<area.height {
                let line = all.baseAddress! + row * width
                var x = 0
                while x < width {
                    while x < width && line[x] == 0 { x += 1 }
                    if x == width { break }
                    var end = x + 1, lastCovered = x
                    while end < width && end - lastCovered <= bridge {
                        if line[end] != 0 { lastCovered = end }
                        end += 1
                    }
                    let stop = lastCovered + 1
                    pieces.append((area.minX + x, area.minY + row, Array(UnsafeBufferPointer(start: line + x, count: stop - x))))
                    x = stop
                }
            }
        }
        for piece in pieces {
            canvas.fill(mask: AlphaMask(width: piece.bytes.count, height: 1, bytes: piece.bytes),
                        atPixelX: piece.x, y: piece.y, with: paint, opacity: opacity)
        }
    }
}
