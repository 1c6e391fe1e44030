import Foundation
import Testing
@testable import Dataset

/// One small file per way a first reading went wrong (issue 16), each with the columns a person
/// would chart and the role every column is given. The files are in `Fixtures/`, made for these
/// tests in the shapes of the public data sets that showed each problem.
@Suite("Role choice")
struct RoleChoiceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var x: String?
        var y: String
        var kind: TimeSeries.Kind
        var axis: TimeSeries.Axis
        var roles: [String]
        var count: Int
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        // 1. A decimal-year time column is the time, and the column named like the file the value.
        Case(file: "AirPassengers.csv", x: "time", y: "AirPassengers", kind: .series, axis: .time,
             roles: ["id", "time", "value"], count: 8),
        // 2. A header of years over named rows is the header.
        Case(file: "expenditure.csv", x: "column 1", y: "1940", kind: .categories, axis: .rowNumber,
             roles: ["label", "value", "value", "value", "value", "value"], count: 5),
        // 3. Days named `time` beside a year column; figures of four digits; clock times.
        Case(file: "survival.csv", x: "year", y: "time", kind: .series, axis: .time,
             roles: ["id", "value", "value", "value", "value", "time", "value"], count: 8),
        Case(file: "spending.csv", x: "region", y: "spending", kind: .categories, axis: .rowNumber,
             roles: ["label", "value", "value"], count: 5),
        Case(file: "clock.csv", x: "hhmm", y: "cars", kind: .series, axis: .time, roles: ["time", "value"], count: 6),
        // 4. Month and day, not month and year.
        Case(file: "march.csv", x: "date", y: "temp", kind: .series, axis: .time, roles: ["time", "value", "value"], count: 9),
        // 5. Date parts, panel IDs and versions are not the value.
        Case(file: "hospital.csv", x: "Date", y: "Army", kind: .series, axis: .time,
             roles: ["time", "date part", "date part", "value", "value", "value"], count: 5),
        Case(file: "invest.csv", x: "year", y: "invest", kind: .series, axis: .time, roles: ["id", "time", "value", "value"], count: 4),
        Case(file: "packages.csv", x: "Package", y: "Downloads", kind: .categories, axis: .rowNumber,
             roles: ["label", "id", "value"], count: 5),
        // 6. Codes that are mostly numbers are text.
        Case(file: "mathlevel.csv", x: "sex", y: "languages", kind: .categories, axis: .rowNumber,
             roles: ["id", "category", "label", "value"], count: 8),
        // 7. Names only: the rows of each colour are counted.
        Case(file: "colours.csv", x: "colour", y: "colour", kind: .categories, axis: .rowNumber,
             roles: ["category", "label"], count: 5),
        // Wide files and labelled measures.
        Case(file: "wide.csv", x: "year", y: "north", kind: .series, axis: .time, roles: ["time", "value", "value", "value"], count: 4),
        Case(file: "iris.csv", x: "Species", y: "Sepal.Length", kind: .categories, axis: .rowNumber,
             roles: ["value", "value", "label"], count: 6),
    ]

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func load(_ file: String, _ configure: (inout LoadOptions) -> Void = { _ in }) throws(DataError) -> TimeSeries {
        try SeriesLoader.load(file: directory.appendingPathComponent(file).path, options: Fixtures.options(configure))
    }

    @Test("Each fixture charts the columns a person would, and gives every column its role", arguments: cases)
    func choosesLikeAPerson(_ expected: Case) throws {
        let series = try Self.load(expected.file)
        let x = series.kind == .categories ? series.labelName : series.timeName
        #expect(x == expected.x)
        #expect(series.valueName == expected.y)
        #expect(series.kind == expected.kind)
        #expect(series.axis == expected.axis)
        #expect(series.samples.count == expected.count)
        #expect(series.skipped == 0)
        #expect(series.columns.map(\.role) == expected.roles)
        let names = series.columns.map(\.name)
        #expect(names.contains(expected.y))
        if let x = expected.x { #expect(names.contains(x)) }
    }

    @Test("Every fixture is used by a case, so a new file cannot sit untested")
    func everyFixtureHasACase() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".csv") }
        #expect(Set(files) == Set(Self.cases.map(\.file)))
    }

    @Test("Clock readings are hours and minutes of one day")
    func clockTimes() throws {
        let series = try Self.load("clock.csv")
        #expect(series.samples.first?.time == Fixtures.utcSeconds(2000, 1, 1, 9, 30))
        #expect(series.samples.last?.time == Fixtures.utcSeconds(2000, 1, 1, 10, 45))
        #expect(series.dateFormat == "HHMM")
    }

    @Test("Month-day text keeps the file's order within one year")
    func monthDayKeepsOrder() throws {
        let series = try Self.load("march.csv")
        #expect(series.samples.map(\.value) == [0, 0, -9, -21, -11, -20, -24, -30, -26])
        #expect(series.samples.first?.time == Fixtures.utcSeconds(2000, 10, 18))
        #expect(series.samples.last?.time == Fixtures.utcSeconds(2000, 12, 7))
    }

    @Test("A panel charts its first unit, says so, and --where picks another")
    func panelShowsOneUnit() throws {
        let first = try Self.load("invest.csv")
        #expect(first.samples.map(\.value) == [317.6, 391.8, 410.6, 257.7])
        #expect(first.warnings.contains { $0.reason.contains("3 panels") && $0.reason.contains("firm=1") })
        let second = try Self.load("invest.csv") { $0.filter = RowFilter(parsing: "firm=2") }
        #expect(second.samples.map(\.value) == [209.9, 355.3, 469.9, 262.3])
    }

    @Test("A wide file names its other measures, to load as series of their own")
    func wideFileOffersMeasures() throws {
        let series = try Self.load("wide.csv")
        #expect(series.otherMeasureNames == ["south", "east"])
        let chosen = try Self.load("wide.csv") { $0.y = ColumnChoice("east") }
        #expect(chosen.samples.map(\.value) == [30, 33, 31, 36])
        #expect(chosen.otherMeasureNames.isEmpty)
    }

    @Test("A file of names only counts the rows of each in its first repeating column")
    func namesOnlyAreCounted() throws {
        let counts = try Self.load("colours.csv").aggregated(.count)
        #expect(counts.labels == ["red", "blue", "green"])
        #expect(counts.samples.map(\.value) == [3, 1, 1])
    }

    @Test("A column named like the file is the value wherever it stands")
    func fileNameNamesTheSeries() throws {
        let text = "year,staff,spending\n2001,12,2905\n2002,15,3120\n2003,9,4477\n"
        #expect(try Fixtures.load(text) { $0.sourceName = "spending" }.valueName == "spending")
        #expect(try Fixtures.load(text).valueName == "staff")
        #expect(try Self.load("spending.csv").columns.first { $0.name == "spending" }?.reason == "named like the file")
    }
}

/// Every file of `../shared/data` loads the series it loaded before the role choice (issue 16):
/// `Fixtures/shared-data-choices.txt` holds, per file, `path|x|y|count|kind|axis` as `vitrine
/// inspect` printed them then. A change to the choice that is better must update the table, and
/// say why in its commit.
@Suite("Shared data, before and after")
struct SharedDataChoiceTests {
    static func expected() throws -> [String: String] {
        let table = try String(contentsOf: RoleChoiceTests.directory.appendingPathComponent("shared-data-choices.txt"), encoding: .utf8)
        var rows: [String: String] = [:]
        for line in table.split(separator: "\n") {
            guard let bar = line.firstIndex(of: "|") else { continue }
            rows[String(line[..<bar])] = String(line[line.index(after: bar)...])
        }
        return rows
    }

    static func files() -> [String] {
        let root = Fixtures.sharedData.path
        let walker = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            if [".csv", ".tsv", ".json"].contains(where: path.hasSuffix) { files.append(path) }
        }
        return files.sorted()
    }

    @Test("Each shared data file charts the same columns, rows, kind and axis as before")
    func sameChoiceAsBefore() throws {
        let expected = try Self.expected()
        let files = Self.files()
        #expect(Set(files) == Set(expected.keys), "the table and the data folder list different files")
        for file in files {
            let series = try SeriesLoader.load(file: Fixtures.sharedData.appendingPathComponent(file).path, options: Fixtures.options())
            let x = series.timeName ?? series.labelName ?? "-"
            let row = [x, series.valueName, String(series.samples.count), series.kind.rawValue, series.axis.rawValue].joined(separator: "|")
            #expect(row == expected[file], "\(file)")
        }
    }
}

@Suite("Number axes")
struct NumberAxisTests {
    @Test("A rising column named t or x is the x axis in plain numbers")
    func timeLikeNamesMakeANumberAxis() throws {
        for name in ["t", "x", "time_s"] {
            let series = try Fixtures.load("\(name),speed\n0,5\n0.5,7\n1,6\n")
            #expect(series.axis == .number, "\(name)")
            #expect(series.timeName == name)
            #expect(series.valueName == "speed")
        }
    }

    @Test("A column named x that falls back is a value, not an axis")
    func fallingXIsAValue() throws {
        let series = try Fixtures.load("x,speed\n3,5\n2,7\n1,6\n")
        #expect(series.axis == .rowNumber)
        #expect(series.valueName == "x")
    }
}
