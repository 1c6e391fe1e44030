/// Guesses the delimiter of a delimited text from its first lines.
///
/// For each candidate (comma, tab, semicolon, pipe, colon) it counts occurrences outside quotes on every
/// non-comment, non-blank line. The right delimiter appears the same number of times on most lines,
/// so the winner is the candidate whose most common non-zero count covers the most lines. Metadata
/// lines before the header and the odd ragged row only lower a score; they do not decide it. Ties
/// go to the earlier candidate, so comma wins when nothing else is more consistent. The colon
/// comes last and counts only when no other candidate appears at all: times hold colons too
/// ("12:30:45,5" has two on every line), while `city:population` has nothing else.
enum DelimiterSniffer {
    static let candidates: [UInt8] = [ASCII.comma, ASCII.tab, ASCII.semicolon, ASCII.pipe, ASCII.colon]

    static func sniff(_ text: UnsafeBufferPointer<UInt8>, maximumLines: Int = 200) -> UInt8 {
        sniffReportingCompleteness(text, maximumLines: maximumLines).delimiter
    }

    /// The delimiter, and whether the sniffer read its `maximumLines` lines before the end of
    /// `text`: when it did, more text after it could not change the answer.
    static func sniffReportingCompleteness(_ text: UnsafeBufferPointer<UInt8>,
                                           maximumLines: Int) -> (delimiter: UInt8, isComplete: Bool) {
        let text = text.span   // bounds-checked reads
        var lineCounts: [[Int]] = []   // per line: counts per candidate
        var current = [Int](repeating: 0, count: candidates.count)
        var inQuotes = false
        var lineHasText = false
        var lineIsComment = false
        var atLineStart = true
        var index = 0
        func endLine() {
            if lineHasText && !lineIsComment { lineCounts.append(current) }
            current = [Int](repeating: 0, count: candidates.count)
            lineHasText = false
            lineIsComment = false
            atLineStart = true
        }
        while index < text.count && lineCounts.count < maximumLines {
            let byte = text[index]
            index += 1
            if byte == ASCII.quote {
                inQuotes.toggle()
                lineHasText = true
                atLineStart = false
                continue
            }
            if inQuotes { continue }
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                endLine()
                continue
            }
            if atLineStart && byte == ASCII.hash { lineIsComment = true }
            atLineStart = false
            if !ASCII.isSpace(byte) { lineHasText = true }
            if let candidate = candidates.firstIndex(of: byte) {
                current[candidate] += 1
                lineHasText = true
            }
        }
        let isComplete = lineCounts.count >= maximumLines
        endLine()
        var best = ASCII.comma
        var bestScore = 0
        for (candidateIndex, candidate) in candidates.enumerated() {
            // The colon is the last resort: times hold colons too, so it is chosen only when no
            // other candidate appears at all.
            if candidate == ASCII.colon, bestScore > 0 { break }
            var frequency: [Int: Int] = [:]
            for counts in lineCounts where counts[candidateIndex] > 0 {
                frequency[counts[candidateIndex], default: 0] += 1
            }
            let score = frequency.values.max() ?? 0
            if score > bestScore {
                bestScore = score
                best = candidate
            }
        }
        return (best, isComplete)
    }
}
