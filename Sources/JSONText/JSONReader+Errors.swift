extension JSONReader {
    /// An error at the current offset.
    func error(_ reason: String) -> JSONError {
        JSONError(reason: reason, line: line, column: column(of: offset), offset: offset)
    }

    /// The 1-based column of `position`, in Unicode scalars since the last line feed.
    private func column(of position: Int) -> Int {
        var start = min(position, bytes.count)
        while start > 0 && bytes[start - 1] != Byte.lineFeed { start -= 1 }
        var column = 1
        for index in start..<min(position, bytes.count) where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return column
    }

    /// What is at the current offset, for a message: `character "x"`, `character U+0007`,
    /// `byte 0xFF` (not UTF-8) or `end of input`.
    func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of input" }
        guard let scalar = scalar(at: offset) else { return "byte 0x" + String(bytes[offset], radix: 16, uppercase: true) }
        if Self.needsNaming(scalar) {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "character \"\(scalar)\""
    }

    /// Controls and spaces other than " " are named by code point in messages: printed, a line
    /// break would split the one-line error in two, and a tab or a no-break space is invisible.
    static func needsNaming(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.isWhitespace && scalar != " "
    }

    /// The scalar whose UTF-8 encoding starts at `position`, or nil when the bytes there are not
    /// well-formed UTF-8.
    func scalar(at position: Int) -> Unicode.Scalar? {
        let length = UTF8Validation.sequenceLength(bytes, at: position)
        guard length > 0 else { return nil }
        var decoder = Unicode.UTF8.ForwardParser()
        var iterator = bytes[position..<(position + length)].makeIterator()
        guard case .valid(let encoded) = decoder.parseScalar(from: &iterator) else { return nil }
        return Unicode.UTF8.decode(encoded)
    }
}
