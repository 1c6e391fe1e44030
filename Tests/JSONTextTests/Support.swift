import JSONText
@testable import JSONText

/// The value of `text`, read with `options`.
func parse(_ text: String, _ options: JSONReadingOptions = .strict) throws(JSONError) -> JSONValue {
    try JSONValue(parsing: text, options: options)
}

/// The value of raw `bytes`, which need not be UTF-8.
func parse(bytes: [UInt8], _ options: JSONReadingOptions = .strict) throws(JSONError) -> JSONValue {
    let result = bytes.withUnsafeBufferPointer { buffer in
        Result { () throws(JSONError) in try JSONValue(parsing: buffer, options: options) }
    }
    return try result.get()
}

/// The error reading `text` gives, or nil when it reads.
func failure(_ text: String, _ options: JSONReadingOptions = .strict) -> JSONError? {
    do {
        _ = try parse(text, options)
        return nil
    } catch {
        return error
    }
}

/// The error reading raw `bytes` gives, or nil when they read.
func failure(bytes: [UInt8], _ options: JSONReadingOptions = .strict) -> JSONError? {
    do {
        _ = try parse(bytes: bytes, options)
        return nil
    } catch {
        return error
    }
}

/// Runs `body` with a reader over `text`.
func withReader<Result>(_ text: String, _ options: JSONReadingOptions = .strict, firstLine: Int = 1,
                        _ body: (inout JSONReader) throws -> Result) rethrows -> Result {
    try Array(text.utf8).withUnsafeBufferPointer { buffer in
        var reader = JSONReader(buffer, options: options, firstLine: firstLine)
        return try body(&reader)
    }
}

/// The lenient options the data loader uses.
let lenient = JSONReadingOptions(allowsNonFiniteNumbers: true, allowsTrailingCommas: true, isLenient: true)

/// SplitMix64: a small, repeatable generator for randomized tests.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
