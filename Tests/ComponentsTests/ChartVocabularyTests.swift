import Foundation
import Testing

/// The shared chart words live in Components/Chart, so a new piece never reaches into another
/// piece's folder for them.
@Suite("Chart vocabulary")
struct ChartVocabularyTests {
    /// The package's Sources folder, found from this file's place in Tests/.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    @Test("No source outside the Scrub Chart's folder names a ScrubChart type")
    func scrubChartNamesStayHome() throws {
        let pattern = try Regex("ScrubChart[A-Z]")
        let home = Self.sources.appendingPathComponent("Components/ScrubChart").path + "/"
        let files = FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap { $0 as? String } ?? []
        var offenders: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let path = Self.sources.appendingPathComponent(file).path
            guard !path.hasPrefix(home) else { continue }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(pattern) {
                offenders.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(files.count > 100, "found the sources")
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }
}
