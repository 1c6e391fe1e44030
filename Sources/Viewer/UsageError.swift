/// A command line, data file or trace the viewer cannot use: printed as one line on stderr, and
/// the process exits 2.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// The exit status for every usage error (DESIGN.md).
    public static let exitStatus: Int32 = 2
}
