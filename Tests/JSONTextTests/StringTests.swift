import JSONText
import Testing
@testable import JSONText

@Suite("Strings")
struct StringTests {
    @Test("The standard escapes decode")
    func standardEscapes() throws {
        #expect(try parse(#""\" \\ \/ \b \f \n \r \t""#) == .string("\" \\ / \u{8} \u{C} \n \r \t"))
    }

    @Test("A \\u escape decodes, and a surrogate pair makes one scalar")
    func unicodeEscapes() throws {
        #expect(try parse(#""\u00e9\u00E9 \ud83d\ude00""#) == .string("éé 😀"))
    }

    @Test("Raw UTF-8 reads as itself")
    func rawUTF8() throws {
        #expect(try parse(#"{"日本": "語 😀"}"#) == .object(["日本": .string("語 😀")]))
    }

    @Test("A lone high surrogate is refused by strict reading")
    func loneHighSurrogate() {
        #expect(failure(#""\ud800""#)?.reason == #"unpaired surrogate in \u escape"#)
        #expect(failure(#""\ud800\u0041""#)?.reason == #"unpaired surrogate in \u escape"#)
        #expect(failure(#""\ud800\ud800\udc00""#)?.reason == #"unpaired surrogate in \u escape"#)
    }

    @Test("A lone low surrogate is refused by strict reading")
    func loneLowSurrogate() {
        #expect(failure(#""\udc00\ud800""#)?.reason == #"unpaired surrogate in \u escape"#)
    }

    @Test("Lenient reading turns a lone surrogate into U+FFFD and keeps what follows")
    func lenientSurrogates() throws {
        #expect(try parse(#""\ud800\u0041 \udc00 \ud83d""#, lenient) == .string("\u{FFFD}A \u{FFFD} \u{FFFD}"))
    }

    @Test("An unknown escape is refused strictly and stands for itself leniently")
    func unknownEscape() throws {
        #expect(failure(#""it\'s""#)?.reason == #"unknown escape "\'""#)
        #expect(try parse(#""it\'s""#, lenient) == .string("it's"))
    }

    @Test("A truncated \\u escape is an error")
    func truncatedUnicodeEscape() {
        #expect(failure(#""\u12""#)?.reason == #"expected four hex digits in \u escape"#)
        #expect(failure(#""\u12"#, lenient)?.reason == #"expected four hex digits in \u escape"#)
        #expect(failure(#""\uzzzz""#, lenient) != nil)
    }

    @Test("A raw control character is refused strictly and kept leniently")
    func controlCharacters() throws {
        #expect(failure("\"a\tb\"")?.reason == "control character in a string")
        #expect(try parse("\"a\tb\nc\"", lenient) == .string("a\tb\nc"))
    }

    @Test("An unclosed string is an error")
    func unclosedString() {
        #expect(failure(#"["abc"#)?.reason == "unclosed string")
        #expect(failure(#"["abc\"#)?.reason == "unclosed string")
    }

    @Test("Bytes that are not UTF-8 are refused by strict reading", arguments: [
        [0xFF] as [UInt8],        // never valid
        [0xC0, 0xAF],             // overlong "/"
        [0xED, 0xA0, 0x80],       // an encoded surrogate
        [0xF4, 0x90, 0x80, 0x80], // above U+10FFFF
        [0xE2, 0x82],             // cut short
    ])
    func invalidUTF8(sequence: [UInt8]) {
        let error = failure(bytes: [0x22, 0x61] + sequence + [0x22])
        #expect(error?.reason == "invalid UTF-8 in a string")
        #expect(error?.offset == 2)
    }

    @Test("Lenient reading keeps a string's bytes as they are")
    func lenientBytes() throws {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x5C, 0x6E, 0x22]
        let read = try bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer, options: lenient)
            return try reader.readStringBytes()
        }
        #expect(read == [0x61, 0xFF, 0x0A])
    }

    @Test("Lenient reading makes text of bytes that are not UTF-8 with U+FFFD")
    func lenientText() throws {
        #expect(try parse(bytes: [0x22, 0x61, 0xFF, 0x22], lenient) == .string("a\u{FFFD}"))
    }

    @Test("Writing escapes quotes, backslashes and control characters, and keeps the rest")
    func writingEscapes() {
        #expect(JSONValue.string("q\"\\\n\r\t\u{1}\u{7F}é😀").encoded == #""q\"\\\n\r\t\u0001\u007fé😀""#)
    }

    @Test("Every scalar below U+0100 survives writing and reading back")
    func everyLowScalarRoundTrips() throws {
        let text = String(String.UnicodeScalarView((0..<0x100).compactMap { Unicode.Scalar(UInt32($0)) }))
        #expect(try parse(JSONValue.string(text).encoded) == .string(text))
    }
}
