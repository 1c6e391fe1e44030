import Testing
@testable import JSONText

@Suite("Numbers")
struct NumberTests {
    @Test("Numbers read exactly as Double reads their text", arguments: [
        "0", "-0", "1", "-1", "412", "16.5", "0.1", "-2.5e3", "1E2", "1e+2", "1e-2", "123456789012345",
        "1234567890123456789", "0.000001234", "2.2250738585072014e-308", "4.9e-324", "1.7976931348623157e308",
        "3.141592653589793238462643383279", "100000000000000000000000000000", "1e22", "1e23", "9007199254740993",
    ])
    func readsLikeDouble(text: String) throws {
        let value = try #require(try parse(text).number)
        #expect(value == Double(text)!)
        #expect(value.sign == Double(text)!.sign)
    }

    @Test("Negative zero reads as -0")
    func negativeZero() throws {
        #expect(try parse("-0").number?.sign == .minus)
        #expect(try parse("-0.0e5").number?.sign == .minus)
    }

    @Test("Integers beyond 2^53 round to the nearest Double")
    func bigIntegers() throws {
        #expect(try parse("9007199254740993").number == 9_007_199_254_740_992)
        #expect(try parse("18446744073709551616").number == 18_446_744_073_709_551_616.0)
    }

    @Test("Exponents beyond Double's range read as infinity or zero")
    func outOfRange() throws {
        #expect(try parse("1e400").number == .infinity)
        #expect(try parse("-1e400").number == -.infinity)
        #expect(try parse("1e-400").number == 0)
        #expect(try parse("1e99999999999999999999").number == .infinity)
    }

    @Test("Malformed numbers are refused with the reason", arguments: [
        ("01", "leading zero in a number"),
        ("-01", "leading zero in a number"),
        ("1.", "expected a digit after the decimal point"),
        ("1.e3", "expected a digit after the decimal point"),
        ("1e", "expected a digit in the exponent"),
        ("1e+", "expected a digit in the exponent"),
        ("-", "expected a digit"),
        ("-x", "expected a digit"),
        (".5", #"unexpected character ".""#),
        ("+1", #"unexpected character "+""#),
        ("0x1F", #"unexpected character "x" after the value"#),
    ])
    func malformed(text: String, reason: String) {
        #expect(failure(text)?.reason == reason)
    }

    @Test("Lenient reading accepts the numbers sloppy writers produce")
    func lenientNumbers() throws {
        #expect(try parse("[+1, 007, .5, 1., -.25e1]", lenient) == .array([1, 7, 0.5, 1, -2.5].map { .number($0) }))
        #expect(failure("[.]", lenient)?.reason == "expected a digit")
        #expect(failure("[1e]", lenient)?.reason == "expected a digit in the exponent")
    }

    @Test("NaN and the infinities are refused unless allowed")
    func nonFiniteRefused() {
        #expect(failure("NaN")?.reason == #"unexpected character "N""#)
        #expect(failure("[Infinity]")?.reason == #"unexpected character "I""#)
        #expect(failure("-Infinity")?.reason == "expected a digit")
    }

    @Test("NaN and the infinities read as numbers when allowed")
    func nonFiniteAllowed() throws {
        let value = try parse("[NaN, Infinity, -Infinity]", JSONReadingOptions(allowsNonFiniteNumbers: true))
        let numbers = (value.array ?? []).compactMap { $0.number }
        #expect(numbers.count == 3 && numbers[0].isNaN && numbers[1] == .infinity && numbers[2] == -.infinity)
        #expect(failure("[-NaN]", JSONReadingOptions(allowsNonFiniteNumbers: true)) != nil)
        #expect(failure("[Infinit]", JSONReadingOptions(allowsNonFiniteNumbers: true)) != nil)
    }

    @Test("Number text comes back exactly as written")
    func numberText() throws {
        let texts = try withReader("[1.50e+3, -0, NaN]", JSONReadingOptions(allowsNonFiniteNumbers: true)) { reader in
            try reader.beginArray()
            var texts: [String] = []
            while try reader.nextElement() { texts.append(String(decoding: try reader.readNumberText(), as: UTF8.self)) }
            return texts
        }
        #expect(texts == ["1.50e+3", "-0", "NaN"])
    }

    @Test("The exact style writes integers bare and other numbers in their shortest form", arguments: [
        (412, "412"), (-3, "-3"), (16.5, "16.5"), (0.1, "0.1"), (0.1234567, "0.1234567"), (1e-7, "1e-07"),
        (999_999_999_999_999, "999999999999999"), (1e15, "1000000000000000.0"), (1e20, "1e+20"), (-0.0, "0"),
        (123_456_789.125, "123456789.125"),
    ] as [(Double, String)])
    func exactStyle(number: Double, text: String) {
        #expect(JSONNumberStyle.exact.text(number) == text)
    }

    @Test("The rounded style rounds to its decimals before writing", arguments: [
        (0.1234567, "0.123457"), (2, "2"), (2.0000001, "2"), (-0.0000004, "0"), (16.5, "16.5"),
        (1e303, "1e+303"), (-1e303, "-1e+303"), (123_456.654_321_9, "123456.654322"),
    ] as [(Double, String)])
    func roundedStyle(number: Double, text: String) {
        #expect(JSONNumberStyle.rounded(decimals: 6).text(number) == text)
    }

    @Test("Non-finite numbers write as null in every style")
    func nonFiniteWritesNull() {
        for style in [JSONNumberStyle.exact, .rounded(decimals: 6)] {
            #expect([Double.nan, .infinity, -.infinity].map(style.text) == ["null", "null", "null"])
        }
    }

    @Test("Exactly written numbers read back as the same Double")
    func exactRoundTrip() throws {
        for seed in UInt64(0)..<200 {
            var random = SeededGenerator(seed: seed)
            for _ in 0..<50 {
                let number = Double(bitPattern: random.next())
                guard number.isFinite else { continue }
                let text = JSONNumberStyle.exact.text(number)
                let read = try parse(text).number
                #expect(read == number || (number == 0 && read == 0), "seed \(seed): \(number) wrote \(text)")
            }
        }
    }
}
