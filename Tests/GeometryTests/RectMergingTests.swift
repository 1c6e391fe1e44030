import Geometry
import Testing

/// Joining redraw regions, so that no pixel is drawn twice in one frame.
@Suite("Rect merging")
struct RectMergingTests {
    @Test("Overlapping rectangles are joined into their bounds")
    func overlappingJoin() {
        #expect(Rect.merged([Rect(0, 0, 10, 10), Rect(5, 5, 10, 10)]) == [Rect(0, 0, 15, 15)])
    }

    @Test("Rectangles apart from each other are left as they are")
    func apartStay() {
        let apart = [Rect(0, 0, 10, 10), Rect(20, 0, 10, 10), Rect(0, 30, 5, 5)]
        #expect(Rect.merged(apart) == apart)
    }

    @Test("A join that grows onto a rectangle kept earlier takes it in too")
    func joinsCascade() {
        // The third meets only the first, but their bounds reach the second.
        let merged = Rect.merged([Rect(0, 0, 10, 30), Rect(20, 25, 10, 10), Rect(5, 0, 16, 5)])
        #expect(merged == [Rect(0, 0, 30, 35)])
    }
}
