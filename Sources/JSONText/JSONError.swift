/// Why JSON text could not be read, and where reading stopped.
///
/// Callers phrase the place their own way: a trace names the line of the trace and the column
/// (`unclosed object: expected "}" at column 34`), the data loader names the line of the file
/// (`invalid JSON on line 3: …`). Both numbers are 1-based; the column counts Unicode scalars from
/// the start of the line, so it matches what an editor shows.
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in a few words, without the position.
    public var reason: String
    /// The line where reading stopped, counting from the reader's first line.
    public var line: Int
    /// The column where reading stopped, in Unicode scalars, from 1.
    public var column: Int
    /// The byte offset where reading stopped, from 0.
    var offset: Int

    /// An error at a known place.
    init(reason: String, line: Int, column: Int, offset: Int) {
        self.reason = reason
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line 3, column 7: leading zero in a number`.
    public var description: String { "line \(line), column \(column): \(reason)" }
}
