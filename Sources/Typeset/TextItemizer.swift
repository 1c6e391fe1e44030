import CHarfBuzz

/// A stretch of text shaped in one call: one face, one script, one direction.
struct TextItem {
    var range: Range<Int>
    var level: UInt8
    var face: Int
    var script: hb_script_t

    var isRightToLeft: Bool { level & 1 == 1 }
}

/// Splits a line into items HarfBuzz can shape, in visual order.
///
/// A new item starts wherever the bidi level, the script or the face changes. Characters that
/// belong to no script (spaces, digits, punctuation) join the script around them, and stay in
/// the face before them when it has them, so a space between two Hebrew words does not split the
/// Hebrew run into three.
struct TextItemizer {
    let bidi = BidiResolver()

    struct Result {
        /// Items in visual order, left to right.
        var items: [TextItem]
        var paragraphLevel: UInt8
    }

    func itemize(_ scalars: [UInt32], faces: FontLibrary, direction: LayoutDirection) -> Result {
        let count = scalars.count
        guard count > 0 else { return Result(items: [], paragraphLevel: direction == .rightToLeft ? 1 : 0) }

        // Latin-only text (the common case: figures, dates, labels) takes a short path.
        if scalars.allSatisfy({ $0 < 0x250 }) && direction == .leftToRight {
            if scalars.allSatisfy({ faces.primary.glyphIndex(for: $0) != 0 }) {
                return Result(items: [TextItem(range: 0..<count, level: 0, face: 0, script: HB_SCRIPT_LATIN)], paragraphLevel: 0)
            }
        }

        let classes = scalars.map(bidi.bidiClass(of:))
        let paragraphLevel = bidi.paragraphLevel(of: classes, fallback: direction)
        let levels = bidi.levels(of: classes, paragraphLevel: paragraphLevel)

        // Scripts, with Common and Inherited taking the script before them (or after, at the start).
        var scripts = scalars.map(bidi.script(of:))
        func isUndetermined(_ script: hb_script_t) -> Bool {
            script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
        }
        var current: hb_script_t? = scripts.first(where: { !isUndetermined($0) })
        for i in 0..<count {
            if isUndetermined(scripts[i]) { scripts[i] = current ?? HB_SCRIPT_LATIN } else { current = scripts[i] }
        }

        // Faces. Invisible controls at the start (a left-to-right mark that fixes a figure's
        // order) take the face of what follows: chosen by their own coverage they would pull the
        // whole line into the fallback face.
        var faceOf = [Int](repeating: 0, count: count)
        let leading = scalars.prefix { bidi.isFormatControl($0) }.count
        for i in leading..<count {
            let scalar = scalars[i]
            if i > leading && (bidi.isMark(scalar) || (classes[i] != .leftToRight && classes[i] != .rightToLeft
                && classes[i] != .arabicLetter && faces.face(faceOf[i - 1], covers: scalar))) {
                faceOf[i] = faceOf[i - 1]
            } else {
                faceOf[i] = faces.faceIndex(covering: scalar)
            }
        }
        if leading < count { for i in 0..<leading { faceOf[i] = faceOf[leading] } }

        var items: [TextItem] = []
        var start = 0
        for i in 1...count where i == count || levels[i] != levels[start] || scripts[i] != scripts[start]
            || faceOf[i] != faceOf[start] {
            items.append(TextItem(range: start..<i, level: levels[start], face: faceOf[start], script: scripts[start]))
            start = i
        }
        let order = BidiResolver.visualOrder(levels: items.map(\.level))
        return Result(items: order.map { items[$0] }, paragraphLevel: paragraphLevel)
    }
}
