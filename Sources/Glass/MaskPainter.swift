import Raster

/// Paints through a coverage image laid over `area`, in one call.
///
/// Raster blends a mask's empty pixels eight at a time for almost nothing, so cutting a mostly
/// empty mask (a rim, a shadow ring) into covered runs costs more in calls than it saves.
enum MaskPainter {
    static func fill(_ bytes: [UInt8], area: PixelBounds, with paint: Paint, opacity: Double = 1, on canvas: inout Canvas) {
        let width = area.width
        guard width > 0, area.height > 0, bytes.count == width * area.height, opacity > 0 else { return }
        canvas.fill(mask: AlphaMask(width: width, height: area.height, bytes: bytes),
                    atPixelX: area.minX, y: area.minY, with: paint, opacity: opacity)
    }
}
