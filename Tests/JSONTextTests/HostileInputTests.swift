import Testing
@testable import JSONText

@Suite("Hostile input")
struct HostileInputTests {
    @Test("A million opening brackets are a clear error, not a stack overflow")
    func millionBrackets() {
        let error = failure(String(repeating: "[", count: 1_000_000))
        #expect(error?.reason == "nested more than 512 levels deep")
        #expect(error?.column == 513)
    }

    @Test("A million alternating objects and arrays are a clear error")
    func millionMixed() {
        #expect(failure(String(repeating: #"{"a":["#, count: 1_000_000))?.reason == "nested more than 512 levels deep")
    }

    @Test("Nesting exactly at the limit parses")
    func nestingAtTheLimit() throws {
        var value = try parse(String(repeating: "[", count: 512) + String(repeating: "]", count: 512))
        var depth = 0
        while case .array(let elements) = value {
            depth += 1
            guard let first = elements.first else { break }
            value = first
        }
        #expect(depth == 512)
        #expect(failure(String(repeating: "[", count: 513) + String(repeating: "]", count: 513)) != nil)
    }

    @Test("The caller's depth limit holds")
    func callerDepth() {
        let shallow = JSONReadingOptions(maximumDepth: 2)
        #expect(failure("[[1]]", shallow) == nil)
        #expect(failure("[[[1]]]", shallow)?.reason == "nested more than 2 levels deep")
    }

    @Test("Skipping a hostile deep value fails as cleanly as reading it")
    func skippingDeepValue() {
        let text = String(repeating: "[", count: 1_000_000)
        #expect(throws: JSONError.self) {
            try withReader(text) { reader in try reader.skipValue() }
        }
    }

    @Test("Mangled documents give an error or a value, never a crash", arguments: [JSONReadingOptions.strict, lenient])
    func mangledDocuments(options: JSONReadingOptions) {
        let sample = Array(#"{"a": [1, -2.5e3, true, null, "x\"\u00e9\ud83d\ude00"], "b": {"c": NaN, "d": [ ]}}"#.utf8)
        let alphabet = Array(#"{}[]":,.-+eE0123456789 tfnNaIxy\u"#.utf8) + [0x00, 0x0A, 0xC3, 0xFF, 0xED, 0xA0]
        for seed in UInt64(0)..<2000 {
            var random = SeededGenerator(seed: seed)
            var bytes = sample
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0...2, using: &random) {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: index)
                default: bytes[index] = alphabet.randomElement(using: &random)!
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            if let error = failure(bytes: bytes, options) {
                #expect(error.offset <= bytes.count && error.line >= 1 && error.column >= 1, "seed \(seed)")
            }
        }
    }

    @Test("Random bytes give an error or a value, never a crash")
    func randomBytes() {
        for seed in UInt64(0)..<500 {
            var random = SeededGenerator(seed: seed)
            let bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            for options in [JSONReadingOptions.strict, lenient] {
                if let error = failure(bytes: bytes, options) {
                    #expect(error.offset <= bytes.count, "seed \(seed)")
                }
            }
        }
    }

    @Test("An error quoting the input escapes line breaks, so it prints as one line")
    func errorsStayOnOneLine() {
        #expect(failure("{\"a\\nb\" 1}")?.reason == #"expected ":" after "a\nb", found character "1""#)
        #expect(failure("{\"a\\nb\":1,\"a\\nb\":2}", JSONReadingOptions(duplicateKeys: .reject))?.reason == #"field "a\nb" appears twice"#)
        #expect(failure("[\"\\\n\"]")?.reason == "unknown escape: backslash before character U+000A")
        #expect(failure(#"["\q"]"#)?.reason == #"unknown escape "\q""#)
    }
}
