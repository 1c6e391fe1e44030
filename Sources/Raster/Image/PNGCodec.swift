import CPNG
import Foundation

/// Reading and writing PNG files through libpng's simplified API.
///
/// PNG stores straight alpha while the canvas is premultiplied, so pixels are converted on the way
/// in and out; opaque images round-trip exactly.
enum PNGError: Error, CustomStringConvertible, Equatable {
    case cannotRead(path: String, reason: String)
    case cannotWrite(path: String, reason: String)

    var description: String {
        switch self {
        case .cannotRead(let path, let reason): return "cannot read PNG \(path): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write PNG \(path): \(reason)"
        }
    }
}

extension Canvas {
    /// Writes the canvas as an 8-bit RGBA PNG.
    public func writePNG(to path: String) throws {
        var straight = [UInt32](repeating: 0, count: pixels.count)
        for i in pixels.indices {
            straight[i] = Self.unpremultiply(pixels[i])
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(PNG_FORMAT_BGRA)
        let ok = straight.withUnsafeBytes { bytes in
            png_image_write_to_file(&image, path, 0, bytes.baseAddress, Int32(width * 4), nil)
        }
        if ok == 0 {
            let reason = Self.message(of: image)
            png_image_free(&image)
            throw PNGError.cannotWrite(path: path, reason: reason)
        }
    }

    /// Reads a PNG of any colour type into a canvas of its size, with scale 1.
    public init(pngAt path: String) throws {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            let reason = Self.message(of: image)
            png_image_free(&image)
            throw PNGError.cannotRead(path: path, reason: reason)
        }
        image.format = UInt32(PNG_FORMAT_BGRA)
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width * height <= 1 << 28 else {
            png_image_free(&image)
            throw PNGError.cannotRead(path: path, reason: "unsupported size \(width)x\(height)")
        }
        var straight = [UInt32](repeating: 0, count: width * height)
        let ok = straight.withUnsafeMutableBytes { bytes in
            png_image_finish_read(&image, nil, bytes.baseAddress, Int32(width * 4), nil)
        }
        guard ok != 0 else {
            let reason = Self.message(of: image)
            png_image_free(&image)
            throw PNGError.cannotRead(path: path, reason: reason)
        }
        self.init(width: width, height: height)
        for i in straight.indices {
            pixels[i] = Self.premultiply(straight[i])
        }
    }

    static func unpremultiply(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        if a == 255 || a == 0 { return a == 0 ? 0 : pixel }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((pixel >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }

    static func premultiply(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        if a == 255 { return pixel }
        return PixelMath.scale(pixel | 0xFF00_0000, by: a) & 0x00FF_FFFF | a << 24
    }

    private static func message(of image: png_image) -> String {
        var copy = image.message
        return withUnsafeBytes(of: &copy) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
