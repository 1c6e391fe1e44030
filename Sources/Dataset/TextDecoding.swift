/// Which text encoding a source uses. Everything is turned into UTF-8 before tokenizing, so the
/// tokenizer and the parsers only ever see one encoding.
enum TextEncoding: Sendable, Hashable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
    /// ISO 8859-1: the fallback for bytes that are not valid UTF-8 (old spreadsheet exports).
    case latin1
}

/// Detects the encoding of raw bytes, refuses binary data, and converts text to UTF-8.
///
/// Detection looks at the first bytes only: a byte-order mark decides outright; without one, a
/// pattern of zero bytes at every other position means BOM-less UTF-16; otherwise the text is
/// UTF-8 if it validates and Latin-1 if it does not. Valid UTF-8 without a BOM (nearly every file)
/// is never copied: callers tokenize the original bytes.
enum TextDecoding {
    /// How many leading bytes the decision looks at.
    static let sniffLength = 4096

    /// The encoding and byte-order-mark length of a source, from its first bytes.
    static func detect(_ prefix: UnsafeBufferPointer<UInt8>) -> (encoding: TextEncoding, markLength: Int) {
        let prefix = prefix.span   // bounds-checked reads
        if prefix.count >= 3, prefix[0] == 0xEF, prefix[1] == 0xBB, prefix[2] == 0xBF { return (.utf8, 3) }
        if prefix.count >= 2, prefix[0] == 0xFF, prefix[1] == 0xFE { return (.utf16LittleEndian, 2) }
        if prefix.count >= 2, prefix[0] == 0xFE, prefix[1] == 0xFF { return (.utf16BigEndian, 2) }
        // BOM-less UTF-16: mostly-ASCII text has a zero in every other byte.
        let pairs = min(prefix.count, 512) / 2
        if pairs >= 2 {
            var zeroEven = 0
            var zeroOdd = 0
            for pair in 0..<pairs {
                if prefix[2 * pair] == 0 { zeroEven += 1 }
                if prefix[2 * pair + 1] == 0 { zeroOdd += 1 }
            }
            if zeroOdd * 10 >= pairs * 7 && zeroEven * 20 < pairs { return (.utf16LittleEndian, 0) }
            if zeroEven * 10 >= pairs * 7 && zeroOdd * 20 < pairs { return (.utf16BigEndian, 0) }
        }
        return (.utf8, 0)
    }

    /// Throws when the first bytes of an 8-bit source look like binary data rather than text.
    ///
    /// Text may hold the odd stray control byte (a NUL in one cell is a bad row, not a bad file),
    /// so the test is a proportion: more than 5% NUL bytes or 10% control bytes, or the signature
    /// of a common binary format, means binary.
    static func rejectBinary(_ prefix: UnsafeBufferPointer<UInt8>) throws(DataError) {
        let signatures: [(bytes: [UInt8], name: String)] = [
            ([0x89, 0x50, 0x4E, 0x47], "a PNG image"),
            ([0x25, 0x50, 0x44, 0x46], "a PDF document"),
            ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive (an .xlsx or .ods spreadsheet?)"),
            ([0x7F, 0x45, 0x4C, 0x46], "an executable"),
            ([0xFF, 0xD8, 0xFF], "a JPEG image"),
            ([0x47, 0x49, 0x46, 0x38], "a GIF image"),
            ([0xD0, 0xCF, 0x11, 0xE0], "an old Office document (.xls?)"),
            ([0x53, 0x51, 0x4C, 0x69, 0x74, 0x65], "an SQLite database"),
            ([0x50, 0x41, 0x52, 0x31], "a Parquet file"),
        ]
        for signature in signatures where prefix.starts(with: signature.bytes) {
            throw DataError(.binary, "the file is \(signature.name), not text")
        }
        let sample = prefix.extracting(..<min(prefix.count, sniffLength))
        guard !sample.isEmpty else { return }
        var nulls = 0
        var controls = 0
        for byte in sample where byte < 0x20 {
            if byte == 0 { nulls += 1 }
            if byte != ASCII.tab && byte != ASCII.lineFeed && byte != ASCII.carriageReturn && byte != 0x0C { controls += 1 }
        }
        if nulls * 20 > sample.count || controls * 10 > sample.count {
            throw DataError(.binary, "the file is binary, not text (\(nulls) NUL and \(controls) control bytes in the first \(sample.count))")
        }
    }

    /// Checks UTF-8 validity. `incompleteTail` is how many bytes at the end start a sequence that
    /// the end cuts off (a stream continues it in the next chunk); they count as valid.
    static func validateUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> (isValid: Bool, incompleteTail: Int) {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return (true, 0) }
        let checked = bytes.span   // the byte-at-a-time reads below are bounds-checked
        var index = 0
        while index < count {
            // ASCII runs 32 bytes at a time, then eight at a time. Unchecked: each load reads
            // within `index + 32 <= count` (or 8); these loops read every byte of a file, in the
            // survey pass of vitrine-bench data.
            while index + 32 <= count {
                let raw = UnsafeRawPointer(base + index)
                let word = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                index += 32
            }
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            guard index < count else { break }
            let lead = checked[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var minimumSecond: UInt8 = 0x80
            var maximumSecond: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; minimumSecond = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; maximumSecond = 0x9F
            case 0xF0: length = 4; minimumSecond = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; maximumSecond = 0x8F
            default: return (false, 0)
            }
            for offset in 1..<length {
                guard index + offset < count else { return (true, count - index) }
                let byte = checked[index + offset]
                if offset == 1 {
                    guard byte >= minimumSecond && byte <= maximumSecond else { return (false, 0) }
                } else {
                    guard byte & 0xC0 == 0x80 else { return (false, 0) }
                }
            }
            index += length
        }
        return (true, 0)
    }

    /// Latin-1 to UTF-8: bytes up to 0x7F stay, the rest become two bytes.
    static func latin1ToUTF8(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.reserveCapacity(output.count + bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                output.append(byte)
            } else {
                output.append(0xC0 | byte >> 6)
                output.append(0x80 | byte & 0x3F)
            }
        }
    }

    /// UTF-16 to UTF-8. Returns how many trailing bytes were left unconverted because the input
    /// ends inside a code unit or a surrogate pair; unpaired surrogates become U+FFFD.
    @discardableResult
    static func utf16ToUTF8(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, isFinal: Bool,
                            into output: inout [UInt8]) -> Int {
        output.reserveCapacity(output.count + bytes.count / 2 + bytes.count / 8)
        let bytes = bytes.span   // bounds-checked reads
        var index = 0
        @inline(__always) func unit(at position: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[position]) << 8 | UInt32(bytes[position + 1])
                      : UInt32(bytes[position + 1]) << 8 | UInt32(bytes[position])
        }
        while index + 2 <= bytes.count {
            var scalar = unit(at: index)
            var consumed = 2
            if scalar >= 0xD800 && scalar < 0xDC00 {
                if index + 4 <= bytes.count {
                    let low = unit(at: index + 2)
                    if low >= 0xDC00 && low < 0xE000 {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        consumed = 4
                    } else {
                        scalar = 0xFFFD
                    }
                } else if !isFinal {
                    break
                } else {
                    scalar = 0xFFFD
                }
            } else if scalar >= 0xDC00 && scalar < 0xE000 {
                scalar = 0xFFFD
            }
            appendUTF8(scalar, to: &output)
            index += consumed
        }
        return bytes.count - index
    }

    private static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}

/// Decodes a byte stream chunk by chunk into UTF-8, for sources read as they arrive.
///
/// The encoding is decided on the first bytes. A chunk boundary may cut a character in two, so the
/// decoder carries the cut bytes into the next chunk. If a UTF-8 stream turns out invalid midway,
/// the rest is read as Latin-1 (what came before is already delivered; it was valid).
struct StreamingTextDecoder {
    private(set) var encoding: TextEncoding?
    private var carry: [UInt8] = []

    /// UTF-8 bytes for this chunk; may be empty while the encoding is still undecided.
    mutating func decode(_ chunk: UnsafeBufferPointer<UInt8>, isFinal: Bool) throws(DataError) -> [UInt8] {
        var input = carry
        input.append(contentsOf: chunk)
        carry.removeAll()
        return try input.withUnsafeBufferPointer { bytes throws(DataError) -> [UInt8] in
            var start = 0
            if encoding == nil {
                // Wait for enough bytes to see a BOM or the UTF-16 zero pattern.
                if bytes.count < 64 && !isFinal {
                    carry = Array(bytes)
                    return []
                }
                let detected = TextDecoding.detect(bytes)
                encoding = detected.encoding
                start = detected.markLength
                if detected.encoding == .utf8 {
                    try TextDecoding.rejectBinary(bytes.extracting(start...))
                }
            }
            let body = bytes.extracting(start...)
            var output: [UInt8] = []
            switch encoding! {
            case .utf8:
                let check = TextDecoding.validateUTF8(body)
                if check.isValid {
                    let keep = isFinal ? 0 : check.incompleteTail
                    output.append(contentsOf: body.prefix(body.count - keep))
                    carry = Array(body.suffix(keep))
                    if isFinal && check.incompleteTail > 0 {
                        // A cut-off character at the very end: read it as Latin-1.
                        output.removeLast(check.incompleteTail)
                        TextDecoding.latin1ToUTF8(body.extracting((body.count - check.incompleteTail)...), into: &output)
                    }
                } else {
                    encoding = .latin1
                    TextDecoding.latin1ToUTF8(body, into: &output)
                }
            case .latin1:
                TextDecoding.latin1ToUTF8(body, into: &output)
            case .utf16LittleEndian, .utf16BigEndian:
                let left = TextDecoding.utf16ToUTF8(body, bigEndian: encoding == .utf16BigEndian,
                                                    isFinal: isFinal, into: &output)
                carry = Array(body.suffix(left))
            }
            return output
        }
    }
}
