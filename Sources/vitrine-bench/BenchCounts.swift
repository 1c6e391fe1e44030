import Foundation

/// The positive counts a piece bench takes (`--steps 600`, `--moves 40`), parsed one way for
/// every bench: an unknown option or a count that is not positive is one line on stderr.
struct BenchCounts {
    private(set) var values: [String: Int]

    /// `arguments` read against `defaults` (option name to default count) for bench `bench`;
    /// nil after saying what was wrong.
    init?(_ arguments: [String], bench: String, defaults: [String: Int]) {
        values = defaults
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard defaults[argument] != nil else {
                FileHandle.standardError.write(Data("vitrine-bench \(bench): unknown option \(argument)\n".utf8))
                return nil
            }
            guard let text = remaining.popFirst(), let count = Int(text), count > 0 else {
                FileHandle.standardError.write(Data("vitrine-bench \(bench): \(argument) needs a positive count\n".utf8))
                return nil
            }
            values[argument] = count
        }
    }

    subscript(_ name: String) -> Int { values[name] ?? 0 }
}
