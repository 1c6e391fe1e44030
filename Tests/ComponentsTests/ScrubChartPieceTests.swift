import Foundation
import Gestures
import Raster
import Testing
@testable import Components

/// The scrub chart piece's redraw regions.
@Suite("Scrub chart piece")
struct ScrubChartPieceTests {
    @Test("Overlapping rectangles are joined into their bounds")
    func overlappingJoin() {
        #expect(ScrubChartPiece.merged([Rect(0, 0, 10, 10), Rect(5, 5, 10, 10)]) == [Rect(0, 0, 15, 15)])
    }

    @Test("Rectangles apart from each other are left as they are")
    func apartStay() {
        let apart = [Rect(0, 0, 10, 10), Rect(20, 0, 10, 10), Rect(0, 30, 5, 5)]
        #expect(ScrubChartPiece.merged(apart) == apart)
    }

    @Test("A join that grows onto a rectangle kept earlier takes it in too")
    func joinsCascade() {
        // The third meets only the first, but their bounds reach the second.
        let merged = ScrubChartPiece.merged([Rect(0, 0, 10, 30), Rect(20, 25, 10, 10), Rect(5, 0, 16, 5)])
        #expect(merged == [Rect(0, 0, 30, 35)])
    }
}

extension ScrubChartPieceTests {
    static func series(_ count: Int) -> [ScrubChartSeries] {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        return [ScrubChartSeries(label: "All", points: (0..<count).map {
            ScrubChartPoint(date: start.addingTimeInterval(Double($0) * 3_600), value: Double($0 % 7))
        })]
    }

    @Test("New data with fewer points moves the finger's marks onto the clamped point")
    func marksFollowShorterData() {
        let piece = ScrubChartPiece(model: ScrubChartModel(series: Self.series(40)))
        #expect(piece.handleKey(KeyEvent(.left, time: .milliseconds(10))))
        #expect(piece.motion.markedIndex == 39)
        piece.replaceSeries(Self.series(20), at: 0.5)
        #expect(piece.model.activeIndex == 19)
        #expect(piece.motion.markedIndex == 19)
    }

    @Test("Shift with an arrow at an end of the series makes no empty range")
    func noEmptyRangeAtTheEnd() {
        let piece = ScrubChartPiece(model: ScrubChartModel(series: Self.series(10)))
        #expect(piece.handleKey(KeyEvent(.right, modifiers: .shift, time: .milliseconds(10))))
        #expect(piece.model.selection == .idle, "at rest the point is the latest: nothing lies after it")
        #expect(piece.handleKey(KeyEvent(.left, modifiers: .shift, time: .milliseconds(20))))
        #expect(piece.model.selection == .range(anchor: 9, end: 8))
    }
}
