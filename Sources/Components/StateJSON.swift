import JSONText

/// A JSON value for state dumps, with object keys kept in the order they were written.
///
/// Outside checks compare dumps as text as well as parse them, so the output must be stable:
/// keys in insertion order, numbers in one canonical form (integers without a fraction, others
/// rounded to six decimals so tiny floating-point differences between machines never show).
public indirect enum StateJSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([StateJSON])
    case object([Field])

    /// One key and its value in an object.
    public struct Field: Sendable, Hashable {
        public var key: String
        public var value: StateJSON
        public init(_ key: String, _ value: StateJSON) {
            self.key = key
            self.value = value
        }
    }

    /// An object from key-value pairs, in order.
    public static func object(_ pairs: KeyValuePairs<String, StateJSON>) -> StateJSON {
        .object(pairs.map { Field($0.key, $0.value) })
    }

    /// The value of `key` when this is an object.
    public subscript(key: String) -> StateJSON? {
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
    public var array: [StateJSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// Compact JSON text on one line.
    public var encoded: String {
        var output = ""
        write(into: &output)
        return output
    }

    private func write(into output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += Self.format(value)
        case .string(let value): Self.quote(value, into: &output)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(into: &output)
            }
            output += "]"
        case .object(let fields):
            output += "{"
            for (index, field) in fields.enumerated() {
                if index > 0 { output += "," }
                Self.quote(field.key, into: &output)
                output += ":"
                field.value.write(into: &output)
            }
            output += "}"
        }
    }

    /// Integers print bare, other numbers rounded to six decimals; NaN and infinities as null.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        return "\(rounded)"
    }

    private static func quote(_ text: String, into output: inout String) {
        JSONText.appendQuoted(text, to: &output)
    }
}
