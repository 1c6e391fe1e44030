import Foundation
import Testing
@testable import Components
@testable import Dataset

/// A series without dates reads as numbers or rows, and a wide file with no ranges offers its
/// measures in the picker (issue 16).
@Suite("Scrub Chart axes and measures")
struct ScrubChartAxisTests {
    static func load(_ text: String) throws -> TimeSeries {
        try SeriesLoader.load(bytes: Array(text.utf8), options: LoadOptions(timeZone: TimeZone(identifier: "UTC")!))
    }

    @Test("Plain numbers along x read as numbers, never as times of day")
    func numberAxisReadsNumbers() throws {
        let series = try Self.load("t,north\n0,5\n1,7\n2,6\n3,9\n4,8\n")
        #expect(series.axis == .number)
        let model = ScrubChartModel(context: PieceContext(series: series))
        #expect(model.axisLabels == ["0", "2", "4"])
        #expect(ChartDateLabels(span: 4, axis: .numbers).label(Date(timeIntervalSince1970: 2.5), precise: true) == "2.5")
    }

    @Test("Rows count from 1, and the point under the finger says Row")
    func rowAxisCountsFromOne() throws {
        let series = try Self.load("reading\n3\n1\n4\n1\n5\n")
        #expect(series.axis == .rowNumber)
        let model = ScrubChartModel(context: PieceContext(series: series))
        #expect(model.axisLabels == ["1", "3", "5"])
        #expect(ChartDateLabels(span: 4, axis: .rows).label(Date(timeIntervalSince1970: 2), precise: true) == "Row 3")
    }

    @Test("A wide file with no ranges of its own offers its measures by name, the first shown")
    func measuresFillThePicker() throws {
        var series = try Self.load("x,alpha,beta\n1,5,7\n2,6,3\n3,8,4\n")
        #expect(series.otherMeasureNames == ["beta"])
        series.alternatives = [try SeriesLoader.load(bytes: Array("x,alpha,beta\n1,5,7\n2,6,3\n3,8,4\n".utf8), options: {
            var options = LoadOptions(timeZone: TimeZone(identifier: "UTC")!)
            options.y = ColumnChoice("beta")
            return options
        }())]
        let model = ScrubChartModel(context: PieceContext(series: series))
        #expect(model.series.map(\.label) == ["alpha", "beta"])
        #expect(model.rangeIndex == 0)
        #expect(model.series[1].points.map(\.value) == [7, 3, 4])
    }

    @Test("A file with ranges of its own keeps them, whatever other measures it has")
    func rangesWinOverMeasures() throws {
        var text = "date,open,close\n"
        for day in 0..<400 {
            let date = Date(timeIntervalSince1970: 1_704_067_200 + Double(day) * 86_400)
            text += "\(ISO8601DateFormatter().string(from: date).prefix(10)),\(day),\(day * 2)\n"
        }
        var series = try Self.load(text)
        #expect(ChartRanges.offersRanges(series))
        series.alternatives = [series]
        let model = ScrubChartModel(context: PieceContext(series: series))
        #expect(model.series.last?.label == "All")
        #expect(model.series.first?.label == "1D")
    }
}
