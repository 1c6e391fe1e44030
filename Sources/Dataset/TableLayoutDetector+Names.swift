/// What column names say: a time, an index, an identifier or a part of a date, or the file's own
/// name. Names decide only where the numbers leave a choice open.
extension TableLayoutDetector {
    /// The column a file is named for (`AirPassengers` in `AirPassengers.csv`): the series itself.
    static func isNamedLikeSource(_ name: String, _ source: String?) -> Bool {
        guard let source else { return false }
        func key(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let wanted = key(source)
        return wanted.count >= 2 && key(name) == wanted
    }

    static func nameSuggestsTime(_ name: String) -> Bool {
        let lowered = name.lowercased()
        // Searched as bytes: `String.contains` builds a searcher per call, and a file can have
        // 100,000 columns.
        let bytes = Array(lowered.utf8)
        for word in timeWords where bytes.contains(subsequence: word) {
            return true
        }
        let words = lowered.split { !$0.isLetter }
        return words.contains { ["t", "ts", "dt", "yr", "when", "utc"].contains($0) }
    }

    private static let timeWords = ["date", "time", "year", "epoch", "period", "month", "quarter", "week", "day", "clock", "hhmm"]
        .map { Array($0.utf8) }

    static func looksLikeIndex(_ name: String, column: Int) -> Bool {
        let lowered = name.lowercased()
        return ["id", "index", "row", "#", "no", "n"].contains(lowered) || lowered.hasSuffix("_id")
            || (column == 0 && name == "column 1")
    }

    /// Whether a column's name says it holds a part of a date or an identifier, which a person
    /// would not chart as the value: `Year`, `Month`, `day`, `firm`, `Version`, `state_code`.
    private static let identifierNames: Set<String> = [
        "id", "firm", "firm id", "company", "state", "code", "version", "ver", "zip", "zipcode",
        "fips", "county", "country", "subject", "patient", "case", "unit", "panel",
    ]

    static func isNotAMeasure(_ name: String) -> Bool {
        let lowered = String(String(name.lowercased().drop(while: \.isWhitespace).reversed()).drop(while: \.isWhitespace).reversed())
        if datePartNames.contains(lowered) || identifierNames.contains(lowered) { return true }
        let words = lowered.split { !$0.isLetter && !$0.isNumber }
        if let last = words.last, words.count > 1, ["id", "code", "version"].contains(last) { return true }
        // firmID, stateId: an identifier in camel case.
        return name.count > 2 && (name.hasSuffix("ID") || name.hasSuffix("Id")) && name.dropLast(2).last?.isLetter == true
    }
}

private extension Array where Element == UInt8 {
    func contains(subsequence: [UInt8]) -> Bool {
        guard subsequence.count <= count, let first = subsequence.first else { return subsequence.isEmpty }
        var start = 0
        while start + subsequence.count <= count {
            if self[start] == first && self[start..<(start + subsequence.count)].elementsEqual(subsequence) { return true }
            start += 1
        }
        return false
    }
}
