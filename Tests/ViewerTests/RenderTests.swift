import Components
import JSONText
import Raster
import Testing
@testable import Viewer

@Suite("Headless render")
struct RenderTests {
    @Test("The same input gives the same pixels and the same state")
    func deterministic() throws {
        let input = trace(click(x: 600, y: 200, at: 100) + [#"{"t":400,"type":"key","key":"Space"}"#])
        let first = try render(["--screen", "tiers", "--size", "640x480", "--time", "520"], trace: input)
        let second = try render(["--screen", "tiers", "--size", "640x480", "--time", "520"], trace: input)
        #expect(first.canvas.pixels == second.canvas.pixels)
        #expect(first.state.encoded == second.state.encoded)
    }

    @Test("The default frame time is 2000 ms after the last event")
    func defaultTime() throws {
        let input = trace(click(x: 600, y: 200, at: 300))
        let result = try render(["--screen", "tiers"], trace: input)
        #expect(result.state["time"]?.number == 2380)
        let idle = try render(["--screen", "tiers"])
        #expect(idle.state["time"]?.number == 2000)
    }

    @Test("Clicking a lane fires every tier, and each lands on the far end")
    func clickFiresTiers() throws {
        let result = try render(["--screen", "tiers"], trace: trace(click(x: 600, y: 200, at: 0)))
        let entry = try #require(result.state.tiersEntry)
        #expect(entry["fired"]?.number == 1)
        #expect(result.state.tierValues("position") == [1, 1, 1, 1, 1])
        #expect(result.state.tierValues("target") == [1, 1, 1, 1, 1])
    }

    @Test("Mid-flight, the calm tier trails the tight one and the expressive one overshoots")
    func midFlight() throws {
        // The tap lands on the up at 80 ms; 200 ms later tight has arrived and expressive is still moving.
        let early = try render(["--screen", "tiers", "--time", "280"], trace: trace(click(x: 600, y: 200, at: 0)))
        let positions = early.state.tierValues("position")
        #expect(positions.count == 5)
        #expect(positions[0] > 0.99)
        #expect(positions[4] < positions[0] - 0.05)
        let later = try render(["--screen", "tiers", "--time", "430"], trace: trace(click(x: 600, y: 200, at: 0)))
        #expect(later.state.tierValues("position")[3] > 1.05)
    }

    @Test("The state dump names each tier with its duration, bounce, overshoot and settle")
    func tierState() throws {
        let result = try render(["--screen", "tiers"])
        #expect(result.state["screen"]?.string == "tiers")
        let tiers = try #require(result.state.tiersEntry?["tiers"]?.array)
        #expect(tiers.compactMap { $0["name"]?.string } == ["tight", "responsive", "elastic", "expressive", "calm"])
        #expect(result.state.tierValues("duration") == [0.14, 0.32, 0.42, 0.48, 0.5])
        #expect(result.state.tierValues("bounce") == [0, 0.25, 0.38, 0.48, 0.2])
        let overshoot = result.state.tierValues("overshoot")
        for (measured, quoted) in zip(overshoot, [0, 0.028, 0.084, 0.148, 0.015]) {
            #expect(abs(measured - quoted) < 0.002)
        }
        let settle = result.state.tierValues("settle")
        for (measured, quoted) in zip(settle, [0.15, 0.34, 0.42, 0.67, 0.51]) {
            #expect(abs(measured - quoted) < 0.01)
        }
        let frame = try #require(result.state.tiersEntry?["frame"]?.array)
        #expect(frame.count == 4)
    }

    @Test("Space fires the lanes and R turns on Reduce Motion, whose lanes never overshoot")
    func keys() throws {
        let input = trace(#"{"t":0,"type":"key","key":"r"}"#, #"{"t":100,"type":"key","key":"Space"}"#)
        let result = try render(["--screen", "tiers", "--time", "400"], trace: input)
        let entry = try #require(result.state.tiersEntry)
        #expect(entry["reduceMotion"] == .bool(true))
        #expect(entry["fired"]?.number == 1)
        for position in result.state.tierValues("position") {
            #expect(position <= 1.0000001)
        }
    }

    @Test("Dragging a puck and letting go settles it on the end it was thrown to")
    func dragAndFling() throws {
        let lanes = try #require(try render(["--screen", "tiers"]).state.tiersEntry?["tracks"]?.array)
        let track = lanes[2].array?.compactMap { $0.number } ?? []
        try #require(track.count == 4)
        let y = track[1] + track[3] / 2
        let x = track[0] + 120
        var lines = [#"{"t":0,"type":"down","x":\#(x),"y":\#(y),"device":"touch","id":1}"#]
        for step in 1...10 {
            lines.append(#"{"t":\#(step * 16),"type":"move","x":\#(x + Double(step) * 30),"y":\#(y),"device":"touch","id":1}"#)
        }
        lines.append(#"{"t":176,"type":"up","x":\#(x + 300),"y":\#(y),"device":"touch","id":1}"#)
        let result = try render(["--screen", "tiers"], trace: trace(lines))
        let entry = try #require(result.state.tiersEntry)
        #expect(entry["fired"]?.number == 0, "a drag is not a tap")
        #expect(result.state.tierValues("position")[2] == 1)
        #expect(result.state.tierValues("position")[0] == 0, "other lanes stay put")
    }

    @Test("Reduce Motion from the command line starts every lane on its substitute")
    func reduceMotionOption() throws {
        let result = try render(["--screen", "tiers", "--reduce-motion"])
        let springs = try #require(result.state.tiersEntry?["tiers"]?.array?.compactMap { $0["spring"]?["bounce"]?.number })
        #expect(springs == [0, 0, 0, 0, 0])
    }

    @Test("Unknown screens are refused with the known list")
    func unknownScreens() throws {
        for name in ["nope"] {
            do {
                _ = try render(["--screen", name])
                Issue.record("\(name) should be refused")
            } catch let error as UsageError {
                #expect(error.message.contains("gallery, tiers, glass, scrub, lens, trail, wheel, bars"))
                #expect(error.message.contains(name))
            }
        }
    }

    @Test("A malformed trace line is refused naming its line number")
    func malformedTrace() throws {
        let input = trace(#"{"t":0,"type":"hover","x":1,"y":2}"#, #"{"t":5,"type":"down","x":"#)
        do {
            _ = try render(["--screen", "tiers"], trace: input)
            Issue.record("a malformed trace should be refused")
        } catch let error as UsageError {
            #expect(error.message.contains("line 2"))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("A resize in the trace lays the screen out again at the new size")
    func resize() throws {
        let result = try render(["--screen", "tiers"], trace: trace(#"{"t":10,"type":"resize","w":900,"h":700}"#))
        #expect(result.canvas.width == 900 && result.canvas.height == 700)
        let frame = try #require(result.state.tiersEntry?["frame"]?.array?.compactMap { $0.number })
        #expect(frame[2] == 852)
        #expect(frame[3] >= 652, "fills the new height at least")
    }

    @Test("A frame too large to allocate is refused, from the options or from a trace's resize")
    func tooLarge() throws {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["render", "--size", "8192x8192", "--scale", "2", "--out", "a.png"]) }
        let input = trace(#"{"t":0,"type":"hover","x":1,"y":1}"#, "", #"{"t":5,"type":"resize","w":100000,"h":100000}"#)
        do {
            _ = try render(["--screen", "tiers"], trace: input)
            Issue.record("a huge resize should be refused")
        } catch let error as UsageError {
            #expect(error.message.contains("line 3"))
        }
    }

    @Test("Scale multiplies the canvas, not the layout")
    func scale() throws {
        let result = try render(["--screen", "tiers", "--size", "640x480", "--scale", "2"])
        #expect(result.canvas.width == 1280 && result.canvas.height == 960)
        #expect(result.state.tiersEntry?["frame"]?.array?[2] == .number(592))
    }

    @Test("State JSON writes integers bare, rounds the rest and escapes strings")
    func stateJSONFormat() {
        let value = JSONValue.object(["a": .number(2), "b": .number(0.1234567), "c": .string("q\"\n"), "d": .null, "e": .number(.nan)])
        #expect(value.encoded == #"{"a":2,"b":0.123457,"c":"q\"\n","d":null,"e":null}"#)
    }
}

func trace(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }
