import Foundation
import JSONText
import Testing
@testable import Viewer

/// The Wheel Picker under a finger, a mouse, the wheel and keys, through traces aimed at the
/// strip the state dump reports. The weight opens on 72 kg (index 32 of 40…120).
@Suite("Wheel input")
struct WheelInputTests {
    struct Picker {
        var json: JSONValue
        var title: String? { json["title"]?.string }
        var index: Int { Int(json["index"]?.number ?? -1) }
        var offset: Double { json["offset"]?.number ?? .nan }
        var ticks: [String] { (json["ticks"]?.array ?? []).compactMap { $0["kind"]?.string } }
        var strip: LensRect { get throws { try LensState.rect(json["strip"]) } }
    }

    static func weight(_ lines: [String] = [], time: Double? = nil, arguments: [String] = []) throws -> Picker {
        let at = time.map { ["--time", String($0)] } ?? []
        let result = try render(["--screen", "wheel"] + arguments + at, trace: lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n")
        let list = try #require(result.state["pieces"]?["wheel"]?.array)
        return Picker(json: list[0])
    }

    static func strip() throws -> LensRect { try weight().strip }

    @Test("It opens exactly on the selected value")
    func opensOnSelection() throws {
        let picker = try Self.weight()
        #expect(picker.title == "72 kg")
        #expect(picker.index == 32)
        #expect(picker.offset == 512)
    }

    @Test("A slow drag of 3.4 values lands on the nearest one, ticking once for each value that passed")
    func dragLandsOnNearest() throws {
        let strip = try Self.strip()
        let drag = lensDrag(from: (strip.midX, strip.midY), to: (strip.midX - 3.4 * 64, strip.midY), duration: 600, steps: 30, rest: 200)
        let picker = try Self.weight(drag)
        #expect(picker.title == "75 kg")
        #expect(picker.ticks == ["light", "light", "light"])
    }

    @Test("A flick lands further than a slow drag of the same length")
    func flickCoasts() throws {
        let strip = try Self.strip()
        let flick = lensDrag(from: (strip.midX, strip.midY), to: (strip.midX - 3.4 * 64, strip.midY), duration: 90, steps: 6, rest: 0)
        let picker = try Self.weight(flick)
        #expect(picker.index > 36)
        // The values the finger passed tick as they pass; the coast lands with one tick more.
        #expect(picker.ticks.count == 4)
    }

    @Test("Dragged far past an end, it lands on the end value")
    func endsClamp() throws {
        let strip = try Self.strip()
        let drag = lensDrag(from: (strip.x + 40, strip.midY), to: (strip.maxX - 10, strip.midY), duration: 300, steps: 10, rest: 200)
        var lines = drag
        lines += lensDrag(from: (strip.x + 40, strip.midY), to: (strip.maxX - 10, strip.midY), at: 800, duration: 300, steps: 10,
                          rest: 200)
        lines += lensDrag(from: (strip.x + 40, strip.midY), to: (strip.maxX - 10, strip.midY), at: 1600, duration: 300, steps: 10,
                          rest: 200)
        let picker = try Self.weight(lines)
        #expect(picker.title == "40 kg")
        #expect(picker.offset == 2560)
    }

    @Test("A click on a tick glides to it")
    func clickSelects() throws {
        let strip = try Self.strip()
        let picker = try Self.weight(click(x: strip.midX + 2 * 64, y: strip.midY, at: 0))
        #expect(picker.title == "74 kg")
    }

    @Test("Right moves one value without a tick, End and Home go to the ends")
    func keys() throws {
        let right = try Self.weight([lensKey("Right", at: 0)])
        #expect(right.title == "73 kg")
        #expect(right.ticks.isEmpty)
        #expect(try Self.weight([lensKey("End", at: 0)]).title == "120 kg")
        #expect(try Self.weight([lensKey("Home", at: 0)]).title == "40 kg")
        #expect(try Self.weight([lensKey("Left", at: 0)], arguments: ["--rtl"]).title == "73 kg")
    }

    @Test("Each wheel notch moves exactly one value")
    func wheelNotch() throws {
        let strip = try Self.strip()
        let notches = (0..<3).map { lensWheel(strip.midX, strip.midY, dy: -1, at: Double($0) * 50) }
        #expect(try Self.weight(notches).title == "75 kg")
    }
}
