import JSONText
import Testing
@testable import JSONText

@Suite("Round trips")
struct RoundTripTests {
    /// A random value at most `depth` containers deep, with awkward strings and numbers.
    static func randomValue(depth: Int, using random: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: 0...(depth > 0 ? 7 : 4), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2:
            let number = Bool.random(using: &random)
                ? Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 64
                : Double(bitPattern: random.next())
            return .number(number.isFinite ? number : 0)
        case 3, 4: return .string(randomString(using: &random))
        case 5, 6:
            return .array((0..<Int.random(in: 0...5, using: &random)).map { _ in randomValue(depth: depth - 1, using: &random) })
        default:
            return .object((0..<Int.random(in: 0...5, using: &random)).map { _ in
                JSONValue.Field(randomString(using: &random), randomValue(depth: depth - 1, using: &random))
            })
        }
    }

    static func randomString(using random: inout SeededGenerator) -> String {
        let pieces: [Unicode.Scalar] = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "€", "😀", "\u{FFFF}", "\u{10FFFF}"]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...8, using: &random) { scalars.append(pieces.randomElement(using: &random)!) }
        return String(scalars)
    }

    @Test("Random values survive writing exactly and reading back")
    func compactRoundTrip() throws {
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let value = Self.randomValue(depth: 4, using: &random)
            let text = value.encoded(numbers: .exact)
            #expect(try parse(text) == value, "seed \(seed): \(text)")
        }
    }

    @Test("Random values survive the indented layout too")
    func indentedRoundTrip() throws {
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let value = Self.randomValue(depth: 4, using: &random)
            let text = value.encoded(numbers: .exact, layout: .indented(levels: 2))
            #expect(try parse(text) == value, "seed \(seed): \(text)")
        }
    }

    @Test("Writing what was read gives the same text")
    func canonical() throws {
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let text = Self.randomValue(depth: 4, using: &random).encoded
            #expect(try parse(text).encoded == text, "seed \(seed): \(text)")
        }
    }
}
