import Testing
@testable import Dataset

/// The value is a measure, not a part of the date, an identifier or a version standing first
/// among the numbers (issue 16, problem 5).
@Suite("Value choice")
struct ValueChoiceTests {
    @Test("Beside a date, Month and Year are parts of it: the army's figures are the value")
    func datePartsAreSkipped() throws {
        let series = try Fixtures.load("Date,Month,Year,Army,Disease\n1854-04-01,Apr,1854,8571,1\n1854-05-01,May,1854,23333,12\n1854-06-01,Jun,1854,28333,11\n")
        #expect(series.valueName == "Army")
        #expect(series.samples.map(\.value) == [8571, 23333, 28333])
    }

    @Test("A panel's firm is an identifier: its investment is the value")
    func identifiersAreSkipped() throws {
        let series = try Fixtures.load("firm,year,invest,value\n1,1935,317.6,3078.5\n1,1936,391.8,4661.7\n1,1937,410.6,5387.1\n")
        #expect(series.valueName == "invest")
    }

    @Test("A package's version is not its figure")
    func versionsAreSkipped() throws {
        let series = try Fixtures.load("Package,Version,Downloads\nfig,1.2,310\napple,2.0,5120\nkiwi,0.9,77\n")
        #expect(series.valueName == "Downloads")
        #expect(series.labels == ["fig", "apple", "kiwi"])
    }

    @Test("When a date part is the only number, it is still charted")
    func onlyCandidateIsKept() throws {
        let series = try Fixtures.load("name,month\nfig,3\napple,5\nkiwi,11\n")
        #expect(series.valueName == "month")
        #expect(series.samples.map(\.value) == [3, 5, 11])
    }

    @Test("Names that say identifier or date part, in the ways files write them")
    func namesThatAreNotMeasures() {
        for name in ["Year", " month ", "firm", "Version", "state_code", "firmID", "customer id"] {
            #expect(TableLayoutDetector.isNotAMeasure(name), "\(name)")
        }
        for name in ["Army", "price", "humid", "valid", "Disease", "yield"] {
            #expect(!TableLayoutDetector.isNotAMeasure(name), "\(name)")
        }
    }
}
