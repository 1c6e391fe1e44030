import Testing
@testable import Viewer

/// The `bars` screen's pictures at 640x480, compared with `GoldenImage`.
@Suite("Bars goldens")
struct BarsGoldenTests {
    static let size = ["--size", "640x480"]

    @Test("Fully grown, light: butter bars shading deeper toward the baseline, values over them")
    func grown() throws {
        GoldenImage.check(try renderBars(Self.size, time: 2000).canvas, named: "bars-light")
    }

    @Test("Mid-growth at 300 ms: the first bars well up, their values fading in, the last not started")
    func midGrowth() throws {
        GoldenImage.check(try renderBars(Self.size, time: 300).canvas, named: "bars-300ms")
    }

    @Test("Fully grown, dark")
    func dark() throws {
        GoldenImage.check(try renderBars(Self.size + ["--theme", "dark"], time: 2000).canvas, named: "bars-dark")
    }

    @Test("Under Reduce Motion the first frame already shows every bar at its height")
    func reduceMotion() throws {
        GoldenImage.check(try renderBars(Self.size + ["--reduce-motion"], time: 0).canvas, named: "bars-reduce-motion")
    }

    @Test("Sixty categories: one bar each, values and captions thinned out evenly so none overlap")
    func sixtyCategories() throws {
        GoldenImage.check(try renderBars(Self.size + ["--data", try barsCSV(count: 60)], time: 7000).canvas, named: "bars-60")
    }
}
