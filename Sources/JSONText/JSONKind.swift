/// The six kinds of JSON value.
public enum JSONKind: Sendable, Hashable {
    case null
    case bool
    case number
    case string
    case array
    case object

    /// The kind as an error message names it: "a number", "an array", "null".
    public var phrase: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
