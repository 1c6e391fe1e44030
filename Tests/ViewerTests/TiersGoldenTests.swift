import Testing
@testable import Viewer

@Suite("Tiers goldens")
struct TiersGoldenTests {
    @Test("Tiers at rest, light")
    func light() throws {
        GoldenImage.check(try render(["--screen", "tiers", "--size", "1024x780"]).canvas, named: "tiers-light")
    }

    @Test("Tiers in flight, dark: pucks mid-spring, plots with peaks")
    func darkInFlight() throws {
        let result = try render(["--screen", "tiers", "--size", "1024x780", "--theme", "dark", "--time", "500"],
                                trace: trace(click(x: 500, y: 200, at: 0)))
        GoldenImage.check(result.canvas, named: "tiers-dark")
    }
}
