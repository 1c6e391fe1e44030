import Dataset
import Foundation
import Geometry
import Gestures
import Raster
import Testing
@testable import Components

/// The scrub chart piece's redraw regions.
@Suite("Scrub chart piece")
struct ScrubChartPieceTests {}

extension ScrubChartPieceTests {
    static func series(_ count: Int) -> [ChartSeries] {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        return [ChartSeries(label: "All", points: SampleColumn((0..<count).map {
            ChartPoint(date: start.addingTimeInterval(Double($0) * 3_600), value: Double($0 % 7))
        }))]
    }

    @Test("New data with fewer points moves the finger's marks onto the clamped point")
    func marksFollowShorterData() {
        let piece = ScrubChart(model: ScrubChartModel(series: Self.series(40)))
        #expect(piece.handleKey(KeyEvent(.left, time: .milliseconds(10))))
        #expect(piece.motion.markedIndex == 39)
        piece.replaceSeries(Self.series(20), at: 0.5)
        #expect(piece.model.activeIndex == 19)
        #expect(piece.motion.markedIndex == 19)
    }

    @Test("Shift with an arrow at an end of the series makes no empty range")
    func noEmptyRangeAtTheEnd() {
        let piece = ScrubChart(model: ScrubChartModel(series: Self.series(10)))
        #expect(piece.handleKey(KeyEvent(.right, modifiers: .shift, time: .milliseconds(10))))
        #expect(piece.model.selection == .idle, "at rest the point is the latest: nothing lies after it")
        #expect(piece.handleKey(KeyEvent(.left, modifiers: .shift, time: .milliseconds(20))))
        #expect(piece.model.selection == .range(anchor: 9, end: 8))
    }
}
