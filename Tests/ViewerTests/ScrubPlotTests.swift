import Components
import Foundation
import Geometry
import Raster
import Testing
@testable import Viewer

/// The scrub chart's plot held against its seed: where the rules, dots and labels land, and how
/// they come and go, read from the pixels of rendered frames.
@Suite struct ScrubPlotTests {
    /// The plot rectangle `[x, y, w, h]` of a render.
    static func plot(of result: HeadlessRender.Result) throws -> [Double] {
        let values = try #require(result.state["pieces"]?["scrub"]?["plot"]?.array?.compactMap { $0.number })
        try #require(values.count == 4)
        return values
    }

    /// The columns (window points, at scale 1) along row `y` from `minX` to `maxX` where the
    /// line's ink shows, merged into runs: each run is one rule or one crossing.
    static func inkRuns(in canvas: Canvas, y: Double, from minX: Double, to maxX: Double) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for x in Int(minX)...Int(maxX) where canvas.color(x: x, y: Int(y)).red < 0.5 {
            if let last = runs.last, last.upperBound == x - 1 {
                runs[runs.count - 1] = last.lowerBound...x
            } else {
                runs.append(x...x)
            }
        }
        return runs
    }

    static func touch(_ type: String, x: Double, y: Double, at time: Double) -> String {
        #"{"t":\#(time),"type":"\#(type)","x":\#(x),"y":\#(y),"device":"touch","id":1}"#
    }
}

extension ScrubPlotTests {
    @Test("On a drag back in time the range's rule stands at its earlier end, the finger's point, not at the anchor")
    func rangeRuleAtTheEarlierEnd() throws {
        // Pinned at 700 after 0.4 s, then dragged left to 450: the range runs from the finger to the anchor.
        let lines = trace(Self.touch("down", x: 700, y: 400, at: 0), Self.touch("move", x: 600, y: 400, at: 400),
                          Self.touch("move", x: 450, y: 400, at: 500))
        let result = try render(["--screen", "scrub", "--time", "1500"], trace: lines)
        let entry = try #require(result.state["pieces"]?["scrub"])
        #expect(entry["selection"]?.string == "range")
        let plot = try Self.plot(of: result)
        // Near the plot's floor, under the lowest value: only rules cross this row.
        let runs = Self.inkRuns(in: result.canvas, y: plot[1] + plot[3] - 10, from: plot[0], to: plot[0] + plot[2])
        #expect(runs.count == 1, "the range's rule joins the finger's; none is left at the anchor: \(runs)")
        #expect(runs.allSatisfy { abs(Double($0.lowerBound) - 450) < 60 }, "at the finger's point: \(runs)")
    }
}

extension Canvas {
    /// The pixels inside `rect` (window points, at scale 1) as a canvas of their own, so that a
    /// golden holds only the part of a frame its test is about.
    func cropped(to rect: Rect) -> Canvas {
        let area = PixelBounds(covering: rect).intersection(pixelBounds)
        var crop = Canvas(width: area.width, height: area.height)
        crop.replacePixels(with: snapshot(of: area), atPixelX: 0, y: 0)
        return crop
    }
}

extension ScrubPlotTests {
    @Test("In bars mode the dashed baseline is drawn over the bars it crosses, as the seed declares it after them")
    func baselineOverBars() throws {
        let result = try render(["--screen", "scrub", "--size", "1024x640"], trace: trace(#"{"t":0,"type":"key","key":"b"}"#))
        let plot = try Self.plot(of: result)
        // 1W starts on its lowest value, so the baseline runs 0.16 of the domain's 1.46 above the floor.
        let baseline = plot[1] + plot[3] * (1 - 0.16 / 1.46)
        GoldenImage.check(result.canvas.cropped(to: Rect(plot[0], baseline - 24, 360, 48)), named: "scrub-bars-baseline")
    }
}

extension ScrubPlotTests {
    @Test("On touch-down the min and max labels fade out with the latest dot instead of vanishing at once")
    func labelsFadeOnTouchDown() throws {
        // Once the first unfold has landed and brought the labels, a finger lands; 32 ms later they are on their way out.
        let result = try render(["--screen", "scrub", "--time", "2032"], trace: trace(Self.touch("down", x: 400, y: 400, at: 2000)))
        let plot = try Self.plot(of: result)
        // The latest point is the maximum: its label and the dot at the plot's top-right.
        GoldenImage.check(result.canvas.cropped(to: Rect(plot[0] + plot[2] - 110, plot[1] + 80, 130, 40)), named: "scrub-labels-fading")
    }
}

extension ScrubPlotTests {
    @Test("On release the change bubble's tint drains as it melts back into the flag instead of snapping off")
    func bubbleTintDrains() throws {
        // Pinned at 700, dragged back to 450 (Sep 14, the flag at 410 with the bubble before it), lifted at 1 s.
        let lines = trace(Self.touch("down", x: 700, y: 400, at: 0), Self.touch("move", x: 600, y: 400, at: 400),
                          Self.touch("move", x: 450, y: 400, at: 500), Self.touch("up", x: 450, y: 400, at: 1000))
        let result = try render(["--screen", "scrub", "--time", "1048"], trace: lines)
        let plot = try Self.plot(of: result)
        // The bubble alone, left of the flag and its rule.
        GoldenImage.check(result.canvas.cropped(to: Rect(315, plot[1] - 6, 72, 36)), named: "scrub-bubble-draining")
    }
}

extension ScrubPlotTests {
    @Test("While the flag grows in, the rule passes behind it and never strikes through the date",
          arguments: [(motion: "", time: 48), (motion: "--reduce-motion", time: 100)])
    func ruleBehindTheGrowingFlag(motion: String, time: Int) throws {
        let arguments = ["--screen", "scrub", "--time", String(time)] + (motion.isEmpty ? [] : [motion])
        let result = try render(arguments, trace: trace(Self.touch("down", x: 400, y: 400, at: 0)))
        let plot = try Self.plot(of: result)
        // The flag over the point nearest 400, Sep 14 at 410, half grown (or half faded in, under Reduce Motion).
        let name = motion.isEmpty ? "scrub-flag-growing" : "scrub-flag-growing-reduce-motion"
        GoldenImage.check(result.canvas.cropped(to: Rect(366, plot[1] - 8, 88, 44)), named: name)
    }
}
