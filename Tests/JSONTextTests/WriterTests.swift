import JSONText
import Testing
@testable import JSONText

@Suite("Writing")
struct WriterTests {
    static let sample = JSONValue.object([
        "count": .number(2),
        "warnings": .array([.object(["line": .number(3), "reason": .string("x")]), .object(["line": .number(4), "reason": .null])]),
        "empty": .array([]),
        "nested": .object(["a": .array([.number(1), .bool(true)])]),
    ])

    @Test("The compact layout has no spaces and keeps field order")
    func compact() {
        #expect(Self.sample.encoded
            == #"{"count":2,"warnings":[{"line":3,"reason":"x"},{"line":4,"reason":null}],"empty":[],"nested":{"a":[1,true]}}"#)
    }

    @Test("The indented layout puts the outer levels one entry a line and spaces the inner ones")
    func indented() {
        let text = Self.sample.encoded(numbers: .exact, layout: .indented(levels: 2))
        #expect(text == """
            {
              "count": 2,
              "warnings": [
                {"line": 3, "reason": "x"},
                {"line": 4, "reason": null}
              ],
              "empty": [],
              "nested": {
                "a": [1, true]
              }
            }
            """)
    }

    @Test("The default writer rounds numbers to six decimals, as the state dump does")
    func defaultRounds() {
        let value = JSONValue.object(["a": .number(2), "b": .number(0.1234567), "c": .string("q\"\n"), "d": .null, "e": .number(.nan)])
        #expect(value.encoded == #"{"a":2,"b":0.123457,"c":"q\"\n","d":null,"e":null}"#)
    }

    @Test("The exact style keeps every digit")
    func exactKeepsDigits() {
        #expect(JSONValue.array([.number(0.1234567), .number(16.5)]).encoded(numbers: .exact) == "[0.1234567,16.5]")
    }

    @Test("A writer appends to what the output already holds")
    func appends() {
        var output = "x="
        JSONWriter().write(.array([.null]), into: &output)
        #expect(output == "x=[null]")
    }

    @Test("Lookups find fields by key and values by kind")
    func accessors() {
        #expect(Self.sample["count"]?.number == 2)
        #expect(Self.sample["warnings"]?.array?.first?["reason"]?.string == "x")
        #expect(Self.sample["nested"]?["a"]?.array?.last?.bool == true)
        #expect(Self.sample["missing"] == nil)
        #expect(JSONValue.number(1)["count"] == nil)
        #expect(Self.sample.kind == .object && JSONValue.null.kind.phrase == "null")
    }
}
