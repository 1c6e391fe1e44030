import Testing
@testable import Viewer

/// The motion lab's screens as a designer sees them: at rest with every curve whole, in flight,
/// compare mode with the hover rule, slow motion mid-flight, and a spring of one's own.
@Suite("Tiers goldens")
struct TiersGoldenTests {
    static let size = ["--size", "1280x1000"]

    @Test("Tiers at rest, light: every lane's curve whole, with its marks")
    func light() throws {
        GoldenImage.check(try render(["--screen", "tiers"] + Self.size).canvas, named: "tiers-light")
    }

    @Test("Tiers in flight, dark: pucks mid-spring, playheads on their curves")
    func darkInFlight() throws {
        let result = try render(["--screen", "tiers", "--theme", "dark", "--time", "300"] + Self.size,
                                trace: trace(click(x: 500, y: 200, at: 0)))
        GoldenImage.check(result.canvas, named: "tiers-dark")
    }

    @Test("Compare mode: every curve on one plot, the legend reading the hovered time")
    func compare() throws {
        let result = try render(
            ["--screen", "tiers", "--time", "400"] + Self.size,
            trace: trace(#"{"t":0,"type":"key","key":"C"}"#, #"{"t":100,"type":"key","key":"Space"}"#,
                         #"{"t":300,"type":"hover","x":900,"y":400}"#))
        GoldenImage.check(result.canvas, named: "tiers-compare")
    }

    @Test("Mid-flight at 0.25×: 400 ms of real time is 100 ms of the springs'")
    func slowMotion() throws {
        let result = try render(
            ["--screen", "tiers", "--time", "500"] + Self.size,
            trace: trace(#"{"t":0,"type":"key","key":"3"}"#, #"{"t":100,"type":"key","key":"Space"}"#))
        GoldenImage.check(result.canvas, named: "tiers-slow")
    }

    @Test("A spring of one's own: --spring 0.80,0.70, fired and landed, its curve and SwiftUI line")
    func customLane() throws {
        let result = try render(["--screen", "tiers", "--spring", "0.80,0.70", "--time", "9000"] + Self.size,
                                trace: trace(#"{"t":0,"type":"key","key":"Space"}"#))
        GoldenImage.check(result.canvas, named: "tiers-custom")
    }
}
