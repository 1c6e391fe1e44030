import Geometry
import Testing

/// Joining redraw regions where that costs few pixels, and keeping them in their drawing order.
@Suite("Rect merging")
struct RectMergingTests {
    @Test("Rectangles that mostly overlap are joined into their bounds")
    func overlappingJoin() {
        #expect(Rect.merged([Rect(0, 0, 10, 10), Rect(2, 2, 10, 10)]) == [Rect(0, 0, 12, 12)])
    }

    @Test("Rectangles apart from each other are left as they are")
    func apartStay() {
        let apart = [Rect(0, 0, 10, 10), Rect(20, 0, 10, 10), Rect(0, 30, 5, 5)]
        #expect(Rect.merged(apart) == apart)
    }

    @Test("A join that grows onto a rectangle kept earlier takes it in too")
    func joinsCascade() {
        // The third meets only the first, but their bounds reach the second.
        let merged = Rect.merged([Rect(0, 0, 10, 10), Rect(12, 0, 10, 10), Rect(5, 0, 10, 10)])
        #expect(merged == [Rect(0, 0, 22, 10)])
    }

    @Test("A rule down the plot under a wide readout stays a strip of its own, drawn after it")
    func wastefulJoinKeepsBoth() {
        // Joined, the two would be the whole card: a scrub step redrew four times the pixels.
        let readout = Rect(0, 0, 1000, 120), rule = Rect(500, 100, 20, 500)
        #expect(Rect.merged([readout, rule]) == [readout, rule])
        #expect(Rect.merged([rule, readout]) == [rule, readout])
    }

    @Test("A join keeps the place of the earliest rectangle in it, so a later one still draws after it")
    func joinKeepsTheEarliestPlace() {
        let card = Rect(0, 0, 100, 100), glass = Rect(90, 0, 10, 300), grown = Rect(50, 50, 60, 60)
        #expect(Rect.merged([card, glass, grown]) == [Rect(0, 0, 110, 110), glass])
    }

    @Test("Merged regions cover every rectangle, and each is its own or the bounds of a join")
    func coverEveryRectangle() {
        for seed in UInt64(1)...200 {
            var random = SeededGenerator(seed: seed)
            let rectangles = (0..<Int.random(in: 1...7, using: &random)).map { _ in
                Rect(Double(Int.random(in: 0..<100, using: &random)), Double(Int.random(in: 0..<100, using: &random)),
                     Double(Int.random(in: 1...60, using: &random)), Double(Int.random(in: 1...60, using: &random)))
            }
            let merged = Rect.merged(rectangles)
            #expect(Self.coveredCells(rectangles).isSubset(of: Self.coveredCells(merged)), "seed \(seed): \(rectangles) → \(merged) misses a cell")
            #expect(merged.count <= rectangles.count, "seed \(seed)")
            for region in merged {
                let inside = rectangles.filter { region.intersection($0) == $0 }
                #expect(inside.dropFirst().reduce(inside.first ?? Rect(0, 0, 0, 0)) { $0.union($1) } == region,
                        "seed \(seed): \(region) is not the bounds of the rectangles it joined")
            }
        }
    }

    /// The unit cells a set of whole-number rectangles covers.
    private static func coveredCells(_ rectangles: [Rect]) -> Set<Int> {
        var cells = Set<Int>()
        for r in rectangles {
            for y in Int(r.minY)..<Int(r.maxY) {
                for x in Int(r.minX)..<Int(r.maxX) { cells.insert(y * 1000 + x) }
            }
        }
        return cells
    }
}

/// A repeatable generator (SplitMix64), so a randomized test that fails names a seed that fails again.
private struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
