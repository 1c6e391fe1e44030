/// The one JSON writer: traces, state dumps and the inspect report all print through it, so they
/// escape, order and format alike.
///
/// Output is canonical for a given style: fields in the order they are held, no spaces in the
/// compact layout, strings escaped by ``JSONText/appendQuoted(_:to:)``, numbers by a
/// ``JSONNumberStyle``. Outside checks compare these outputs as text.
///
///     JSONWriter(numbers: .exact).string(for: .object(["t": .number(16.5)]))   // {"t":16.5}
public struct JSONWriter: Sendable {
    /// Where line breaks and spaces go.
    public enum Layout: Sendable, Hashable {
        /// One line, no spaces: `{"a":[1,2]}`. Traces and state dumps.
        case compact
        /// The outer `levels` of arrays and objects one entry a line, indented two spaces a level;
        /// deeper ones on one line, spaced: `{"line": 3, "reason": "…"}`. The inspect report.
        case indented(levels: Int)
    }

    /// How numbers are printed.
    var numbers: JSONNumberStyle
    /// Where line breaks and spaces go.
    var layout: Layout

    /// A writer; by default the state dump's: compact, numbers to six decimals.
    init(numbers: JSONNumberStyle = .rounded(decimals: 6), layout: Layout = .compact) {
        self.numbers = numbers
        self.layout = layout
    }

    /// `value` as JSON text, with no trailing newline.
    func string(for value: JSONValue) -> String {
        var output = ""
        write(value, into: &output)
        return output
    }

    /// Appends `value` as JSON text.
    func write(_ value: JSONValue, into output: inout String) {
        write(value, level: 0, into: &output)
    }

    private func write(_ value: JSONValue, level: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += numbers.text(number)
        case .string(let text): JSONText.appendQuoted(text, to: &output)
        case .array(let elements):
            writeContainer("[", "]", elements, level: level, into: &output) { element, output in
                write(element, level: level + 1, into: &output)
            }
        case .object(let fields):
            let colon = layout == .compact ? ":" : ": "
            writeContainer("{", "}", fields, level: level, into: &output) { field, output in
                JSONText.appendQuoted(field.key, to: &output)
                output += colon
                write(field.value, level: level + 1, into: &output)
            }
        }
    }

    private func writeContainer<Entry>(_ opener: String, _ closer: String, _ entries: [Entry], level: Int,
                                       into output: inout String, _ writeEntry: (Entry, inout String) -> Void) {
        output += opener
        defer { output += closer }
        guard !entries.isEmpty else { return }
        let separator: String
        var closing = ""
        switch layout {
        case .compact:
            separator = ","
        case .indented(let levels) where level < levels:
            let indent = "\n" + String(repeating: "  ", count: level + 1)
            output += indent
            separator = "," + indent
            closing = "\n" + String(repeating: "  ", count: level)
        case .indented:
            separator = ", "
        }
        for (index, entry) in entries.enumerated() {
            if index > 0 { output += separator }
            writeEntry(entry, &output)
        }
        output += closing
    }
}

extension JSONValue {
    /// The value as compact JSON text on one line, numbers to six decimals: the state dump's form.
    public var encoded: String { JSONWriter().string(for: self) }

    /// The value as JSON text written with `numbers` and `layout`.
    public func encoded(numbers: JSONNumberStyle, layout: JSONWriter.Layout = .compact) -> String {
        JSONWriter(numbers: numbers, layout: layout).string(for: self)
    }
}
