import Foundation
import Gestures
import JSONText
import Raster
import Testing
import Typeset
@testable import Viewer

/// `--idle-reset`, `--attract` and `--blank-after` on the virtual clock, as `render --input` shows them.
@Suite("Idle reset, attract and blanking")
struct IdleTests {
    /// A wheel of `notches` over the gallery at `time` ms (negative scrolls down the page).
    static func wheel(_ notches: Double, at time: Double) -> String {
        #"{"t":\#(time),"type":"wheel","x":640,"y":400,"dx":0,"dy":\#(notches)}"#
    }

    /// Renders the gallery with `arguments` at `time` ms, replaying `lines`.
    func gallery(_ arguments: [String], lines: [String], at time: Double) throws -> JSONValue {
        let trace = lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n"
        guard case .render(var options) = try CommandLineParser.parse(["render"] + arguments + ["--time", "\(time)", "--state", "-"]) else {
            throw UsageError("not a render command")
        }
        try options.idle.loadAttract()
        return try HeadlessRender(options: options).render(trace: trace, text: try TextEngine()).state
    }

    func attractFile(_ lines: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-attract-\(UUID().uuidString).jsonl").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("After the idle time the gallery scrolls back to the top and the dump says idle")
    func idleResetScrollsToTop() throws {
        let lines = [Self.wheel(-4, at: 0)]
        let before = try gallery(["--idle-reset", "5"], lines: lines, at: 4_000)
        #expect(before["scroll"]?.number == 192)
        #expect(before["idle"]?.bool == false)
        let after = try gallery(["--idle-reset", "5"], lines: lines, at: 8_000)
        #expect(after["scroll"]?.number == 0)
        #expect(after["idle"]?.bool == true)
    }

    @Test("The reset moves: the page is between its place and the top just after it")
    func idleResetAnimates() throws {
        let midway = try gallery(["--idle-reset", "5"], lines: [Self.wheel(-4, at: 0)], at: 5_100)
        let scroll = try #require(midway["scroll"]?.number)
        #expect(scroll > 0 && scroll < 192)
    }

    @Test("Without --idle-reset nothing resets, however long nobody touches it")
    func noResetByDefault() throws {
        let state = try gallery([], lines: [Self.wheel(-4, at: 0)], at: 600_000)
        #expect(state["scroll"]?.number == 192)
        #expect(state["idle"]?.bool == false && state["kiosk"]?.bool == false)
    }

    @Test("A kiosk resets after two minutes unless told otherwise")
    func kioskDefaultsToTwoMinutes() throws {
        let lines = [Self.wheel(-4, at: 0)]
        #expect(try gallery(["--kiosk"], lines: lines, at: 119_000)["scroll"]?.number == 192)
        let reset = try gallery(["--kiosk"], lines: lines, at: 125_000)
        #expect(reset["scroll"]?.number == 0 && reset["kiosk"]?.bool == true && reset["idle"]?.bool == true)
        #expect(try gallery(["--kiosk", "--idle-reset", "0"], lines: lines, at: 300_000)["scroll"]?.number == 192)
    }

    @Test("Input keeps the screen awake: the idle time counts from the last event")
    func inputRestartsTheIdleClock() throws {
        let lines = [Self.wheel(-4, at: 0), Self.wheel(-1, at: 4_000)]
        let state = try gallery(["--idle-reset", "5"], lines: lines, at: 8_000)
        #expect(state["scroll"]?.number == 240 && state["idle"]?.bool == false)
    }

    @Test("Once idle the attract trace plays, and loops")
    func attractPlays() throws {
        let path = try attractFile([Self.wheel(-2, at: 0)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let arguments = ["--idle-reset", "2", "--attract", path]
        let waiting = try gallery(arguments, lines: [], at: 2_500)
        #expect(waiting["idle"]?.bool == true && waiting["attract"]?.bool == true)
        #expect(waiting["scroll"]?.number == 0)
        let playing = try gallery(arguments, lines: [], at: 4_900)
        #expect(playing["scroll"]?.number == 96)
        // Each loop starts from the opening state, so the page does not creep down.
        let again = try gallery(arguments, lines: [], at: 8_900)
        #expect(again["scroll"]?.number == 96)
    }

    @Test("The first real touch stops the attract loop, resets, and does nothing else")
    func touchStopsAttract() throws {
        let path = try attractFile([Self.wheel(-2, at: 0)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let arguments = ["--idle-reset", "2", "--attract", path]
        let lines = [Self.wheel(-4, at: 4_000)]
        let woken = try gallery(arguments, lines: lines, at: 5_900)
        #expect(woken["attract"]?.bool == false && woken["idle"]?.bool == false)
        #expect(woken["scroll"]?.number == 0)
        // After waking, the next input acts as usual.
        let acting = try gallery(arguments, lines: lines + [Self.wheel(-1, at: 4_500)], at: 5_900)
        #expect(acting["scroll"]?.number == 48)
    }

    @Test("After --blank-after the screen is black and says blanked; a touch wakes it without acting")
    func blankingAndWaking() throws {
        let arguments = ["--blank-after", "0.05"]  // 3 seconds
        guard case .render(let options) = try CommandLineParser.parse(["render"] + arguments + ["--time", "4000", "--state", "-"]) else {
            throw UsageError("not a render command")
        }
        let dark = try HeadlessRender(options: options).render(trace: nil, text: try TextEngine())
        #expect(dark.state["blanked"]?.bool == true && dark.state["idle"]?.bool == true)
        let black = dark.canvas.pixels[0]
        #expect(dark.canvas.pixels.allSatisfy { $0 == black })
        #expect(black & 0x00FF_FFFF == 0)

        let woken = try gallery(arguments, lines: [Self.wheel(-4, at: 5_000)], at: 5_600)
        #expect(woken["blanked"]?.bool == false)
        #expect(woken["scroll"]?.number == 0)
    }

    @Test("A press that wakes the screen is swallowed to its end; the next press acts")
    func wakingPressIsSwallowed() throws {
        var watch = IdleWatch(options: {
            var options = IdleOptions()
            options.blankAfter = 10
            return options
        }())
        #expect(watch.nextAction(upTo: 11) == .blank(at: 10))
        let down = lensPointer("down", 100, 100, at: 12_000)
        let events = try InputTrace.decode([down, lensPointer("move", 120, 100, at: 12_100), lensPointer("up", 120, 100, at: 12_200), lensPointer("down", 50, 50, at: 13_000)].joined(separator: "\n"))
        #expect(watch.admit(events[0]) == .wake(resetting: false))
        #expect(watch.admit(events[1]) == .swallow)
        #expect(watch.admit(events[2]) == .swallow)
        #expect(watch.admit(events[3]) == .act)
        #expect(!watch.isBlanked && !watch.isIdle)
    }

    @Test("Idle options refuse what cannot be meant")
    func badIdleOptions() {
        for arguments in [["--idle-reset", "-1"], ["--idle-reset", "soon"], ["--blank-after", "nan"], ["--attract"]] {
            #expect(throws: UsageError.self, "\(arguments)") { try CommandLineParser.parse(arguments) }
        }
        var idle = IdleOptions()
        idle.attractPath = "/nonexistent/attract.jsonl"
        #expect(throws: UsageError.self) { try idle.loadAttract() }
    }
}

@Suite("Idle reset of the pieces")
struct IdlePieceTests {
    @Test("A lens the visitor dragged glides back to its opening window once idle, with no tick")
    func lensReturnsWhenIdle() throws {
        let arguments = ["--size", "900x560", "--idle-reset", "5"]
        let rest = try LensState(renderLens(arguments))
        let handle = try #require(try rest.handles.first)
        let drag = lensDrag(from: (handle.midX, handle.midY), to: (handle.midX - 200, handle.midY))
        let moved = try LensState(renderLens(arguments + ["--time", "4000"], lines: drag))
        #expect(moved.first != rest.first)
        let ticks = moved.ticks.count
        let back = try renderLens(arguments + ["--time", "9000"], lines: drag)
        let state = try LensState(back)
        #expect(state.first == rest.first && state.last == rest.last && state.held == "none")
        #expect(state.ticks.count == ticks)
        #expect(back.state["idle"]?.bool == true)
    }
}
