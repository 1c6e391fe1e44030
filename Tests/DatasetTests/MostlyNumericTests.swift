import Testing
@testable import Dataset

/// A column where numbers carry letters (`171b`) is text (issue 16, problem 6), and a file of
/// names only is counted (problem 7).
@Suite("Mostly-numeric text and names only")
struct MostlyNumericTests {
    @Test("One lettered code in twenty is a typo in a series; more make the column text")
    func letteredCodesMakeText() throws {
        let few = (1...20).map { "\($0),\($0 == 7 ? "17b" : String(100 + $0))" }.joined(separator: "\n")
        let series = try Fixtures.load("n,level\n" + few + "\n")
        #expect(series.valueName == "level")
        #expect(series.skipped == 1)
        let many = (1...20).map { "\($0),\($0 % 4 == 0 ? "17\($0)b" : String(100 + $0)),\($0 % 3)" }.joined(separator: "\n")
        let text = try Fixtures.load("n,level,languages\n" + many + "\n")
        #expect(text.valueName == "languages")
        #expect(text.kind == .categories)
        #expect(text.labelName == "level")
    }

    @Test("Words for a missing value do not make a numeric column text")
    func missingWordsStayMissing() throws {
        let rows = (1...10).map { "\($0),\($0 % 3 == 0 ? "n/a" : String($0 * 2))" }.joined(separator: "\n")
        let series = try Fixtures.load("day,reading\n" + rows + "\n")
        #expect(series.valueName == "reading")
        #expect(series.kind == .series)
    }

    @Test("Without numbers, a first row whose cells never come again is the header")
    func namesOnlyHeader() throws {
        let series = try Fixtures.load("fruit,colour\napple,red\npear,green\nplum,red\n")
        #expect(series.labelName == "colour")
        #expect(series.samples.count == 3)
        #expect(series.valueIsIndex)
    }

    @Test("Without numbers, a first row whose cell repeats below is data")
    func namesOnlyNoHeader() throws {
        let series = try Fixtures.load("apple,red\npear,green\nplum,red\n")
        #expect(series.samples.count == 3)
        #expect(series.aggregated(.count).labels == ["red", "green"])
    }
}
