import Testing
@testable import Dataset

/// `inspect` explains the choice: every column with its role, type and reason (issue 16).
@Suite("Column reports")
struct ColumnReportTests {
    @Test("Each column of a Nightingale-shaped file says what it was taken for, and the chosen x and y are among them")
    func rolesWithReasons() throws {
        let series = try Fixtures.load("Date,Month,Year,Army,Disease\n1854-04-01,Apr,1854,8571,1\n1854-05-01,May,1854,23333,12\n1854-06-01,Jun,1854,28333,11\n")
        let roles = series.columns.map { "\($0.name):\($0.role)" }
        #expect(roles == ["Date:time", "Month:date part", "Year:date part", "Army:value", "Disease:value"])
        #expect(series.columns[0].reason == "dates written YYYY-MM-DD")
        #expect(series.columns.allSatisfy { !$0.reason.isEmpty && !$0.type.isEmpty })
    }

    @Test("The report lists the columns in the inspect JSON")
    func inInspectJSON() throws {
        let series = try Fixtures.load("\"\",\"time\",\"AirPassengers\"\n\"1\",1949,112\n\"2\",1949.08333333333,118\n\"3\",1949.16666666667,132\n")
        let json = InspectReport(series).json
        #expect(json.contains("\"columns\""))
        #expect(json.contains("decimal years"))
        #expect(series.columns.map(\.role) == ["id", "time", "value"])
    }
}
