import Testing
@testable import Dataset

/// Header rows made of numbers (years as columns) are headers, not data (issue 16, problem 2).
@Suite("Numeric headers")
struct NumericHeaderTests {
    static let expenditure = """
        "","1940","1945","1950","1955","1960"
        "Food and Tobacco",22.2,44.5,59.6,73.2,86.8
        "Household Operation",10.5,15.5,29,36.5,46.2
        "Medical and Health",3.53,5.76,9.71,14,21.1
        "Personal Care",1.04,1.98,2.45,3.4,5.4

        """

    @Test("A header of years over rows named in a text column is the header")
    func yearsAsColumns() throws {
        let series = try Fixtures.load(Self.expenditure)
        #expect(series.samples.count == 4)
        #expect(series.valueName == "1940")
        #expect(series.labels == ["Food and Tobacco", "Household Operation", "Medical and Health", "Personal Care"])
        #expect(series.samples.map(\.value) == [22.2, 10.5, 3.53, 1.04])
    }

    @Test("A first row of numbers over more numbers stays data")
    func numbersOverNumbersStayData() throws {
        let series = try Fixtures.load("1940,5\n1941,6\n1942,7\n1943,8\n")
        #expect(series.samples.count == 4)
        #expect(series.samples.map(\.value) == [5, 6, 7, 8])
    }

    @Test("Rows named in a text column with no header stay rows")
    func namedRowsWithoutHeaderStayRows() throws {
        let series = try Fixtures.load("fig,3\napple,5\nkiwi,1\npear,2\n")
        #expect(series.labels == ["fig", "apple", "kiwi", "pear"])
        #expect(series.samples.map(\.value) == [3, 5, 1, 2])
    }
}
