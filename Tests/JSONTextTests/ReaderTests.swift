import Testing
@testable import JSONText

@Suite("Reading piece by piece")
struct ReaderTests {
    @Test("Each element's line is where it starts")
    func elementLines() throws {
        let lines = try withReader("[\n {\"a\": 1},\n\n {\"a\": 2}, \"x\n\"\n, 3]", lenient) { reader in
            try reader.beginArray()
            var lines: [Int] = []
            while try reader.nextElement() {
                lines.append(reader.line)
                try reader.skipValue()
            }
            try reader.finish()
            return lines
        }
        #expect(lines == [2, 4, 4, 6])
    }

    @Test("Lines count from the first line given")
    func firstLine() {
        let error = withReader("\n[x]", firstLine: 10) { reader -> JSONError? in
            do throws(JSONError) {
                _ = try reader.readValue()
                return nil
            } catch {
                return error
            }
        }
        #expect(error?.line == 11)
    }

    @Test("Skipping moves past a value of any shape")
    func skipping() throws {
        let next = try withReader(#"[{"a": [1, 2, {"b": null}], "c": "]"}, 3]"#) { reader in
            try reader.beginArray()
            _ = try reader.nextElement()
            try reader.skipValue()
            _ = try reader.nextElement()
            return try reader.readNumber()
        }
        #expect(next == 3)
    }

    @Test("Skipping checks what it skips as strictly as reading")
    func skippingChecks() {
        for text in [#"[1,}"#, #"{"a" 1}"#, #"["\x"]"#, "[01]", "[[[]]"] {
            #expect(throws: JSONError.self, "\(text)") { try withReader(text) { reader in try reader.skipValue() } }
        }
    }

    @Test("Keys come with their values, and the end of an object gives nil")
    func keys() throws {
        let keys = try withReader(#"{"a": 1, "b\u0021": [2]}"#) { reader in
            try reader.beginObject()
            var keys: [String] = []
            while let key = try reader.nextKey() {
                keys.append(key)
                try reader.skipValue()
            }
            return keys
        }
        #expect(keys == ["a", "b!"])
    }

    @Test("Peeking names the next value's kind without reading it")
    func peeking() throws {
        let kinds = try withReader(#"[{}, [], "", 0, -1, true, false, null]"#) { reader in
            try reader.beginArray()
            var kinds: [JSONKind] = []
            while try reader.nextElement() {
                kinds.append(try reader.peek())
                try reader.skipValue()
            }
            return kinds
        }
        #expect(kinds == [.object, .array, .string, .number, .number, .bool, .bool, .null])
    }

    @Test("Reading the wrong kind is an error naming what is there")
    func wrongKind() {
        #expect(throws: JSONError(reason: #"expected a string, found character "1""#, line: 1, column: 1, offset: 0)) {
            try withReader("1") { reader in _ = try reader.readString() }
        }
        #expect(throws: JSONError.self) { try withReader("[]") { reader in try reader.beginObject() } }
    }
}
