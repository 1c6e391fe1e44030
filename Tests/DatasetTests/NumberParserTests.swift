import Testing
@testable import Dataset

@Suite("Numbers")
struct NumberParserTests {
    static func parse(_ text: String, decimalComma: Bool = false) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { NumberParser.parse($0, decimalComma: decimalComma) }
    }

    @Test("Random decimals round exactly as the standard library does")
    func matchesStandardLibrary() {
        var state: UInt64 = 42
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
        for _ in 0..<20_000 {
            let digits = String(next() % 100_000_000_000_000_000)
            let split = Int(next() % UInt64(digits.count + 1))
            var text = String(digits.prefix(split)) + "." + String(digits.dropFirst(split))
            if next() % 3 == 0 { text += "e\(Int(next() % 60) - 30)" }
            if next() % 2 == 0 { text = "-" + text }
            #expect(Self.parse(text) == Double(text), "\(text)")
        }
    }

    @Test("Forms that are and are not numbers")
    func forms() {
        #expect(Self.parse(" 42 ") == 42)
        #expect(Self.parse("+1.5E+2") == 150)
        #expect(Self.parse(".5") == 0.5)
        #expect(Self.parse("5.") == 5)
        #expect(Self.parse("-inf") == -.infinity)
        #expect(Self.parse("Infinity") == .infinity)
        #expect(Self.parse("1,5", decimalComma: true) == 1.5)
        for text in ["", "-", ".", "e5", "1e", "1.2.3", "12abc", "nan", "0x10", "1,5", "--1"] {
            #expect(Self.parse(text) == nil, "\(text)")
        }
    }

    @Test("Delimiter sniffing prefers the consistent candidate")
    func sniffing() {
        func sniff(_ text: String) -> UInt8 { Array(text.utf8).withUnsafeBufferPointer { DelimiterSniffer.sniff($0) } }
        #expect(sniff("a;b\n1,5;2,5\n3,5;4,5\n") == ASCII.semicolon)
        #expect(sniff("a\tb c\n1\t2\n") == ASCII.tab)
        #expect(sniff("title, with comma\na|b\n1|2\n3|4\n") == ASCII.pipe)
        #expect(sniff("\"a,b,c\";d\n\"1,2,3\";4\n") == ASCII.semicolon)
        #expect(sniff("value\n1\n2\n") == ASCII.comma)
    }
}
