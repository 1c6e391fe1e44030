import Foundation
import Testing
@testable import Dataset

/// Files of categories: a value per label and no time, as a bar chart shows them.
@Suite("Categories")
struct CategoriesTests {
    static let workouts = "week,day,workouts\nThis week,M,12\nThis week,T,19\nThis week,W,8\nLast week,M,20\nLast week,T,11\n"

    @Test("A label,value file is a file of categories, its labels in file order")
    func labelValue() throws {
        let series = try Fixtures.load("fruit,count\nfig,3\napple,5\nkiwi,1\n")
        #expect(series.kind == .categories)
        #expect(series.labels == ["fig", "apple", "kiwi"])
        #expect(series.samples.map(\.value) == [3, 5, 1])
        #expect(series.labelName == "fruit")
        #expect(series.valueName == "count")
    }

    @Test("A colon-delimited city and population file loads as categories")
    func colonDelimited() throws {
        let series = try Fixtures.load("city:population\nTokyo:37400068\nDelhi:28514000\nShanghai:25582000\n")
        #expect(series.kind == .categories)
        #expect(series.labels == ["Tokyo", "Delhi", "Shanghai"])
        #expect(series.samples.map(\.value) == [37_400_068, 28_514_000, 25_582_000])
    }

    @Test("Clock times beside values keep the comma: a colon wins only where nothing else is as consistent")
    func colonLosesToCommaWithTimes() throws {
        let series = try Fixtures.load("time,value\n12:30:45,5\n12:31:45,6\n12:32:45,7\n")
        #expect(series.valueName == "value")
        #expect(series.samples.map(\.value) == [5, 6, 7])
    }

    @Test("A ragged file of clock times keeps its comma: the colon counts only when nothing else appears")
    func raggedTimesKeepTheComma() throws {
        let series = try Fixtures.load("time,value,note\n12:00:00,1\n12:00:01,2,ok\n12:00:02,3\n")
        #expect(series.delimiter == ",")
    }

    @Test("Sorted by value, categories run high to low with their labels, numbered anew")
    func sortedByValue() throws {
        let sorted = try Fixtures.load("fruit,count\nfig,3\napple,5\nkiwi,1\npear,3\n").sortedByValue()
        #expect(sorted.labels == ["apple", "fig", "pear", "kiwi"])
        #expect(sorted.samples.map(\.value) == [5, 3, 3, 1])
        #expect(sorted.samples.map(\.time) == [0, 1, 2, 3])
    }

    @Test("A file with a time column stays a series even when it has a text column")
    func timeWins() throws {
        let series = try Fixtures.load("date,city,value\n2020-01-01,Oslo,1\n2020-01-02,Oslo,2\n")
        #expect(series.kind == .series)
        #expect(series.labels.isEmpty)
        #expect(series.labelName == nil)
    }

    @Test("Numbers alone are a series numbered by row, not categories")
    func numbersAlone() throws {
        let series = try Fixtures.load("3\n1\n2\n")
        #expect(series.kind == .series)
        #expect(series.labels.isEmpty)
    }

    @Test("The label is the text column nearest before the value, so a long-format file's groups come first")
    func nearestTextColumn() throws {
        let series = try Fixtures.load(Self.workouts)
        #expect(series.labelName == "day")
        #expect(series.labels == ["M", "T", "W", "M", "T"])
    }

    @Test("where picks one group of a long-format file of categories")
    func filteredGroup() throws {
        let series = try Fixtures.load(Self.workouts) { $0.filter = RowFilter(parsing: "week=Last week") }
        #expect(series.labels == ["M", "T"])
        #expect(series.samples.map(\.value) == [20, 11])
    }

    @Test("--x naming a column of names makes it the label column")
    func chosenLabel() throws {
        let series = try Fixtures.load(Self.workouts) { $0.x = "week" }
        #expect(series.kind == .categories)
        #expect(series.labelName == "week")
        #expect(series.labels.first == "This week")
    }

    @Test("A row without a value is skipped and its label with it, so labels stay in step with values")
    func missingValue() throws {
        let series = try Fixtures.load("name,score\nann,3\nbob,4\ncy,5\ndan,NA\neve,x\nfay,6\n")
        #expect(series.labels == ["ann", "bob", "cy", "fay"])
        #expect(series.samples.map(\.value) == [3, 4, 5, 6])
        #expect(series.skipped == 2)
    }

    @Test("A stream of categories delivers each row's label with its value, cut anywhere")
    func streamed() throws {
        let names = ["ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal", "ivy"]
        let text = Array(("name,score\n" + names.enumerated().map { "\($1),\($0 * 2 + 3)\n" }.joined()).utf8)
        var parser = IncrementalParser(options: Fixtures.options { $0.sampleLineCount = 2 })
        var series: TimeSeries?
        for start in stride(from: 0, to: text.count, by: 7) {
            let rows = try parser.feed(Array(text[start..<min(start + 7, text.count)]))
            if series == nil { series = parser.summary }
            series?.insert(contentsOf: rows)
        }
        series?.insert(contentsOf: try parser.finish())
        #expect(series?.kind == .categories)
        #expect(series?.labels == names)
        #expect(series?.samples.map(\.value) == names.indices.map { Double($0 * 2 + 3) })
    }

    @Test("inspect names the kind and gives categories' first and last labels")
    func inspectReport() throws {
        let categories = try JSONSerialization.jsonObject(with: Data(InspectReport(try Fixtures.load("fruit,count\nfig,3\nkiwi,1\n")).json.utf8)) as? [String: Any]
        #expect(categories?["kind"] as? String == "categories")
        #expect(categories?["first"] as? String == "fig")
        #expect(categories?["last"] as? String == "kiwi")
        #expect(categories?["x"] as? String == "fruit")
        let series = InspectReport(try Fixtures.load("date,value\n2020-01-01,1\n")).json
        #expect(series.hasPrefix("{\n  \"kind\": \"series\",\n  \"count\": 1,"))
    }
}
