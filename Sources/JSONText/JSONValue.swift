/// A JSON value: what input traces, state dumps and tests read and write.
///
/// Objects are lists of fields, in order, not dictionaries: the state dump's field order is part
/// of its contract, and text read in keeps the order it was written in. An object parsed from text
/// that names a key twice keeps both fields (unless the options refuse it); lookups find the first.
///
/// Numbers are `Double`s. Reading rounds integers beyond 2⁵³ and reads magnitudes beyond
/// `Double`'s range as ±infinity, as `Double("1e400")` does; writing gives non-finite
/// numbers as `null`, since JSON has no way to write them.
///
///     let frame: JSONValue = .array([.number(20), .number(40), .number(320), .number(180)])
///     let entry = JSONValue.object(["frame": frame, "selection": .string("idle")])
///     entry.encoded   // {"frame":[20,40,320,180],"selection":"idle"}
///
/// - SeeAlso: ``JSONReader``, the one reader, and ``JSONWriter``, the one writer.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Field])

    /// One key and its value in an object.
    public struct Field: Sendable, Hashable {
        public var key: String
        public var value: JSONValue

        /// The field `key: value`.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object from key-value pairs, in order.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { Field($0.key, $0.value) })
    }

    /// The kind of value this is.
    public var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The value of the first field named `key`, when this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }

    /// The number, when this is one.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The text, when this is a string.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The flag, when this is a boolean.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    public var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The fields, in order, when this is an object.
    var fields: [Field]? {
        if case .object(let value) = self { return value }
        return nil
    }
}
