import Testing
@testable import Viewer

/// The motion lab's screens as a designer sees them: at rest with every curve whole, in flight,
/// compare mode with the hover rule, slow motion mid-flight, a spring of one's own, and the grid
/// of roles, presets and parts mid-play, with full motion and under Reduce Motion.
@Suite("Tiers goldens")
struct TiersGoldenTests {
    /// Tall enough for the whole card, the grid's last row included.
    static let size = ["--size", "1280x1120"]

    /// A click on the centre of each of the grid's 20 tiles, 2 ms apart from `start`, as the
    /// grid lies at 1280 wide: eight columns of 141 pt from x 48, rows 104 pt tall from y 766.
    static func tileClicks(from start: Double) -> [String] {
        (0..<20).flatMap { index -> [String] in
            let x = 48 + 149 * Double(index % 8) + 70.5
            let y = 765.9 + 112 * Double(index / 8) + 52
            let time = start + 2 * Double(index)
            return [
                #"{"t":\#(time),"type":"down","x":\#(x),"y":\#(y),"device":"mouse","id":0}"#,
                #"{"t":\#(time + 1),"type":"up","x":\#(x),"y":\#(y),"device":"mouse","id":0}"#,
            ]
        }
    }

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

    @Test("The grid mid-play: every tile tapped, 200 ms on, each scene in motion and naming its tier")
    func tilesInPlay() throws {
        let result = try render(["--screen", "tiers", "--time", "240"] + Self.size, trace: trace(Self.tileClicks(from: 0)))
        GoldenImage.check(result.canvas, named: "tiers-tiles")
    }

    @Test("The grid under Reduce Motion, dark: each tile names its substitute; the scenes fade and shade, 120 ms in")
    func tilesReduced() throws {
        let result = try render(["--screen", "tiers", "--theme", "dark", "--reduce-motion", "--time", "160"] + Self.size,
                                trace: trace(Self.tileClicks(from: 0)))
        GoldenImage.check(result.canvas, named: "tiers-tiles-reduced")
    }
}
