import Foundation
import Raster

/// Which parts of a new frame differ from the one on screen, so only those are uploaded.
///
/// Pieces draw whole frames (simple, and the rasterizer is fast enough); the upload to the GPU or
/// the X server is what costs most on a large window. Comparing with the previous frame row by row
/// finds the bands that changed, each narrowed to the columns that changed, so a moving puck
/// uploads a few strips rather than the whole window.
public enum DirtyRegion {
    /// The changed rectangles, in pixels, as horizontal bands of consecutive changed rows.
    /// `previous` must have the same size; a different size counts as everything changed.
    public static func changedBands(from previous: [UInt32], to current: Canvas, maximumBands: Int = 8) -> [PixelBounds] {
        let width = current.width
        let height = current.height
        guard previous.count == width * height else { return [current.pixelBounds] }
        var bands: [PixelBounds] = []
        current.pixels.withUnsafeBufferPointer { now in
            previous.withUnsafeBufferPointer { before in
                var band: PixelBounds?
                for y in 0..<height {
                    let row = y * width
                    var first = -1
                    var last = -1
                    // Whole-row compare first: most rows are unchanged. (Both buffers hold
                    // `width * height` pixels, checked above; the reads below are checked.)
                    if memcmp(now.baseAddress! + row, before.baseAddress! + row, width * 4) != 0 {
                        var x = 0
                        while x < width, now[row + x] == before[row + x] { x += 1 }
                        first = x
                        x = width - 1
                        while x > first, now[row + x] == before[row + x] { x -= 1 }
                        last = x
                    }
                    if first >= 0 {
                        if var open = band {
                            open.minX = min(open.minX, first)
                            open.maxX = max(open.maxX, last + 1)
                            open.maxY = y + 1
                            band = open
                        } else {
                            band = PixelBounds(minX: first, minY: y, maxX: last + 1, maxY: y + 1)
                        }
                    } else if let open = band {
                        bands.append(open)
                        band = nil
                    }
                }
                if let open = band { bands.append(open) }
            }
        }
        guard bands.count > maximumBands else { return bands }
        // Too many strips cost more in calls than they save: merge into one.
        var merged = bands[0]
        for band in bands.dropFirst() {
            merged = PixelBounds(
                minX: min(merged.minX, band.minX), minY: merged.minY,
                maxX: max(merged.maxX, band.maxX), maxY: band.maxY)
        }
        return [merged]
    }

    /// The fraction of the canvas the bands cover, 0...1.
    public static func coverage(_ bands: [PixelBounds], of canvas: Canvas) -> Double {
        let area = bands.reduce(0) { $0 + $1.width * $1.height }
        return Double(area) / Double(max(1, canvas.width * canvas.height))
    }
}
