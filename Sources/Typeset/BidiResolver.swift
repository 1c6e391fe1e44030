import CHarfBuzz

/// The bidirectional character types this layout distinguishes (UAX #9, without the explicit
/// embedding and isolate controls, which no Vitrine string uses).
enum BidiClass: UInt8 {
    case leftToRight, rightToLeft, arabicLetter
    case europeanNumber, arabicNumber
    case europeanSeparator, europeanTerminator, commonSeparator
    case nonspacingMark, whitespace, otherNeutral

    var isStrong: Bool { self == .leftToRight || self == .rightToLeft || self == .arabicLetter }
    var isNeutral: Bool { self == .whitespace || self == .otherNeutral }
}

/// Resolves embedding levels for one line of text, so that Hebrew and Arabic read right to left
/// while numbers inside them and Latin text around them keep their own order.
///
/// This is the implicit part of the Unicode Bidirectional Algorithm (rules W1–W7, N1–N2, I1–I2
/// and L1 for trailing spaces) over a single paragraph. HarfBuzz shapes but does not reorder, and
/// no bidi library is linked, so the rules live here; character classes come from HarfBuzz's
/// Unicode tables (general category and script) plus a short list of number punctuation.
struct BidiResolver {
    private let unicode: OpaquePointer

    init() {
        unicode = hb_unicode_funcs_get_default()
    }

    /// The script of a scalar (Common and Inherited included), from HarfBuzz's tables.
    func script(of scalar: UInt32) -> hb_script_t {
        hb_unicode_script(unicode, scalar)
    }

    /// Whether the scalar is a combining mark, which must stay in its base character's font.
    func isMark(_ scalar: UInt32) -> Bool {
        switch hb_unicode_general_category(unicode, scalar) {
        case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK,
             HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_FORMAT:
            return true
        default:
            return false
        }
    }

    /// Whether the scalar is an invisible formatting control, such as a directional mark.
    func isFormatControl(_ scalar: UInt32) -> Bool {
        hb_unicode_general_category(unicode, scalar) == HB_UNICODE_GENERAL_CATEGORY_FORMAT
    }

    func bidiClass(of scalar: UInt32) -> BidiClass {
        switch scalar {
        case 0x30...0x39, 0x6F0...0x6F9, 0xB2, 0xB3, 0xB9: return .europeanNumber
        case 0x660...0x669, 0x66B, 0x66C: return .arabicNumber
        case 0x2B, 0x2D, 0x2212, 0xFB29: return .europeanSeparator
        case 0x23...0x25, 0xA2...0xA5, 0xB0, 0xB1, 0x20A0...0x20CF, 0x2030...0x2034, 0x66A: return .europeanTerminator
        case 0x2C, 0x2E, 0x2F, 0x3A, 0xA0, 0x60C, 0x202F: return .commonSeparator
        case 0x200E: return .leftToRight
        case 0x200F: return .rightToLeft
        case 0x61C: return .arabicLetter
        case 0x09...0x0D, 0x1C...0x20, 0x2000...0x200A, 0x2028, 0x205F, 0x3000: return .whitespace
        default: break
        }
        switch hb_unicode_general_category(unicode, scalar) {
        case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK:
            return .nonspacingMark
        case HB_UNICODE_GENERAL_CATEGORY_UPPERCASE_LETTER, HB_UNICODE_GENERAL_CATEGORY_LOWERCASE_LETTER,
             HB_UNICODE_GENERAL_CATEGORY_TITLECASE_LETTER, HB_UNICODE_GENERAL_CATEGORY_MODIFIER_LETTER,
             HB_UNICODE_GENERAL_CATEGORY_OTHER_LETTER, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
             HB_UNICODE_GENERAL_CATEGORY_DECIMAL_NUMBER, HB_UNICODE_GENERAL_CATEGORY_LETTER_NUMBER:
            let script = hb_unicode_script(unicode, scalar)
            guard hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL else { return .leftToRight }
            switch script {
            case HB_SCRIPT_ARABIC, HB_SCRIPT_SYRIAC, HB_SCRIPT_THAANA, HB_SCRIPT_NKO: return .arabicLetter
            default: return .rightToLeft
            }
        default:
            return .otherNeutral
        }
    }

    /// The paragraph level: 0 or 1 from the first strong character, else from `fallback`.
    func paragraphLevel(of classes: [BidiClass], fallback: LayoutDirection) -> UInt8 {
        for type in classes where type.isStrong {
            return type == .leftToRight ? 0 : 1
        }
        return fallback == .rightToLeft ? 1 : 0
    }

    /// One embedding level per scalar: even levels run left to right, odd ones right to left.
    func levels(of classes: [BidiClass], paragraphLevel: UInt8) -> [UInt8] {
        var types = classes
        let count = types.count
        let embedding: BidiClass = paragraphLevel & 1 == 1 ? .rightToLeft : .leftToRight

        // W1: a mark takes the type of what it sits on.
        var previous = embedding
        for i in 0..<count {
            if types[i] == .nonspacingMark { types[i] = previous } else { previous = types[i] }
        }
        // W2, W3: numbers after an Arabic letter are Arabic numbers; Arabic letters are right to left.
        var lastStrong = embedding
        for i in 0..<count {
            switch types[i] {
            case .leftToRight, .rightToLeft, .arabicLetter: lastStrong = types[i]
            case .europeanNumber where lastStrong == .arabicLetter: types[i] = .arabicNumber
            default: break
            }
        }
        for i in 0..<count where types[i] == .arabicLetter { types[i] = .rightToLeft }
        // W4: one separator between two numbers joins them ("1,5", "3-4").
        if count >= 3 {
            for i in 1..<(count - 1) {
                let before = types[i - 1], after = types[i + 1]
                if types[i] == .europeanSeparator, before == .europeanNumber, after == .europeanNumber {
                    types[i] = .europeanNumber
                } else if types[i] == .commonSeparator, before == after,
                          before == .europeanNumber || before == .arabicNumber {
                    types[i] = before
                }
            }
        }
        // W5: terminators next to a number belong to it ("12%", "$5").
        var i = 0
        while i < count {
            guard types[i] == .europeanTerminator else { i += 1; continue }
            var end = i
            while end < count && types[end] == .europeanTerminator { end += 1 }
            if (i > 0 && types[i - 1] == .europeanNumber) || (end < count && types[end] == .europeanNumber) {
                for j in i..<end { types[j] = .europeanNumber }
            }
            i = end
        }
        // W6: remaining separators and terminators are neutral.
        for i in 0..<count {
            switch types[i] {
            case .europeanSeparator, .europeanTerminator, .commonSeparator: types[i] = .otherNeutral
            default: break
            }
        }
        // W7: numbers in left-to-right context are left to right.
        lastStrong = embedding
        for i in 0..<count {
            switch types[i] {
            case .leftToRight, .rightToLeft: lastStrong = types[i]
            case .europeanNumber where lastStrong == .leftToRight: types[i] = .leftToRight
            default: break
            }
        }
        // N1, N2: neutrals between two of the same direction take it, others the embedding's.
        func direction(_ type: BidiClass) -> BidiClass {
            type == .leftToRight ? .leftToRight : .rightToLeft
        }
        i = 0
        while i < count {
            guard types[i].isNeutral else { i += 1; continue }
            var end = i
            while end < count && types[end].isNeutral { end += 1 }
            let before = i > 0 ? direction(types[i - 1]) : embedding
            let after = end < count ? direction(types[end]) : embedding
            let resolved = before == after ? before : embedding
            for j in i..<end { types[j] = resolved }
            i = end
        }
        // I1, I2: levels from the resolved types.
        var levels = [UInt8](repeating: paragraphLevel, count: count)
        for i in 0..<count {
            switch (paragraphLevel & 1, types[i]) {
            case (0, .rightToLeft): levels[i] = paragraphLevel + 1
            case (0, .europeanNumber), (0, .arabicNumber): levels[i] = paragraphLevel + 2
            case (1, .leftToRight), (1, .europeanNumber), (1, .arabicNumber): levels[i] = paragraphLevel + 1
            default: break
            }
        }
        // L1: trailing whitespace goes back to the paragraph level.
        var end = count
        while end > 0 && (classes[end - 1] == .whitespace) {
            end -= 1
            levels[end] = paragraphLevel
        }
        return levels
    }

    /// The visual order of runs given their levels (rule L2): from the highest level down to the
    /// lowest odd one, every stretch of runs at that level or above is reversed.
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var end = i
                while end < order.count && levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
