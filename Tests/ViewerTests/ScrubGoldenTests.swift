import Testing
@testable import Viewer

@Suite("Scrub goldens")
struct ScrubGoldenTests {
    @Test("Scrub at rest, light")
    func light() throws {
        GoldenImage.check(try render(["--screen", "scrub", "--size", "1024x640"]).canvas, named: "scrub-light")
    }

    @Test("Scrub at rest, dark")
    func dark() throws {
        GoldenImage.check(try render(["--screen", "scrub", "--size", "1024x640", "--theme", "dark"]).canvas, named: "scrub-dark")
    }

    @Test("Scrub mid-scrub, light: the rule and the dot at the touched point, the readout on it")
    func midScrub() throws {
        let down = #"{"t":0,"type":"down","x":400,"y":360,"device":"touch","id":1}"#
        let result = try render(["--screen", "scrub", "--size", "1024x640", "--time", "100"], trace: trace(down))
        #expect(result.state["pieces"]?["scrub"]?["selection"]?.string == "scrubbing")
        GoldenImage.check(result.canvas, named: "scrub-scrubbing")
    }
}

extension ScrubGoldenTests {
    /// A touch that holds 0.4 s at one point and drags right: a range from the pinned point.
    static let heldRange = trace(
        #"{"t":0,"type":"down","x":400,"y":400,"device":"touch","id":1}"#,
        #"{"t":400,"type":"move","x":700,"y":400,"device":"touch","id":1}"#,
        #"{"t":500,"type":"move","x":900,"y":400,"device":"touch","id":1}"#)

    @Test("A held range, light: the band behind the line, the anchor's rule, the flag with the change bubble out")
    func heldRangeLight() throws {
        let result = try render(["--screen", "scrub", "--size", "1024x640", "--time", "1500"], trace: Self.heldRange)
        #expect(result.state["pieces"]?["scrub"]?["bubble"]?.bool == true)
        GoldenImage.check(result.canvas, named: "scrub-range")
    }

    @Test("A held range, dark")
    func heldRangeDark() throws {
        let result = try render(["--screen", "scrub", "--size", "1024x640", "--time", "1500", "--theme", "dark"], trace: Self.heldRange)
        GoldenImage.check(result.canvas, named: "scrub-range-dark")
    }

    @Test("Bars mode (B): one bar per point, the latest in the accent")
    func bars() throws {
        let result = try render(["--screen", "scrub", "--size", "1024x640"], trace: trace(#"{"t":0,"type":"key","key":"b"}"#))
        #expect(result.state["pieces"]?["scrub"]?["mode"]?.string == "bars")
        GoldenImage.check(result.canvas, named: "scrub-bars")
    }

    @Test("Bars mode while scrubbing: the finger's bar in the accent, the rest stepped back")
    func barsScrubbing() throws {
        let lines = trace(#"{"t":0,"type":"key","key":"b"}"#, #"{"t":100,"type":"down","x":500,"y":400,"device":"touch","id":1}"#)
        GoldenImage.check(try render(["--screen", "scrub", "--size", "1024x640", "--time", "350"], trace: lines).canvas,
                          named: "scrub-bars-scrubbing")
    }

    @Test("Reduce Transparency: the chip, flag, bubble and picker are solid")
    func reduceTransparency() throws {
        let result = try render(["--screen", "scrub", "--size", "1024x640", "--time", "1500", "--reduce-transparency"],
                                trace: Self.heldRange)
        GoldenImage.check(result.canvas, named: "scrub-range-reduce-transparency")
    }
}

extension ScrubGoldenTests {
    @Test("A held range right to left: the readout mirrored; band, flag, bubble and axis where the time runs, left to right")
    func heldRangeRightToLeft() throws {
        let result = try render(["--screen", "scrub", "--size", "1024x640", "--time", "1500", "--rtl"], trace: Self.heldRange)
        GoldenImage.check(result.canvas, named: "scrub-range-rtl")
    }

    @Test("A held range at text scale 3: chip, flag and bubble grown with their text, nothing overlapping")
    func heldRangeLargeText() throws {
        let result = try render(["--screen", "scrub", "--size", "1024x640", "--time", "1500", "--text-scale", "3"], trace: Self.heldRange)
        GoldenImage.check(result.canvas, named: "scrub-range-text-scale-3")
    }
}
