/// Why a source gave no series at all: the one clear line the executable prints before exiting 2.
///
/// Problems with single rows are never errors; they are ``DataWarning``s. A `DataError` means the
/// whole source is unusable: it cannot be read, it is binary, it holds no series, or an option names
/// something the file does not have.
public struct DataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is, so callers can test for it without matching message text.
    public enum Kind: Sendable, Hashable {
        /// The file could not be opened or read (missing, a directory, no permission).
        case unreadable
        /// The bytes are not text (an image, an archive, an executable).
        case binary
        /// The source is text but has no usable column of values, or no usable rows.
        case noSeries
        /// An option (a column, a filter, a date pattern) does not fit the source.
        case badOption
        /// A JSON document that does not parse.
        case malformed
    }

    /// The category, for callers that react differently (a bad option shows usage; others do not).
    public var kind: Kind
    /// One line, no trailing newline, meant for a person.
    public var message: String

    /// Line breaks in the message (a column name can hold one) are shown escaped, so the
    /// message stays one line.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message.contains(where: \.isNewline)
            ? String(message.flatMap { $0.isNewline ? Array("\\n") : [$0] })
            : message
    }

    /// The message, so `"\(error)"` prints the one line.
    public var description: String { message }
}
