extension JSONValue {
    /// Reads one complete value from `text`; anything but whitespace after it is an error.
    public init(parsing text: String, options: JSONReadingOptions = .strict) throws(JSONError) {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(JSONError) in try JSONValue(parsing: bytes, options: options) }
        }
        self = try result.get()
    }

    /// Reads one complete value from UTF-8 `bytes`; anything but whitespace after it is an error.
    /// Errors count lines from `firstLine`.
    init(parsing bytes: UnsafeBufferPointer<UInt8>, options: JSONReadingOptions = .strict,
                firstLine: Int = 1) throws(JSONError) {
        var reader = JSONReader(bytes, options: options, firstLine: firstLine)
        self = try reader.readValue()
        try reader.finish()
    }
}

extension JSONReader {
    /// Reads the next value whole.
    ///
    /// A loop over a stack of unfinished arrays and objects rather than a recursion, so the depth
    /// of the input never reaches the call stack.
    mutating func readValue() throws(JSONError) -> JSONValue {
        var unfinished: [Unfinished] = []
        while true {
            var value: JSONValue
            switch try peek() {
            case .array:
                try beginArray()
                if try nextElement() {
                    unfinished.append(Unfinished(isObject: false))
                    continue
                }
                value = .array([])
            case .object:
                try beginObject()
                if let key = try nextKey() {
                    unfinished.append(Unfinished(isObject: true, key: key))
                    continue
                }
                value = .object([])
            case .string:
                value = .string(try readString())
            case .number:
                value = .number(try readNumber())
            case .bool:
                value = .bool(try readBool())
            case .null:
                try readNull()
                value = .null
            }
            // The value is complete: add it to its container, and close every container it ends.
            // Containers are changed in place on the stack, so their storage is never copied.
            closing: while !unfinished.isEmpty {
                let top = unfinished.count - 1
                if unfinished[top].isObject {
                    unfinished[top].fields.append(JSONValue.Field(unfinished[top].key, value))
                    if let next = try nextKey() {
                        unfinished[top].key = next
                        break closing
                    }
                    value = .object(unfinished.removeLast().fields)
                } else {
                    unfinished[top].elements.append(value)
                    if try nextElement() { break closing }
                    value = .array(unfinished.removeLast().elements)
                }
            }
            if unfinished.isEmpty { return value }
        }
    }
}

/// An array or object still being read, with what it holds so far.
private struct Unfinished {
    var isObject: Bool
    var elements: [JSONValue] = []
    var fields: [JSONValue.Field] = []
    /// The key whose value is being read, in an object.
    var key = ""
}
