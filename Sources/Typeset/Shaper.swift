import CHarfBuzz

/// One shaped glyph, positioned in ems so that one shaping serves every size.
struct ShapedGlyph {
    var face: UInt8
    var glyph: UInt32
    /// Pen position plus offset, in ems from the start of the line.
    var x: Double
    /// Offset below the baseline, in ems (HarfBuzz's y points up; ours points down).
    var y: Double
    /// Index of the first scalar of this glyph's cluster, in the line's scalars.
    var cluster: Int32
    /// How many tracking gaps lie to the left of this glyph.
    var gapsBefore: Int32
    /// Which span of the line the glyph's cluster came from (for its colour).
    var span: UInt16
}

/// A line shaped once, independent of size, colour and tracking amount.
///
/// Width at a size `s` with tracking `t` is `advance * s + gaps * t`, linear in both, which is
/// what lets shrink-to-fit pick its scale without shaping again.
struct ShapedText {
    var glyphs: [ShapedGlyph]
    /// Sum of advances, in ems.
    var advance: Double
    /// Number of tracking gaps: between clusters, never after the last one.
    var gaps: Int
    var paragraphLevel: UInt8
}

/// Shapes items with HarfBuzz: GPOS kerning, ligatures, Arabic joining, and tabular figures when
/// asked.
///
/// Keeps one `hb_buffer_t` for its lifetime so shaping a short numeral allocates nothing in C.
/// Not Sendable; ``TextEngine`` owns it.
final class Shaper {
    private let buffer: OpaquePointer
    private let tabularFeatures: [hb_feature_t]
    private let language: hb_language_t

    init() {
        buffer = hb_buffer_create()
        var tabular = hb_feature_t()
        _ = hb_feature_from_string("tnum", -1, &tabular)
        tabularFeatures = [tabular]
        language = hb_language_from_string("en", -1)
    }

    deinit { hb_buffer_destroy(buffer) }

    /// The tabular width of `face`'s zero, in font units, which every digit is given.
    ///
    /// Inter 4.0 beta's tabular four is 3 units narrower than its other tabular digits, so `tnum`
    /// alone leaves "4444" a hair narrower than "8888"; equalising here makes digits truly
    /// interchangeable whatever the font does.
    private func tabularDigitAdvance(of face: FontFace) -> Int32 {
        if let advance = face.tabularDigitAdvance { return advance }
        var zero: UInt32 = 0x30
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_codepoints(buffer, &zero, 1, 0, 1)
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, HB_SCRIPT_LATIN)
        hb_buffer_set_language(buffer, language)
        tabularFeatures.withUnsafeBufferPointer { hb_shape(face.shapingFont, buffer, $0.baseAddress, UInt32($0.count)) }
        var length: UInt32 = 0
        let advance = hb_buffer_get_glyph_positions(buffer, &length).map { length > 0 ? $0[0].x_advance : 0 } ?? 0
        face.tabularDigitAdvance = advance
        return advance
    }

    /// `kern` switched off over every run of digits in `range`.
    ///
    /// A font may kern digits against punctuation even with `tnum` on ("1," tighter than "9,"),
    /// which would make "1,204.50" narrower than "9,876.38". Switching kerning off for any pair
    /// that involves a digit keeps every string that differs only in its digits exactly as wide,
    /// which is what lets a piece measure one value for all (the seeds' widest-value probes) and
    /// keeps a scrubbed figure from jittering. Kerning elsewhere is untouched.
    static func unkernedFigures(_ text: UnsafeBufferPointer<UInt32>, in range: Range<Int>) -> [hb_feature_t] {
        let text = text.span   // bounds-checked reads
        var features: [hb_feature_t] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard isDigit(text[index]) else { index += 1; continue }
            var end = index
            while end < range.upperBound && isDigit(text[end]) { end += 1 }
            features.append(hb_feature_t(tag: kernTag, value: 0, start: UInt32(index), end: UInt32(end)))
            index = end
        }
        return features
    }

    private static func isDigit(_ scalar: UInt32) -> Bool {
        (0x30...0x39).contains(scalar) || (0x660...0x669).contains(scalar) || (0x6F0...0x6F9).contains(scalar)
    }

    /// The OpenType tag 'kern' (HB_TAG is a macro Swift cannot import).
    private static let kernTag: hb_tag_t = 0x6B65_726E

    /// Shapes `scalars` item by item (items already in visual order) and lays the glyphs end to
    /// end. Tracking gaps go between clusters, except inside cursive scripts (Arabic), where a
    /// gap would break the joins.
    func shape(
        _ scalars: [UInt32], spanOfScalar: [UInt16], items: [TextItem], paragraphLevel: UInt8, faces: FontLibrary,
        tabularFigures: Bool
    ) -> ShapedText {
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(scalars.count)
        var pen = 0.0
        var gaps: Int32 = 0
        var previousCluster: Int32 = -1
        var previousWasTracked = false
        scalars.withUnsafeBufferPointer { text in
            for item in items {
                guard let face = faces.face(item.face) else { continue }
                // Measured first: measuring reuses the buffer.
                let digitAdvance = tabularFigures ? tabularDigitAdvance(of: face) : nil
                hb_buffer_clear_contents(buffer)
                hb_buffer_add_codepoints(
                    buffer, text.baseAddress, Int32(text.count), UInt32(item.range.lowerBound), Int32(item.range.count))
                hb_buffer_set_direction(buffer, item.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
                hb_buffer_set_script(buffer, item.script)
                hb_buffer_set_language(buffer, language)
                if tabularFigures {
                    let features = tabularFeatures + Self.unkernedFigures(text, in: item.range)
                    features.withUnsafeBufferPointer { hb_shape(face.shapingFont, buffer, $0.baseAddress, UInt32($0.count)) }
                } else {
                    hb_shape(face.shapingFont, buffer, nil, 0)
                }
                var length: UInt32 = 0
                guard let infos = hb_buffer_get_glyph_infos(buffer, &length),
                      let positions = hb_buffer_get_glyph_positions(buffer, &length) else { continue }
                let perUnit = 1 / face.unitsPerEm
                let tracked = item.script != HB_SCRIPT_ARABIC && item.script != HB_SCRIPT_SYRIAC
                for index in 0..<Int(length) {
                    let cluster = Int32(bitPattern: infos[index].cluster)
                    // A new cluster after a tracked one opens a gap (marks share their base's cluster).
                    if previousCluster >= 0 && cluster != previousCluster && (tracked || previousWasTracked) {
                        gaps += 1
                    }
                    var position = positions[index]
                    if let digitAdvance, Self.isDigit(text[Int(cluster)]), position.x_advance != digitAdvance {
                        // Centre a digit whose tabular form is not quite as wide as the others.
                        position.x_offset += (digitAdvance - position.x_advance) / 2
                        position.x_advance = digitAdvance
                    }
                    glyphs.append(ShapedGlyph(
                        face: UInt8(item.face), glyph: infos[index].codepoint,
                        x: pen + Double(position.x_offset) * perUnit,
                        y: -Double(position.y_offset) * perUnit,
                        cluster: cluster, gapsBefore: gaps, span: spanOfScalar[Int(cluster)]))
                    pen += Double(position.x_advance) * perUnit
                    previousCluster = cluster
                    previousWasTracked = tracked
                }
            }
        }
        return ShapedText(glyphs: glyphs, advance: pen, gaps: Int(gaps), paragraphLevel: paragraphLevel)
    }
}
