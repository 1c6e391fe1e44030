import CFreeType
import CHarfBuzz
import Foundation
import Raster

/// The FreeType library handle, shared by every face opened from it.
///
/// Faces hold a strong reference to it, so it is released only after the last face is closed
/// (FreeType requires faces to be done before their library).
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(FontError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .unreadableFont(path: "(FreeType)", reason: "FT_Init_FreeType failed")
        }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}

/// One font file, open twice over the same bytes: in FreeType to rasterize glyphs and in
/// HarfBuzz to shape text.
///
/// HarfBuzz shapes at a scale of one unit per font unit, so a shaped run is independent of the
/// size it is later drawn at: positions scale linearly (glyphs are placed at quarter pixels, so
/// nothing is rounded to whole-pixel advances). FreeType alone sets the size, and only when a
/// glyph misses the cache.
///
/// Not Sendable: FreeType faces must not be used from two threads at once. The one owner is
/// ``TextEngine``.
final class FontFace {
    let path: String
    let library: FreeTypeLibrary
    let face: FT_Face
    /// An `hb_font_t` at a scale of one unit per font unit.
    let shapingFont: OpaquePointer
    let unitsPerEm: Double
    /// Vertical metrics as fractions of the em (ascent and descent both positive).
    let ascent: Double, descent: Double, lineGap: Double, capHeight: Double, xHeight: Double

    /// The advance every tabular digit gets, in font units; measured by the ``Shaper`` on first use.
    var tabularDigitAdvance: Int32?

    private let file: MappedFile
    private var currentSize: Int = -1

    init(path: String, library: FreeTypeLibrary) throws(FontError) {
        // One read-only mapping of the file that both FreeType and HarfBuzz read: only the tables
        // and glyphs actually used are ever paged in, which keeps a cold start short.
        let file = try MappedFile(path: path)
        var face: FT_Face?
        let error = FT_New_Memory_Face(
            library.handle, file.bytes.assumingMemoryBound(to: FT_Byte.self), FT_Long(file.count), 0, &face)
        guard error == 0, let face else {
            throw .unreadableFont(path: path, reason: "FreeType error \(error)")
        }
        let blob = hb_blob_create(
            file.bytes.assumingMemoryBound(to: CChar.self), UInt32(file.count), HB_MEMORY_MODE_READONLY, nil, nil)
        let shapingFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let font = hb_font_create(shapingFace)!
        let upem = Int32(hb_face_get_upem(shapingFace))
        hb_face_destroy(shapingFace)
        hb_font_set_scale(font, upem, upem)

        self.path = path
        self.library = library
        self.face = face
        self.file = file
        self.shapingFont = font
        self.unitsPerEm = Double(upem)

        func metric(_ tag: hb_ot_metrics_tag_t) -> Double? {
            var position: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &position) != 0 ? Double(position) / Double(upem) : nil
        }
        ascent = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER) ?? Double(face.pointee.ascender) / Double(upem)
        descent = abs(metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER) ?? Double(face.pointee.descender) / Double(upem))
        lineGap = max(0, metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP) ?? 0)
        capHeight = metric(HB_OT_METRICS_TAG_CAP_HEIGHT) ?? ascent * 0.7
        xHeight = metric(HB_OT_METRICS_TAG_X_HEIGHT) ?? ascent * 0.5
    }

    deinit {
        hb_font_destroy(shapingFont)
        FT_Done_Face(face)
    }

    /// The glyph for a Unicode scalar, or 0 (.notdef) when the face lacks it.
    func glyphIndex(for scalar: UInt32) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar)))
    }

    /// Renders one glyph's coverage at `pixelSize` (26.6 fixed point), shifted right by
    /// `phase` quarter pixels; nil when the glyph has no outline or FreeType fails.
    func rasterize(glyph: UInt32, pixelSize: Int, phase: Int) -> GlyphImage? {
        if pixelSize != currentSize {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize), 72, 72) == 0 else { return nil }
            currentSize = pixelSize
        }
        guard FT_Load_Glyph(face, glyph, CFT_LoadTargetLight() | Int32(FT_LOAD_NO_BITMAP)) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        if phase != 0 { FT_Outline_Translate(&slot.pointee.outline, FT_Pos(phase * 16), 0) }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        let source = bitmap.buffer
        // An empty glyph (a space) gets a plain empty array: filling one of no capacity writes its
        // count into the runtime's shared empty storage, which ThreadSanitizer reports as a race
        // between any two threads that rasterize a space.
        let coverage = width * height == 0 ? [] : [UInt8](unsafeUninitializedCapacity: width * height) { target, initialized in
            if let source, width > 0, height > 0 {
                for row in 0..<height {
                    // A negative pitch means the rows are stored bottom-up.
                    let line = pitch >= 0 ? source + row * pitch : source + (height - 1 - row) * -pitch
                    (target.baseAddress! + row * width).initialize(from: line, count: width)
                }
                initialized = width * height
            } else {
                initialized = 0
            }
        }
        guard coverage.count == width * height else { return nil }
        return GlyphImage(
            mask: AlphaMask(width: width, height: height, bytes: coverage),
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }
}
