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
