/// Well-formed UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF.
enum UTF8Validation {
    /// The length of the well-formed sequence starting at `position`, or 0 when there is none.
    static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int {
        let lead = bytes[position]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard position + length <= bytes.count else { return 0 }
        let second = bytes[position + 1]
        guard second >= low && second <= high else { return 0 }
        for index in (position + 2)..<(position + length) where bytes[index] & 0xC0 != 0x80 {
            return 0
        }
        return length
    }

    /// The offset of the first byte in `range` that does not start a well-formed sequence, or nil.
    static func firstInvalid(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            guard length > 0, index + length <= range.upperBound else { return index }
            index += length
        }
        return nil
    }
}
