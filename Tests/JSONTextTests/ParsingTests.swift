import Testing
@testable import JSONText

@Suite("Parsing structure")
struct ParsingTests {
    @Test("Every kind of value parses to its case")
    func everyKind() throws {
        let value = try parse(#"{"a":null,"b":true,"c":false,"d":1.5,"e":"x","f":[1,{}]}"#)
        #expect(value == .object([
            .init("a", .null), .init("b", .bool(true)), .init("c", .bool(false)), .init("d", .number(1.5)),
            .init("e", .string("x")), .init("f", .array([.number(1), .object([])])),
        ]))
    }

    @Test("Object fields keep the order they were written in")
    func fieldOrder() throws {
        let value = try parse(#"{"z":1,"a":2,"m":3}"#)
        #expect(value.fields?.map(\.key) == ["z", "a", "m"])
    }

    @Test("Whitespace between tokens is ignored")
    func whitespace() throws {
        #expect(try parse(" \t\r\n[ 1 ,\n2 ] \n") == .array([.number(1), .number(2)]))
    }

    @Test("Only JSON's four whitespace characters count as whitespace")
    func otherSpaceIsAnError() {
        #expect(failure("\u{0C}[1]")?.reason == "unexpected character U+000C")
        #expect(failure("[1,\u{A0}2]")?.reason == "unexpected character U+00A0")
    }

    @Test("Text after the value is an error that names it")
    func trailingGarbage() {
        let error = failure(#"{"a":1} x"#)
        #expect(error?.reason == #"unexpected character "x" after the value"#)
        #expect(error?.column == 9)
    }

    @Test("A second value after the first is an error")
    func twoValues() {
        #expect(failure("[1] [2]")?.reason == #"unexpected character "[" after the value"#)
    }

    @Test("An empty document is an error")
    func emptyDocument() {
        #expect(failure("")?.reason == "unexpected end of input")
        #expect(failure(" \n ")?.reason == "unexpected end of input")
    }

    @Test("Errors give the line and column where reading stopped")
    func errorPosition() {
        let error = failure("[1,\n 2,\n x]")
        #expect(error?.line == 3)
        #expect(error?.column == 2)
        #expect(error?.offset == 9)
        #expect(error?.description == #"line 3, column 2: unexpected character "x""#)
    }

    @Test("Columns count Unicode scalars, not bytes")
    func columnsCountScalars() {
        #expect(failure(#"["é😀", x]"#)?.column == 8)
    }

    @Test("A key given twice is kept twice by default, and lookup finds the first")
    func duplicateKeysKept() throws {
        let value = try parse(#"{"a":1,"a":2}"#)
        #expect(value.fields == [.init("a", .number(1)), .init("a", .number(2))])
        #expect(value["a"] == .number(1))
    }

    @Test("A key given twice is an error when refused, placed where the second key ends")
    func duplicateKeysRefused() {
        let error = failure(#"{"t":0,"t":1}"#, JSONReadingOptions(duplicateKeys: .reject))
        #expect(error?.reason == #"field "t" appears twice"#)
        #expect(error?.column == 11)
    }

    @Test("Refusing duplicates finds one far into a large object")
    func duplicateInLargeObject() {
        let fields = (0..<20_000).map { "\"k\($0)\":\($0)" } + ["\"k0\":1"]
        let error = failure("{" + fields.joined(separator: ",") + "}", JSONReadingOptions(duplicateKeys: .reject))
        #expect(error?.reason == #"field "k0" appears twice"#)
    }

    @Test("Keys in different objects never count as duplicates")
    func sameKeyInSiblings() throws {
        #expect(try parse(#"[{"a":1},{"a":2,"b":{"a":3}}]"#, JSONReadingOptions(duplicateKeys: .reject)).array?.count == 2)
    }

    @Test("An unclosed array says what is missing")
    func unclosedArray() {
        #expect(failure("[1,2")?.reason == #"unclosed array: expected "]""#)
        #expect(failure("[1,")?.reason == "unexpected end of input")
    }

    @Test("An unclosed object says what is missing")
    func unclosedObject() {
        #expect(failure(#"{"a":1"#)?.reason == #"unclosed object: expected "}""#)
        #expect(failure(#"{"a""#)?.reason == #"expected ":" after "a", found end of input"#)
        #expect(failure(#"{"a":"#)?.reason == "unexpected end of input")
    }

    @Test("A missing comma is an error naming what was found")
    func missingComma() {
        #expect(failure("[1 2]")?.reason == #"expected "," or "]", found character "2""#)
        #expect(failure(#"{"a":1 "b":2}"#)?.reason == "expected \",\" or \"}\", found character \"\"\"")
    }

    @Test("Keys must be quoted strings")
    func unquotedKey() {
        #expect(failure("{a:1}")?.reason == #"expected a quoted field name, found character "a""#)
        #expect(failure("{1:1}")?.reason == #"expected a quoted field name, found character "1""#)
    }

    @Test("Trailing commas are errors unless the options allow them")
    func trailingCommas() throws {
        #expect(failure("[1,]")?.reason == #"unexpected character "]""#)
        #expect(failure(#"{"a":1,}"#)?.reason == #"expected a quoted field name, found character "}""#)
        let allowing = JSONReadingOptions(allowsTrailingCommas: true)
        #expect(try parse("[1, ]", allowing) == .array([.number(1)]))
        #expect(try parse(#"{"a":1 ,}"#, allowing) == .object(["a": .number(1)]))
    }

    @Test("A comma with nothing before it is an error even when trailing commas are allowed")
    func loneComma() {
        let allowing = JSONReadingOptions(allowsTrailingCommas: true)
        #expect(failure("[,]", allowing) != nil)
        #expect(failure("{,}", allowing) != nil)
        #expect(failure("[1,,]", allowing) != nil)
    }

    @Test("Literals must be spelled out in lower case")
    func literals() {
        #expect(failure("[tru]")?.reason == #"unexpected character "]""#)
        #expect(failure("nul") != nil)
        #expect(failure("True")?.reason == #"unexpected character "T""#)
        #expect(failure("nulll")?.reason == #"unexpected character "l" after the value"#)
    }

    @Test("A scalar alone is a document")
    func scalarDocuments() throws {
        #expect(try parse(" 7 ") == .number(7))
        #expect(try parse(#""x""#) == .string("x"))
        #expect(try parse("null") == .null)
    }
}
