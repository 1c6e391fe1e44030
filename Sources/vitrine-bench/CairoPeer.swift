import CCairo
import Foundation

/// Cairo drawing the same scenes, as the peer every figure is a ratio against.
///
/// Cairo's ARGB32 is premultiplied native-endian ARGB, the same memory as Vitrine's canvas, so the
/// two images compare pixel for pixel.
final class CairoPeer {
    let surface: OpaquePointer
    let context: OpaquePointer

    init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Scenes.width), Int32(Scenes.height))
        context = cairo_create(surface)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    func clearWhite() {
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(context, 1, 1, 1, 1)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    }

    func drawRoundedRects(_ rects: [Scenes.RoundedRect]) {
        for r in rects {
            cairo_new_sub_path(context)
            let degrees = Double.pi / 180
            cairo_arc(context, r.x + r.w - r.r, r.y + r.r, r.r, -90 * degrees, 0)
            cairo_arc(context, r.x + r.w - r.r, r.y + r.h - r.r, r.r, 0, 90 * degrees)
            cairo_arc(context, r.x + r.r, r.y + r.h - r.r, r.r, 90 * degrees, 180 * degrees)
            cairo_arc(context, r.x + r.r, r.y + r.r, r.r, 180 * degrees, 270 * degrees)
            cairo_close_path(context)
            cairo_set_source_rgba(context, r.red, r.green, r.blue, r.alpha)
            cairo_fill(context)
        }
    }

    func drawCircles(_ circles: [Scenes.Circle]) {
        for c in circles {
            cairo_new_sub_path(context)
            cairo_arc(context, c.x, c.y, c.r, 0, 2 * Double.pi)
            cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
            cairo_fill(context)
        }
    }

    func strokePolyline(_ points: [(x: Double, y: Double)]) {
        guard let first = points.first else { return }
        cairo_move_to(context, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(context, p.x, p.y) }
        let c = Scenes.lineColor
        cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
        cairo_set_line_width(context, 2)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(context)
    }

    /// The surface's pixels, premultiplied ARGB32.
    func pixels() -> [UInt32] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var result = [UInt32](repeating: 0, count: Scenes.width * Scenes.height)
        for y in 0..<Scenes.height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Scenes.width { result[y * Scenes.width + x] = row[x] }
        }
        return result
    }
}
