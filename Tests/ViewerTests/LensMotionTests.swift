import Testing
@testable import Viewer

/// How the lens moves between states: the ceiling rescales on the value spring without
/// overshooting, and Reduce Motion trades growth for a cross-fade.
@Suite("Lens motion")
struct LensMotionTests {
    static let space = [#"{"t":0,"type":"key","key":"Space"}"#]

    func ceiling(_ arguments: [String], at time: Double) throws -> Double {
        let state = try LensState(try renderLens(arguments + ["--time", "\(time)"], lines: Self.space))
        return try #require(state.json["ceiling"]?.number)
    }

    @Test("Show all grows the ceiling on the value spring, never past its new height")
    func ceilingNeverOvershoots() throws {
        let start = try ceiling([], at: 0)
        let end = try ceiling([], at: 2000)
        #expect(start != end, "showing all changes the window's peak")
        var previous = start
        for time in stride(from: 16.0, through: 800, by: 16) {
            let value = try ceiling([], at: time)
            #expect(min(start, end) - 1e-6 <= value && value <= max(start, end) + 1e-6, "at \(time) ms: \(value)")
            #expect((value - previous) * (end - start) >= -1e-6, "at \(time) ms it turned back")
            previous = value
        }
        let midway = try ceiling([], at: 100)
        #expect(midway != start && midway != end, "at 100 ms the ceiling is on its way")
    }

    @Test("Under Reduce Motion the ceiling takes its new value at once and the picture cross-fades")
    func reduceMotionCrossFades() throws {
        let end = try ceiling(["--reduce-motion"], at: 2000)
        #expect(try ceiling(["--reduce-motion"], at: 16) == end)
        let landed = try renderLens(["--reduce-motion", "--time", "2000"], lines: Self.space).canvas.pixels
        let fading = try renderLens(["--reduce-motion", "--time", "100"], lines: Self.space).canvas.pixels
        let stillFading = fading != landed
        #expect(stillFading, "the cross-fade still runs at 100 ms")
        let done = try renderLens(["--reduce-motion", "--time", "1000"], lines: Self.space).canvas.pixels
        let landedByThen = done == landed
        #expect(landedByThen, "a quarter-second fade and the still spring are over within a second")
    }
}
