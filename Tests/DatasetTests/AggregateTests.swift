import Testing
@testable import Dataset

/// Repeated labels in a file of categories become one bar each (issue 16, category files).
@Suite("Aggregates")
struct AggregateTests {
    static let iris = "Sepal.Length,Species\n5.1,setosa\n4.9,setosa\n7.0,versicolor\n6.4,versicolor\n6.3,virginica\n5.8,virginica\n"

    @Test("Each species once, in the order it first appears, with the mean of its rows")
    func meanPerLabel() throws {
        let series = try Fixtures.load(Self.iris)
        #expect(series.hasRepeatedLabels)
        let mean = series.aggregated(.mean)
        #expect(mean.labels == ["setosa", "versicolor", "virginica"])
        #expect(mean.samples.map(\.value) == [5.0, 6.7, 6.05])
        #expect(mean.samples.map(\.time) == [0, 1, 2])
        #expect(mean.valueName == "mean of Sepal.Length")
    }

    @Test("Sum, count, max and min name their figure")
    func otherFigures() throws {
        let series = try Fixtures.load(Self.iris)
        #expect(series.aggregated(.sum).samples.map(\.value) == [10.0, 13.4, 12.1])
        #expect(series.aggregated(.count).samples.map(\.value) == [2, 2, 2])
        #expect(series.aggregated(.max).samples.map(\.value) == [5.1, 7.0, 6.3])
        #expect(series.aggregated(.min).valueName == "min of Sepal.Length")
    }

    @Test("A file that only names its rows (beside R's row numbers) counts the rows of each name")
    func onlyCategoriesAreCounted() throws {
        let series = try Fixtures.load("\"\",\"species\",\"island\"\n\"1\",\"Adelie\",\"Torgersen\"\n\"2\",\"Adelie\",\"Dream\"\n\"3\",\"Gentoo\",\"Biscoe\"\n")
        #expect(series.valueIsIndex)
        let counts = series.aggregated(.count)
        #expect(counts.labels == ["Adelie", "Gentoo"])
        #expect(counts.samples.map(\.value) == [2, 1])
        #expect(counts.valueName == "count of species")
    }

    @Test("Labels that do not repeat are left alone, and a series over time is never grouped")
    func nothingToGroup() throws {
        #expect(!(try Fixtures.load("fruit,count\nfig,3\napple,5\n")).hasRepeatedLabels)
        let series = try Fixtures.load("date,value\n2026-01-01,1\n2026-01-02,2\n")
        #expect(series.aggregated(.mean).samples.map(\.value) == [1, 2])
    }
}
