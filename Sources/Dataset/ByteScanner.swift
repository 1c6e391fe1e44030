/// A forward-only cursor over the bytes of one cell, used by the number and date parsers.
///
/// Cells are short, so the scanner favours plain index arithmetic over cleverness; every reader
/// either consumes what it recognised and returns it, or returns `nil` with the cursor wherever it
/// stopped (callers that need to retry copy the scanner first; it is a small value type).
///
/// Unchecked: it reads `bytes`, an unsafe buffer, without a bounds check, always after comparing
/// the position with `bytes.count` (`current`, `peek`, `fixedDigits`) or within a range it has
/// scanned itself (`range(_:equals:)`). It is the inner loop of every date and time cell.
struct ByteScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.position = 0
    }

    @inline(__always) var isAtEnd: Bool { position >= bytes.count }

    @inline(__always) var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    func peek(_ distance: Int) -> UInt8? {
        let index = position + distance
        return index < bytes.count ? bytes[index] : nil
    }

    mutating func advance(_ count: Int = 1) {
        position += count
    }

    /// Consumes `byte` if it is next.
    @inline(__always)
    mutating func skip(_ byte: UInt8) -> Bool {
        if current == byte {
            position += 1
            return true
        }
        return false
    }

    mutating func skipSpaces() {
        while let byte = current, byte == ASCII.space || byte == ASCII.tab {
            position += 1
        }
    }

    /// Reads between `minimum` and `maximum` decimal digits as a number.
    @inline(__always)
    mutating func digits(minimum: Int, maximum: Int) -> (value: Int, count: Int)? {
        var value = 0
        var count = 0
        while count < maximum, let byte = current, ASCII.isDigit(byte) {
            value = value * 10 + Int(byte &- ASCII.zero)
            count += 1
            position += 1
        }
        return count >= minimum ? (value, count) : nil
    }

    /// Reads exactly `count` digits.
    @inline(__always)
    mutating func fixedDigits(_ count: Int) -> Int? {
        guard position + count <= bytes.count else { return nil }
        var value = 0
        for index in position..<(position + count) {
            let byte = bytes[index]
            guard ASCII.isDigit(byte) else { return nil }
            value = value * 10 + Int(byte &- ASCII.zero)
        }
        position += count
        return value
    }

    /// Reads a run of ASCII letters, lowercased, as a range of the buffer.
    mutating func letters() -> Range<Int> {
        let start = position
        while let byte = current, ASCII.isLetter(byte) {
            position += 1
        }
        return start..<position
    }

    /// True when the lowercased bytes in `range` spell `word` (which must be lowercase ASCII).
    func range(_ range: Range<Int>, equals word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for (offset, index) in range.enumerated() where ASCII.lowercased(bytes[index]) != pointer[offset] {
            return false
        }
        return true
    }

    /// Reads a UTC offset: `Z`, `±HH`, `±HHMM`, `±HH:MM`, optionally after `UTC`/`GMT`.
    /// Returns seconds east of UTC.
    mutating func readOffset() -> Int? {
        let start = position
        if current == ASCII.letterZ || current == ASCII.letterZ | 0x20 {
            position += 1
            return 0
        }
        let word = letters()
        if !word.isEmpty {
            guard range(word, equals: "utc") || range(word, equals: "gmt") else {
                position = start
                return nil
            }
            if current != ASCII.plus && current != ASCII.minus { return 0 }
        }
        guard let sign = current, sign == ASCII.plus || sign == ASCII.minus else {
            position = start
            return nil
        }
        position += 1
        guard let hours = digits(minimum: 1, maximum: 2), hours.value <= 18 else {
            position = start
            return nil
        }
        var minutes = 0
        let hadColon = skip(ASCII.colon)
        if let value = fixedDigits(2) {
            minutes = value
        } else if hadColon || hours.count == 1 && !isAtEnd {
            position = start
            return nil
        }
        guard minutes < 60 else {
            position = start
            return nil
        }
        let seconds = hours.value * 3600 + minutes * 60
        return sign == ASCII.minus ? -seconds : seconds
    }
}

/// Byte constants and classifiers, so parsers read as text rather than as numbers.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let letterE: UInt8 = 0x45
    static let letterQ: UInt8 = 0x51
    static let letterT: UInt8 = 0x54
    static let letterZ: UInt8 = 0x5A
    static let underscore: UInt8 = 0x5F
    static let pipe: UInt8 = 0x7C
    static let leftBracket: UInt8 = 0x5B
    static let leftBrace: UInt8 = 0x7B

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }

    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }
}

/// The cell without leading and trailing spaces and tabs.
///
/// Unchecked reads, each inside `start..<end`; it runs on every cell of the general path.
@inline(__always)
func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    var start = 0
    var end = bytes.count
    while start < end, ASCII.isSpace(bytes[start]) { start += 1 }
    while end > start, ASCII.isSpace(bytes[end - 1]) { end -= 1 }
    if start == 0 && end == bytes.count { return bytes }
    return bytes.extracting(start..<end)
}
