import JSONText

/// Why a line of an input trace could not be read.
///
/// The message names the line (1-based, counting blank lines) and the field, so a hand-edited
/// trace can be fixed from the message alone:
///
///     trace line 3: field "x" is missing
///     trace line 7: field "t" goes back in time (10 ms after 16 ms)
public struct InputTraceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What exactly is wrong.
    enum Problem: Sendable, Hashable {
        /// The line is not one JSON object; the text says where reading stopped.
        case malformedJSON(String)
        /// A required field is absent.
        case missing
        /// The field holds the wrong kind of value: `expected` and `found` are kinds such as
        /// "a number" and "a string".
        case wrongType(expected: String, found: String)
        /// A number that is NaN or infinite.
        case notFinite
        /// The field holds a value outside the ones allowed; `allowed` lists them.
        case unknownValue(String, allowed: String)
        /// A number outside its range (a negative or huge time, a fractional id, a zero-size
        /// window); the text says which.
        case outOfRange(String)
        /// The time is earlier than the line before's; both in milliseconds.
        case timeWentBackwards(previous: Double, current: Double)
        /// The trace holds more events than are replayed (``InputTrace/maximumEvents``).
        case tooManyEvents(Int)
    }

    /// The 1-based line number in the trace.
    var line: Int
    /// The field at fault, or nil when the line as a whole is unreadable.
    var field: String?
    /// What is wrong with the field or line.
    var problem: Problem

    /// Creates an error for `field` (nil for the whole line) on 1-based `line`.
    init(line: Int, field: String?, problem: Problem) {
        self.line = line
        self.field = field
        self.problem = problem
    }

    public var description: String {
        let subject = field.map { "field \"\($0)\" " } ?? ""
        let message: String
        switch problem {
        case .malformedJSON(let reason): message = "is not a JSON object: \(reason)"
        case .missing: message = "is missing"
        case .wrongType(let expected, let found): message = "must be \(expected), not \(found)"
        case .notFinite: message = "must be a finite number"
        case .unknownValue(let value, let allowed):
            // Quoted as JSON writes it, so a value holding a line break still makes one line.
            message = "has unknown value \(JSONValue.string(value).encoded(numbers: .exact)) (expected \(allowed))"
        case .outOfRange(let reason): message = reason
        case .tooManyEvents(let maximum):
            message = "is one event too many: a trace replays at most \(maximum) events"
        case .timeWentBackwards(let previous, let current):
            message = "goes back in time (\(JSONNumberStyle.exact.text(current)) ms after \(JSONNumberStyle.exact.text(previous)) ms)"
        }
        return "trace line \(line): \(subject)\(message)"
    }
}
