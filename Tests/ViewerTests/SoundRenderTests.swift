import Foundation
import JSONText
import Sound
import Testing
import Typeset
@testable import Viewer

/// The sound of a trace as `vitrine render --audio-out` makes it: clicks, the audio graph, and
/// when sentences are spoken.
@Suite("Sound of a render")
struct SoundRenderTests {
    func run(_ arguments: [String], lines: [String] = []) throws -> HeadlessRender.Result {
        guard case .render(let options) = try CommandLineParser.parse(["render"] + arguments + ["--state", "-"]) else {
            throw UsageError("not a render command")
        }
        return try HeadlessRender(options: options).render(trace: lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n", text: try TextEngine())
    }

    static func key(_ name: String, at time: Double) -> String { #"{"t":\#(time),"type":"key","key":"\#(name)"}"# }

    @Test("Every audible tick of the trace starts a click on its own sample")
    func clicksSitOnTicks() throws {
        let rest = try LensState(renderLens(["--size", "900x560"]))
        let handle = try #require(try rest.handles.last)
        let drag = lensDrag(from: (handle.midX, handle.midY), to: (handle.midX - 300, handle.midY), duration: 1200, steps: 24)
        let result = try renderLens(["--size", "900x560"], lines: drag)
        let track = try #require(result.sound)
        let audible = ClickTrack.audible(track.clicks)
        #expect(audible.count >= 3)
        let samples = track.samples(duration: result.time)
        for click in audible {
            let index = Int((click.time * Double(SoundTrack.rate)).rounded())
            let after = samples[index..<(index + 96)]
            #expect(after.contains { abs($0) > 0.01 }, "no click at \(click.time)")
        }
        #expect(samples.allSatisfy { abs($0) <= Limiter.ceiling })
    }

    @Test("The A key plays the chart for its length and a second press stops it")
    func audioGraphPlaysAndStops() throws {
        let playing = try run(["--screen", "scrub", "--time", "1000"], lines: [Self.key("a", at: 100)])
        #expect(playing.state["audioGraph"]?["playing"]?.bool == true)
        let graph = try #require(playing.sound?.graphs.first)
        #expect(graph.start == 0.1)
        let stopped = try run(["--screen", "scrub", "--time", "1000"], lines: [Self.key("a", at: 100), Self.key("a", at: 600)])
        #expect(stopped.state["audioGraph"]?["playing"]?.bool == false)
        #expect(stopped.state["audioGraph"]?["end"]?.number == 600)
        let later = try run(["--screen", "scrub", "--time", "4000"], lines: [Self.key("a", at: 100)])
        #expect(later.state["audioGraph"]?["playing"]?.bool == false)
    }

    @Test("A screen with no chart has nothing to play")
    func noChartNoGraph() throws {
        let result = try run(["--screen", "wheel", "--time", "500"], lines: [Self.key("a", at: 100)])
        #expect(result.sound?.graphs.isEmpty == true)
        #expect(result.state["audioGraph"]?["playing"]?.bool == false)
    }

    @Test("Two fingers held still for half a second play the chart")
    func twoFingerHoldPlaysGraph() throws {
        let lines = [
            #"{"t":0,"type":"down","x":300,"y":300,"device":"touch","id":1}"#,
            #"{"t":20,"type":"down","x":400,"y":300,"device":"touch","id":2}"#,
        ]
        let result = try renderLens(["--size", "900x560", "--time", "900"], lines: lines)
        #expect(result.state["audioGraph"]?["playing"]?.bool == true)
        #expect(result.state["audioGraph"]?["start"]?.number == 520)
    }

    @Test("--volume takes 0 to 1, and --sound on or off")
    func soundOptions() {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["--volume", "1.5"]) }
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["--sound", "loud"]) }
        guard case .window(let kiosk) = try? CommandLineParser.parse(["--kiosk"]),
              case .window(let desktop) = try? CommandLineParser.parse([]),
              case .window(let quiet) = try? CommandLineParser.parse(["--kiosk", "--sound", "off"]) else {
            Issue.record("not windows")
            return
        }
        #expect(kiosk.sound.isOn(kiosk: true) && !desktop.sound.isOn(kiosk: false) && !quiet.sound.isOn(kiosk: true))
    }
}

@Suite("When sentences are spoken")
struct SpeechScheduleTests {
    @Test("A piece that takes focus says its sentence at once")
    func focusSpeaks() throws {
        let result = try render(["--screen", "trail", "--speak"], trace: trace(SoundRenderTests.key("Tab", at: 100)))
        let first = try #require(result.utterances.first)
        #expect(first.time == 0.1)
        #expect(first.text == result.state["pieces"]?["trail"]?.array?.first?["spoken"]?.string
            ?? result.state["pieces"]?["trail"]?["spoken"]?.string)
    }

    @Test("Nothing while a finger moves; the settled value once, 0.3 s after it lifts")
    func settleIsDebounced() {
        var schedule = SpeechSchedule()
        schedule.open(sentences: ["Average 8,412 steps a day"])
        schedule.input(at: 1.0, pointersDown: true)
        schedule.settle(upTo: 1.5, sentences: ["Average 8,500 steps a day"])
        #expect(schedule.utterances.isEmpty)
        schedule.input(at: 2.0, pointersDown: false)
        schedule.settle(upTo: 2.2, sentences: ["Average 8,600 steps a day"])
        #expect(schedule.utterances.isEmpty)
        schedule.settle(upTo: 2.4, sentences: ["Average 8,600 steps a day"])
        #expect(schedule.utterances == [SpeechSchedule.Utterance(time: 2.3, text: "Average 8,600 steps a day")])
        schedule.input(at: 3.0, pointersDown: false)
        schedule.settle(upTo: 4, sentences: ["Average 8,600 steps a day"])
        #expect(schedule.utterances.count == 1)
    }
}
